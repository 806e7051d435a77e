// Related videos: the most popular videos of the video's most specific category (its smallest), in its section.
// They come from the same indexed category listing as /categories/, so they stay fast at any catalogue size.
import { listVideos } from './video-listing';
import type { Page, VideoCard } from './videos';

/**
 * A slice of the related list (the video itself left out) and its length, counted up to `cap`; null when the video
 * does not exist or has no category. The video's category is found inside the list's own statements.
 */
export async function listRelatedVideos(
  db: D1Database,
  q: { videoId: number; offset: number; limit: number; cap: number; now: number },
): Promise<Page<VideoCard> | null> {
  if (q.offset >= q.cap) return { items: [], total: 0 };
  // The list from its start (at most cap + 1 rows), so the slice is right once the video itself is taken out.
  const page = await listVideos(db, {
    // The list is of the video's own section, which the statements look up.
    gender: 0, sort: 'most-popular', page: 1, perPage: Math.min(q.cap, q.offset + q.limit) + 1,
    scope: { kind: 'related', videoId: q.videoId }, now: q.now,
  });
  if (!page) return null;
  const items = page.items.filter((v) => v.video_id !== q.videoId).slice(q.offset, q.offset + q.limit);
  return { items, total: Math.min(q.cap, Math.max(0, page.total - 1)) };
}
