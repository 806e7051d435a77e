// Subscriptions, friendship, blocks and wall posts as plain forms (303 back with a notice) and htmx fragments: the
// profile's action buttons, a friend request row, a wall or a post swapped with their new state, the notice out of band.
import { Hono, type Context } from 'hono';
import { ACTIONS_ID, ProfileActions, SUBSCRIBE_PART, SubscribeControl } from '../../views/parts/member-actions';
import { WALL_ID, Wall } from '../../views/parts/wall';
import { urls } from '../../views/urls';
import { blocking, friendship, readViewerState, subscription, wallPost } from '../actions/social';
import { text } from '../auth/accounts';
import { PAGE_SIZE } from '../config/limits';
import { listWallPosts } from '../db/members';
import { isSubscribed, readSubscribers, type SubscriptionTarget } from '../db/subscriptions';
import { isStaff } from '../moderation/staff';
import type { AppEnv } from '../env';
import { noticeText, type NoticeCode } from '../middleware/flash';
import { OutOfBandNotice, fragment, isHtmx, perform, removedCard } from './action-helpers';
import { redirectWith } from '../http/location';

export const socialRoutes = new Hono<AppEnv>();

const TARGETS: readonly SubscriptionTarget[] = ['channel', 'model', 'member'];

/** The parts a plain post comes back to by their anchor: the profile's buttons or the watch page's subscribe control. */
const ACTION_PARTS: readonly string[] = [...TARGETS, SUBSCRIBE_PART];

/**
 * The profile's buttons with their new state (part = channel | model | member), the watch page's subscribe control
 * (part = subscribe), or a removed row (part = request | row).
 */
async function answerPart(c: Context<AppEnv>, form: Record<string, unknown>, back: string, notice: NoticeCode | undefined, ok: boolean) {
  const noticeNode = notice && <OutOfBandNotice c={c} code={notice} />;
  const part = text(form.part);
  const target = TARGETS.find((t) => t === (part === SUBSCRIBE_PART ? text(form.target) : part));
  const targetId = Number(text(form.target_id) || text(form.user_id));
  if (target && Number.isSafeInteger(targetId) && targetId > 0) {
    const [db, t, userId] = [c.env.DB, c.get('t'), c.get('user')!.userId];
    if (part === SUBSCRIBE_PART) {
      const [subscribed, subscribers] = await Promise.all([isSubscribed(db, userId, target, targetId), readSubscribers(db, target, targetId)]);
      return fragment(c, 200, <><SubscribeControl t={t} target={target} targetId={targetId} back={back} subscribed={subscribed} subscribers={subscribers} />{noticeNode}</>);
    }
    const viewer = await readViewerState(db, userId, target, targetId);
    return fragment(c, 200, <><ProfileActions t={t} target={target} targetId={targetId} back={back} viewer={viewer} />{noticeNode}</>);
  }
  // A friend request answered from the list, or a subscription cancelled from it, leaves the list.
  return removedCard(c, ok, notice);
}

for (const [path, action] of [[urls.subscribe(), subscription], [urls.friends(), friendship], [urls.block(), blocking]] as const) {
  socialRoutes.post(path, async (c) => {
    const { form, back, outcome, early } = await perform(c, action);
    if (early) return early;
    if (!isHtmx(c)) return redirectWith(c, back, outcome.notice ?? null, ACTION_PARTS.includes(text(form.part)) ? ACTIONS_ID : undefined);
    return answerPart(c, form, back, outcome.notice, outcome.ok);
  });
}

socialRoutes.post(urls.wall(), async (c) => {
  const { form, back, outcome, early } = await perform(c, wallPost);
  if (early) return early;
  if (!isHtmx(c)) return redirectWith(c, back, outcome.notice ?? null, WALL_ID);
  const noticeNode = outcome.notice && <OutOfBandNotice c={c} code={outcome.notice} />;
  if (text(form.section) === 'del') return removedCard(c, outcome.ok, outcome.notice);
  // The wall again, page 1, with the new post or with the refusal and the text kept.
  const { wall } = outcome;
  if (!wall) return fragment(c, 200, <>{noticeNode}</>);
  const t = c.get('t');
  const posts = await listWallPosts(c.env.DB, { wallType: wall.type, wallId: wall.id, page: 1, perPage: PAGE_SIZE });
  return fragment(c, outcome.ok ? 200 : 422, (
    <>
      <Wall
        t={t} lang={c.get('lang')} posts={posts.items} back={back} viewerId={c.get('user')!.userId} canPost={wall.canPost} moderate={isStaff(c.get('user'))}
        wall={{ type: wall.type, id: wall.key, ownerId: wall.ownerId }}
        error={outcome.ok || !outcome.notice ? undefined : noticeText(t, outcome.notice)}
        draft={outcome.ok ? undefined : text(form.msg)}
      />
      {noticeNode}
    </>
  ));
});

/** The action buttons a profile page shows its viewer (guests get the login links), for this page to come back to. */
export async function profileActionsFor(c: Context<AppEnv>, target: SubscriptionTarget, targetId: number) {
  const user = c.get('user');
  const viewer = user ? await readViewerState(c.env.DB, user.userId, target, targetId) : null;
  return <ProfileActions t={c.get('t')} target={target} targetId={targetId} back={c.req.path} viewer={viewer} />;
}
