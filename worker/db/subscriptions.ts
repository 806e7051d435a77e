// Members' subscriptions to channels, models and other members: one row per member and target; the target's
// subscriber count is recounted from the rows in the same D1 batch, so it stays exact under concurrent clicks.
import { memberIdSql, type MemberRef } from './member-ref';
import { MEMBER_OPEN } from './member-visibility';

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

/** The target's subscriber count as it is now (0 once the target is gone). */
export async function readSubscribers(db: D1Database, type: SubscriptionTarget, targetId: number): Promise<number> {
  const { table, id, count } = TARGETS[type];
  const row = await db.prepare(`SELECT ${count} AS subscribers FROM ${table} WHERE ${id} = ?1`).bind(targetId).first<{ subscribers: number }>();
  return row?.subscribers ?? 0;
}

/** Whom a video's subscribe button is for: its channel when it has one, else its uploader while their profile answers. */
const VIDEO_TARGET = `CASE WHEN ch.channel_id IS NOT NULL THEN 'channel' WHEN ${MEMBER_OPEN} THEN 'member' END`;

/**
 * The columns of a video's subscription target, for a query over `videos v` LEFT JOINed to `channels ch` and
 * `users u`: NULLs when there is no one to subscribe to.
 */
export const VIDEO_SUBSCRIPTION_COLUMNS = `${VIDEO_TARGET} AS subscription_target,
  CASE ${VIDEO_TARGET} WHEN 'channel' THEN ch.channel_id WHEN 'member' THEN u.user_id END AS subscription_target_id,
  CASE ${VIDEO_TARGET} WHEN 'channel' THEN ch.subscribers WHEN 'member' THEN u.subscribers_count END AS subscription_subscribers`;

/** A video's subscription target as the member sees it now. */
export interface VideoSubscription {
  target: SubscriptionTarget;
  targetId: number;
  subscribers: number;
  subscribed: boolean;
}

/** The member's subscription to a video's channel or uploader with its count now; null when there is no one to subscribe to. */
export async function readVideoSubscription(db: D1Database, member: MemberRef, videoId: number): Promise<VideoSubscription | null> {
  const me = memberIdSql(member, 2);
  const row = await db
    .prepare(
      `SELECT s.subscription_target AS target, s.subscription_target_id AS target_id, s.subscription_subscribers AS subscribers,
              EXISTS (SELECT 1 FROM subscriptions WHERE user_id = ${me.sql} AND target_type = s.subscription_target
                         AND target_id = s.subscription_target_id) AS subscribed
         FROM (SELECT ${VIDEO_SUBSCRIPTION_COLUMNS}
                 FROM videos v
                 LEFT JOIN channels ch ON ch.channel_id = v.channel_id
                 LEFT JOIN users u ON u.user_id = v.user_id
                WHERE v.video_id = ?1) s
        WHERE s.subscription_target IS NOT NULL`,
    )
    .bind(videoId, ...me.params)
    .first<{ target: SubscriptionTarget; target_id: number; subscribers: number; subscribed: number }>();
  return row && { target: row.target, targetId: row.target_id, subscribers: row.subscribers, subscribed: row.subscribed === 1 };
}
