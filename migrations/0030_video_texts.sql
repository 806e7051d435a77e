-- Titles in every language (docs/languages.md, "Titles in every language"): a video may carry its title and
-- description in site languages other than its original's (videos.title, videos.description). A language's host shows
-- that language's text where there is one and the original otherwise; dir is the slug of the language's title, so
-- the video's address there follows it. A row may give only a description (title and dir are then null).
CREATE TABLE video_texts (
  video_id    INTEGER NOT NULL REFERENCES videos (video_id) ON DELETE CASCADE,
  lang        TEXT    NOT NULL CHECK (lang IN ('en', 'ru', 'de', 'fr', 'es', 'pl', 'it', 'pt', 'ja', 'nl')),
  title       TEXT,
  dir         TEXT,
  description TEXT,
  PRIMARY KEY (video_id, lang),
  CHECK ((title IS NULL) = (dir IS NULL)),
  CHECK (title IS NOT NULL OR description IS NOT NULL)
) WITHOUT ROWID;

-- Search finds a video by any of its titles: both indexes read the original text followed by the video's texts in
-- the other languages. Everything else is 0017's view, reading the joined texts instead of the original's.
DROP VIEW video_search_source;
CREATE VIEW video_search_source AS
SELECT s.video_id,
       s.title,
       s.description,
       COALESCE((SELECT group_concat(DISTINCT ct.title) FROM video_categories vc
                   JOIN category_titles ct ON ct.category_id = vc.category_id
                  WHERE vc.video_id = s.video_id), '')
       || ' ' ||
       COALESCE((SELECT group_concat(DISTINCT m.title) FROM video_models vm
                   JOIN models m ON m.model_id = vm.model_id
                  WHERE vm.video_id = s.video_id), '') AS tags,
       (SELECT group_concat(substr(s.title, n, 2), ' ') FROM search_text_positions
         WHERE n < length(s.title) AND s.title GLOB '*[^ -~]*'
           AND (SELECT high FROM search_cjk_ranges WHERE low <= unicode(substr(s.title, n, 1)) ORDER BY low DESC LIMIT 1) >= unicode(substr(s.title, n, 1))
           AND (SELECT high FROM search_cjk_ranges WHERE low <= unicode(substr(s.title, n + 1, 1)) ORDER BY low DESC LIMIT 1) >= unicode(substr(s.title, n + 1, 1))
       ) AS title_bigrams,
       (SELECT group_concat(substr(s.description, n, 2), ' ') FROM search_text_positions
         WHERE n < length(s.description) AND s.description GLOB '*[^ -~]*'
           AND (SELECT high FROM search_cjk_ranges WHERE low <= unicode(substr(s.description, n, 1)) ORDER BY low DESC LIMIT 1) >= unicode(substr(s.description, n, 1))
           AND (SELECT high FROM search_cjk_ranges WHERE low <= unicode(substr(s.description, n + 1, 1)) ORDER BY low DESC LIMIT 1) >= unicode(substr(s.description, n + 1, 1))
       ) AS description_bigrams,
       (SELECT group_concat(
                 (SELECT group_concat(substr(name, n, 2), ' ') FROM search_text_positions
                   WHERE n < length(name) AND name GLOB '*[^ -~]*'
                     AND (SELECT high FROM search_cjk_ranges WHERE low <= unicode(substr(name, n, 1)) ORDER BY low DESC LIMIT 1) >= unicode(substr(name, n, 1))
                     AND (SELECT high FROM search_cjk_ranges WHERE low <= unicode(substr(name, n + 1, 1)) ORDER BY low DESC LIMIT 1) >= unicode(substr(name, n + 1, 1))),
                 ' ')
          FROM (SELECT DISTINCT ct.title AS name FROM video_categories vc JOIN category_titles ct ON ct.category_id = vc.category_id
                 WHERE vc.video_id = s.video_id
                UNION ALL
                SELECT DISTINCT m.title FROM video_models vm JOIN models m ON m.model_id = vm.model_id
                 WHERE vm.video_id = s.video_id)
       ) AS tags_bigrams
  FROM (SELECT v.video_id,
               v.title || COALESCE((SELECT ' ' || group_concat(t.title, ' ') FROM video_texts t
                                     WHERE t.video_id = v.video_id AND t.title IS NOT NULL), '') AS title,
               v.description || COALESCE((SELECT ' ' || group_concat(t.description, ' ') FROM video_texts t
                                           WHERE t.video_id = v.video_id AND t.description IS NOT NULL), '') AS description
          FROM videos v
         WHERE v.status_id = 1 AND v.is_private = 0) s;

-- A video's texts changing re-indexes it, as its own title does (0010).
CREATE TRIGGER video_search_texts_added AFTER INSERT ON video_texts
WHEN (SELECT bulk_load FROM search_index_control) = 0
BEGIN
  INSERT INTO video_search_refresh (video_id) VALUES (NEW.video_id);
END;

CREATE TRIGGER video_search_texts_changed AFTER UPDATE ON video_texts
WHEN (SELECT bulk_load FROM search_index_control) = 0
BEGIN
  INSERT INTO video_search_refresh (video_id) VALUES (NEW.video_id);
END;

CREATE TRIGGER video_search_texts_removed AFTER DELETE ON video_texts
WHEN (SELECT bulk_load FROM search_index_control) = 0
BEGIN
  INSERT INTO video_search_refresh (video_id) VALUES (OLD.video_id);
END;
