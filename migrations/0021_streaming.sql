-- Adaptive streaming (docs/runners.md, "Processing"): a video's renditions are fragmented MP4 files, each with its HLS
-- media playlist, under one master playlist in the same folder. stream_key is that master's R2 key; NULL for a video
-- processed before the ladder (its MP4 renditions play, without adaptive streaming, until it is processed again).
ALTER TABLE videos ADD COLUMN stream_key TEXT;

-- "HD only" in the listings: the six sort indexes of migrations/0009 carry the top rendition's height too, so a page
-- keeps HD videos by testing the index, as it does the other filters, without reading table rows.
DROP INDEX videos_latest;
DROP INDEX videos_longest;
DROP INDEX videos_commented;
DROP INDEX videos_popular;
DROP INDEX videos_viewed;
DROP INDEX videos_rated;
CREATE INDEX videos_latest    ON videos (gender, post_date DESC, video_id DESC, duration, channel_id, user_id, height)                      WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_longest   ON videos (gender, duration DESC, video_id DESC, post_date, channel_id, user_id, height)                      WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_commented ON videos (gender, comments_count DESC, video_id DESC, duration, post_date, channel_id, user_id, height)      WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_popular   ON videos (gender, popularity DESC, video_id DESC, duration, post_date, channel_id, user_id, height)          WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_viewed    ON videos (gender, viewed DESC, video_id DESC, duration, post_date, channel_id, user_id, height)              WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_rated     ON videos (gender, rating DESC, likes DESC, video_id DESC, duration, post_date, channel_id, user_id, height)  WHERE status_id = 1 AND is_private = 0;
DROP INDEX videos_search_filter;
CREATE INDEX videos_search_filter ON videos (video_id, gender, post_date, duration, height) WHERE status_id = 1 AND is_private = 0;

-- A job that makes an already published video's ladder again (from its kept source or its largest rendition): its
-- result replaces the files and leaves the video's state, preview and moderation as they are.
ALTER TABLE jobs ADD COLUMN reprocess INTEGER NOT NULL DEFAULT 0;

-- Media replaced by a new processing, deleted from R2 by the cron once every link handed out to it has expired.
CREATE TABLE media_trash (
  r2_key       TEXT    PRIMARY KEY,
  delete_after INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX media_trash_due ON media_trash (delete_after);
