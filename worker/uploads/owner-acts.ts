// What a trusted uploader (status_id 6, spec section 6) does with their own videos through /api/video_edit.php:
// act 2 deletes one (status 5, "deleted by its owner"), act 3 toggles it private, act 4 re-adds it: after `days`
// days (numeric, default 7; 0 is now) it is published anew at the top of the latest updates, and a video its owner
// deleted comes back with it. A video taken down by moderation can be neither re-added nor changed. Other members
// see where their uploads stand and ask support for changes (docs/moderation.md).
import type { Context } from 'hono';
import * as z from 'zod';
import { bumpCatalogueGeneration } from '../cache/generation';
import { OWNER_DELETED, READD_DAYS_DEFAULT, READD_DAYS_MAX, TAKEN_DOWN } from '../config/moderation';
import { auditStatement, type AuditAction, type AuditActor } from '../db/audit';
import { listingCountDeltaStatements } from '../db/listing-counters';
import { TRUSTED_UPLOADER } from '../db/member-admin';
import { ownerDeleteAlbumStatement, readOwnerAlbum, setAlbumPrivateStatement } from '../db/owner-albums';
import { listDueReadds, ownerDeleteStatement, publishReaddStatement, readOwnerVideo, scheduleReaddStatement, setPrivateStatement, type OwnerVideo } from '../db/owner-videos';
import type { AppEnv } from '../env';
import { nowSeconds } from '../http/clock';
import { idSchema } from '../http/params';
import { STATUS } from '../domain/vocabularies';

const DAY_SECONDS = 86_400;
/** Re-adds one cron run publishes at most; the rest wait for the next run. */
const READDS_PER_RUN = 500;

export const OWNER_ACTS = { delete: '2', toggle: '3', readd: '4' } as const;

export const OWNER_ACT_CODES = ['invalid_request', 'not_allowed', 'not_found', 'not_live', 'taken_down', 'invalid_days'] as const;
export type OwnerActCode = (typeof OWNER_ACT_CODES)[number];
export type OwnerActOutcome = { ok: true; act: 'deleted' | 'private' | 'public' | 'readded'; readdAt?: number } | { ok: false; code: OwnerActCode };

const actForm = z.object({
  act: z.enum([OWNER_ACTS.delete, OWNER_ACTS.toggle, OWNER_ACTS.readd]),
  video_id: z.string().pipe(idSchema),
  /** The list the act comes from: the uploaded videos ('videos'), as the spec's clients send it. */
  section: z.literal('videos').optional(),
  days: z.string().optional(),
});


/** The re-add's days: empty is the default, otherwise a whole number from 0 to READD_DAYS_MAX. */
export function readdDays(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return READD_DAYS_DEFAULT;
  if (!/^[0-9]{1,3}$/.test(value.trim())) return null;
  const days = Number(value.trim());
  return days <= READD_DAYS_MAX ? days : null;
}

const isPublic = (video: Pick<OwnerVideo, 'status_id' | 'is_private'>) => video.status_id === STATUS.active && video.is_private === 0;

/** What an owner acts on, as its audit entry names it and where it stood before. */
interface Owned {
  type: 'video' | 'album';
  id: number;
  status_id: number;
  is_private: number;
}

function audit(db: D1Database, actor: AuditActor, action: AuditAction, item: Owned, after: Record<string, unknown>, now: number) {
  return auditStatement(db, actor, {
    action, targetType: item.type, targetId: item.id, before: { status_id: item.status_id, is_private: item.is_private }, after,
  }, now);
}

