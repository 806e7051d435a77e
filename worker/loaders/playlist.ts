// One playlist with a page of its videos, for /playlist/{id}/{page}/ and /api/json/playlist/...: public ones
// come from one cache entry per page; private ones are read fresh, shown to their owner only, and never kept.
import type { Context } from 'hono';
import { cacheKey } from '../cache/policy';
import { cached, forgetCached, type CacheOptions } from '../cache/read-through';
import { PAGE_SIZE } from '../config/limits';
import { listPlaylistVideos, readPlaylist, type PlaylistDetail } from '../db/playlists';
import type { Page, VideoCard } from '../db/videos';
import type { AppEnv } from '../env';
import { pageInLanguage } from '../domain/video-texts';
import { bucketOf, idPageSlot, keepPage } from './slots';

export interface PlaylistWithVideos {
  playlist: PlaylistDetail;
  videos: Page<VideoCard>;
}

/** Who may see a playlist: anyone, or (private) only its owner; a guest and another member are told apart. */
export type PlaylistAccess = 'open' | 'private_to_guest' | 'private_to_member';

export function playlistAccess(playlist: PlaylistDetail, viewerId: number | null): PlaylistAccess {
  if (playlist.is_private !== 1 || playlist.user_id === viewerId) return 'open';
  return viewerId === null ? 'private_to_guest' : 'private_to_member';
}

export function loadPlaylist(
  c: Context<AppEnv>,
  q: { playlistId: number; page: number },
  options: CacheOptions = {},
): Promise<PlaylistWithVideos | null> {
  const key = cacheKey('playlist', bucketOf(q.playlistId), idPageSlot(q.playlistId, q.page));
  const load = async () => {
    const playlist = await readPlaylist(c.env.DB, q.playlistId);
    if (!playlist) return null;
    const videos = await listPlaylistVideos(c.env.DB, { playlistId: q.playlistId, page: q.page, perPage: PAGE_SIZE });
    return { playlist, videos };
  };
  const loaded = cached(c, 'playlist', key, load, {
    ...options,
    store: (value) => value.playlist.is_private === 0 && keepPage(q.page)(value.videos),
  });
  return loaded.then((value) => value && { ...value, videos: pageInLanguage(value.videos, c.get('lang')) });
}

/** Drops the cached pages of a playlist after a change: every page its `total` videos filled (each carries the title and count). */
export async function forgetPlaylist(c: Context<AppEnv>, playlistId: number, total: number): Promise<void> {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  await Promise.all(
    Array.from({ length: pages }, (_, i) => forgetCached(c, cacheKey('playlist', bucketOf(playlistId), idPageSlot(playlistId, i + 1)))),
  );
}
