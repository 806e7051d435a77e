-- Two-character search in Japanese, Chinese and Korean (issue 17), and a narrow index for filtering search matches.
--
-- The trigram index (0010) cannot match fewer than 3 characters, yet 東京, 温泉 or 온천 are whole words. A second
-- contentless FTS5 table, video_bigrams, holds for each listed video the CJK bigrams of its title, description and
-- tags: every pair of adjacent characters that are both Han, Hiragana, Katakana (with ー) or Hangul, written as
-- space-separated tokens ("東京温泉" -> "東京 京温 温泉"; "東京 tour" -> "東京"). Its unicode61 tokenizer reads each
-- bigram as one token, so a 2-character query is a one-token phrase, ranked by bm25 with the same column weights as
-- the trigram index. Longer words, whatever their script, stay with the trigram index (worker/db/video-search.ts).
--
-- The bigrams are made in SQL so that the same triggers keep both indexes in step with every write: a pair starts at
-- each position n of a text (search_text_positions holds 1..4096; uploads allow 2,000 characters of description)
-- and is kept when both of its characters fall in search_cjk_ranges. Triggers may not hold WITH clauses, so this is
-- a correlated subquery per text. Texts with no character outside printable ASCII are skipped at once.

-- Positions of the characters of a text, 1..4096.
CREATE TABLE search_text_positions (n INTEGER PRIMARY KEY);
WITH RECURSIVE positions (n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM positions WHERE n < 4096)
INSERT INTO search_text_positions (n) SELECT n FROM positions;

-- The code points whose pairs are indexed (worker/config/cjk.ts holds the same list for queries): Hangul Jamo,
-- 々 and 〇, Hiragana, Katakana with ー, Hangul compatibility Jamo, Katakana phonetic extensions, CJK extension A,
-- CJK unified ideographs, Hangul syllables, CJK compatibility ideographs, CJK extensions B to H.
CREATE TABLE search_cjk_ranges (
  low  INTEGER PRIMARY KEY,
  high INTEGER NOT NULL
);
INSERT INTO search_cjk_ranges (low, high) VALUES
  (4352, 4607), (12293, 12293), (12295, 12295), (12353, 12438), (12445, 12447), (12449, 12538), (12540, 12543),
  (12593, 12686), (12784, 12799), (13312, 19903), (19968, 40959), (44032, 55203), (63744, 64255), (131072, 205743);

CREATE VIRTUAL TABLE video_bigrams USING fts5(
  title, description, tags,
  content = '', contentless_delete = 1, tokenize = 'unicode61'
);

-- What both indexes hold for each listed video. The trigram columns are those of 0010; the bigram columns apply one
-- pattern to the title, the description and each distinct category title and model name of the tags (bigrams never
-- span two names). A character is CJK when the range starting at or below its code point reaches it.
DROP VIEW video_search_source;
CREATE VIEW video_search_source AS
SELECT v.video_id,
       v.title,
       v.description,
       COALESCE((SELECT group_concat(DISTINCT ct.title) FROM video_categories vc
                   JOIN category_titles ct ON ct.category_id = vc.category_id
                  WHERE vc.video_id = v.video_id), '')
       || ' ' ||
       COALESCE((SELECT group_concat(DISTINCT m.title) FROM video_models vm
                   JOIN models m ON m.model_id = vm.model_id
                  WHERE vm.video_id = v.video_id), '') AS tags,
       (SELECT group_concat(substr(v.title, n, 2), ' ') FROM search_text_positions
         WHERE n < length(v.title) AND v.title GLOB '*[^ -~]*'
           AND (SELECT high FROM search_cjk_ranges WHERE low <= unicode(substr(v.title, n, 1)) ORDER BY low DESC LIMIT 1) >= unicode(substr(v.title, n, 1))
           AND (SELECT high FROM search_cjk_ranges WHERE low <= unicode(substr(v.title, n + 1, 1)) ORDER BY low DESC LIMIT 1) >= unicode(substr(v.title, n + 1, 1))
       ) AS title_bigrams,
       (SELECT group_concat(substr(v.description, n, 2), ' ') FROM search_text_positions
         WHERE n < length(v.description) AND v.description GLOB '*[^ -~]*'
           AND (SELECT high FROM search_cjk_ranges WHERE low <= unicode(substr(v.description, n, 1)) ORDER BY low DESC LIMIT 1) >= unicode(substr(v.description, n, 1))
           AND (SELECT high FROM search_cjk_ranges WHERE low <= unicode(substr(v.description, n + 1, 1)) ORDER BY low DESC LIMIT 1) >= unicode(substr(v.description, n + 1, 1))
       ) AS description_bigrams,
       (SELECT group_concat(
                 (SELECT group_concat(substr(name, n, 2), ' ') FROM search_text_positions
                   WHERE n < length(name) AND name GLOB '*[^ -~]*'
                     AND (SELECT high FROM search_cjk_ranges WHERE low <= unicode(substr(name, n, 1)) ORDER BY low DESC LIMIT 1) >= unicode(substr(name, n, 1))
                     AND (SELECT high FROM search_cjk_ranges WHERE low <= unicode(substr(name, n + 1, 1)) ORDER BY low DESC LIMIT 1) >= unicode(substr(name, n + 1, 1))),
                 ' ')
          FROM (SELECT DISTINCT ct.title AS name FROM video_categories vc JOIN category_titles ct ON ct.category_id = vc.category_id
                 WHERE vc.video_id = v.video_id
                UNION ALL
                SELECT DISTINCT m.title FROM video_models vm JOIN models m ON m.model_id = vm.model_id
                 WHERE vm.video_id = v.video_id)
       ) AS tags_bigrams
  FROM videos v
 WHERE v.status_id = 1 AND v.is_private = 0;

-- Re-indexing one video now re-indexes it in both tables; the triggers of 0010 that insert into
-- video_search_refresh stay as they are.
DROP TRIGGER video_search_refresh_row;
CREATE TRIGGER video_search_refresh_row INSTEAD OF INSERT ON video_search_refresh
BEGIN
  DELETE FROM video_search WHERE rowid = NEW.video_id;
  DELETE FROM video_bigrams WHERE rowid = NEW.video_id;
  INSERT INTO video_search (rowid, title, description, tags)
    SELECT video_id, title, description, tags FROM video_search_source WHERE video_id = NEW.video_id;
  INSERT INTO video_bigrams (rowid, title, description, tags)
    SELECT video_id, title_bigrams, description_bigrams, tags_bigrams FROM video_search_source WHERE video_id = NEW.video_id;
END;

DROP TRIGGER video_search_delete;
CREATE TRIGGER video_search_delete AFTER DELETE ON videos
BEGIN
  DELETE FROM video_search WHERE rowid = OLD.video_id;
  DELETE FROM video_bigrams WHERE rowid = OLD.video_id;
END;

-- Search keeps the matches of the section and filters before ranking them: this index answers that for each match
-- from a few narrow entries instead of the video's whole row (worker/db/video-search.ts names it).
CREATE INDEX videos_search_filter ON videos (video_id, gender, post_date, duration) WHERE status_id = 1 AND is_private = 0;

-- Videos already in the catalogue.
INSERT INTO video_bigrams (rowid, title, description, tags)
  SELECT video_id, title_bigrams, description_bigrams, tags_bigrams FROM video_search_source;
