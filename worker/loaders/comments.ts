// The newest comments of a video or album through the cache: the video page's comments and
// /api/json/comments/... share the entry; clients page it themselves, 10 at a time.
import type { Context } from 'hono';
import { cacheKey } from '../cache/policy';
import { cached, type CacheOptions } from '../cache/read-through';
import { listComments, type Comment, type CommentObject } from '../db/comments';
import type { Page } from '../db/videos';
import type { AppEnv } from '../env';
import { videoBuckets } from './slots';

/** The comments an object's cached list holds (newest first); older pages are read directly. */
export const COMMENTS_CACHED = 200;

/** The comments path's section tokens (the objects that have comments) and the object type each names. */
export const COMMENT_SECTIONS = ['videos', 'albums'] as const;
export type CommentSection = (typeof COMMENT_SECTIONS)[number];
const OBJECT_TYPES: Record<CommentSection, CommentObject> = { videos: 'video', albums: 'album' };

/**
 * Key "comments/{section}/{million}/{thousand}/{id}". Signed-in visitors read fresh (spec: lifetime 0 when
 * signed in), so a member sees their own comment at once.
 */
function commentsKey(section: CommentSection, objectId: number): string {
  return cacheKey('comments', section, ...videoBuckets(objectId), objectId);
}

/** Drops an object's cached comments after a new one, so guests see it at once too. */
export async function forgetComments(c: Context<AppEnv>, section: CommentSection, objectId: number): Promise<void> {
  await c.env.CACHE.delete(commentsKey(section, objectId));
}

export function loadComments(
  c: Context<AppEnv>,
  q: { section: CommentSection; objectId: number },
  options: CacheOptions = {},
): Promise<Page<Comment>> {
  const key = commentsKey(q.section, q.objectId);
  const load = () => listComments(c.env.DB, { objectType: OBJECT_TYPES[q.section], objectId: q.objectId, page: 1, perPage: COMMENTS_CACHED });
  return cached(c, 'comments', key, load, { ...options, bypass: options.bypass || c.get('user') !== null });
}

/** One page of comments: cut from the cached newest ones, or read directly beyond them. */
export async function loadCommentsPage(c: Context<AppEnv>, q: { section: CommentSection; objectId: number; page: number; perPage: number }) {
  if (q.page * q.perPage > COMMENTS_CACHED) {
    return listComments(c.env.DB, { objectType: OBJECT_TYPES[q.section], objectId: q.objectId, page: q.page, perPage: q.perPage });
  }
  const all = await loadComments(c, q);
  return { items: all.items.slice((q.page - 1) * q.perPage, q.page * q.perPage), total: all.total };
}
