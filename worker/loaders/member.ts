// A member's profile and lists through the cache: /members/{id}/... and /api/json/member/... load them here, one key
// per section and page. The member's own view (private items, history, watch later) is read fresh and never kept.
import type { Context } from 'hono';
import { MEMBER_TABS, type MemberTab } from '../domain/vocabularies';
import { cacheKey } from '../cache/policy';
import { cached, forgetCached, type CacheOptions } from '../cache/read-through';
import { MEMBERS_PAGE_SIZE, PAGE_SIZE } from '../config/limits';
import {
  listFriends, listMemberVideos, listWallPosts, readMember,
  type MemberCard, type MemberDetail, type WallPost,
} from '../db/members';
import type { Page, VideoCard } from '../db/videos';
import type { AppEnv } from '../env';
import { pageInLanguage } from '../domain/video-texts';
import { bucketOf, idPageSlot, keepPage } from './slots';

/** Lists only their owner sees, whatever the member's settings. */
export const OWNER_ONLY_LISTS: readonly MemberTab[] = ['history', 'watch_later_videos'];

/** The tabs a viewer may open: all for the owner; for others, all but owner-only lists and the lists the member hid. */
export function visibleTabs(member: MemberDetail, viewerId: number | null): MemberTab[] {
  if (member.user_id === viewerId) return [...MEMBER_TABS];
  const hidden = member.hidden_lists.split(',');
  return MEMBER_TABS.filter((tab) => !OWNER_ONLY_LISTS.includes(tab) && !hidden.includes(tab));
}

const memberKey = (userId: number) => cacheKey('member', 'info', bucketOf(userId), userId);

export function loadMember(c: Context<AppEnv>, userId: number, options: CacheOptions = {}): Promise<MemberDetail | null> {
  return cached(c, 'member', memberKey(userId), () => readMember(c.env.DB, userId), options);
}

/** Drops a member's cached profile (its counts changed: a new subscriber). */
export async function forgetMember(c: Context<AppEnv>, userId: number): Promise<void> {
  await forgetCached(c, memberKey(userId));
}

/** The rows of each member list that lives on the member pages only (albums and playlists: collection-list.ts). */
interface MemberListRows {
  wall: WallPost;
  friends: MemberCard;
  uploaded_videos: VideoCard;
  favourite_videos: VideoCard;
  history: VideoCard;
  watch_later_videos: VideoCard;
}
export type MemberListSection = keyof MemberListRows;
export const MEMBER_LIST_SECTIONS: readonly MemberListSection[] = [
  'wall', 'friends', 'uploaded_videos', 'favourite_videos', 'history', 'watch_later_videos',
];

export const MEMBER_LIST_PAGE_SIZE: Record<MemberListSection, number> = {
  wall: PAGE_SIZE,
  friends: MEMBERS_PAGE_SIZE,
  uploaded_videos: PAGE_SIZE,
  favourite_videos: PAGE_SIZE,
  history: PAGE_SIZE,
  watch_later_videos: PAGE_SIZE,
};

interface ListQuery {
  userId: number;
  page: number;
  perPage: number;
  includePrivate: boolean;
}
const LISTS: { [S in MemberListSection]: (db: D1Database, q: ListQuery) => Promise<Page<MemberListRows[S]>> } = {
  wall: (db, q) => listWallPosts(db, { wallType: 'member', wallId: q.userId, page: q.page, perPage: q.perPage }),
  friends: (db, q) => listFriends(db, q),
  uploaded_videos: (db, q) => listMemberVideos(db, { ...q, list: 'uploaded_videos' }),
  favourite_videos: (db, q) => listMemberVideos(db, { ...q, list: 'favourite_videos' }),
  history: (db, q) => listMemberVideos(db, { ...q, list: 'history' }),
  watch_later_videos: (db, q) => listMemberVideos(db, { ...q, list: 'watch_later_videos' }),
};

const memberListKey = (section: MemberListSection, userId: number, page: number) =>
  cacheKey('member', section, bucketOf(userId), idPageSlot(userId, page));

/** One page of a member list; `own` is the owner's view (private items too), read fresh like the owner-only lists. */
export function loadMemberList<S extends MemberListSection>(
  c: Context<AppEnv>,
  section: S,
  q: { userId: number; page: number; own?: boolean },
  options: CacheOptions = {},
): Promise<Page<MemberListRows[S]>> {
  const own = q.own === true;
  const key = memberListKey(section, q.userId, q.page);
  const load = () => LISTS[section](c.env.DB, { userId: q.userId, page: q.page, perPage: MEMBER_LIST_PAGE_SIZE[section], includePrivate: own });
  const page = cached(c, 'member', key, load, {
    bypass: options.bypass || own || OWNER_ONLY_LISTS.includes(section),
    store: keepPage(q.page),
  });
  return page.then((loaded) => pageInLanguage(loaded, c.get('lang')));
}

/** Drops the cached first page of a member list after a change (a wall post, a friendship): newest first, so page 1 shows it. */
export async function forgetMemberList(c: Context<AppEnv>, section: MemberListSection, userId: number): Promise<void> {
  await forgetCached(c, memberListKey(section, userId, 1));
}
