-- Look-alike usernames are taken: each member's comparison key (worker/auth/username-key.ts), unique among the rows that have one.
-- Rows from before this migration have none until backfillUsernameKeys (worker/db/accounts.ts) fills them in.
ALTER TABLE users ADD COLUMN username_key TEXT;
CREATE UNIQUE INDEX users_username_key ON users (username_key) WHERE username_key IS NOT NULL;
-- The rows still without a key, so the backfill finds none in one index step when there are none.
CREATE INDEX users_username_key_missing ON users (user_id) WHERE username_key IS NULL;
