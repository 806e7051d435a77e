// Moderation of videos and albums: approve (live at once, at the top of the latest updates), reject with a reason,
// take a video down and restore it. Each change is one batch with its audit entries and the list totals it moves;
// then the catalogue's generation changes, so cached lists, pages and search results follow at once.
import type { Context } from 'hono';
import { bumpCatalogueGeneration } from '../cache/generation';
import { TAKEN_DOWN, UNDO_SECONDS, type RejectReason } from '../config/moderation';
import { auditStatement, readLatestEntry, type AuditActor, type AuditEntry, type AuditRow } from '../db/audit';
import { listingCountDeltaStatements } from '../db/listing-counters';
import { PENDING, readItemStates, statusChangeStatement, type ItemState, type ModeratedKind, type StatusChange } from '../db/moderation';
import { closeVideoReportsStatement } from '../db/reports';
import type { AppEnv } from '../env';
import { nowSeconds } from '../http/clock';

const LIVE = 1;
const REJECTED = 4;
const DELETED = 5;

/**
 * The statements of one item's change: list totals leave before a public video stops being public, join after it
 * becomes so; the audit entry follows the change itself, so an item that moved on meanwhile leaves none.
 */
function changeStatements(
  c: Context<AppEnv>, kind: ModeratedKind, item: ItemState, change: StatusChange, actor: AuditActor, entry: Omit<AuditEntry, 'targetType' | 'targetId'>, now: number,
): D1PreparedStatement[] {
  const db = c.env.DB;
  const publicBefore = item.status_id === LIVE && item.is_private === 0;
  const publicAfter = change.to === LIVE && item.is_private === 0;
  const counted = kind === 'video' && publicBefore !== publicAfter;
  return [
    ...(counted && publicBefore ? listingCountDeltaStatements(db, item.id, -1, now) : []),
    statusChangeStatement(db, kind, item.id, item.status_id, change),
    auditStatement(db, actor, {
      ...entry, targetType: kind, targetId: item.id,
      before: { status_id: item.status_id, status_reason: item.status_reason, post_date: item.post_date },
      after: { status_id: change.to, status_reason: change.reason },
    }, now, { ifChanged: true }),
    ...(counted && publicAfter ? listingCountDeltaStatements(db, item.id, 1, now) : []),
  ];
}

export type Decision = { action: 'approve' } | { action: 'reject'; reason: RejectReason; note: string | null };

/** Approves or rejects the items of `ids` still awaiting moderation; how many it decided (others had moved on). */
export async function decide(c: Context<AppEnv>, kind: ModeratedKind, ids: readonly number[], decision: Decision, actor: AuditActor): Promise<number> {
  const pending = (await readItemStates(c.env.DB, kind, ids)).filter((item) => item.status_id === PENDING);
  if (pending.length === 0) return 0;
  const now = nowSeconds();
  const change: StatusChange = decision.action === 'approve'
    ? { to: LIVE, reason: null, note: null, publishedAt: now }
    : { to: REJECTED, reason: decision.reason, note: decision.note };
  const reason = decision.action === 'reject' ? [decision.reason, decision.note].filter(Boolean).join(': ') : null;
  await c.env.DB.batch(pending.flatMap((item) => changeStatements(c, kind, item, change, actor, { action: `${kind}.${decision.action}`, reason }, now)));
  if (decision.action === 'approve') await bumpCatalogueGeneration(c.env);
  return pending.length;
}

export type TakeDownOutcome = 'done' | 'missing' | 'unchanged';

/** Takes a live video down (status 5, 'Video has been recently deleted'), with the reason kept; closes its open reports. */
function takeDownStatements(c: Context<AppEnv>, item: ItemState, note: string, actor: AuditActor, reportId: number | null, now: number) {
  return [
    ...changeStatements(c, 'video', item, { to: DELETED, reason: TAKEN_DOWN, note }, actor, { action: 'video.take_down', reason: note }, now),
    closeVideoReportsStatement(c.env.DB, item.id, { by: actor.userId, outcome: 'taken_down', now, reportId }),
  ];
}

