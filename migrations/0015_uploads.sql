-- Member uploads (issue 15): resumable uploads written onto R2 multipart uploads, the runners that process uploaded
-- media and their jobs, and what a video or an album carries on its way from upload to moderation.

-- A resumable (tus) upload: bytes arrive in PATCH requests and go to R2 in whole parts of PART_SIZE
-- (worker/uploads/store.ts); the bytes past the last whole part wait in the object {r2_key}.tail.
-- A member's upload names the member; a runner's result names its job.
CREATE TABLE uploads (
  upload_id     TEXT    PRIMARY KEY,                      -- random, in the upload's URL
  user_id       INTEGER REFERENCES users (user_id) ON DELETE CASCADE,
  job_id        INTEGER,
  purpose       TEXT    NOT NULL CHECK (purpose IN ('video', 'photo', 'result')),
  object_id     INTEGER NOT NULL,                         -- the video or album it belongs to
  name          TEXT    NOT NULL,                         -- the member's file name, or the result's name
  length        INTEGER NOT NULL,
  received      INTEGER NOT NULL DEFAULT 0,
  r2_key        TEXT    NOT NULL,
  multipart_id  TEXT,
  parts         INTEGER NOT NULL DEFAULT 0,               -- whole parts in R2
  locked_until  INTEGER NOT NULL DEFAULT 0,               -- one PATCH at a time
  created_at    INTEGER NOT NULL,
  expires_at    INTEGER NOT NULL,
  completed_at  INTEGER
);
CREATE INDEX uploads_expiring ON uploads (expires_at) WHERE completed_at IS NULL;
CREATE INDEX uploads_member   ON uploads (user_id, created_at) WHERE user_id IS NOT NULL;
CREATE INDEX uploads_object   ON uploads (purpose, object_id);
CREATE INDEX uploads_job      ON uploads (job_id, name) WHERE job_id IS NOT NULL;

CREATE TABLE upload_parts (
  upload_id   TEXT    NOT NULL REFERENCES uploads (upload_id) ON DELETE CASCADE,
  part_number INTEGER NOT NULL,
  etag        TEXT    NOT NULL,
  PRIMARY KEY (upload_id, part_number)
) WITHOUT ROWID;

-- Runners register with the site's registration token; only the hash of each runner's own token is kept.
CREATE TABLE runners (
  runner_id     INTEGER PRIMARY KEY,
  name          TEXT    NOT NULL,
  token_hash    TEXT    NOT NULL UNIQUE,
  registered_at INTEGER NOT NULL,
  last_seen_at  INTEGER NOT NULL,
  revoked_at    INTEGER
);

-- Processing jobs. A pending job is claimable from available_at on; a processing one belongs to its runner until
-- available_at (its lease), after which another runner may take it. Results go under the job's media_prefix.
CREATE TABLE jobs (
  job_id       INTEGER PRIMARY KEY,
  kind         TEXT    NOT NULL CHECK (kind IN ('video', 'album')),
  object_id    INTEGER NOT NULL,
  state        TEXT    NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'processing', 'done', 'failed')),
  runner_id    INTEGER REFERENCES runners (runner_id) ON DELETE SET NULL,
  attempts     INTEGER NOT NULL DEFAULT 0,
  progress     INTEGER NOT NULL DEFAULT 0,
  available_at INTEGER NOT NULL,
  media_prefix TEXT    NOT NULL,
  error        TEXT,
  created_at   INTEGER NOT NULL,
  updated_at   INTEGER NOT NULL
);
CREATE INDEX jobs_ready  ON jobs (available_at) WHERE state IN ('pending', 'processing');
CREATE INDEX jobs_object ON jobs (kind, object_id);

-- Videos and albums on their way: status_id 2 processing (uploading, queued or being made), 3 failed, 4 rejected by
-- moderation, besides 0 awaiting moderation, 1 active and 5 deleted. status_reason is the code that says why.
ALTER TABLE videos ADD COLUMN status_reason TEXT;
ALTER TABLE videos ADD COLUMN exclusive INTEGER NOT NULL DEFAULT 0;
ALTER TABLE videos ADD COLUMN content_hash TEXT;               -- SHA-256 of the uploaded source: duplicates
ALTER TABLE videos ADD COLUMN poster_candidates INTEGER NOT NULL DEFAULT 0;
ALTER TABLE videos ADD COLUMN source_key TEXT;                 -- the uploaded source, while it is kept
CREATE INDEX videos_content_hash ON videos (content_hash) WHERE content_hash IS NOT NULL;

-- Every MP4 processing made of a video (file_key names the largest).
CREATE TABLE video_renditions (
  video_id INTEGER NOT NULL REFERENCES videos (video_id) ON DELETE CASCADE,
  height   INTEGER NOT NULL,
  width    INTEGER NOT NULL,
  file_key TEXT    NOT NULL,
  size     INTEGER NOT NULL,
  PRIMARY KEY (video_id, height)
) WITHOUT ROWID;

ALTER TABLE albums ADD COLUMN status_reason TEXT;
ALTER TABLE albums ADD COLUMN photos_expected INTEGER NOT NULL DEFAULT 0;   -- an upload's photos still to arrive count down
ALTER TABLE albums ADD COLUMN cover_position INTEGER NOT NULL DEFAULT 1;    -- the photo its uploader chose as cover
ALTER TABLE photos ADD COLUMN thumb TEXT;                     -- R2 key of the runner's thumbnail (null: the image itself)

CREATE TABLE album_categories (
  category_id INTEGER NOT NULL REFERENCES categories (category_id) ON DELETE CASCADE,
  album_id    INTEGER NOT NULL REFERENCES albums (album_id) ON DELETE CASCADE,
  PRIMARY KEY (category_id, album_id)
) WITHOUT ROWID;
CREATE INDEX album_categories_album ON album_categories (album_id, category_id);
