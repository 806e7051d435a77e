-- The catalogue: channels, categories, models, videos and their links (spec section 3).
-- gender is the orientation section everywhere: 0 straight, 1 shemale, 2 gay.
-- status_id: 0 awaiting moderation, 1 active, 5 deleted. Listings read only status_id = 1 AND is_private = 0,
-- and every listing sort has a partial index with exactly that condition.
CREATE TABLE channels (
  channel_id      INTEGER PRIMARY KEY,
  dir             TEXT    NOT NULL UNIQUE,
  title           TEXT    NOT NULL,
  description     TEXT    NOT NULL DEFAULT '',
  url             TEXT,
  cf1             TEXT,
  vda             TEXT,
  thumb           TEXT,
  total_videos    INTEGER NOT NULL DEFAULT 0,
  viewed          INTEGER NOT NULL DEFAULT 0,
  subscribers     INTEGER NOT NULL DEFAULT 0,
  rating          REAL    NOT NULL DEFAULT 0,
  popularity      REAL    NOT NULL DEFAULT 0,
  last_video_at   INTEGER,
  created_at      INTEGER NOT NULL
);
CREATE INDEX channels_count_videos ON channels (total_videos DESC);
CREATE INDEX channels_latest       ON channels (last_video_at DESC);
CREATE INDEX channels_popular      ON channels (popularity DESC);
CREATE INDEX channels_viewed       ON channels (viewed DESC);
CREATE INDEX channels_recent       ON channels (created_at DESC);
CREATE INDEX channels_rated        ON channels (rating DESC);

CREATE TABLE categories (
  category_id   INTEGER PRIMARY KEY,
  dir           TEXT    NOT NULL UNIQUE,
  thumb         TEXT,
  total_videos  INTEGER NOT NULL DEFAULT 0,
  viewed        INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX categories_total ON categories (total_videos DESC);

CREATE TABLE category_titles (
  category_id INTEGER NOT NULL REFERENCES categories (category_id) ON DELETE CASCADE,
  lang        TEXT    NOT NULL,
  title       TEXT    NOT NULL,
  PRIMARY KEY (category_id, lang)
) WITHOUT ROWID;

CREATE TABLE models (
  model_id      INTEGER PRIMARY KEY,
  dir           TEXT    NOT NULL UNIQUE,
  title         TEXT    NOT NULL,
  alphabet      TEXT    NOT NULL,                           -- first letter of title, upper case
  gender        INTEGER NOT NULL DEFAULT 0,
  race          TEXT    CHECK (race IN ('asian', 'caucasian', 'ebony', 'latin')),
  birth_year    INTEGER,
  country       TEXT,
  tits_size     TEXT    CHECK (tits_size IN ('small', 'medium', 'big', 'huge')),
  hair_color    TEXT    CHECK (hair_color IN ('black', 'brown', 'blonde', 'red', 'other')),
  height        INTEGER,                                    -- cm
  weight        INTEGER,                                    -- kg
  tattoo        INTEGER NOT NULL DEFAULT 0 CHECK (tattoo IN (0, 1)),
  piercing      INTEGER NOT NULL DEFAULT 0 CHECK (piercing IN (0, 1)),
  bio           TEXT    NOT NULL DEFAULT '',
  thumb         TEXT,
  total_videos  INTEGER NOT NULL DEFAULT 0,
  viewed        INTEGER NOT NULL DEFAULT 0,
  subscribers   INTEGER NOT NULL DEFAULT 0,
  rating        REAL    NOT NULL DEFAULT 0,
  popularity    REAL    NOT NULL DEFAULT 0,
  created_at    INTEGER NOT NULL
);
CREATE INDEX models_popular      ON models (popularity DESC);
CREATE INDEX models_viewed       ON models (viewed DESC);
CREATE INDEX models_rated        ON models (rating DESC);
CREATE INDEX models_count_videos ON models (total_videos DESC);
CREATE INDEX models_count_subs   ON models (subscribers DESC);
CREATE INDEX models_recent       ON models (created_at DESC);
CREATE INDEX models_alphabet     ON models (alphabet, title);

CREATE TABLE videos (
  video_id        INTEGER PRIMARY KEY,
  dir             TEXT    NOT NULL,
  title           TEXT    NOT NULL,
  description     TEXT    NOT NULL DEFAULT '',
  lang            TEXT    NOT NULL DEFAULT 'en',            -- language the title is written in
  duration        INTEGER NOT NULL CHECK (duration >= 0),   -- seconds
  post_date       INTEGER NOT NULL,                         -- unix seconds
  user_id         INTEGER REFERENCES users (user_id) ON DELETE SET NULL,
  channel_id      INTEGER REFERENCES channels (channel_id) ON DELETE SET NULL,
  status_id       INTEGER NOT NULL DEFAULT 1,
  is_private      INTEGER NOT NULL DEFAULT 0 CHECK (is_private IN (0, 1)),
  gender          INTEGER NOT NULL DEFAULT 0 CHECK (gender IN (0, 1, 2)),
  sg_id           INTEGER NOT NULL DEFAULT 0,               -- screenshot group shown on cards
  thumb           TEXT    NOT NULL,                         -- R2 key of the card image
  file_key        TEXT    NOT NULL,                         -- R2 key of the MP4
  timeline_key    TEXT,                                     -- R2 key prefix of the timeline sprite and VTT
  width           INTEGER NOT NULL DEFAULT 640,
  height          INTEGER NOT NULL DEFAULT 360,
  file_size       INTEGER NOT NULL DEFAULT 0,
  ex_tube         TEXT,                                     -- external source tube, for partner items
  ex_id           TEXT,
  url             TEXT,
  viewed          INTEGER NOT NULL DEFAULT 0,
  likes           INTEGER NOT NULL DEFAULT 0,
  dislikes        INTEGER NOT NULL DEFAULT 0,
  rating          REAL    NOT NULL DEFAULT 0,               -- 0..5; shown as rating / 0.05 percent
  comments_count  INTEGER NOT NULL DEFAULT 0,
  popularity      REAL    NOT NULL DEFAULT 0                -- recent views, refreshed from daily view counts
);
CREATE INDEX videos_latest    ON videos (gender, post_date DESC, video_id DESC)      WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_longest   ON videos (gender, duration DESC, video_id DESC)       WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_commented ON videos (gender, comments_count DESC, video_id DESC) WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_popular   ON videos (gender, popularity DESC, video_id DESC)     WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_viewed    ON videos (gender, viewed DESC, video_id DESC)         WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_rated     ON videos (gender, rating DESC, likes DESC, video_id DESC) WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_user      ON videos (user_id, post_date DESC);
CREATE INDEX videos_channel   ON videos (channel_id, post_date DESC);

CREATE TABLE video_categories (
  category_id INTEGER NOT NULL REFERENCES categories (category_id) ON DELETE CASCADE,
  video_id    INTEGER NOT NULL REFERENCES videos (video_id) ON DELETE CASCADE,
  PRIMARY KEY (category_id, video_id)
) WITHOUT ROWID;
CREATE INDEX video_categories_video ON video_categories (video_id, category_id);

CREATE TABLE video_models (
  model_id INTEGER NOT NULL REFERENCES models (model_id) ON DELETE CASCADE,
  video_id INTEGER NOT NULL REFERENCES videos (video_id) ON DELETE CASCADE,
  PRIMARY KEY (model_id, video_id)
) WITHOUT ROWID;
CREATE INDEX video_models_video ON video_models (video_id, model_id);
