-- Listings that stay indexed at 300,000 videos (worker/db/video-listing.ts explains how a video list is read).
--
-- 1. The six video sort indexes also carry the filter columns (duration, post_date) and the channel and uploader,
--    so a filtered or scoped page walks its sort index and tests those in the index, without reading the table row.
DROP INDEX videos_latest;
DROP INDEX videos_longest;
DROP INDEX videos_commented;
DROP INDEX videos_popular;
DROP INDEX videos_viewed;
DROP INDEX videos_rated;
CREATE INDEX videos_latest    ON videos (gender, post_date DESC, video_id DESC, duration, channel_id, user_id)                      WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_longest   ON videos (gender, duration DESC, video_id DESC, post_date, channel_id, user_id)                      WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_commented ON videos (gender, comments_count DESC, video_id DESC, duration, post_date, channel_id, user_id)      WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_popular   ON videos (gender, popularity DESC, video_id DESC, duration, post_date, channel_id, user_id)          WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_viewed    ON videos (gender, viewed DESC, video_id DESC, duration, post_date, channel_id, user_id)              WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_rated     ON videos (gender, rating DESC, likes DESC, video_id DESC, duration, post_date, channel_id, user_id)  WHERE status_id = 1 AND is_private = 0;

-- 2. A channel's and an uploader's videos newest first, ties by id as the listings order them.
DROP INDEX videos_user;
DROP INDEX videos_channel;
CREATE INDEX videos_user    ON videos (user_id, post_date DESC, video_id DESC);
CREATE INDEX videos_channel ON videos (channel_id, post_date DESC, video_id DESC);

