// Channels: the sorted list and one channel's profile (its videos are listed by listVideos with a channel scope).
import type { ChannelSort } from '../domain/vocabularies';
import type { Page } from './videos';

export interface ChannelCard {
  channel_id: number;
  dir: string;
  title: string;
  thumb: string | null;
  /** Its landscape card sizes' stem, or null. */
  thumb_set: string | null;
  total_videos: number;
  viewed: number;
  subscribers: number;
  rating: number;
  last_video_at: number | null;
}

export interface ChannelDetail extends ChannelCard {
  description: string;
  url: string | null;
  cf1: string | null;
  vda: string | null;
  created_at: number;
}

const CARD_COLUMNS = 'channel_id, dir, title, thumb, thumb_set, total_videos, viewed, subscribers, rating, last_video_at';

/**
 * Each sort walks one index of migrations/0002; ties fall back to the rowid, which the index carries in
 * ascending order, so no sort step is needed.
 */
const ORDER_BY: Record<ChannelSort, string> = {
  'most-popular': 'popularity DESC, channel_id',
  'latest-updates': 'last_video_at DESC, channel_id',
  'most-viewed': 'viewed DESC, channel_id',
  'top-rated': 'rating DESC, channel_id',
  'count-videos': 'total_videos DESC, channel_id',
  recent: 'created_at DESC, channel_id',
};

/** Channels with at least one listed video. */
export const LISTED_CHANNEL = 'total_videos > 0';

export async function listChannels(db: D1Database, q: { sort: ChannelSort; page: number; perPage: number }): Promise<Page<ChannelCard>> {
  const [rows, count] = await db.batch([
    db.prepare(
      `SELECT ${CARD_COLUMNS} FROM channels WHERE ${LISTED_CHANNEL} ORDER BY ${ORDER_BY[q.sort]}
        LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
    ),
    db.prepare(`SELECT COUNT(*) AS total FROM channels WHERE ${LISTED_CHANNEL}`),
  ]);
  return { items: rows!.results as ChannelCard[], total: (count!.results[0] as { total: number }).total };
}

export async function readChannel(db: D1Database, dir: string): Promise<ChannelDetail | null> {
  return db
    .prepare(`SELECT ${CARD_COLUMNS}, description, url, cf1, vda, created_at FROM channels WHERE dir = ?1`)
    .bind(dir)
    .first<ChannelDetail>();
}
