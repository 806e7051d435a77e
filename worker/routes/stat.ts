// The stat operation of spec section 7: `act=view` by beacon (POST, one second after load) or, with JavaScript off, by
// a pixel (GET), which only enqueues views carrying the watch page's token (worker/stats/views.ts); and the members'
// `act=vote` and `act=comm` for JS clients (worker/actions/vote-comment.ts): a refusal names its field (`notify`, the
// call as a whole; `msg`, the comment's text) and its text in the visitor's language.
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { COMMENT_INFO, COMMENT_NOTICES, VOTE_NOTICES, comment, vote, type CommentCode } from '../actions/vote-comment';
import { clientIp } from '../auth/accounts';
import type { AppEnv } from '../env';
import { VIEW_TOKEN_MAX_LENGTH, isValidViewToken } from '../stats/view-token';
import { viewerOf } from '../stats/visitor';
import { jsonError, jsonRefusal } from '../http/json';
import { noticeText } from '../middleware/flash';
import { readForm } from '../http/params';

export const statRoutes = new Hono<AppEnv>();

const COMMENT_FIELD_CODES: readonly CommentCode[] = ['required', 'min_length', 'max_length', 'too_many'];

const viewSchema = z.object({
  act: z.literal('view'),
  section: z.literal('videos'),
  object_id: z.string().regex(/^[1-9][0-9]{0,9}$/).transform(Number).pipe(z.number().max(2 ** 31)),
  nogeo: z.literal('1').optional(),
  token: z.string().max(VIEW_TOKEN_MAX_LENGTH).optional(),
});

/** A transparent 1x1 GIF for the no-script pixel. */
const PIXEL = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (ch) => ch.charCodeAt(0));

/** False for a malformed request; true otherwise, also when the view is dropped for want of a valid token. */
async function enqueueView(c: Context<AppEnv>, input: Record<string, unknown>): Promise<boolean> {
  const parsed = viewSchema.safeParse(input);
  if (!parsed.success) return false;
  const { object_id: videoId, token, nogeo } = parsed.data;
  const at = Math.floor(Date.now() / 1000);
  // Only a watch page served lately hands out a valid token; anything else is answered alike and counts nothing.
  if (!(await isValidViewToken(c.env.MEDIA_SECRET, token, videoId, at))) return true;
  const country = nogeo ? 'XX' : /^[A-Z]{2}$/.test(c.get('country')) ? c.get('country') : 'XX';
  const userId = c.get('user')?.userId ?? null;
  const viewer = await viewerOf(c.env.MEDIA_SECRET, userId, clientIp(c), c.req.header('User-Agent') ?? '');
  // Sending is fast and local to the edge; the dedupe, the ceilings and the write happen in the consumer, in batches.
  c.executionCtx.waitUntil(c.env.VIEWS.send({ videoId, country, at, userId, ...viewer }));
  return true;
}

statRoutes.post('/api/stat.php', async (c) => {
  const form = await readForm(c);
  c.header('Cache-Control', 'no-store');
  if (form.act === 'vote') {
    const outcome = await vote(c, form);
    return outcome.ok ? c.json({ ok: true, ...outcome.counts }) : jsonRefusal(c, 200, outcome.code, VOTE_NOTICES[outcome.code], outcome.counts && { ...outcome.counts });
  }
  if (form.act === 'comm') {
    const outcome = await comment(c, form);
    if (outcome.ok) return c.json({ comment_id: outcome.commentId });
    // What the comment's own text broke belongs to its field, with the limit its text names; anything else refuses the
    // call as a whole.
    if (!COMMENT_FIELD_CODES.includes(outcome.code)) return jsonRefusal(c, 200, outcome.code, COMMENT_NOTICES[outcome.code]);
    const message = noticeText(c.get('t'), COMMENT_NOTICES[outcome.code]);
    return jsonError(c, 200, outcome.code, { field: 'msg', message, info: COMMENT_INFO[outcome.code] ?? {} });
  }
  const accepted = await enqueueView(c, form);
  return accepted ? c.body(null, 204) : jsonError(c, 400, 'invalid_request');
});

statRoutes.get('/api/stat.php', async (c) => {
  const accepted = await enqueueView(c, c.req.query());
  c.header('Cache-Control', 'no-store');
  if (!accepted) return jsonError(c, 400, 'invalid_request');
  return c.body(PIXEL, 200, { 'Content-Type': 'image/gif' });
});