export async function takeDown(c: Context<AppEnv>, videoId: number, note: string, actor: AuditActor, reportId: number | null): Promise<TakeDownOutcome> {
  const [item] = await readItemStates(c.env.DB, 'video', [videoId]);
  if (!item) return 'missing';
  if (item.status_id !== LIVE) return 'unchanged';
  await c.env.DB.batch(takeDownStatements(c, item, note, actor, reportId, nowSeconds()));
  await bumpCatalogueGeneration(c.env);
  return 'done';
}

/** Takes down the live ones of these videos at once (a partner's dead embeds), each audited; answers how many. */
export async function takeDownVideos(c: Context<AppEnv>, videoIds: readonly number[], note: string, actor: AuditActor): Promise<number> {
  const live = (await readItemStates(c.env.DB, 'video', [...videoIds])).filter((item) => item.status_id === LIVE);
  if (live.length === 0) return 0;
  const now = nowSeconds();
  await c.env.DB.batch(live.flatMap((item) => takeDownStatements(c, item, note, actor, null, now)));
  await bumpCatalogueGeneration(c.env);
  return live.length;
}

/** Brings a video taken down back to life. */
export async function restore(c: Context<AppEnv>, videoId: number, actor: AuditActor): Promise<TakeDownOutcome> {
  const [item] = await readItemStates(c.env.DB, 'video', [videoId]);
  if (!item) return 'missing';
  if (item.status_id !== DELETED || item.status_reason !== TAKEN_DOWN) return 'unchanged';
  const now = nowSeconds();
  await c.env.DB.batch(changeStatements(c, 'video', item, { to: LIVE, reason: null, note: null }, actor, { action: 'video.restore' }, now));
  await bumpCatalogueGeneration(c.env);
  return 'done';
}

/** A moderator's decision on one item that they may still undo: theirs, within UNDO_SECONDS, and still in force. */
export interface UndoableDecision {
  action: 'approve' | 'reject';
  /** The item's date before the decision (an approval dates it anew). */
  postDate: number;
  /** Where the decision left the item. */
  statusId: number;
}

export async function undoableDecision(c: Context<AppEnv>, kind: ModeratedKind, id: number, actor: AuditActor): Promise<UndoableDecision | null> {
  const entry: AuditRow | null = await readLatestEntry(c.env.DB, { type: kind, id }, [`${kind}.approve`, `${kind}.reject`, `${kind}.undo`]);
  if (!entry || entry.actor_id !== actor.userId || entry.action === `${kind}.undo` || entry.created_at < nowSeconds() - UNDO_SECONDS) return null;
  const before = JSON.parse(entry.before ?? '{}') as { post_date?: number };
  const after = JSON.parse(entry.after ?? '{}') as { status_id?: number };
  const [item] = await readItemStates(c.env.DB, kind, [id]);
  if (!item || after.status_id === undefined || item.status_id !== after.status_id || before.post_date === undefined) return null;
  return { action: entry.action.endsWith('.approve') ? 'approve' : 'reject', postDate: before.post_date, statusId: after.status_id };
}

/**
 * Puts an item its moderator just decided back in the queue, as it was before (status, reason and date), with its own
 * audit entry; false when the decision can no longer be undone (too late, someone else's, or the item moved on).
 */
export async function undoDecision(c: Context<AppEnv>, kind: ModeratedKind, id: number, actor: AuditActor): Promise<boolean> {
  const decision = await undoableDecision(c, kind, id, actor);
  if (!decision) return false;
  const [item] = await readItemStates(c.env.DB, kind, [id]);
  const now = nowSeconds();
  const back: StatusChange = { to: PENDING, reason: null, note: null, publishedAt: decision.postDate };
  const results = await c.env.DB.batch(changeStatements(c, kind, item!, back, actor, { action: `${kind}.undo` }, now));
  if (decision.action === 'approve') await bumpCatalogueGeneration(c.env);
  return results.some((result) => result.meta.changes > 0);
}
