// Related videos: those sharing the most categories with a video, in its section, most viewed first.
import type { Page, VideoCard } from './videos';
import { CARD_COLUMNS, PUBLIC_VIDEO } from './video-listing';

const RELATED_FROM = `FROM video_categories mine
  JOIN video_categories other ON other.category_id = mine.category_id AND other.video_id <> mine.video_id
  JOIN videos v ON v.video_id = other.video_id
  WHERE mine.video_id = ?1 AND ${PUBLIC_VIDEO} AND v.gender = ?2
  GROUP BY v.video_id`;

/** A slice of the related list and its length, counted up to `cap` (related lists are short by design). */
export async function listRelatedVideos(
  db: D1Database,
  q: { videoId: number; gender: number; offset: number; limit: number; cap: number },
): Promise<Page<VideoCard>> {
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT ${CARD_COLUMNS}, COUNT(*) AS shared ${RELATED_FROM}
        ORDER BY shared DESC, v.viewed DESC, v.video_id DESC LIMIT ${q.limit} OFFSET ${q.offset}`)
      .bind(q.videoId, q.gender),
    db.prepare(`SELECT COUNT(*) AS total FROM (SELECT v.video_id ${RELATED_FROM} LIMIT ${q.cap})`).bind(q.videoId, q.gender),
  ]);
  return { items: rows!.results as VideoCard[], total: (count!.results[0] as { total: number }).total };
}
