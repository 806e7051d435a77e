-- Category synonyms for imports (docs/import.md): another name a partner's file may give a category ("gravure" for
-- "photography"), kept as the verdicts compare names (NFKC, trimmed, lower case, inner spaces as one).
CREATE TABLE category_synonyms (
  synonym     TEXT    PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES categories (category_id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL
) WITHOUT ROWID;
