-- Look-alike usernames are taken: each member's comparison key (worker/auth/username-key.ts), unique among the rows that have one.
-- Rows from before this migration have none and never collide.
ALTER TABLE users ADD COLUMN username_key TEXT;
CREATE UNIQUE INDEX users_username_key ON users (username_key) WHERE username_key IS NOT NULL;
