// The feed export's reads (docs/import.md, "Feeds export"): live videos by id after a cursor, with what an import row
// carries (categories by dir, models by name, texts in other languages), filtered by category and post date. Only
// videos with files here: a partner's video embedded here is the partner's to share.
import { UPLOAD_CATEGORIES_MAX } from '../config/uploads';
import { PUBLIC_VIDEO } from './video-listing';

export interface FeedExportQuery {
  /** Videos with ids above this (the previous page's last). */
  after: number;
  limit: number;
  categoryId: number | null;
  /** Post dates within [from, to] (Unix seconds), each bound optional. */
  from: number | null;
  to: number | null;
}

export interface FeedExportRow {
  video_id: number;
  title: string;
  description: string;
  gender: number;
  duration: number;
  post_date: number;
  thumb: string;
  thumb_set: string | null;
  /** Dirs joined by `|`, the first few by id (as many as an import row may name); null without categories. */
  categories: string | null;
  /** Names joined by `|`; null without models. */
  models: string | null;
  /** JSON {lang: [title, description]}; null without texts in other languages. */
  texts: string | null;
}

export async function listFeedVideos(db: D1Database, q: FeedExportQuery): Promise<FeedExportRow[]> {
  const { results } = await db
    .prepare(
      `SELECT v.video_id, v.title, v.description, v.gender, v.duration, v.post_date, v.thumb, v.thumb_set,
              (SELECT group_concat(dir, '|') FROM (SELECT c.dir FROM video_categories vc JOIN categories c ON c.category_id = vc.category_id
                WHERE vc.video_id = v.video_id ORDER BY c.category_id LIMIT ${UPLOAD_CATEGORIES_MAX})) AS categories,
              (SELECT group_concat(m.title, '|') FROM video_models vm JOIN models m ON m.model_id = vm.model_id
                WHERE vm.video_id = v.video_id) AS models,
              (SELECT CASE WHEN count(*) > 0 THEN json_group_object(t.lang, json_array(t.title, t.description)) END
                 FROM video_texts t WHERE t.video_id = v.video_id) AS texts
         FROM videos v
        WHERE v.video_id > ?1 AND ${PUBLIC_VIDEO} AND v.file_key <> ''
          AND (?3 IS NULL OR EXISTS (SELECT 1 FROM video_categories l WHERE l.category_id = ?3 AND l.video_id = v.video_id))
          AND (?4 IS NULL OR v.post_date >= ?4) AND (?5 IS NULL OR v.post_date <= ?5)
        ORDER BY v.video_id LIMIT ?2`,
    )
    .bind(q.after, q.limit, q.categoryId, q.from, q.to)
    .all<FeedExportRow>();
  return results;
}
