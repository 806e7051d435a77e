// Members among themselves: subscriptions (channels, models, members), friend requests, blocks and wall posts.
// Each action takes the posted form and answers ok with its notice, or the refusal's code and notice.
import type { Context } from 'hono';
import * as z from 'zod';
import { text } from '../auth/accounts';
import { COMMENTS_MAX, COMMENTS_MIN, COMMENTS_WINDOW_SECONDS, WALL_POSTS_PER_WINDOW } from '../config/limits';
import { answerFriendRequest, block, insertFriendRequest, readRelation, removeFriendship, unblock } from '../db/friends';
import { readModel } from '../db/models';
import { isSubscribed, subscribe, targetExists, unsubscribe, type SubscriptionTarget } from '../db/subscriptions';
import { auditStatement } from '../db/audit';
import { isStaff } from '../moderation/staff';
import { deleteWallPost, insertWallPost, type WallType } from '../db/wall';
import type { AppEnv } from '../env';
import { forgetMember, forgetMemberList } from '../loaders/member';
import { forgetProfile } from '../loaders/profile';
import { forgetSubscriptions } from '../loaders/subscriptions';
import type { NoticeCode } from '../middleware/flash';
import { nowSeconds } from '../http/clock';
import { idSchema } from '../http/params';
import { checkLength, memberText } from './text-rules';

export type SocialOutcome = { ok: true; notice: NoticeCode } | { ok: false; code: string; notice?: NoticeCode };

const REFUSED = {
  login: { ok: false, code: 'login_required', notice: 'login_required' },
  invalid: { ok: false, code: 'invalid_request' },
  missing: { ok: false, code: 'not_found', notice: 'not_available' },
  blocked: { ok: false, code: 'blocked', notice: 'contact_blocked' },
} as const satisfies Record<string, SocialOutcome>;

const SUBSCRIBED: Record<SubscriptionTarget, NoticeCode> = { channel: 'subscribed_channel', model: 'subscribed_model', member: 'subscribed_member' };

/** section add | rem, target channel | model | member, target_id. */
export async function subscription(c: Context<AppEnv>, form: Record<string, unknown>): Promise<SocialOutcome> {
  const user = c.get('user');
  if (!user) return REFUSED.login;
  const parsed = z.object({ section: z.enum(['add', 'rem']), target: z.enum(['channel', 'model', 'member']), target_id: idSchema })
    .safeParse({ section: text(form.section), target: text(form.target), target_id: text(form.target_id) });
  if (!parsed.success) return REFUSED.invalid;
  const { section, target, target_id: targetId } = parsed.data;
  const db = c.env.DB;
  // The target's cached profile shows its subscriber count: it is read again after a change.
  const forget = (dir: string | null) => Promise.all([
    forgetSubscriptions(c, user.userId),
    target === 'member' ? forgetMember(c, targetId) : dir && forgetProfile(c, target, dir),
  ]);
  if (section === 'rem') {
    await forget((await unsubscribe(db, user.userId, target, targetId)).dir);
    return { ok: true, notice: 'unsubscribed' };
  }
  if (target === 'member' && targetId === user.userId) return { ok: false, code: 'subscribe_self', notice: 'subscribe_self' };
  if (!(await targetExists(db, target, targetId))) return REFUSED.missing;
  const change = await subscribe(db, user.userId, target, targetId, nowSeconds());
  if (!change.changed) return { ok: false, code: 'already_subscribed', notice: 'already_subscribed' };
  await forget(change.dir);
  return { ok: true, notice: SUBSCRIBED[target] };
}

/** section request | accept | decline | remove, user_id (the other member). */
export async function friendship(c: Context<AppEnv>, form: Record<string, unknown>): Promise<SocialOutcome> {
  const user = c.get('user');
  if (!user) return REFUSED.login;
  const parsed = z.object({ section: z.enum(['request', 'accept', 'decline', 'remove']), user_id: idSchema })
    .safeParse({ section: text(form.section), user_id: text(form.user_id) });
  if (!parsed.success) return REFUSED.invalid;
  const { section, user_id: otherId } = parsed.data;
  if (otherId === user.userId) return { ok: false, code: 'friend_self', notice: 'friend_self' };
  const db = c.env.DB;
  const now = nowSeconds();
  const done = async (notice: NoticeCode): Promise<SocialOutcome> => {
    await Promise.all([forgetMemberList(c, 'friends', user.userId), forgetMemberList(c, 'friends', otherId)]);
    return { ok: true, notice };
  };
  switch (section) {
    case 'request': {
      if (!(await targetExists(db, 'member', otherId))) return REFUSED.missing;
      const relation = await readRelation(db, user.userId, otherId);
      if (relation.blocking || relation.blockedBy) return REFUSED.blocked;
      // Asking someone who already asked you makes you friends.
      if (relation.friendship === 'request_received') {
        await answerFriendRequest(db, otherId, user.userId, 'accepted', now);
        return done('friend_accepted');
      }
      if (relation.friendship !== 'none' || !(await insertFriendRequest(db, user.userId, otherId, now))) {
        return { ok: false, code: 'friend_request_already_sent', notice: 'friend_request_already_sent' };
      }
      return { ok: true, notice: 'friend_request_sent' };
    }
    case 'accept':
    case 'decline': {
      const answered = await answerFriendRequest(db, otherId, user.userId, section === 'accept' ? 'accepted' : 'declined', now);
      if (!answered) return { ok: false, code: 'no_request', notice: 'not_available' };
      return section === 'accept' ? done('friend_accepted') : { ok: true, notice: 'friend_declined' };
    }
    case 'remove':
      if (!(await removeFriendship(db, user.userId, otherId))) return { ok: false, code: 'not_friends', notice: 'not_available' };
      return done('friend_removed');
  }
}

