// GET /static/tf/videos.{id}.json: a partner promo feed (spec section 7) as stored in R2. The feeds are partner data
// the operators replace without a deploy, so they live in our storage, not among the built static assets.
import { Hono } from 'hono';
import { jsonError } from '../http/json';
import { PARTNER_FEED_CACHE_CONTROL } from '../cache/policy';
import type { AppEnv } from '../env';
import { FEED_ID, partnerFeedKey } from '../partner/feeds';

export const partnerFeedRoutes = new Hono<AppEnv>();

partnerFeedRoutes.get('/static/tf/:file', async (c) => {
  const id = /^videos\.(.+)\.json$/.exec(c.req.param('file'))?.[1];
  if (!id || !FEED_ID.test(id)) return jsonError(c, 404, 'not_found');
  const object = await c.env.MEDIA.get(partnerFeedKey(id), { onlyIf: c.req.raw.headers });
  if (!object) return jsonError(c, 404, 'not_found');
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': PARTNER_FEED_CACHE_CONTROL,
    ETag: object.httpEtag,
    'X-Content-Type-Options': 'nosniff',
  };
  // The browser's copy is still the feed (If-None-Match matched).
  if (!('body' in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
});
