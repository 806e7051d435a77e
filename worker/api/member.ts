// GET /api/json/member/7200/{section}/{bucket}/{user_id}.json (first page) or .../{user_id}.{page}.json, and the jsond
// twin: another member's public profile (info) or one of their public lists. Hidden and owner-only lists: 403 no_permission.
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import type { CacheOptions } from '../cache/read-through';
import type { MemberDetail } from '../db/members';
import type { AppEnv } from '../env';
import { loadAlbumList, loadPlaylistList } from '../loaders/collection-list';
import { loadMember, loadMemberList, visibleTabs } from '../loaders/member';
import { albumItem, listBody, memberInfoBody, memberItem, playlistItem, postItem, videoItem } from './items';
import { SLOTS_FILE, fileSlots, idPageSlots, variantLifetime } from './path';
import { jsonError, jsonRead } from '../http/json';

export const memberApi = new Hono<AppEnv>();

/** The member children of spec section 2 this endpoint answers (subscriptions have an endpoint of their own). */
const MEMBER_SECTIONS = [
  'info', 'wall', 'friends', 'uploaded_videos', 'favourite_videos', 'albums', 'playlists', 'history', 'watch_later_videos',
] as const;
type MemberSection = (typeof MEMBER_SECTIONS)[number];
const sectionSchema = z.enum(MEMBER_SECTIONS);

/** The response body of one section page; null when a page past the first has nothing (a 404). */
async function sectionBody(c: Context<AppEnv>, member: MemberDetail, section: Exclude<MemberSection, 'info'>, page: number, options: CacheOptions) {
  const userId = member.user_id;
  const body = <K extends string, T>(name: K, result: { items: readonly T[]; total: number }, item: (row: T) => unknown, emptyCode: string) =>
    page > 1 && result.items.length === 0 ? null : listBody(name, result.items.map(item), result.total, emptyCode);
  switch (section) {
    case 'albums':
      return body('albums', await loadAlbumList(c, { scope: { kind: 'member', userId }, sort: 'latest-updates', page }, options), albumItem, 'albums_not_found');
    case 'playlists':
      return body('playlists', await loadPlaylistList(c, { scope: { kind: 'member', userId }, sort: 'latest-updates', page }, options), playlistItem, 'playlists_not_found');
    case 'wall':
      return body('posts', await loadMemberList(c, section, { userId, page }, options), postItem, 'list_empty');
    case 'friends':
      return body('members', await loadMemberList(c, section, { userId, page }, options), memberItem, 'members_not_found');
    default:
      return body('videos', await loadMemberList(c, section, { userId, page }, options), videoItem, 'videos_not_found');
  }
}

memberApi.get(`/api/:variant{jsond?}/member/:lifetime/:section/:bucket/${SLOTS_FILE}`, async (c) => {
  const p = c.req.param();
  const lifetime = variantLifetime('member', p.variant, p.lifetime);
  const section = sectionSchema.safeParse(p.section);
  const target = idPageSlots(fileSlots(p.slots), p.bucket);
  // The profile has no pages: info is "{user_id}.json" only.
  if (lifetime === null || !section.success || !target || (section.data === 'info' && target.page > 1)) {
    return jsonError(c, 404, 'not_found');
  }
  const options = { bypass: lifetime === 0 };
  const member = await loadMember(c, target.id, options);
  if (!member) return jsonError(c, 404, 'not_found');
  // Others' data only: what anyone may see, whoever asks (a member reads their own lists on their pages).
  const lists = visibleTabs(member, null);
  if (section.data === 'info') return jsonRead(c, memberInfoBody(member, lists, new Date().toISOString().slice(0, 10)), lifetime);
  if (!lists.includes(section.data)) return jsonError(c, 403, 'no_permission');
  const body = await sectionBody(c, member, section.data, target.page, options);
  return body ? jsonRead(c, body, lifetime) : jsonError(c, 404, 'not_found');
});
