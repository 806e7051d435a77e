// GET /api/json/comments/3600/{section}/{million}/{thousand}/{object_id}.json and the jsond twin: the newest
// comments of a public video or album (up to 200), paged by the client 10 at a time; the video page reads the same entry.
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { urls } from '../../views/urls';
import type { CacheOptions } from '../cache/read-through';
import type { Comment } from '../db/comments';
import type { AppEnv } from '../env';
import { albumAccess, loadAlbum } from '../loaders/album';
import { COMMENT_SECTIONS, loadComments, type CommentSection } from '../loaders/comments';
import { loadVideo } from '../loaders/video';
import { listBody } from './items';
import { SLOTS_FILE, fileSlots, hasVideoBuckets, idSlot, variantLifetime } from './path';
import { jsonError, jsonRead } from '../http/json';
import { STATUS } from '../domain/vocabularies';

export const commentsApi = new Hono<AppEnv>();

const pathSchema = z.object({ section: z.enum(COMMENT_SECTIONS), slots: z.tuple([idSlot]) });

/** Comments are answered for objects everyone may see; the rest (missing, deleted, private, unmoderated) are a 404. */
async function isPublic(c: Context<AppEnv>, section: CommentSection, id: number, options: CacheOptions): Promise<boolean> {
  if (section === 'albums') {
    const album = await loadAlbum(c, id, options);
    return album !== null && albumAccess(album.album, null) === 'open';
  }
  const video = await loadVideo(c, id, options);
  return video !== null && video.status_id === STATUS.active && video.is_private === 0;
}

function commentItem(comment: Comment) {
  return {
    comment_id: comment.comment_id,
    user_id: comment.user_id,
    username: comment.username,
    user_visible: comment.user_visible,
    avatar: comment.avatar ? urls.media(comment.avatar) : null,
    added_date: new Date(comment.added_date * 1000).toISOString(),
    comment: comment.comment,
  };
}

commentsApi.get(`/api/:variant{jsond?}/comments/:lifetime/:section/:million/:thousand/${SLOTS_FILE}`, async (c) => {
  const p = c.req.param();
  const lifetime = variantLifetime('comments', p.variant, p.lifetime);
  const path = pathSchema.safeParse({ section: p.section, slots: fileSlots(p.slots) });
  if (lifetime === null || !path.success || !hasVideoBuckets(path.data.slots[0], p.million, p.thousand)) {
    return jsonError(c, 404, 'not_found');
  }
  const { section, slots: [objectId] } = path.data;
  // Signed-in visitors read fresh (spec: lifetime 0 when signed in).
  const options = { bypass: lifetime === 0 || c.get('user') !== null };
  if (!(await isPublic(c, section, objectId, options))) return jsonError(c, 404, 'not_found');
  const comments = await loadComments(c, { section, objectId }, options);
  if (!comments) return jsonError(c, 404, 'not_found');
  return jsonRead(c, listBody('comments', comments.items.map(commentItem), comments.total, 'comments_not_found'), lifetime);
});
