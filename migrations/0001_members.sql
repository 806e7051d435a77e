-- Members, their sessions and profile fields (spec sections 3, 5, 6).
CREATE TABLE users (
  user_id            INTEGER PRIMARY KEY,
  username           TEXT    NOT NULL COLLATE NOCASE UNIQUE,
  email              TEXT    COLLATE NOCASE UNIQUE,
  password_hash      TEXT,                                  -- pbkdf2-sha256$iterations$salt$hash
  email_confirmed    INTEGER NOT NULL DEFAULT 0 CHECK (email_confirmed IN (0, 1)),
  status_id          INTEGER NOT NULL DEFAULT 2,            -- 0 disabled, 2 member, 6 trusted uploader
  role               TEXT    NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'moderator', 'admin')),
  avatar             TEXT,                                  -- R2 key
  cover              TEXT,                                  -- R2 key
  country            TEXT,                                  -- ISO 3166-1 alpha-2
  gender             TEXT    CHECK (gender IN ('male', 'female', 'couple', 'trans')),
  birth_date         TEXT,                                  -- YYYY-MM-DD
  relationship       TEXT    CHECK (relationship IN ('single', 'taken', 'married', 'open')),
  orientation        TEXT    CHECK (orientation IN ('straight', 'gay', 'bisexual')),
  education          TEXT,
  website            TEXT,
  about              TEXT    NOT NULL DEFAULT '',
  hidden_lists       TEXT    NOT NULL DEFAULT '',           -- comma list of member lists hidden from others
  subscribers_count  INTEGER NOT NULL DEFAULT 0,
  videos_count       INTEGER NOT NULL DEFAULT 0,
  videos_viewed      INTEGER NOT NULL DEFAULT 0,
  last_upload_at     INTEGER,
  created_at         INTEGER NOT NULL,
  last_login_at      INTEGER
);
CREATE INDEX users_recent        ON users (created_at DESC);
CREATE INDEX users_count_subs    ON users (subscribers_count DESC, user_id DESC);
CREATE INDEX users_count_videos  ON users (videos_count DESC, user_id DESC);
CREATE INDEX users_popular       ON users (videos_viewed DESC, user_id DESC);
CREATE INDEX users_latest_upload ON users (last_upload_at DESC) WHERE last_upload_at IS NOT NULL;

CREATE TABLE sessions (
  session_hash TEXT    PRIMARY KEY,                         -- SHA-256 of the opaque cookie value
  user_id      INTEGER NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at   INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL
);
CREATE INDEX sessions_user    ON sessions (user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);
