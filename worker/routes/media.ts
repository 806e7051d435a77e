// /media/{key}: images, clips, sprites and VTTs from R2.
import { Hono } from 'hono';
import { serveObject } from '../media/serve';
import type { AppEnv } from '../env';

export const mediaRoutes = new Hono<AppEnv>();

const KEY = /^(thumbs|avatars|models|channels|photos|videos|timeline|covers)\/[A-Za-z0-9/_.-]{1,200}$/;

mediaRoutes.get('/media/*', async (c) => {
  const key = c.req.path.slice('/media/'.length);
  // Keys are plain ASCII: anything percent-encoded or climbing up is not a media key.
  if (!KEY.test(key) || key.includes('..')) return c.text('Not found', 404);
  return serveObject(c, key);
});
