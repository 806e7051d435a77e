// Search terms aggregated from visitors' searches per site language: the suggester's keyword sets and the main stats' keywords.
// Only terms enough distinct visitors searched, that staff did not hide and that hold no blocklisted word show anywhere
// (migration 0024).
import { POPULAR_MIN_VISITORS } from '../config/limits';

/** Whether a blocklisted word is in `term` (a column): a whole word, a word start for `stem*`, anywhere in CJK script. */
export const BLOCKED = (term: string) => `EXISTS (SELECT 1 FROM search_blocklist b WHERE CASE
    WHEN b.word GLOB '*[ぁ-ヿ㐀-鿿가-힯]*' THEN instr(${term}, b.word) > 0
    WHEN substr(b.word, -1) = '*' THEN instr(' ' || ${term}, ' ' || substr(b.word, 1, length(b.word) - 1)) > 0
    ELSE instr(' ' || ${term} || ' ', ' ' || b.word || ' ') > 0 END)`;

/** A term of table alias `t` that may show as a popular search. */
export const SHOWN = (t: string) => `${t}.hidden = 0 AND ${t}.visitors >= ${POPULAR_MIN_VISITORS} AND NOT ${BLOCKED(`${t}.term`)}`;

export interface SearchTerm {
  term: string;
  hits: number;
}

/**
 * The `limit` most searched terms over all languages, a term searched in several languages once, at its best count.
 * A term has one row per language, so the first `limit` x `languages` rows of the hits index hold the answer.
 */
export async function listTopSearchTerms(db: D1Database, q: { limit: number; languages: number }): Promise<SearchTerm[]> {
  const { results } = await db
    .prepare(
      `SELECT term, MAX(hits) AS hits
         FROM (SELECT term, hits FROM search_terms t WHERE ${SHOWN('t')} ORDER BY hits DESC LIMIT ?2)
        GROUP BY term ORDER BY hits DESC, term LIMIT ?1`,
    )
    .bind(q.limit, q.limit * q.languages)
    .all<SearchTerm>();
  return results;
}

/** The `limit` most searched terms in one site language. */
export async function listTopSearchTermsIn(db: D1Database, q: { lang: string; limit: number }): Promise<SearchTerm[]> {
  const { results } = await db
    .prepare(`SELECT term, hits FROM search_terms t WHERE lang = ?1 AND ${SHOWN('t')} ORDER BY hits DESC, term LIMIT ?2`)
    .bind(q.lang, q.limit)
    .all<SearchTerm>();
  return results;
}

export interface SearchTermHits {
  term: string;
  lang: string;
  hits: number;
  /** Unix seconds of the latest of these searches. */
  at: number;
  /** The keyed hashes of the visitors who made them (worker/stats/search-terms.ts). */
  visitors: readonly string[];
}

/**
 * Adds searches to each term's count in its language and notes who made them, in one D1 batch: a visitor is kept only
 * while the term has fewer than POPULAR_MIN_VISITORS, and `visitors` counts them (so up to that number).
 */
export async function addSearchTerms(db: D1Database, terms: readonly SearchTermHits[]): Promise<void> {
  if (terms.length === 0) return;
  const add = db.prepare(
    `INSERT INTO search_terms (term, lang, hits, updated_at) VALUES (?1, ?2, ?3, ?4)
     ON CONFLICT (lang, term) DO UPDATE SET hits = hits + excluded.hits, updated_at = MAX(updated_at, excluded.updated_at)`,
  );
  const note = db.prepare(
    `INSERT OR IGNORE INTO search_term_visitors (lang, term, visitor)
     SELECT ?1, ?2, ?3 WHERE (SELECT visitors FROM search_terms WHERE lang = ?1 AND term = ?2) < ${POPULAR_MIN_VISITORS}`,
  );
  const count = db.prepare(
    `UPDATE search_terms SET visitors = (SELECT COUNT(*) FROM search_term_visitors v WHERE v.lang = ?1 AND v.term = ?2)
      WHERE lang = ?1 AND term = ?2 AND visitors < ${POPULAR_MIN_VISITORS}`,
  );
  await db.batch(terms.flatMap((t) => [
    add.bind(t.term, t.lang, t.hits, t.at),
    // One at a time, each recounted: the count never passes the threshold, whatever the batch holds.
    ...t.visitors.flatMap((visitor) => [note.bind(t.lang, t.term, visitor), count.bind(t.lang, t.term)]),
  ]));
}

export interface SearchTermRow {
  term: string;
  hits: number;
  visitors: number;
  hidden: number;
  blocked: number;
}

/** A language's most searched terms, shown or not, for staff: hits, visitors counted, hidden, blocked. */
export async function listSearchTermsForStaff(db: D1Database, q: { lang: string; limit: number }): Promise<SearchTermRow[]> {
  const { results } = await db
    .prepare(
      `SELECT term, hits, visitors, hidden, ${BLOCKED('t.term')} AS blocked
         FROM search_terms t WHERE lang = ?1 ORDER BY hits DESC, term LIMIT ?2`,
    )
    .bind(q.lang, q.limit)
    .all<SearchTermRow>();
  return results;
}

/** Hides a term of a language for good; false when it is not there or already hidden. */
export function hideSearchTermStatement(db: D1Database, lang: string, term: string): D1PreparedStatement {
  return db.prepare('UPDATE search_terms SET hidden = 1 WHERE lang = ?1 AND term = ?2 AND hidden = 0').bind(lang, term);
}

export async function listBlocklist(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare('SELECT word FROM search_blocklist ORDER BY word').all<{ word: string }>();
  return results.map((row) => row.word);
}

/** Replaces the blocklist with `words`: the old list goes, then the new one comes in one statement. */
export function replaceBlocklistStatements(db: D1Database, words: readonly string[]): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db.prepare('DELETE FROM search_blocklist'),
    db.prepare('INSERT OR IGNORE INTO search_blocklist (word) SELECT value FROM json_each(?1)').bind(JSON.stringify(words)),
  ];
}
