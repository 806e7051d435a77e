// GET /api/json/playlist/86400/{bucket}/{id}.json (first page of videos) or .../{id}.{page}.json, and the jsond twin:
// one playlist with its videos. Private playlists are never cached: 403 playlist_private, except to their owner via jsond.
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { loadPlaylist, playlistAccess } from '../loaders/playlist';
import { listBody, videoItem } from './items';
import { SLOTS_FILE, fileSlots, idPageSlots, variantLifetime } from './path';
import { jsonError, jsonRead } from '../http/json';

export const playlistApi = new Hono<AppEnv>();

playlistApi.get(`/api/:variant{jsond?}/playlist/:lifetime/:bucket/${SLOTS_FILE}`, async (c) => {
  const p = c.req.param();
  const lifetime = variantLifetime('playlist', p.variant, p.lifetime);
  const target = idPageSlots(fileSlots(p.slots), p.bucket);
  if (lifetime === null || !target) return jsonError(c, 404, 'not_found');
  const loaded = await loadPlaylist(c, { playlistId: target.id, page: target.page }, { bypass: lifetime === 0 });
  if (!loaded || (target.page > 1 && loaded.videos.items.length === 0)) return jsonError(c, 404, 'not_found');
  // The cached variant answers for everyone, so only the no-cache twin may open a private playlist to its owner.
  const viewerId = lifetime === 0 ? (c.get('user')?.userId ?? null) : null;
  if (playlistAccess(loaded.playlist, viewerId) !== 'open') return jsonError(c, 403, 'playlist_private');
  const { playlist, videos } = loaded;
  return jsonRead(
    c,
    {
      playlist_id: playlist.playlist_id,
      title: playlist.title,
      description: playlist.description,
      private: playlist.is_private,
      orientation: playlist.orientation,
      user_id: playlist.user_id,
      username: playlist.username,
      user_visible: playlist.user_visible,
      is_private: playlist.is_private,
      total_videos: playlist.total_videos,
      viewed: playlist.viewed,
      page: target.page,
      ...listBody('videos', videos.items.map((video) => ({ ...videoItem(video), page: target.page, playlist_id: playlist.playlist_id })), videos.total, 'videos_not_found'),
    },
    lifetime,
  );
});
