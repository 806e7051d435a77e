// /media/{key}: images, sprites and VTTs from R2, and video files behind signed, expiring links.
import { Hono } from 'hono';
import { mediaCacheControl } from '../cache/policy';
import { serveObject } from '../media/serve';
import { verifyMedia } from '../media/signing';
import type { AppEnv } from '../env';

export const mediaRoutes = new Hono<AppEnv>();

const KEY = /^(thumbs|avatars|models|channels|photos|videos|timeline|covers)\/[A-Za-z0-9/_.-]{1,200}$/;

mediaRoutes.get('/media/*', async (c) => {
  const key = c.req.path.slice('/media/'.length);
  // Keys are plain ASCII: anything percent-encoded or climbing up is not a media key.
  if (!KEY.test(key) || key.includes('..')) return c.text('Not found', 404);
  if (key.startsWith('timeline/')) return serveObject(c, key, { cacheControl: mediaCacheControl('timeline') });
  if (!key.startsWith('videos/')) return serveObject(c, key);
  // Video files only through links the site signed lately: no hotlinking of raw keys or old links.
  const now = Math.floor(Date.now() / 1000);
  const { verdict, download } = await verifyMedia(c.env.MEDIA_SECRET, key, new URL(c.req.url).searchParams, now);
  if (verdict !== 'valid') return c.text(verdict === 'expired' ? 'Link expired' : 'Forbidden', 403);
  return serveObject(c, key, { download, cacheControl: mediaCacheControl(download ? 'download-file' : 'player-file') });
});
