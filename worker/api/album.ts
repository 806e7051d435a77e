// GET /api/json/album/86400/{bucket}/{album_id}.json and the jsond twin: one album with its photos.
// Only active public albums are cached; a private one is 403 no_permission, except to its owner via jsond.
import { Hono } from 'hono';
import { urls } from '../../views/urls';
import type { AppEnv } from '../env';
import { albumAccess, loadAlbum } from '../loaders/album';
import { SLOTS_FILE, fileSlots, idPageSlots, variantLifetime } from './path';
import { jsonError, jsonRead } from '../http/json';

export const albumApi = new Hono<AppEnv>();

albumApi.get(`/api/:variant{jsond?}/album/:lifetime/:bucket/${SLOTS_FILE}`, async (c) => {
  const p = c.req.param();
  const lifetime = variantLifetime('album', p.variant, p.lifetime);
  const target = idPageSlots(fileSlots(p.slots), p.bucket);
  // An album has no pages: only "{album_id}.json".
  if (lifetime === null || !target || target.page !== 1) return jsonError(c, 404, 'not_found');
  const loaded = await loadAlbum(c, target.id, { bypass: lifetime === 0 });
  const viewerId = lifetime === 0 ? (c.get('user')?.userId ?? null) : null;
  const access = loaded ? albumAccess(loaded.album, viewerId) : 'missing';
  if (!loaded || access === 'missing') return jsonError(c, 404, 'not_found');
  if (access === 'forbidden') return jsonError(c, 403, 'no_permission');
  const { album, photos } = loaded;
  return jsonRead(
    c,
    {
      album_id: album.album_id,
      dir: album.dir,
      title: album.title,
      description: album.description,
      photos_amount: album.photos_amount,
      album_viewed: album.album_viewed,
      rating: album.rating,
      post_date: new Date(album.post_date * 1000).toISOString(),
      user_id: album.user_id,
      username: album.username,
      user_visible: album.user_visible,
      is_private: album.is_private,
      cover: album.cover ? urls.media(album.cover) : null,
      url: urls.album(album.album_id, album.dir),
      photos: photos.map((photo) => ({
        photo_id: photo.photo_id, position: photo.position, image: urls.media(photo.image), width: photo.width, height: photo.height,
      })),
      error: false,
      code: null,
    },
    lifetime,
  );
});
