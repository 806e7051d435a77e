// Search terms aggregated from visitors' searches per site language: the suggester's keyword sets and the main stats' keywords.
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
         FROM (SELECT term, hits FROM search_terms ORDER BY hits DESC LIMIT ?2)
        GROUP BY term ORDER BY hits DESC, term LIMIT ?1`,
    )
    .bind(q.limit, q.limit * q.languages)
    .all<SearchTerm>();
  return results;
}

/** The `limit` most searched terms in one site language. */
export async function listTopSearchTermsIn(db: D1Database, q: { lang: string; limit: number }): Promise<SearchTerm[]> {
  const { results } = await db
    .prepare('SELECT term, hits FROM search_terms WHERE lang = ?1 ORDER BY hits DESC, term LIMIT ?2')
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
}

/** Adds searches to each term's count in its language, in one D1 batch. */
export async function addSearchTerms(db: D1Database, terms: readonly SearchTermHits[]): Promise<void> {
  if (terms.length === 0) return;
  const add = db.prepare(
    `INSERT INTO search_terms (term, lang, hits, updated_at) VALUES (?1, ?2, ?3, ?4)
     ON CONFLICT (lang, term) DO UPDATE SET hits = hits + excluded.hits, updated_at = MAX(updated_at, excluded.updated_at)`,
  );
  await db.batch(terms.map((t) => add.bind(t.term, t.lang, t.hits, t.at)));
}
