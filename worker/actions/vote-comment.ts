// The stat operation's member actions (spec section 7): act vote (section, vote 1 or 0, object_id) and act comm (msg,
// section, object_id), shared by the plain forms, the htmx fragments and /api/stat.php.
import type { Context } from 'hono';
import * as z from 'zod';
import { text } from '../auth/accounts';
import { COMMENTS_MIN, COMMENTS_MAX, COMMENTS_PER_WINDOW, COMMENTS_WINDOW_SECONDS } from '../config/limits';
import { insertComment } from '../db/comments';
import { objectIsOpen, type RatedObject } from '../db/object-tables';
import { castVote, type VoteCounts } from '../db/votes';
import type { AppEnv } from '../env';
import type { NoticeCode } from '../middleware/flash';
import { forgetComments, type CommentSection } from '../loaders/comments';
import { nowSeconds } from '../http/clock';
import { idSchema } from '../http/params';
import { checkLength, memberText } from './text-rules';

const SECTION_OBJECTS: Record<CommentSection, RatedObject> = { videos: 'video', albums: 'album' };

const target = z.object({
  section: z.enum(['videos', 'albums']),
  object_id: idSchema,
});

export type VoteCode = 'login_required' | 'invalid_request' | 'not_found' | 'already_voted';
export type VoteOutcome = { ok: true; counts: VoteCounts } | { ok: false; code: VoteCode; counts?: VoteCounts };
/** Each refusal's notice, its text wherever it is told (a flash, a toast, a JSON answer). */
export const VOTE_NOTICES: Record<VoteCode, NoticeCode> = {
  login_required: 'login_required', invalid_request: 'invalid_request', not_found: 'vote_not_found', already_voted: 'vote_already_voted',
};

export async function vote(c: Context<AppEnv>, form: Record<string, unknown>): Promise<VoteOutcome> {
  const user = c.get('user');
  if (!user) return { ok: false, code: 'login_required' };
  const parsed = target.extend({ vote: z.enum(['0', '1']).transform((v) => (v === '1' ? 1 : 0) as 0 | 1) }).safeParse({
    section: text(form.section), object_id: text(form.object_id), vote: text(form.vote),
  });
  if (!parsed.success) return { ok: false, code: 'invalid_request' };
  const type = SECTION_OBJECTS[parsed.data.section];
  if (!(await objectIsOpen(c.env.DB, type, parsed.data.object_id))) return { ok: false, code: 'not_found' };
  const result = await castVote(c.env.DB, type, parsed.data.object_id, user.userId, parsed.data.vote, nowSeconds());
  return result.counted ? { ok: true, counts: result.counts } : { ok: false, code: 'already_voted', counts: result.counts };
}

export type CommentCode = 'login_required' | 'invalid_request' | 'not_found' | 'required' | 'min_length' | 'max_length' | 'too_many';
/** Each refusal's info: the limit it names, for the form.error.{code} text. */
export const COMMENT_INFO: Partial<Record<CommentCode, Record<string, number>>> = {
  min_length: { min: COMMENTS_MIN },
  max_length: { max: COMMENTS_MAX },
  too_many: { count: COMMENTS_PER_WINDOW, minutes: COMMENTS_WINDOW_SECONDS / 60 },
};
/** Each refusal's notice: a comment refused says what the form would say. */
export const COMMENT_NOTICES: Record<CommentCode, NoticeCode> = {
  login_required: 'login_required', invalid_request: 'invalid_request', required: 'comment_required',
  min_length: 'comment_min_length', max_length: 'comment_max_length', too_many: 'comment_too_many', not_found: 'comment_not_found',
};
export type CommentOutcome = { ok: true; commentId: number; section: CommentSection; objectId: number } | { ok: false; code: CommentCode };

export async function comment(c: Context<AppEnv>, form: Record<string, unknown>): Promise<CommentOutcome> {
  const user = c.get('user');
  if (!user) return { ok: false, code: 'login_required' };
  const parsed = target.safeParse({ section: text(form.section), object_id: text(form.object_id) });
  if (!parsed.success) return { ok: false, code: 'invalid_request' };
  // Shown escaped, links not linked.
  const message = memberText(form.msg);
  const refusal = checkLength(message, COMMENTS_MIN, COMMENTS_MAX);
  if (refusal) return { ok: false, code: refusal.code };
  const { section, object_id: objectId } = parsed.data;
  const type = SECTION_OBJECTS[section];
  const now = nowSeconds();
  if (!(await objectIsOpen(c.env.DB, type, objectId))) return { ok: false, code: 'not_found' };
  const within = { max: COMMENTS_PER_WINDOW, since: now - COMMENTS_WINDOW_SECONDS };
  const commentId = await insertComment(c.env.DB, { objectType: type, objectId, userId: user.userId, text: message, now, within });
  if (commentId === null) return { ok: false, code: 'too_many' };
  await forgetComments(c, section, objectId);
  return { ok: true, commentId, section, objectId };
}
