-- Feeds of sister sites this site imports on a schedule (sites/{name}.json, importFeeds; worker/imports/feed-pull.ts):
-- per feed (the sister's feedName), how far its rows have been read (the last video id), when it was last asked, what
-- that pull found, and the import it started.
-- status: ok, no_key (the feed key's secret is not set), refused (the sister refused the key), failed (no answer,
-- or an answer that was not a feed).
CREATE TABLE feed_pulls (
  feed        TEXT    PRIMARY KEY,
  after_id    INTEGER NOT NULL DEFAULT 0,
  pulled_at   INTEGER NOT NULL,
  status      TEXT    NOT NULL CHECK (status IN ('ok', 'no_key', 'refused', 'failed')),
  detail      TEXT,
  rows_read   INTEGER NOT NULL DEFAULT 0,
  import_id   INTEGER REFERENCES imports (import_id) ON DELETE SET NULL
);
