-- Hosted rows whose file comes with the import (source_path, sent by the command-line importer through the resumable
-- upload path): the import keeps the names of the files its importer said it would send, so that its rows are judged
-- again as they were checked, and each such row's path, so that the importer knows which video its file is for.
ALTER TABLE imports ADD COLUMN given_files TEXT NOT NULL DEFAULT '[]';
ALTER TABLE import_rows ADD COLUMN source_path TEXT;
