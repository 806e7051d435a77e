// Members' subscriptions to channels, models and other members: one row per member and target; the target's
// subscriber count is recounted from the rows in the same D1 batch, so it stays exact under concurrent clicks.
export type SubscriptionTarget = 'channel' | 'model' | 'member';

const TARGETS: Record<SubscriptionTarget, { table: string; id: string; count: string; open: string; dir: string }> = {
  channel: { table: 'channels', id: 'channel_id', count: 'subscribers', open: '1', dir: 'dir' },
  model: { table: 'models', id: 'model_id', count: 'subscribers', open: '1', dir: 'dir' },
  member: { table: 'users', id: 'user_id', count: 'subscribers_count', open: 'status_id <> 0', dir: 'NULL' },
};

/** What a subscription change did, and the target's dir (channels and models: their cached profile's key). */
export interface SubscriptionChange { changed: boolean; dir: string | null }

export async function targetExists(db: D1Database, type: SubscriptionTarget, targetId: number): Promise<boolean> {
  const { table, id, open } = TARGETS[type];
  return (await db.prepare(`SELECT 1 AS ok FROM ${table} WHERE ${id} = ?1 AND ${open}`).bind(targetId).first()) !== null;
}

function recount(db: D1Database, type: SubscriptionTarget, targetId: number): D1PreparedStatement {
  const { table, id, count, dir } = TARGETS[type];
  return db
    .prepare(`UPDATE ${table} SET ${count} = (SELECT COUNT(*) FROM subscriptions WHERE target_type = ?1 AND target_id = ?2) WHERE ${id} = ?2 RETURNING ${dir} AS dir`)
    .bind(type, targetId);
}

function changeOf(write: D1Result | undefined, count: D1Result | undefined): SubscriptionChange {
  return { changed: write!.meta.changes > 0, dir: (count?.results[0] as { dir: string | null } | undefined)?.dir ?? null };
}

/** Subscribes unless already subscribed (changed: a subscription was added). */
export async function subscribe(db: D1Database, userId: number, type: SubscriptionTarget, targetId: number, now: number): Promise<SubscriptionChange> {
  const [insert, count] = await db.batch([
    db.prepare('INSERT OR IGNORE INTO subscriptions (user_id, target_type, target_id, created_at) VALUES (?1, ?2, ?3, ?4)').bind(userId, type, targetId, now),
    recount(db, type, targetId),
  ]);
  return changeOf(insert, count);
}

/** Unsubscribes (changed: there was a subscription). */
export async function unsubscribe(db: D1Database, userId: number, type: SubscriptionTarget, targetId: number): Promise<SubscriptionChange> {
  const [removal, count] = await db.batch([
    db.prepare('DELETE FROM subscriptions WHERE user_id = ?1 AND target_type = ?2 AND target_id = ?3').bind(userId, type, targetId),
    recount(db, type, targetId),
  ]);
  return changeOf(removal, count);
}

export async function isSubscribed(db: D1Database, userId: number, type: SubscriptionTarget, targetId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS ok FROM subscriptions WHERE user_id = ?1 AND target_type = ?2 AND target_id = ?3')
    .bind(userId, type, targetId)
    .first();
  return row !== null;
}
