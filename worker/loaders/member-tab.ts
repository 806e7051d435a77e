// What one tab of a member's page shows, as data for views/pages/member-tab.tsx: its page of items with their total,
// and the owner's extras (uploads not live yet, friend requests, remove buttons). `own` is the member's own view:
// private items too, read fresh and never cached.
import type { Context } from 'hono';
import type { MemberTab } from '../domain/vocabularies';
import { PAGE_SIZE, SIDEBAR_MIN_VIDEOS } from '../config/limits';
import type { Category } from '../db/categories';
import { TRUSTED_UPLOADER } from '../db/member-admin';
import { listFriendRequests, readRelation } from '../db/friends';
import type { MemberCard, MemberDetail, Subscription, WallPost } from '../db/members';
import type { AlbumCard } from '../db/albums';
import type { PlaylistCard } from '../db/playlists';
import { listUnpublishedUploads, type UploadKind } from '../db/own-uploads';
import type { VideoCard } from '../db/videos';
import type { AppEnv } from '../env';
import { isStaff } from '../moderation/staff';
import { ownUploadItems } from '../uploads/messages';
import type { OwnUploadItem } from '../../views/parts/own-uploads';
import { loadLargeCategories } from './categories';
import { loadAlbumList, loadPlaylistList } from './collection-list';
import { MEMBER_LIST_PAGE_SIZE, loadMemberList } from './member';
import { loadSubscriptions } from './subscriptions';

/** A page of a paginated tab: its items, how many there are in all and how many a page holds. */
interface TabPage<T> {
  items: readonly T[];
  total: number;
  perPage: number;
}

export type VideoListTab = 'uploaded_videos' | 'favourite_videos' | 'history' | 'watch_later_videos';

export type MemberTabModel =
  | (TabPage<VideoCard> & {
      kind: 'videos';
      tab: VideoListTab;
      /** The owner's uploads not live yet (page 1 of their uploaded videos only). */
      unpublished: OwnUploadItem[];
      /** The owner's own uploads: each card links to its edit. */
      ownUploads: boolean;
      /** A trusted uploader's own uploads: each card has their manage controls (hide, delete, re-add). */
      manage: boolean;
      /** The owner's favourites and watch later: each card has a remove button sending this act. */
      removeAct?: 'favourite' | 'watch_later';
      /** The category sidebar beside the list (spec 2). */
      sidebar: Category[];
    })
  | (TabPage<AlbumCard> & { kind: 'albums'; unpublished: OwnUploadItem[]; /** The owner's view: each album has their controls. */ own: boolean })
  | (TabPage<PlaylistCard> & { kind: 'playlists'; own: boolean })
  | (TabPage<MemberCard> & { kind: 'friends'; requests: { user_id: number; username: string; avatar: string | null }[] })
  | (TabPage<WallPost> & { kind: 'wall'; viewerId: number | null; canPost: boolean; moderate: boolean })
  | { kind: 'subscriptions'; items: Subscription[]; own: boolean }
  | { kind: 'info'; member: MemberDetail; today: string };

/** The owner's lists whose cards have a remove button, and the input call's act for it. */
const REMOVE_ACTS: Partial<Record<MemberTab, 'favourite' | 'watch_later'>> = { favourite_videos: 'favourite', watch_later_videos: 'watch_later' };

export interface MemberTabQuery {
  member: MemberDetail;
  tab: MemberTab;
  page: number;
  own: boolean;
}

/** The owner's uploads of this kind not live yet (none when `ownerId` is null: another visitor, or a later page). */
async function unpublishedUploads(c: Context<AppEnv>, kind: UploadKind, ownerId: number | null): Promise<OwnUploadItem[]> {
  if (ownerId === null) return [];
  return ownUploadItems(c.get('t'), c.get('lang'), kind, await listUnpublishedUploads(c.env.DB, kind, ownerId));
}

export async function loadMemberTab(c: Context<AppEnv>, { member, tab, page, own }: MemberTabQuery): Promise<MemberTabModel> {
  const userId = member.user_id;
  const firstOwnPage = own && page === 1 ? userId : null;
  switch (tab) {
    case 'uploaded_videos':
    case 'favourite_videos':
    case 'history':
    case 'watch_later_videos': {
      const [result, unpublished, sidebar] = await Promise.all([
        loadMemberList(c, tab, { userId, page, own }),
        unpublishedUploads(c, 'video', tab === 'uploaded_videos' ? firstOwnPage : null),
        loadLargeCategories(c, SIDEBAR_MIN_VIDEOS),
      ]);
      const manage = own && tab === 'uploaded_videos' && c.get('user')?.statusId === TRUSTED_UPLOADER;
      return {
        kind: 'videos', tab, ...result, perPage: MEMBER_LIST_PAGE_SIZE[tab], unpublished, ownUploads: own && tab === 'uploaded_videos', manage,
        removeAct: own && !manage ? REMOVE_ACTS[tab] : undefined, sidebar,
      };
    }
    case 'albums': {
      const [result, unpublished] = await Promise.all([
        loadAlbumList(c, { scope: { kind: 'member', userId, includePrivate: own }, sort: 'latest-updates', page }),
        unpublishedUploads(c, 'album', firstOwnPage),
      ]);
      return { kind: 'albums', ...result, perPage: PAGE_SIZE, unpublished, own };
    }
    case 'playlists': {
      const result = await loadPlaylistList(c, { scope: { kind: 'member', userId, includePrivate: own }, sort: 'latest-updates', page });
      return { kind: 'playlists', ...result, perPage: PAGE_SIZE, own };
    }
    case 'friends': {
      const [result, requests] = await Promise.all([
        loadMemberList(c, tab, { userId, page, own }),
        firstOwnPage === null ? [] : listFriendRequests(c.env.DB, userId),
      ]);
      return { kind: 'friends', ...result, perPage: MEMBER_LIST_PAGE_SIZE[tab], requests };
    }
    case 'wall': {
      const viewerId = c.get('user')?.userId ?? null;
      // Members read the wall fresh, so a post they just wrote is there.
      const [result, relation] = await Promise.all([
        loadMemberList(c, tab, { userId, page, own }, { bypass: viewerId !== null }),
        viewerId !== null && !own ? readRelation(c.env.DB, viewerId, userId) : null,
      ]);
      return {
        kind: 'wall', ...result, perPage: MEMBER_LIST_PAGE_SIZE[tab],
        viewerId, canPost: !relation?.blockedBy, moderate: isStaff(c.get('user')),
      };
    }
    case 'subscriptions':
      return { kind: 'subscriptions', items: await loadSubscriptions(c, userId, { bypass: own }), own };
    case 'info':
      return { kind: 'info', member, today: new Date().toISOString().slice(0, 10) };
  }
}
