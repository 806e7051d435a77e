// Members' subscriptions to channels, models and other members: one row per member and target; the target's
// subscriber count is recounted from the rows in the same D1 batch, so it stays exact under concurrent clicks.
export type SubscriptionTarget = 'channel' | 'model' | 'member';

const TARGETS: Record<SubscriptionTarget, { table: string; id: string; count: string; open: string }> = {
  channel: { table: 'channels', id: 'channel_id', count: 'subscribers', open: '1' },
  model: { table: 'models', id: 'model_id', count: 'subscribers', open: '1' },
  member: { table: 'users', id: 'user_id', count: 'subscribers_count', open: 'status_id <> 0' },
};

export async function targetExists(db: D1Database, type: SubscriptionTarget, targetId: number): Promise<boolean> {
  const { table, id, open } = TARGETS[type];
  return (await db.prepare(`SELECT 1 AS ok FROM ${table} WHERE ${id} = ?1 AND ${open}`).bind(targetId).first()) !== null;
}

function recount(db: D1Database, type: SubscriptionTarget, targetId: number): D1PreparedStatement {
  const { table, id, count } = TARGETS[type];
  return db
    .prepare(`UPDATE ${table} SET ${count} = (SELECT COUNT(*) FROM subscriptions WHERE target_type = ?1 AND target_id = ?2) WHERE ${id} = ?2`)
    .bind(type, targetId);
}

/** Subscribes unless already subscribed; true when a subscription was added. */
export async function subscribe(db: D1Database, userId: number, type: SubscriptionTarget, targetId: number, now: number): Promise<boolean> {
  const [insert] = await db.batch([
    db.prepare('INSERT OR IGNORE INTO subscriptions (user_id, target_type, target_id, created_at) VALUES (?1, ?2, ?3, ?4)').bind(userId, type, targetId, now),
    recount(db, type, targetId),
  ]);
  return insert!.meta.changes > 0;
}

/** Unsubscribes; true when there was a subscription. */
export async function unsubscribe(db: D1Database, userId: number, type: SubscriptionTarget, targetId: number): Promise<boolean> {
  const [removal] = await db.batch([
    db.prepare('DELETE FROM subscriptions WHERE user_id = ?1 AND target_type = ?2 AND target_id = ?3').bind(userId, type, targetId),
    recount(db, type, targetId),
  ]);
  return removal!.meta.changes > 0;
}

export async function isSubscribed(db: D1Database, userId: number, type: SubscriptionTarget, targetId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS ok FROM subscriptions WHERE user_id = ?1 AND target_type = ?2 AND target_id = ?3')
    .bind(userId, type, targetId)
    .first();
  return row !== null;
}
