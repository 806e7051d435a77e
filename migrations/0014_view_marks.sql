-- Counted views: one row per counted view of a visitor, so a view counts at most once per visitor and video in the
-- rolling window and the per-address ceilings can be counted (worker/db/views.ts).
-- visitor is 'u{user_id}' or 'a{salted hash of address and User-Agent}'; address is a salted hash of the client
-- address (never the address itself). batch marks the rows the running queue batch counted, until it has added them
-- to the counters in the same transaction. The cron deletes rows older than the window.
CREATE TABLE view_marks (
  visitor    TEXT    NOT NULL,
  video_id   INTEGER NOT NULL,
  address    TEXT    NOT NULL,
  country    TEXT    NOT NULL,                 -- ISO alpha-2 or 'XX', for the daily counts
  counted_at INTEGER NOT NULL,                 -- unix seconds of the counted view
  batch      TEXT,
  PRIMARY KEY (visitor, video_id, counted_at)
) WITHOUT ROWID;
-- The ceilings: counted views of one video per address, and of all videos per address, since a time.
CREATE INDEX view_marks_address_video ON view_marks (address, video_id, counted_at);
CREATE INDEX view_marks_address ON view_marks (address, counted_at);
-- The cron's prune.
CREATE INDEX view_marks_counted ON view_marks (counted_at);
-- The running batch's rows only; cleared when the batch is done.
CREATE INDEX view_marks_batch ON view_marks (batch, video_id) WHERE batch IS NOT NULL;
