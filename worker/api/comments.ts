// GET /api/json/comments/3600/{section}/{million}/{thousand}/{object_id}.json and the jsond twin: the newest
// comments of a video or album (up to 200), paged by the client 10 at a time.
import { Hono } from 'hono';
import { urls } from '../../views/urls';
import type { AppEnv } from '../env';
import { COMMENT_SECTIONS, loadComments, type CommentSection } from '../loaders/video';
import { listBody } from './items';
import { SLOTS_FILE, fileSlots, variantLifetime } from './path';
import { jsonError, jsonRead } from './respond';
import { bucketedId } from './video';

export const commentsApi = new Hono<AppEnv>();

const isSection = (value: string): value is CommentSection => value in COMMENT_SECTIONS;

commentsApi.get(`/api/:variant{jsond?}/comments/:lifetime/:section/:million/:thousand/${SLOTS_FILE}`, async (c) => {
  const p = c.req.param();
  const lifetime = variantLifetime('comments', p.variant, p.lifetime);
  const objectId = bucketedId(p.million, p.thousand, fileSlots(p.slots));
  if (lifetime === null || objectId === null || !isSection(p.section)) return jsonError(c, 404, 'not_found');
  const comments = await loadComments(c, { section: p.section, objectId }, { bypass: lifetime === 0 });
  const items = comments.items.map((comment) => ({
    comment_id: comment.comment_id,
    user_id: comment.user_id,
    username: comment.username,
    avatar: comment.avatar ? urls.media(comment.avatar) : null,
    added_date: new Date(comment.added_date * 1000).toISOString(),
    comment: comment.comment,
  }));
  return jsonRead(c, listBody('comments', items, comments.total, 'comments_not_found'), lifetime);
});
