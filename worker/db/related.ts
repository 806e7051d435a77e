// Related videos: the most popular videos of the video's most specific category (its smallest), in its section.
// They come from the same indexed category listing as /categories/, so they stay fast at any catalogue size.
import { listVideos } from './video-listing';
import type { Page, VideoCard } from './videos';

/** A slice of the related list (the video itself left out) and its length, counted up to `cap`. */
export async function listRelatedVideos(
  db: D1Database,
  q: { videoId: number; gender: number; offset: number; limit: number; cap: number; now: number },
): Promise<Page<VideoCard>> {
  const category = await db
    .prepare(
      `SELECT c.category_id FROM video_categories vc JOIN categories c ON c.category_id = vc.category_id
        WHERE vc.video_id = ?1 ORDER BY c.total_videos, c.category_id LIMIT 1`,
    )
    .bind(q.videoId)
    .first<{ category_id: number }>();
  if (!category || q.offset >= q.cap) return { items: [], total: 0 };
  // The list from its start (at most cap + 1 rows), so the slice is right once the video itself is taken out.
  const page = await listVideos(db, {
    gender: q.gender, sort: 'most-popular', page: 1, perPage: Math.min(q.cap, q.offset + q.limit) + 1,
    scope: { kind: 'categories', ids: [category.category_id] }, now: q.now,
  });
  const items = page.items.filter((v) => v.video_id !== q.videoId).slice(q.offset, q.offset + q.limit);
  return { items, total: Math.min(q.cap, Math.max(0, page.total - 1)) };
}
