-- Albums with photos, playlists, and the members' own video lists.
CREATE TABLE albums (
  album_id      INTEGER PRIMARY KEY,
  dir           TEXT    NOT NULL,
  title         TEXT    NOT NULL,
  description   TEXT    NOT NULL DEFAULT '',
  user_id       INTEGER REFERENCES users (user_id) ON DELETE SET NULL,
  status_id     INTEGER NOT NULL DEFAULT 1,                 -- 0 awaiting moderation, 1 active, 5 deleted
  is_private    INTEGER NOT NULL DEFAULT 0 CHECK (is_private IN (0, 1)),
  gender        INTEGER NOT NULL DEFAULT 0 CHECK (gender IN (0, 1, 2)),
  cover         TEXT,                                       -- R2 key
  post_date     INTEGER NOT NULL,
  photos_amount INTEGER NOT NULL DEFAULT 0,
  album_viewed  INTEGER NOT NULL DEFAULT 0,
  likes         INTEGER NOT NULL DEFAULT 0,
  dislikes      INTEGER NOT NULL DEFAULT 0,
  rating        REAL    NOT NULL DEFAULT 0,
  comments_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX albums_latest ON albums (gender, post_date DESC, album_id DESC)   WHERE status_id = 1 AND is_private = 0;
CREATE INDEX albums_viewed ON albums (gender, album_viewed DESC, album_id DESC) WHERE status_id = 1 AND is_private = 0;
CREATE INDEX albums_rated  ON albums (gender, rating DESC, album_id DESC)       WHERE status_id = 1 AND is_private = 0;
CREATE INDEX albums_commented ON albums (gender, comments_count DESC, album_id DESC) WHERE status_id = 1 AND is_private = 0;
CREATE INDEX albums_user   ON albums (user_id, post_date DESC);

CREATE TABLE photos (
  photo_id  INTEGER PRIMARY KEY,
  album_id  INTEGER NOT NULL REFERENCES albums (album_id) ON DELETE CASCADE,
  position  INTEGER NOT NULL,
  image     TEXT    NOT NULL,                               -- R2 key
  width     INTEGER NOT NULL,
  height    INTEGER NOT NULL
);
CREATE UNIQUE INDEX photos_album ON photos (album_id, position);

CREATE TABLE playlists (
  playlist_id   INTEGER PRIMARY KEY,
  title         TEXT    NOT NULL,
  description   TEXT    NOT NULL DEFAULT '',
  user_id       INTEGER NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  is_private    INTEGER NOT NULL DEFAULT 0 CHECK (is_private IN (0, 1)),
  orientation   INTEGER NOT NULL DEFAULT 0 CHECK (orientation IN (0, 1, 2)),
  total_videos  INTEGER NOT NULL DEFAULT 0,
  viewed        INTEGER NOT NULL DEFAULT 0,
  rating        REAL    NOT NULL DEFAULT 0,
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL
);
CREATE INDEX playlists_popular ON playlists (orientation, viewed DESC, playlist_id DESC)       WHERE is_private = 0 AND total_videos > 0;
CREATE INDEX playlists_latest  ON playlists (orientation, updated_at DESC, playlist_id DESC)   WHERE is_private = 0 AND total_videos > 0;
CREATE INDEX playlists_rated   ON playlists (orientation, rating DESC, playlist_id DESC)       WHERE is_private = 0 AND total_videos > 0;
CREATE INDEX playlists_count   ON playlists (orientation, total_videos DESC, playlist_id DESC) WHERE is_private = 0 AND total_videos > 0;
CREATE INDEX playlists_user    ON playlists (user_id, updated_at DESC);

CREATE TABLE playlist_videos (
  playlist_id INTEGER NOT NULL REFERENCES playlists (playlist_id) ON DELETE CASCADE,
  video_id    INTEGER NOT NULL REFERENCES videos (video_id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  added_at    INTEGER NOT NULL,
  PRIMARY KEY (playlist_id, video_id)
) WITHOUT ROWID;
CREATE INDEX playlist_videos_position ON playlist_videos (playlist_id, position);

CREATE TABLE favourites (
  user_id  INTEGER NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  video_id INTEGER NOT NULL REFERENCES videos (video_id) ON DELETE CASCADE,
  added_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, video_id)
) WITHOUT ROWID;
CREATE INDEX favourites_recent ON favourites (user_id, added_at DESC);

CREATE TABLE watch_later (
  user_id  INTEGER NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  video_id INTEGER NOT NULL REFERENCES videos (video_id) ON DELETE CASCADE,
  added_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, video_id)
) WITHOUT ROWID;
CREATE INDEX watch_later_recent ON watch_later (user_id, added_at DESC);

CREATE TABLE history (
  user_id    INTEGER NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  video_id   INTEGER NOT NULL REFERENCES videos (video_id) ON DELETE CASCADE,
  watched_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, video_id)
) WITHOUT ROWID;
CREATE INDEX history_recent ON history (user_id, watched_at DESC);
