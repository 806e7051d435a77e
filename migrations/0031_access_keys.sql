-- Keys staff make in the console (/admin/keys/) for machines: a feed key lets a partner or sister site read the feed
-- export (/api/feeds/videos.csv|jsonl); an import token lets the command-line importer import as the staff member who
-- made it, with that member's rights at the time of use. Only a key's SHA-256 is kept; it is shown once, when made.
CREATE TABLE access_keys (
  key_id       INTEGER PRIMARY KEY,
  kind         TEXT    NOT NULL CHECK (kind IN ('feed', 'import')),
  label        TEXT    NOT NULL,
  token_hash   TEXT    NOT NULL UNIQUE,
  user_id      INTEGER NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at   INTEGER NOT NULL,
  last_used_at INTEGER,
  revoked_at   INTEGER
);
CREATE INDEX access_keys_by_kind ON access_keys (kind, created_at DESC);
