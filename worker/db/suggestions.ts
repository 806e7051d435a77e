// What the header search box suggests for a typed text: the most searched terms and the most popular models that
// contain it. Both walk an index in popularity order and stop at the limit, so a common text costs no more than a rare one.
import { SHOWN } from './search-terms';
import { containsNeedle } from './videos';

export interface ModelSuggestion {
  dir: string;
  title: string;
}

/** The most searched terms of a site language containing `text` that may show (terms are stored lower-cased). */
export async function suggestSearchTerms(db: D1Database, q: { lang: string; text: string; limit: number }): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT term FROM search_terms t INDEXED BY search_terms_top_in_lang
        WHERE lang = ?1 AND instr(term, ?2) > 0 AND ${SHOWN('t')} ORDER BY hits DESC LIMIT ?3`,
    )
    .bind(q.lang, q.text, q.limit)
    .all<{ term: string }>();
  return results.map((row) => row.term);
}

/** The section's most popular models with videos whose name contains `text` (ASCII letters in any case). */
export async function suggestModels(db: D1Database, q: { gender: number; text: string; limit: number }): Promise<ModelSuggestion[]> {
  const { results } = await db
    .prepare(
      `SELECT dir, title FROM models INDEXED BY models_popular
        WHERE gender = ?1 AND total_videos <> 0 AND instr(lower(title), ?2) > 0 ORDER BY popularity DESC LIMIT ?3`,
    )
    .bind(q.gender, containsNeedle(q.text), q.limit)
    .all<ModelSuggestion>();
  return results;
}
