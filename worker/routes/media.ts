// /media/{key}: images, card previews, sprites and VTTs from R2 (immutable: a key never changes content); a video's
// renditions and playlists behind a signed, expiring grant to its folder in the path
// (/media/{play|download}/{expires}.{signature}/{folder}/{file}).
import { Hono, type Context } from 'hono';
import { mediaCacheControl } from '../cache/policy';
import { serveObject, serveSegment } from '../media/serve';
import { attachment } from '../media/download-name';
import { checkGrant, type MediaPurpose } from '../media/signing';
import type { AppEnv } from '../env';

export const mediaRoutes = new Hono<AppEnv>();

const KEY = /^(thumbs|avatars|models|channels|photos|videos|previews|timeline|covers)\/[A-Za-z0-9/_.-]{1,200}$/;
/** A file of a video's folder: a rendition or a playlist. */
const VIDEO_FILE = /^(videos\/(?:[A-Za-z0-9_.-]+\/)*)([A-Za-z0-9_-]+\.(mp4|m3u8))$/;

/** Keys are plain ASCII: anything percent-encoded or climbing up is not a media key. */
const isKey = (key: string) => KEY.test(key) && !key.includes('..');

const notFound = (c: Context<AppEnv>) => c.text('Not found', 404);

mediaRoutes.get('/media/:purpose{play|download}/:token/*', async (c) => {
  const purpose = c.req.param('purpose') as MediaPurpose;
  const token = c.req.param('token');
  const key = c.req.path.slice(`/media/${purpose}/${token}/`.length);
  const file = VIDEO_FILE.exec(key);
  if (!isKey(key) || !file) return notFound(c);
  const dir = file[1]!.slice(0, -1);
  const verdict = await checkGrant(c.env.MEDIA_SECRET, dir, purpose, token, Math.floor(Date.now() / 1000));
  if (verdict !== 'valid') return c.text(verdict === 'expired' ? 'Link expired' : 'Forbidden', 403);
  if (file[3] === 'm3u8') return serveObject(c, key, { cacheControl: mediaCacheControl('playlist'), contentType: 'application/vnd.apple.mpegurl' });
  if (purpose === 'download') {
    return serveObject(c, key, { download: attachment(file[2]!, c.req.query('name')), cacheControl: mediaCacheControl('download-file') });
  }
  return serveSegment(c, key, { cacheControl: mediaCacheControl('player-file') });
});

mediaRoutes.get('/media/*', async (c) => {
  const key = c.req.path.slice('/media/'.length);
  if (!isKey(key)) return notFound(c);
  if (key.startsWith('timeline/')) return serveObject(c, key, { cacheControl: mediaCacheControl('timeline') });
  // Video files only through a grant: no hotlinking of raw keys.
  if (key.startsWith('videos/')) return c.text('Forbidden', 403);
  return serveObject(c, key);
});
