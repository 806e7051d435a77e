// One album with its photos, for /album/{id}/{dir}/ and /api/json/album/...: active public albums come from
// one cache entry; private or unmoderated ones are read fresh, shown to their owner only, and never kept.
import type { Context } from 'hono';
import { cacheKey } from '../cache/policy';
import { cached, type CacheOptions } from '../cache/read-through';
import { listPhotos, readAlbum, type AlbumDetail, type Photo } from '../db/albums';
import type { AppEnv } from '../env';
import { bucketOf } from './slots';
import { STATUS } from '../domain/vocabularies';

export interface AlbumWithPhotos {
  album: AlbumDetail;
  photos: Photo[];
}

const isPublic = (album: AlbumDetail) => album.status_id === STATUS.active && album.is_private === 0;

/**
 * Deleted albums are gone for everyone; albums awaiting moderation exist for their owner only;
 * private albums are forbidden to everyone but their owner.
 */
export function albumAccess(album: AlbumDetail, viewerId: number | null): 'open' | 'forbidden' | 'missing' {
  const owner = album.user_id !== null && album.user_id === viewerId;
  if (album.status_id === STATUS.deleted || (album.status_id !== STATUS.active && !owner)) return 'missing';
  return album.is_private === 1 && !owner ? 'forbidden' : 'open';
}

export function loadAlbum(c: Context<AppEnv>, albumId: number, options: CacheOptions = {}): Promise<AlbumWithPhotos | null> {
  const load = async () => {
    const album = await readAlbum(c.env.DB, albumId);
    return album ? { album, photos: await listPhotos(c.env.DB, albumId) } : null;
  };
  return cached(c, 'album', cacheKey('album', bucketOf(albumId), albumId), load, {
    ...options,
    store: (value) => isPublic(value.album),
  });
}
