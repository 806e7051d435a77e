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

/** Categories with at least `minVideos` videos, largest first (the listing sidebar). */
export async function listLargeCategories(db: D1Database, lang: string, minVideos: number): Promise<Category[]> {
  const { results } = await db
    .prepare(`${TITLED} WHERE c.total_videos >= ?2 ORDER BY c.total_videos DESC`)
    .bind(lang, minVideos)
    .all<Category>();
  return results;
}

/** The categories named by dirs, in the order given; unknown dirs are left out. */
export async function readCategoriesByDirs(db: D1Database, lang: string, dirs: readonly string[]): Promise<Category[]> {
  if (dirs.length === 0) return [];
  const placeholders = dirs.map((_, i) => `?${i + 2}`).join(', ');
  const { results } = await db
    .prepare(`${TITLED} WHERE c.dir IN (${placeholders})`)
    .bind(lang, ...dirs)
    .all<Category>();
  return dirs.flatMap((dir) => results.filter((row) => row.dir === dir));
}
