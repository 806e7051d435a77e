// Playlist and album lists through the cache: the public list of a section or one member's items,
// loaded here by the list pages, the member pages and /api/json/playlists|albums/..., under one key per page.
import type { Context } from 'hono';
import type { AlbumSort, PlaylistSort } from '../domain/vocabularies';
import { cacheKey } from '../cache/policy';
import { cached, type CacheOptions } from '../cache/read-through';
import { PAGE_SIZE } from '../config/limits';
import { SECTIONS } from '../domain/vocabularies';
import { listAlbums, listMemberAlbums, type AlbumCard } from '../db/albums';
import { listMemberPlaylists, listPlaylists, type PlaylistCard } from '../db/playlists';
import type { Page } from '../db/videos';
import type { AppEnv } from '../env';
import { keepPage } from './slots';

/**
 * Whose items: the public list of one orientation section in any sort, or one member's items newest first.
 * `includePrivate` is the member's own view: read fresh, never kept.
 */
export type CollectionQuery<S extends string> =
  | { scope: { kind: 'all'; gender: 0 | 1 | 2 }; sort: S; page: number }
  | { scope: { kind: 'member'; userId: number; includePrivate?: boolean }; sort: 'latest-updates'; page: number };

/** The {section}.{page}.{gender}.{object_id} slots: "all.2.gay.0" or "member.1.all.17". */
export function collectionSlots(q: CollectionQuery<string>): string {
  return q.scope.kind === 'all'
    ? `all.${q.page}.${SECTIONS[q.scope.gender]}.0`
    : `member.${q.page}.all.${q.scope.userId}`;
}

type ListAll<S, T> = (db: D1Database, q: { gender: number; sort: S; page: number; perPage: number }) => Promise<Page<T>>;
type ListMember<T> = (db: D1Database, q: { userId: number; includePrivate: boolean; page: number; perPage: number }) => Promise<Page<T>>;

function collectionLoader<S extends string, T>(endpoint: 'playlists' | 'albums', listAll: ListAll<S, T>, listMember: ListMember<T>) {
  return (c: Context<AppEnv>, q: CollectionQuery<S>, options: CacheOptions = {}): Promise<Page<T>> => {
    const key = cacheKey(endpoint, q.sort, PAGE_SIZE, collectionSlots(q));
    const base = { page: q.page, perPage: PAGE_SIZE };
    const scope = q.scope;
    const load = () =>
      scope.kind === 'all'
        ? listAll(c.env.DB, { ...base, gender: scope.gender, sort: q.sort as S })
        : listMember(c.env.DB, { ...base, userId: scope.userId, includePrivate: scope.includePrivate === true });
    const ownView = scope.kind === 'member' && scope.includePrivate === true;
    return cached(c, endpoint, key, load, { bypass: options.bypass || ownView, store: keepPage(q.page) });
  };
}

export const loadPlaylistList = collectionLoader<PlaylistSort, PlaylistCard>('playlists', listPlaylists, listMemberPlaylists);
export const loadAlbumList = collectionLoader<AlbumSort, AlbumCard>('albums', listAlbums, listMemberAlbums);
