-- Comments, votes, subscriptions, friends, messages, walls and reports.
-- object_type names what a row points at: 'video', 'album', 'playlist', 'model', 'channel', 'member'.
CREATE TABLE comments (
  comment_id  INTEGER PRIMARY KEY,
  object_type TEXT    NOT NULL,
  object_id   INTEGER NOT NULL,
  user_id     INTEGER NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  comment     TEXT    NOT NULL,
  added_date  INTEGER NOT NULL,
  status_id   INTEGER NOT NULL DEFAULT 1                   -- 1 visible, 5 removed
);
CREATE INDEX comments_object ON comments (object_type, object_id, added_date DESC);
CREATE INDEX comments_user   ON comments (user_id, added_date DESC);

CREATE TABLE votes (
  object_type TEXT    NOT NULL,
  object_id   INTEGER NOT NULL,
  user_id     INTEGER NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  vote        INTEGER NOT NULL CHECK (vote IN (0, 1)),      -- 1 like, 0 dislike
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (object_type, object_id, user_id)
) WITHOUT ROWID;

CREATE TABLE subscriptions (
  user_id     INTEGER NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  target_type TEXT    NOT NULL CHECK (target_type IN ('channel', 'model', 'member')),
  target_id   INTEGER NOT NULL,
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (user_id, target_type, target_id)
) WITHOUT ROWID;
CREATE INDEX subscriptions_target ON subscriptions (target_type, target_id);

CREATE TABLE friends (
  user_id    INTEGER NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,  -- who asked
  friend_id  INTEGER NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,  -- who was asked
  status     TEXT    NOT NULL CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, friend_id),
  CHECK (user_id <> friend_id)
) WITHOUT ROWID;
CREATE INDEX friends_reverse ON friends (friend_id, status);

CREATE TABLE blocks (
  user_id    INTEGER NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  blocked_id INTEGER NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, blocked_id)
) WITHOUT ROWID;

CREATE TABLE messages (
  message_id   INTEGER PRIMARY KEY,
  sender_id    INTEGER NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  recipient_id INTEGER NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  body         TEXT    NOT NULL,
  created_at   INTEGER NOT NULL,
  read_at      INTEGER,
  CHECK (sender_id <> recipient_id)
);
CREATE INDEX messages_inbox        ON messages (recipient_id, created_at DESC);
CREATE INDEX messages_unread       ON messages (recipient_id) WHERE read_at IS NULL;
CREATE INDEX messages_conversation ON messages (sender_id, recipient_id, created_at DESC);

CREATE TABLE wall_posts (
  post_id    INTEGER PRIMARY KEY,
  wall_type  TEXT    NOT NULL CHECK (wall_type IN ('member', 'model')),
  wall_id    INTEGER NOT NULL,
  user_id    INTEGER NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  body       TEXT    NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX wall_posts_wall ON wall_posts (wall_type, wall_id, created_at DESC);

CREATE TABLE reports (
  report_id  INTEGER PRIMARY KEY,
  subject    TEXT    NOT NULL CHECK (subject IN ('dmca', 'technical', 'inappropriate', 'support')),
  email      TEXT    NOT NULL,
  message    TEXT    NOT NULL,
  file_key   TEXT,
  ref        TEXT,                                         -- page the report was sent from
  user_id    INTEGER REFERENCES users (user_id) ON DELETE SET NULL,
  status     TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at INTEGER NOT NULL
);
CREATE INDEX reports_open ON reports (status, created_at DESC);
