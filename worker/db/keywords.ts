// Search keywords, aggregated from what visitors search: the suggester's sets and the main stats.
export interface Keyword {
  keyword: string;
  searches: number;
}

export async function listTopKeywords(db: D1Database, limit: number): Promise<Keyword[]> {
  const { results } = await db
    .prepare('SELECT keyword, searches FROM search_keywords ORDER BY searches DESC, keyword LIMIT ?1')
    .bind(limit)
    .all<Keyword>();
  return results;
}
