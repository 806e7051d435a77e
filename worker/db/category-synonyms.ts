// Category synonyms (migration 0029): names an import file may give a category besides its dir and its titles.

export interface CategorySynonym {
  synonym: string;
  category_id: number;
  dir: string;
  title: string;
}

/** Every synonym with its category's dir and title in `lang` (its dir when it has none), by synonym. */
export async function listCategorySynonyms(db: D1Database, lang: string): Promise<CategorySynonym[]> {
  const { results } = await db
    .prepare(
      `SELECT s.synonym, s.category_id, c.dir, COALESCE(t.title, c.dir) AS title
         FROM category_synonyms s JOIN categories c ON c.category_id = s.category_id
         LEFT JOIN category_titles t ON t.category_id = c.category_id AND t.lang = ?1
        ORDER BY s.synonym`,
    )
    .bind(lang)
    .all<CategorySynonym>();
  return results;
}

/** Adds a synonym (already normalised) unless it is one; the statement changes nothing for a synonym taken. */
export function addCategorySynonymStatement(db: D1Database, synonym: string, categoryId: number, now: number): D1PreparedStatement {
  return db
    .prepare('INSERT OR IGNORE INTO category_synonyms (synonym, category_id, created_at) SELECT ?1, category_id, ?3 FROM categories WHERE category_id = ?2')
    .bind(synonym, categoryId, now);
}

export function removeCategorySynonymStatement(db: D1Database, synonym: string): D1PreparedStatement {
  return db.prepare('DELETE FROM category_synonyms WHERE synonym = ?1').bind(synonym);
}
