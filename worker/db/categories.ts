// Categories with their titles in the visitor's language (English when a title is missing).
export interface Category {
  category_id: number;
  dir: string;
  title: string;
  thumb: string | null;
  total_videos: number;
}

const TITLED = `SELECT c.category_id, c.dir, COALESCE(own.title, en.title, c.dir) AS title, c.thumb, c.total_videos
  FROM categories c
  LEFT JOIN category_titles own ON own.category_id = c.category_id AND own.lang = ?1
  LEFT JOIN category_titles en ON en.category_id = c.category_id AND en.lang = 'en'`;

export async function listCategories(db: D1Database, lang: string): Promise<Category[]> {
  const { results } = await db.prepare(`${TITLED} ORDER BY title`).bind(lang).all<Category>();
  return results;
}

