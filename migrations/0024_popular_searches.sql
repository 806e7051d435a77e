-- Popular searches nobody can write alone (issue 28). A term becomes a chip of the search box, a suggestion and a main
-- stats keyword only once enough distinct visitors searched it and found videos (POPULAR_MIN_VISITORS), while staff
-- have not hidden it and no word of the blocklist is in it.
--
-- visitors: distinct visitors who searched the term in this language, counted up to the threshold (no more rows are
-- needed to decide); hidden: 1 once staff hid it. A hidden term keeps counting but never shows again.
ALTER TABLE search_terms ADD COLUMN visitors INTEGER NOT NULL DEFAULT 0;
ALTER TABLE search_terms ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1));

-- Who searched a term, as a keyed hash of their address (worker/stats/search-terms.ts): never the address itself.
CREATE TABLE search_term_visitors (
  lang    TEXT NOT NULL,
  term    TEXT NOT NULL,
  visitor TEXT NOT NULL,
  PRIMARY KEY (lang, term, visitor)
) WITHOUT ROWID;

-- Words no popular search may contain, whatever its language; staff edit them in the console (/admin/searches/). A
-- word matches a whole word of a term; one ending in * any word that starts so; one in Japanese, Chinese or Korean
-- script anywhere in the term (those languages do not separate words).
CREATE TABLE search_blocklist (
  word TEXT PRIMARY KEY
) WITHOUT ROWID;

-- The spec's forbidden content (minors, animals, rape, incest, violence) in the ten site languages, lower-cased.
INSERT INTO search_blocklist (word) VALUES
  ('child'), ('children'), ('kid'), ('kids'), ('underage'), ('minor'), ('minors'), ('preteen*'), ('schoolgirl*'), ('loli*'), ('shota'), ('pedo*'),
  ('animal'), ('animals'), ('bestiality'), ('zoo'), ('zoophil*'), ('dog'), ('horse'), ('rape'), ('raped'), ('raping'), ('forced'),
  ('non-consensual'), ('incest*'), ('violence'), ('violent'), ('abuse'), ('abused'), ('snuff'),
  ('ребен*'), ('ребён*'), ('дети'), ('детск*'), ('малолет*'), ('несовершеннолет*'), ('школьниц*'), ('животн*'), ('зоофил*'),
  ('собак*'), ('изнасил*'), ('инцест*'), ('насили*'),
  ('kind'), ('kinder'), ('minderjährig*'), ('schulmädchen*'), ('tier'), ('tiere'), ('sodomie'), ('vergewaltig*'), ('inzest*'),
  ('gewalt*'), ('missbrauch*'),
  ('enfant*'), ('mineur*'), ('écolière*'), ('zoophilie'), ('viol'), ('violée*'), ('inceste*'),
  ('niño*'), ('niña*'), ('menores'), ('colegiala*'), ('zoofilia'), ('violación'), ('violada*'), ('incesto'), ('violencia'), ('abuso*'),
  ('dziec*'), ('nieletni*'), ('uczennic*'), ('zwierz*'), ('zoofil*'), ('gwałt*'), ('kazirodz*'), ('przemoc*'),
  ('bambin*'), ('minorenn*'), ('scolarett*'), ('stupro'), ('violenza'),
  ('criança*'), ('colegial*'), ('estupro*'),
  ('子供'), ('子ども'), ('児童'), ('未成年'), ('ロリ'), ('小学生'), ('中学生'), ('獣姦'), ('動物'), ('レイプ'), ('強姦'), ('近親'), ('暴力'),
  ('minderjarig*'), ('schoolmeisje*'), ('dier'), ('dieren'), ('verkracht*'), ('geweld*'), ('misbruik*');

-- The junk already recorded: terms with control characters (a NUL among them) or shorter than a search may be
-- (3 characters, 2 of Japanese, Chinese or Korean script) go.
DELETE FROM search_terms
 WHERE instr(term, char(0)) > 0
    OR term GLOB ('*[' || char(1) || '-' || char(31) || char(127) || ']*')
    OR length(term) < 2
    OR (length(term) = 2 AND term NOT GLOB '*[ぁ-ヿ㐀-鿿가-힯]*');

-- What was counted before has no visitors on record: each term counts as one, so it shows again once two more people
-- search it.
UPDATE search_terms SET visitors = 1;

-- The top terms that may show, by language and over all languages.
CREATE INDEX search_terms_shown_in_lang ON search_terms (lang, hits DESC) WHERE hidden = 0;
