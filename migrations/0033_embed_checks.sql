-- The periodic check of partner embeds (docs/import.md, "Partner embeds that no longer answer"): the cron asks each
-- live embedded video's embed address in turn, the least recently checked first, and keeps its last answer here. A
-- video failing since a time is listed in the console, where staff take such videos down in bulk.
CREATE TABLE embed_checks (
  video_id      INTEGER PRIMARY KEY REFERENCES videos (video_id) ON DELETE CASCADE,
  checked_at    INTEGER NOT NULL,
  -- The HTTP status, or 'timeout' or 'error' when nothing answered.
  last_status   TEXT    NOT NULL,
  -- Checks failed in a row, and since when; 0 and null while it answers.
  failures      INTEGER NOT NULL DEFAULT 0,
  failing_since INTEGER
);
CREATE INDEX embed_checks_failing ON embed_checks (failing_since) WHERE failing_since IS NOT NULL;

-- The live embedded videos, for the check to walk.
CREATE INDEX videos_embedded ON videos (video_id) WHERE status_id = 1 AND file_key = '' AND url IS NOT NULL;