/** section add | rem, user_id: a blocked member cannot message, befriend or post on the wall of who blocked them. */
export async function blocking(c: Context<AppEnv>, form: Record<string, unknown>): Promise<SocialOutcome> {
  const user = c.get('user');
  if (!user) return REFUSED.login;
  const parsed = z.object({ section: z.enum(['add', 'rem']), user_id: idSchema }).safeParse({ section: text(form.section), user_id: text(form.user_id) });
  if (!parsed.success) return REFUSED.invalid;
  const { section, user_id: otherId } = parsed.data;
  if (otherId === user.userId) return { ok: false, code: 'block_self', notice: 'block_self' };
  if (section === 'rem') {
    await unblock(c.env.DB, user.userId, otherId);
    return { ok: true, notice: 'member_unblocked' };
  }
  if (!(await targetExists(c.env.DB, 'member', otherId))) return REFUSED.missing;
  await block(c.env.DB, user.userId, otherId, nowSeconds());
  await Promise.all([forgetMemberList(c, 'friends', user.userId), forgetMemberList(c, 'friends', otherId)]);
  return { ok: true, notice: 'member_blocked' };
}

/** The wall a post goes on: its type and id, the key its form names it by (a member's id, a model's dir), its member. */
export interface WallRef {
  type: WallType;
  id: number;
  key: number | string;
  ownerId: number | null;
  /** False when the wall's member blocked the writer. */
  canPost: boolean;
}

async function resolveWall(db: D1Database, userId: number, type: WallType, key: string): Promise<WallRef | 'invalid' | 'missing'> {
  if (type === 'model') {
    const model = await readModel(db, key);
    return model ? { type, id: model.model_id, key: model.dir, ownerId: null, canPost: true } : 'missing';
  }
  const member = idSchema.safeParse(key);
  if (!member.success) return 'invalid';
  const id = member.data;
  if (id === userId) return { type, id, key: id, ownerId: id, canPost: true };
  const [exists, relation] = await Promise.all([targetExists(db, 'member', id), readRelation(db, userId, id)]);
  return exists ? { type, id, key: id, ownerId: id, canPost: !relation.blockedBy } : 'missing';
}

/**
 * section add (wall member | model, wall_id: the member's id or the model's dir, msg) | del (post_id). Once the wall
 * is known, the outcome carries it, so the answer can show that wall again.
 */
export async function wallPost(c: Context<AppEnv>, form: Record<string, unknown>): Promise<SocialOutcome & { wall?: WallRef }> {
  const user = c.get('user');
  if (!user) return REFUSED.login;
  const db = c.env.DB;
  if (text(form.section) === 'del') {
    const post = idSchema.safeParse(text(form.post_id));
    if (!post.success) return REFUSED.invalid;
    const moderator = isStaff(user);
    const wall = await deleteWallPost(db, user.userId, post.data, moderator);
    if (!wall) return { ok: false, code: 'forbidden', notice: 'not_available' };
    // A moderator's deletion of someone else's post is in the audit log.
    if (moderator && wall.user_id !== user.userId) {
      await auditStatement(db, user, {
        action: 'wall_post.delete', targetType: 'wall_post', targetId: post.data,
        before: { on: `${wall.wall_type}:${wall.wall_id}`, user_id: wall.user_id, body: wall.body },
      }, nowSeconds()).run();
    }
    if (wall.wall_type === 'member') await forgetMemberList(c, 'wall', wall.wall_id);
    return { ok: true, notice: 'wall_deleted' };
  }
  const parsed = z.object({ section: z.literal('add'), wall: z.enum(['member', 'model']), wall_id: z.string().min(1).max(100) })
    .safeParse({ section: text(form.section), wall: text(form.wall), wall_id: text(form.wall_id) });
  if (!parsed.success) return REFUSED.invalid;
  const wall = await resolveWall(db, user.userId, parsed.data.wall, parsed.data.wall_id);
  if (wall === 'invalid') return REFUSED.invalid;
  if (wall === 'missing') return REFUSED.missing;
  if (!wall.canPost) return { ...REFUSED.blocked, wall };
  const body = memberText(form.msg);
  const refusal = checkLength(body, COMMENTS_MIN, COMMENTS_MAX);
  if (refusal) return { ok: false, code: refusal.code, notice: `wall_${refusal.code}`, wall };
  const now = nowSeconds();
  const within = { max: WALL_POSTS_PER_WINDOW, since: now - COMMENTS_WINDOW_SECONDS };
  if ((await insertWallPost(db, { wallType: wall.type, wallId: wall.id, userId: user.userId, body, now, within })) === null) {
    return { ok: false, code: 'too_many', notice: 'wall_too_many', wall };
  }
  if (wall.type === 'member') await forgetMemberList(c, 'wall', wall.id);
  return { ok: true, notice: 'wall_posted', wall };
}

/** What the viewer's buttons on a profile show: whether they subscribed and, for a member, their relation. */
export async function readViewerState(db: D1Database, viewerId: number, target: SubscriptionTarget, targetId: number) {
  const [subscribed, relation] = await Promise.all([
    isSubscribed(db, viewerId, target, targetId),
    target === 'member' ? readRelation(db, viewerId, targetId) : undefined,
  ]);
  return { subscribed, relation };
}
