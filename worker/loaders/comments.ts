// The newest comments of a video or album through the cache: the video page's comments and
// /api/json/comments/... share the entry; clients page it themselves, 10 at a time.
import type { Context } from 'hono';
import { cacheKey } from '../cache/policy';
import { cached, forgetCached, type CacheOptions } from '../cache/read-through';
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

/** Key "comments/{section}/{million}/{thousand}/{id}". */
function commentsKey(section: CommentSection, objectId: number): string {
  return cacheKey('comments', section, ...videoBuckets(objectId), objectId);
}

/** Drops an object's cached comments after a change, so everyone sees it at once. */
export async function forgetComments(c: Context<AppEnv>, section: CommentSection, objectId: number): Promise<void> {
  await forgetCached(c, commentsKey(section, objectId));
}

/**
 * An object's newest comments (null when the object does not exist, which is never kept). The entry is dropped
 * whenever a comment is added, so pages, signed-in members' included, read it fresh enough; the API's signed-in and
 * lifetime-0 reads pass `bypass` (spec: lifetime 0 when signed in).
 */
export function loadComments(
  c: Context<AppEnv>,
  q: { section: CommentSection; objectId: number },
  options: CacheOptions = {},
): Promise<Page<Comment> | null> {
  const key = commentsKey(q.section, q.objectId);
  const load = () => listComments(c.env.DB, { objectType: OBJECT_TYPES[q.section], objectId: q.objectId, page: 1, perPage: COMMENTS_CACHED });
  return cached(c, 'comments', key, load, options);
}

/** One page of comments: cut from the cached newest ones, or read directly beyond them. */
export async function loadCommentsPage(
  c: Context<AppEnv>, q: { section: CommentSection; objectId: number; page: number; perPage: number },
): Promise<Page<Comment>> {
  const page = q.page * q.perPage > COMMENTS_CACHED
    ? await listComments(c.env.DB, { objectType: OBJECT_TYPES[q.section], objectId: q.objectId, page: q.page, perPage: q.perPage })
    : await loadComments(c, q).then((all) => all && { items: all.items.slice((q.page - 1) * q.perPage, q.page * q.perPage), total: all.total });
  return page ?? { items: [], total: 0 };
}
