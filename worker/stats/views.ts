// The view statistic's write path: the beacon only enqueues a small message; the queue consumer writes a batch in one
// D1 transaction that counts a view once per visitor and video in the window, within the per-address ceilings
// (worker/config/views.ts), and keeps members' history of every view.
import { VIEW_WINDOW_SECONDS } from '../config/views';
import { addViews, deleteViewMarksBefore, type MemberView, type ViewMark } from '../db/views';

export interface ViewMessage extends ViewMark {
  /** ISO alpha-2, or 'XX' when unknown or the visitor asked for no geo attribution (nogeo=1). */
  country: string;
  userId: number | null;
}

/** Members' history: the latest view of each member and video in a batch. */
export function latestMemberViews(messages: readonly ViewMessage[]): MemberView[] {
  const members = new Map<string, MemberView>();
  for (const m of messages) {
    if (m.userId === null) continue;
    const seen = members.get(`${m.userId}:${m.videoId}`);
    if (!seen || seen.watchedAt < m.at) members.set(`${m.userId}:${m.videoId}`, { userId: m.userId, videoId: m.videoId, watchedAt: m.at });
  }
  return [...members.values()];
}

/** The queue consumer: all messages of a batch in one write; a failed write retries the whole batch. */
export async function consumeViews(batch: MessageBatch<ViewMessage>, db: D1Database): Promise<void> {
  // Messages queued before views carried a visitor (a deploy's moment) count nothing.
  const messages = batch.messages.map((m) => m.body).filter((m) => typeof m.visitor === 'string');
  await addViews(db, crypto.randomUUID(), messages, latestMemberViews(messages));
  batch.ackAll();
}

/** The cron's housekeeping: marks older than the window no longer hold back any view. */
export function pruneViewMarks(db: D1Database, now: number): Promise<void> {
  return deleteViewMarksBefore(db, now - VIEW_WINDOW_SECONDS);
}
