-- Bulk imports (docs/import.md): an import started from a checked file, and each of its rows with what it became.
-- state: queued (started, its rows not yet read), running (rows being created), done. The counts follow the rows.
CREATE TABLE imports (
  import_id    INTEGER PRIMARY KEY,
  filename     TEXT    NOT NULL,
  file_key     TEXT    NOT NULL,                        -- R2 key of the file as checked
  user_id      INTEGER REFERENCES users (user_id) ON DELETE SET NULL,
  actor_name   TEXT    NOT NULL,
  trusted      INTEGER NOT NULL DEFAULT 0 CHECK (trusted IN (0, 1)),   -- its videos go live without moderation
  state        TEXT    NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done')),
  total_rows   INTEGER NOT NULL DEFAULT 0,
  created      INTEGER NOT NULL DEFAULT 0,
  refused      INTEGER NOT NULL DEFAULT 0,
  created_at   INTEGER NOT NULL,
  finished_at  INTEGER
);
CREATE INDEX imports_latest ON imports (created_at DESC);

-- outcome: pending (to create), created (video_id made), refused (refusal, detail: worker/imports/verdicts.ts).
CREATE TABLE import_rows (
  import_id INTEGER NOT NULL REFERENCES imports (import_id) ON DELETE CASCADE,
  line      INTEGER NOT NULL,
  title     TEXT    NOT NULL DEFAULT '',
  plan      TEXT,                                        -- the planned video (JSON) while pending
  outcome   TEXT    NOT NULL CHECK (outcome IN ('pending', 'created', 'refused')),
  refusal   TEXT,
  detail    TEXT,
  video_id  INTEGER,
  PRIMARY KEY (import_id, line)
) WITHOUT ROWID;
CREATE INDEX import_rows_pending ON import_rows (import_id, line) WHERE outcome = 'pending';

-- The import a video came from (its trust decides where the video goes once processed; its rows find their video by
-- import and dir), and a hosted row's source URL, which a runner downloads and which finds the row again next time.
ALTER TABLE videos ADD COLUMN import_id INTEGER REFERENCES imports (import_id) ON DELETE SET NULL;
ALTER TABLE videos ADD COLUMN source_url TEXT;
ALTER TABLE videos ADD COLUMN thumb_url TEXT;            -- an imported row's thumbnail, which a runner fetches
CREATE INDEX videos_import ON videos (import_id, dir) WHERE import_id IS NOT NULL;
CREATE INDEX videos_source_url ON videos (source_url) WHERE source_url IS NOT NULL;

-- Jobs of a new kind: 'image', a partner video's thumbnail that a runner fetches and makes the card sizes of. SQLite
-- cannot change a CHECK, so the table is made again with the same rows.
CREATE TABLE jobs_new (
  job_id       INTEGER PRIMARY KEY,
  kind         TEXT    NOT NULL CHECK (kind IN ('video', 'album', 'image')),
  object_id    INTEGER NOT NULL,
  state        TEXT    NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'processing', 'done', 'failed')),
  runner_id    INTEGER REFERENCES runners (runner_id) ON DELETE SET NULL,
  attempts     INTEGER NOT NULL DEFAULT 0,
  progress     INTEGER NOT NULL DEFAULT 0,
  available_at INTEGER NOT NULL,
  media_prefix TEXT    NOT NULL,
  error        TEXT,
  created_at   INTEGER NOT NULL,
  updated_at   INTEGER NOT NULL,
  reprocess    INTEGER NOT NULL DEFAULT 0
);
INSERT INTO jobs_new SELECT job_id, kind, object_id, state, runner_id, attempts, progress, available_at, media_prefix, error,
                            created_at, updated_at, reprocess FROM jobs;
DROP TABLE jobs;
ALTER TABLE jobs_new RENAME TO jobs;
CREATE INDEX jobs_ready  ON jobs (available_at) WHERE state IN ('pending', 'processing');
CREATE INDEX jobs_object ON jobs (kind, object_id);
