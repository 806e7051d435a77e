-- Moderation and the operator console (issue 16): the audit log of every console action, reports that staff
-- handle, disabled accounts that can be enabled again, registration tokens for runners made in the console, and
-- the re-add an uploader schedules for a video of theirs.

-- Every action taken in the console (and a moderator's deletions where content stands): who, when, what, on
-- which object, the object's state before and after (JSON), and the reason given.
CREATE TABLE audit_log (
  entry_id    INTEGER PRIMARY KEY,
  actor_id    INTEGER REFERENCES users (user_id) ON DELETE SET NULL,
  actor_name  TEXT    NOT NULL,                            -- kept when the actor's account is gone
  action      TEXT    NOT NULL,
  target_type TEXT    NOT NULL,
  target_id   INTEGER NOT NULL,
  before      TEXT,
  after       TEXT,
  reason      TEXT,
  created_at  INTEGER NOT NULL
);
CREATE INDEX audit_log_recent ON audit_log (created_at DESC);
CREATE INDEX audit_log_actor  ON audit_log (actor_id, created_at DESC);
CREATE INDEX audit_log_action ON audit_log (action, created_at DESC);
CREATE INDEX audit_log_target ON audit_log (target_type, target_id, created_at DESC);

-- A report is open until a moderator takes the video down, dismisses it or replies; who closed it and how.
ALTER TABLE reports ADD COLUMN handled_by INTEGER REFERENCES users (user_id) ON DELETE SET NULL;
ALTER TABLE reports ADD COLUMN handled_at INTEGER;
ALTER TABLE reports ADD COLUMN outcome TEXT;                 -- taken_down, dismissed, replied
ALTER TABLE reports ADD COLUMN video_id INTEGER;             -- the reported video, read from ref
CREATE INDEX reports_video ON reports (video_id) WHERE video_id IS NOT NULL;
UPDATE reports SET video_id = CAST(substr(ref, 9, instr(substr(ref, 9), '/') - 1) AS INTEGER)
 WHERE ref LIKE '/videos/%/%' AND substr(ref, 9, 1) BETWEEN '0' AND '9';

-- A disabled account has status_id 0 (hidden, its login refused); the status it had comes back when it is enabled.
ALTER TABLE users ADD COLUMN enabled_status_id INTEGER;

-- Registration tokens made in the console, besides the RUNNER_REGISTRATION_TOKEN secret; only hashes are kept.
CREATE TABLE runner_tokens (
  token_id    INTEGER PRIMARY KEY,
  label       TEXT    NOT NULL,
  token_hash  TEXT    NOT NULL UNIQUE,
  created_by  INTEGER REFERENCES users (user_id) ON DELETE SET NULL,
  created_at  INTEGER NOT NULL,
  revoked_at  INTEGER
);

-- An uploader's re-add (spec: status_id 6, act 4): at readd_at the video is published anew at the top of the latest
-- updates, and comes back if its owner had deleted it.
ALTER TABLE videos ADD COLUMN readd_at INTEGER;
CREATE INDEX videos_readd ON videos (readd_at) WHERE readd_at IS NOT NULL;
-- What a moderator wrote when rejecting or taking down (status_reason keeps the reason's code); the owner reads both.
ALTER TABLE videos ADD COLUMN moderation_note TEXT;
ALTER TABLE albums ADD COLUMN moderation_note TEXT;
-- The moderation queues: items awaiting moderation, oldest first.
CREATE INDEX videos_pending ON videos (post_date) WHERE status_id = 0;
CREATE INDEX albums_pending ON albums (post_date) WHERE status_id = 0;
