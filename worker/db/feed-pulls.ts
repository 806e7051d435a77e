// Where each scheduled sister-site feed stands (migration 0034): its cursor, its last pull and what that found.

export const FEED_PULL_STATUSES = ['ok', 'no_key', 'refused', 'failed'] as const;
export type FeedPullStatus = (typeof FEED_PULL_STATUSES)[number];

export interface FeedPull {
  feed: string;
  after_id: number;
  pulled_at: number;
  status: FeedPullStatus;
  detail: string | null;
  rows_read: number;
  import_id: number | null;
}

export async function listFeedPulls(db: D1Database): Promise<Map<string, FeedPull>> {
  const { results } = await db.prepare('SELECT * FROM feed_pulls').all<FeedPull>();
  return new Map(results.map((pull) => [pull.feed, pull]));
}

/** Records a pull: its outcome always, the cursor only forward (a failed pull keeps where the last one ended). */
export async function recordFeedPull(
  db: D1Database, pull: { feed: string; afterId: number; status: FeedPullStatus; detail: string | null; rowsRead: number; importId: number | null }, now: number,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO feed_pulls (feed, after_id, pulled_at, status, detail, rows_read, import_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (feed) DO UPDATE SET after_id = max(after_id, excluded.after_id), pulled_at = excluded.pulled_at,
         status = excluded.status, detail = excluded.detail, rows_read = excluded.rows_read,
         import_id = coalesce(excluded.import_id, import_id)`,
    )
    .bind(pull.feed, pull.afterId, now, pull.status, pull.detail, pull.rowsRead, pull.importId)
    .run();
}
