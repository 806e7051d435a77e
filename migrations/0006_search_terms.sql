-- Aggregated search terms: how often visitors searched each term, per site language. They feed the header search
-- box's keyword sets (/api/json/suggester/) and the main stats' keywords (/api/json/main/). Whoever records a search
-- stores the term trimmed and lower-cased and adds to its hits in the visitor's language (ON CONFLICT (lang, term)).
CREATE TABLE search_terms (
  term       TEXT    NOT NULL,
  lang       TEXT    NOT NULL,                               -- one of the ten site languages
  hits       INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL,                               -- unix seconds of the last search
  PRIMARY KEY (lang, term)
) WITHOUT ROWID;
-- Top terms by hits: over all languages (the suggester) and in one language (the main stats).
CREATE INDEX search_terms_top         ON search_terms (hits DESC);
CREATE INDEX search_terms_top_in_lang ON search_terms (lang, hits DESC);

-- search_keywords kept no language: its counts move over as searches made in the default language.
INSERT INTO search_terms (term, lang, hits, updated_at)
  SELECT lower(trim(keyword)), 'en', searches, last_searched_at FROM search_keywords WHERE trim(keyword) <> ''
  ON CONFLICT (lang, term) DO UPDATE
    SET hits = search_terms.hits + excluded.hits, updated_at = max(search_terms.updated_at, excluded.updated_at);
DROP TABLE search_keywords;
