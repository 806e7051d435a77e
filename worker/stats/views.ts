// The view statistic's write path: the beacon only enqueues a small message; the queue consumer folds a
// batch of them into per-video, per-country, per-day counts and writes them in one D1 batch.
import { addViews, type MemberView, type ViewCount } from '../db/views';
import { DAY_SECONDS } from '../config/limits';

export interface ViewMessage {
  videoId: number;
  /** ISO alpha-2, or 'XX' when unknown or the visitor asked for no geo attribution (nogeo=1). */
  country: string;
  /** Unix seconds of the view. */
  at: number;
  userId: number | null;
}

export function aggregateViews(messages: readonly ViewMessage[]): { counts: ViewCount[]; members: MemberView[] } {
  const counts = new Map<string, ViewCount>();
  const members = new Map<string, MemberView>();
  for (const m of messages) {
    const day = Math.floor(m.at / DAY_SECONDS);
    const key = `${m.videoId}:${m.country}:${day}`;
    const count = counts.get(key);
    if (count) count.views += 1;
    else counts.set(key, { videoId: m.videoId, country: m.country, day, views: 1 });
    if (m.userId !== null) {
      const seen = members.get(`${m.userId}:${m.videoId}`);
      if (!seen || seen.watchedAt < m.at) members.set(`${m.userId}:${m.videoId}`, { userId: m.userId, videoId: m.videoId, watchedAt: m.at });
    }
  }
  return { counts: [...counts.values()], members: [...members.values()] };
}

/** The queue consumer: all messages of a batch in one write; a failed write retries the whole batch. */
export async function consumeViews(batch: MessageBatch<ViewMessage>, db: D1Database): Promise<void> {
  const { counts, members } = aggregateViews(batch.messages.map((m) => m.body));
  await addViews(db, counts, members);
  batch.ackAll();
}