export async function ownerAct(c: Context<AppEnv>, form: Record<string, unknown>): Promise<OwnerActOutcome> {
  const user = c.get('user')!;
  const parsed = actForm.safeParse({ act: form.act, video_id: form.video_id, section: form.section || undefined, days: form.days });
  if (!parsed.success) return { ok: false, code: 'invalid_request' };
  if (user.statusId !== TRUSTED_UPLOADER) return { ok: false, code: 'not_allowed' };
  const db = c.env.DB;
  const video = await readOwnerVideo(db, parsed.data.video_id);
  if (!video || video.user_id !== user.userId) return { ok: false, code: 'not_found' };
  if (video.status_id === STATUS.deleted && video.status_reason === TAKEN_DOWN) return { ok: false, code: 'taken_down' };
  const now = nowSeconds();
  const owned: Owned = { type: 'video', id: video.video_id, status_id: video.status_id, is_private: video.is_private };
  const statements: D1PreparedStatement[] = [];
  let outcome: OwnerActOutcome;
  switch (parsed.data.act) {
    case OWNER_ACTS.delete: {
      if (video.status_id === STATUS.deleted) return { ok: false, code: 'not_found' };
      if (isPublic(video)) statements.push(...listingCountDeltaStatements(db, video.video_id, -1, now));
      statements.push(
        ownerDeleteStatement(db, video),
        audit(db, user, 'video.owner_delete', owned, { status_id: STATUS.deleted }, now),
      );
      outcome = { ok: true, act: 'deleted' };
      break;
    }
    case OWNER_ACTS.toggle: {
      if (video.status_id !== STATUS.active) return { ok: false, code: 'not_live' };
      const to = video.is_private === 1 ? 0 : 1;
      if (to === 1) statements.push(...listingCountDeltaStatements(db, video.video_id, -1, now));
      statements.push(
        setPrivateStatement(db, video, to),
        audit(db, user, to === 1 ? 'video.owner_private' : 'video.owner_public', owned, { is_private: to }, now),
      );
      if (to === 0) statements.push(...listingCountDeltaStatements(db, video.video_id, 1, now));
      outcome = { ok: true, act: to === 1 ? 'private' : 'public' };
      break;
    }
    default: {
      const days = readdDays(parsed.data.days);
      if (days === null) return { ok: false, code: 'invalid_days' };
      if (!(video.status_id === STATUS.active || (video.status_id === STATUS.deleted && video.status_reason === OWNER_DELETED))) return { ok: false, code: 'not_live' };
      const readdAt = now + days * DAY_SECONDS;
      statements.push(
        scheduleReaddStatement(db, video.video_id, readdAt),
        audit(db, user, 'video.owner_readd', owned, { readd_at: readdAt }, now),
      );
      outcome = { ok: true, act: 'readded', readdAt };
    }
  }
  await db.batch(statements);
  // A re-add for a later day changes nothing anyone sees yet: the cron publishes it and starts a new generation then.
  const dueLater = outcome.act === 'readded' && outcome.readdAt! > now;
  if (outcome.act === 'readded' && !dueLater) await publishReadds(db, now);
  if (!dueLater) await bumpCatalogueGeneration(c.env);
  return outcome;
}

const albumActForm = z.object({
  act: z.enum([OWNER_ACTS.delete, OWNER_ACTS.toggle]),
  album_id: z.string().pipe(idSchema),
});

/**
 * What any member does with their own album through /api/album_edit.php: act 2 deletes it (status 5, deleted by its
 * owner; it can be uploaded again, not re-added), act 3 toggles it private. Audited like the video acts.
 */
export async function ownerAlbumAct(c: Context<AppEnv>, form: Record<string, unknown>): Promise<OwnerActOutcome> {
  const user = c.get('user')!;
  const parsed = albumActForm.safeParse({ act: form.act, album_id: form.album_id });
  if (!parsed.success) return { ok: false, code: 'invalid_request' };
  const db = c.env.DB;
  const album = await readOwnerAlbum(db, parsed.data.album_id);
  if (!album || album.user_id !== user.userId || album.status_id === STATUS.deleted) return { ok: false, code: 'not_found' };
  const now = nowSeconds();
  const owned: Owned = { type: 'album', id: album.album_id, status_id: album.status_id, is_private: album.is_private };
  let outcome: OwnerActOutcome;
  if (parsed.data.act === OWNER_ACTS.delete) {
    await db.batch([ownerDeleteAlbumStatement(db, album), audit(db, user, 'album.owner_delete', owned, { status_id: STATUS.deleted }, now)]);
    outcome = { ok: true, act: 'deleted' };
  } else {
    if (album.status_id !== STATUS.active) return { ok: false, code: 'not_live' };
    const to = album.is_private === 1 ? 0 : 1;
    await db.batch([setAlbumPrivateStatement(db, album, to), audit(db, user, to === 1 ? 'album.owner_private' : 'album.owner_public', owned, { is_private: to }, now)]);
    outcome = { ok: true, act: to === 1 ? 'private' : 'public' };
  }
  await bumpCatalogueGeneration(c.env);
  return outcome;
}

/** Re-adds whose day has come: published anew now (and back from their owner's deletion); how many. */
export async function publishReadds(db: D1Database, now: number): Promise<number> {
  const due = await listDueReadds(db, now, READDS_PER_RUN);
  for (const video of due) {
    // A live video only moves in time; one its owner deleted also comes back into the list totals.
    const back = video.status_id === STATUS.deleted && video.status_reason === OWNER_DELETED;
    await db.batch([
      publishReaddStatement(db, video.video_id, now),
      ...(back && video.is_private === 0 ? listingCountDeltaStatements(db, video.video_id, 1, now) : []),
    ]);
  }
  return due.length;
}
