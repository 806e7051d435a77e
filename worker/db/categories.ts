// Categories with their titles in the visitor's language (English when a title is missing), their descriptions in it
// and their video counts in a section.
export interface Category {
  category_id: number;
  dir: string;
  title: string;
  /** What the category is about, in the visitor's language only ('' when none is written in it: never another language's). */
  description: string;
  thumb: string | null;
  total_videos: number;
  /** Views of its listed videos, every section together, as of the last counter refresh. */
  viewed: number;
}

/**
 * Every category, by title; total_videos counts the section's active public videos, from the per-scope counts
 * (video_list_counts, exact as of the last counter refresh), so the index and the sidebar match the category lists.
 */
export async function listCategories(db: D1Database, q: { lang: string; gender: number }): Promise<Category[]> {
  const { results } = await db
    .prepare(
      `SELECT c.category_id, c.dir, COALESCE(own.title, en.title, c.dir) AS title, COALESCE(own.description, '') AS description, c.thumb, c.viewed,
              (SELECT COALESCE(SUM(n.videos), 0) FROM video_list_counts n
                WHERE n.scope = 'category' AND n.scope_id = c.category_id AND n.gender = ?2) AS total_videos
         FROM categories c
         LEFT JOIN category_titles own ON own.category_id = c.category_id AND own.lang = ?1
         LEFT JOIN category_titles en ON en.category_id = c.category_id AND en.lang = 'en'
        ORDER BY title`,
    )
    .bind(q.lang, q.gender)
    .all<Category>();
  return results;
}

