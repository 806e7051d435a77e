// The stat operation of spec section 7 for views: `act=view` by beacon (POST, one second after load) or, with
// JavaScript off, by a pixel (GET). It only enqueues; nothing waits on D1 (worker/stats/views.ts).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';

export const statRoutes = new Hono<AppEnv>();

const viewSchema = z.object({
  act: z.literal('view'),
  section: z.literal('videos'),
  object_id: z.string().regex(/^[1-9][0-9]{0,9}$/).transform(Number).pipe(z.number().max(2 ** 31)),
  nogeo: z.literal('1').optional(),
});

/** A transparent 1x1 GIF for the no-script pixel. */
const PIXEL = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (ch) => ch.charCodeAt(0));

async function enqueueView(c: Context<AppEnv>, input: Record<string, unknown>): Promise<boolean> {
  const parsed = viewSchema.safeParse(input);
  if (!parsed.success) return false;
  const country = parsed.data.nogeo ? 'XX' : /^[A-Z]{2}$/.test(c.get('country')) ? c.get('country') : 'XX';
  // Sending is fast and local to the edge; the write happens in the consumer, in batches.
  c.executionCtx.waitUntil(
    c.env.VIEWS.send({ videoId: parsed.data.object_id, country, at: Math.floor(Date.now() / 1000), userId: c.get('user')?.userId ?? null }),
  );
  return true;
}

statRoutes.post('/api/stat.php', async (c) => {
  const accepted = await enqueueView(c, await c.req.parseBody());
  c.header('Cache-Control', 'no-store');
  return accepted ? c.body(null, 204) : c.json({ error: true, code: 'invalid_request' }, 400);
});

statRoutes.get('/api/stat.php', async (c) => {
  const accepted = await enqueueView(c, c.req.query());
  c.header('Cache-Control', 'no-store');
  if (!accepted) return c.json({ error: true, code: 'invalid_request' }, 400);
  return c.body(PIXEL, 200, { 'Content-Type': 'image/gif' });
});
