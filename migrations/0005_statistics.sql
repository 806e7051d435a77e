-- Aggregated statistics: daily views per video and country, and search keywords.
-- day is whole days since the Unix epoch (UTC).
CREATE TABLE video_views_daily (
  country  TEXT    NOT NULL,                                -- ISO alpha-2, 'XX' when unknown
  day      INTEGER NOT NULL,
  video_id INTEGER NOT NULL REFERENCES videos (video_id) ON DELETE CASCADE,
  views    INTEGER NOT NULL,
  PRIMARY KEY (country, day, video_id)
) WITHOUT ROWID;
CREATE INDEX video_views_daily_day ON video_views_daily (day, video_id);

CREATE TABLE search_keywords (
  keyword         TEXT    PRIMARY KEY COLLATE NOCASE,
  searches        INTEGER NOT NULL DEFAULT 0,
  last_searched_at INTEGER NOT NULL
);
CREATE INDEX search_keywords_popular ON search_keywords (searches DESC);