-- 3. Model, playlist and member sorts within what the lists show (models with videos, of one section; playlists with
--    videos; members not disabled), so the lists and their totals read an index range instead of the table. The
--    conditions are "<> 0", not "> 0", so the planner never takes the count sort's index as a range and sorts it.
DROP INDEX models_popular;
DROP INDEX models_viewed;
DROP INDEX models_rated;
DROP INDEX models_count_videos;
DROP INDEX models_count_subs;
DROP INDEX models_recent;
DROP INDEX models_alphabet;
CREATE INDEX models_popular      ON models (gender, popularity DESC)   WHERE total_videos <> 0;
CREATE INDEX models_viewed       ON models (gender, viewed DESC)       WHERE total_videos <> 0;
CREATE INDEX models_rated        ON models (gender, rating DESC)       WHERE total_videos <> 0;
CREATE INDEX models_count_videos ON models (gender, total_videos DESC) WHERE total_videos <> 0;
CREATE INDEX models_count_subs   ON models (gender, subscribers DESC)  WHERE total_videos <> 0;
CREATE INDEX models_recent       ON models (gender, created_at DESC)   WHERE total_videos <> 0;
CREATE INDEX models_alphabet     ON models (gender, alphabet, title)   WHERE total_videos <> 0;
-- Every filter of the models list (and total_videos: SQLite reads a partial index's own condition from its columns),
-- so a filtered total is counted in the index, not in the table.
CREATE INDEX models_filters      ON models (gender, race, country, tits_size, hair_color, tattoo, piercing, birth_year, height, weight, alphabet,
  total_videos) WHERE total_videos <> 0;

DROP INDEX playlists_popular;
DROP INDEX playlists_latest;
DROP INDEX playlists_rated;
DROP INDEX playlists_count;
CREATE INDEX playlists_popular ON playlists (orientation, viewed DESC, playlist_id DESC)       WHERE is_private = 0 AND total_videos <> 0;
CREATE INDEX playlists_latest  ON playlists (orientation, updated_at DESC, playlist_id DESC)   WHERE is_private = 0 AND total_videos <> 0;
CREATE INDEX playlists_rated   ON playlists (orientation, rating DESC, playlist_id DESC)       WHERE is_private = 0 AND total_videos <> 0;
CREATE INDEX playlists_count   ON playlists (orientation, total_videos DESC, playlist_id DESC) WHERE is_private = 0 AND total_videos <> 0;

DROP INDEX users_recent;
DROP INDEX users_count_subs;
DROP INDEX users_count_videos;
DROP INDEX users_popular;
DROP INDEX users_latest_upload;
CREATE INDEX users_recent        ON users (created_at DESC, user_id DESC)        WHERE status_id <> 0;
CREATE INDEX users_count_subs    ON users (subscribers_count DESC, user_id DESC) WHERE status_id <> 0;
CREATE INDEX users_count_videos  ON users (videos_count DESC, user_id DESC)      WHERE status_id <> 0;
CREATE INDEX users_popular       ON users (videos_viewed DESC, user_id DESC)     WHERE status_id <> 0;
CREATE INDEX users_latest_upload ON users (last_upload_at DESC, user_id DESC)    WHERE status_id <> 0 AND last_upload_at IS NOT NULL;
-- Every filter of the community list (and the name search, and status_id as for models_filters), so a filtered
-- total is counted in the index.
CREATE INDEX users_filters       ON users (country, gender, relationship, orientation, birth_date, avatar, username, status_id)
  WHERE status_id <> 0;

-- 4. Totals of video lists: active public videos per scope, section and duration class, so a total is a few
--    key reads instead of a COUNT over the videos. Rebuilt with the other counters (worker/db/listing-counters.ts).
CREATE TABLE video_list_counts (
  scope        TEXT    NOT NULL CHECK (scope IN ('all', 'category', 'model', 'channel', 'uploader')),
  scope_id     INTEGER NOT NULL,                           -- 0 for 'all'
  gender       INTEGER NOT NULL,
  duration     TEXT    NOT NULL CHECK (duration IN ('short', 'medium', 'long')),
  videos       INTEGER NOT NULL,
  refreshed_at INTEGER NOT NULL,
  PRIMARY KEY (scope, scope_id, gender, duration)
) WITHOUT ROWID;

-- 5. View rankings summed ahead of time: "top in country" (each top country, the last 30 days) and "popular
--    today" (all countries, one day), best first, as deep as a listing may page. Rebuilt with the other counters.
CREATE TABLE video_rankings (
  ranking      TEXT    NOT NULL,                           -- a country code, or 'today'
  gender       INTEGER NOT NULL,
  video_id     INTEGER NOT NULL,
  views        INTEGER NOT NULL,
  refreshed_at INTEGER NOT NULL,
  PRIMARY KEY (ranking, gender, video_id)
) WITHOUT ROWID;
CREATE INDEX video_rankings_best ON video_rankings (ranking, gender, views DESC, video_id DESC);

-- 6. The first fill of both tables, as worker/db/listing-counters.ts rebuilds them. Stamp 0: the next refresh
--    replaces every row. "Today" is the last day with views; rankings keep 6,000 videos (MAX_PAGE x PAGE_SIZE).
INSERT INTO video_list_counts (scope, scope_id, gender, duration, videos, refreshed_at)
SELECT scope, scope_id, gender,
       CASE WHEN duration < 600 THEN 'short' WHEN duration BETWEEN 600 AND 2400 THEN 'medium' ELSE 'long' END AS class,
       COUNT(*), 0
  FROM (SELECT 'all' AS scope, 0 AS scope_id, v.gender, v.duration FROM videos v
         WHERE v.status_id = 1 AND v.is_private = 0
        UNION ALL
        SELECT 'category', l.category_id, v.gender, v.duration FROM video_categories l JOIN videos v ON v.video_id = l.video_id
         WHERE v.status_id = 1 AND v.is_private = 0
        UNION ALL
        SELECT 'model', l.model_id, v.gender, v.duration FROM video_models l JOIN videos v ON v.video_id = l.video_id
         WHERE v.status_id = 1 AND v.is_private = 0
        UNION ALL
        SELECT 'channel', v.channel_id, v.gender, v.duration FROM videos v
         WHERE v.status_id = 1 AND v.is_private = 0 AND v.channel_id IS NOT NULL
        UNION ALL
        SELECT 'uploader', v.user_id, v.gender, v.duration FROM videos v
         WHERE v.status_id = 1 AND v.is_private = 0 AND v.user_id IS NOT NULL)
 GROUP BY scope, scope_id, gender, class;

INSERT INTO video_rankings (ranking, gender, video_id, views, refreshed_at)
SELECT ranking, gender, video_id, views, 0
  FROM (SELECT ranking, gender, video_id, views,
               ROW_NUMBER() OVER (PARTITION BY ranking, gender ORDER BY views DESC, video_id DESC) AS place
          FROM (SELECT d.country AS ranking, v.gender, d.video_id, SUM(d.views) AS views
                  FROM video_views_daily d JOIN videos v ON v.video_id = d.video_id
                 WHERE d.day >= (SELECT MAX(day) - 30 FROM video_views_daily) AND v.status_id = 1 AND v.is_private = 0
                 GROUP BY d.country, d.video_id
                UNION ALL
                SELECT 'today', v.gender, d.video_id, SUM(d.views)
                  FROM video_views_daily d JOIN videos v ON v.video_id = d.video_id
                 WHERE d.day = (SELECT MAX(day) FROM video_views_daily) AND v.status_id = 1 AND v.is_private = 0
                 GROUP BY d.video_id))
 WHERE place <= 6000;
