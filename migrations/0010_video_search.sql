-- Full-text search over the listed videos (status_id = 1, is_private = 0): title, description and tags (the video's
-- category titles in every site language and its model names). The trigram tokenizer indexes every 3-character
-- substring, so Japanese, Chinese and Korean text, which has no spaces between words, is found by any 3+ character
-- part of it; it folds case and, with remove_diacritics, accents ("creme" finds "crème"). The table is contentless:
-- it keeps only the index (rowid = video_id) and search reads the rows from videos.
CREATE VIRTUAL TABLE video_search USING fts5(
  title, description, tags,
  content = '', contentless_delete = 1, tokenize = 'trigram remove_diacritics 1'
);

-- What the index holds for each listed video: rebuilding a row is deleting it and inserting this again.
CREATE VIEW video_search_source AS
SELECT v.video_id,
       v.title,
       v.description,
       COALESCE((SELECT group_concat(DISTINCT ct.title) FROM video_categories vc
                   JOIN category_titles ct ON ct.category_id = vc.category_id
                  WHERE vc.video_id = v.video_id), '')
       || ' ' ||
       COALESCE((SELECT group_concat(DISTINCT m.title) FROM video_models vm
                   JOIN models m ON m.model_id = vm.model_id
                  WHERE vm.video_id = v.video_id), '') AS tags
  FROM videos v
 WHERE v.status_id = 1 AND v.is_private = 0;

-- Bulk loads (the demo seed) pause the triggers below and rebuild the whole index once at the end
-- (worker/db/search-index.ts); at any other time bulk_load is 0 and every write keeps the index in step.
CREATE TABLE search_index_control (
  id        INTEGER PRIMARY KEY CHECK (id = 1),
  bulk_load INTEGER NOT NULL DEFAULT 0 CHECK (bulk_load IN (0, 1))
);
INSERT INTO search_index_control (id, bulk_load) VALUES (1, 0);

-- Re-indexing one video: inserting its id into this view deletes its index row and inserts it again from
-- video_search_source (so nothing when the video is not listed). Every trigger below re-indexes through it.
CREATE VIEW video_search_refresh AS SELECT video_id FROM videos WHERE 0;

CREATE TRIGGER video_search_refresh_row INSTEAD OF INSERT ON video_search_refresh
BEGIN
  DELETE FROM video_search WHERE rowid = NEW.video_id;
  INSERT INTO video_search (rowid, title, description, tags)
    SELECT video_id, title, description, tags FROM video_search_source WHERE video_id = NEW.video_id;
END;

-- A video is (re)indexed when it is added, when its text changes and when moderation lists or unlists it
-- (status_id, is_private); view and vote counters do not touch the index.
CREATE TRIGGER video_search_insert AFTER INSERT ON videos
WHEN (SELECT bulk_load FROM search_index_control) = 0
BEGIN
  INSERT INTO video_search_refresh (video_id) VALUES (NEW.video_id);
END;

CREATE TRIGGER video_search_update AFTER UPDATE OF title, description, status_id, is_private ON videos
WHEN (SELECT bulk_load FROM search_index_control) = 0
BEGIN
  INSERT INTO video_search_refresh (video_id) VALUES (NEW.video_id);
END;

CREATE TRIGGER video_search_delete AFTER DELETE ON videos
BEGIN
  DELETE FROM video_search WHERE rowid = OLD.video_id;
END;

-- Tags: adding or removing a category or a model of a video, or renaming a model, re-indexes the videos concerned.
-- Category titles change only with migrations; `npm run search:rebuild` refreshes the index after one.
CREATE TRIGGER video_search_category_added AFTER INSERT ON video_categories
WHEN (SELECT bulk_load FROM search_index_control) = 0
BEGIN
  INSERT INTO video_search_refresh (video_id) VALUES (NEW.video_id);
END;

CREATE TRIGGER video_search_category_removed AFTER DELETE ON video_categories
WHEN (SELECT bulk_load FROM search_index_control) = 0
BEGIN
  INSERT INTO video_search_refresh (video_id) VALUES (OLD.video_id);
END;

CREATE TRIGGER video_search_model_added AFTER INSERT ON video_models
WHEN (SELECT bulk_load FROM search_index_control) = 0
BEGIN
  INSERT INTO video_search_refresh (video_id) VALUES (NEW.video_id);
END;

CREATE TRIGGER video_search_model_removed AFTER DELETE ON video_models
WHEN (SELECT bulk_load FROM search_index_control) = 0
BEGIN
  INSERT INTO video_search_refresh (video_id) VALUES (OLD.video_id);
END;

CREATE TRIGGER video_search_model_renamed AFTER UPDATE OF title ON models
WHEN (SELECT bulk_load FROM search_index_control) = 0
BEGIN
  INSERT INTO video_search_refresh (video_id) SELECT video_id FROM video_models WHERE model_id = NEW.model_id;
END;

-- Videos already in the catalogue.
INSERT INTO video_search (rowid, title, description, tags)
  SELECT video_id, title, description, tags FROM video_search_source;
