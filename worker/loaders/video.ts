// One video and the lists around it through the cache: the video page, embed, download landing and the
// /api/json/video, videos_related2 and comments endpoints share these entries.
import type { Context } from 'hono';
import { cacheKey } from '../cache/policy';
import { cached, type CacheOptions } from '../cache/read-through';
import { listComments, type Comment, type CommentObject } from '../db/comments';
import { listRelatedVideos } from '../db/related';
import { readVideo, type Page, type VideoCard, type VideoDetail } from '../db/videos';
import type { AppEnv } from '../env';

/** The two buckets of single-video paths: floor(id / 1,000,000) and floor(id / 1,000). */
export function videoBuckets(id: number): [number, number] {
  return [Math.floor(id / 1_000_000), Math.floor(id / 1_000)];
}

/** Related lists are fetched in blocks of three pages and stop after this many videos. */
export const RELATED_BLOCK_PAGES = 3;
export const RELATED_MAX = 108;
/** The comments an object's cached list holds (newest first); older pages are read directly. */
export const COMMENTS_CACHED = 200;

export function loadVideo(c: Context<AppEnv>, videoId: number, options: CacheOptions = {}): Promise<VideoDetail | null> {
  return cached(c, 'video', cacheKey('video', ...videoBuckets(videoId), videoId), () => readVideo(c.env.DB, videoId), options);
}

/** Block `block` (from 1) of a video's related list, `perPage` x 3 videos, with the list's (capped) length. */
export function loadRelatedBlock(
  c: Context<AppEnv>,
  q: { videoId: number; gender: number; perPage: number; block: number },
  options: CacheOptions = {},
): Promise<Page<VideoCard>> {
  const size = q.perPage * RELATED_BLOCK_PAGES;
  const key = cacheKey('videos_related2', size, ...videoBuckets(q.videoId), `${q.videoId}.all.${q.block}`);
  return cached(
    c, 'related', key,
    () => listRelatedVideos(c.env.DB, {
      videoId: q.videoId, gender: q.gender, offset: (q.block - 1) * size, limit: size, cap: RELATED_MAX, now: Math.floor(Date.now() / 1000),
    }),
    { ...options, store: (page) => q.block === 1 || page.items.length > 0 },
  );
}

/** One page of related videos, cut from its block. */
export async function loadRelatedPage(c: Context<AppEnv>, q: { videoId: number; gender: number; perPage: number; page: number }) {
  const block = await loadRelatedBlock(c, { ...q, block: Math.ceil(q.page / RELATED_BLOCK_PAGES) });
  const start = ((q.page - 1) % RELATED_BLOCK_PAGES) * q.perPage;
  return { items: block.items.slice(start, start + q.perPage), total: block.total };
}

export const COMMENT_SECTIONS = { videos: 'video', albums: 'album' } as const satisfies Record<string, CommentObject>;
export type CommentSection = keyof typeof COMMENT_SECTIONS;

/** The newest comments of an object; signed-in visitors read them fresh (spec: lifetime 0 when signed in). */
export function loadComments(
  c: Context<AppEnv>,
  q: { section: CommentSection; objectId: number },
  options: CacheOptions = {},
): Promise<Page<Comment>> {
  const key = cacheKey('comments', q.section, ...videoBuckets(q.objectId), q.objectId);
  const load = () => listComments(c.env.DB, { objectType: COMMENT_SECTIONS[q.section], objectId: q.objectId, page: 1, perPage: COMMENTS_CACHED });
  return cached(c, 'comments', key, load, { ...options, bypass: options.bypass || c.get('user') !== null });
}

/** One page of comments: from the cached newest ones, or read directly beyond them. */
export async function loadCommentsPage(c: Context<AppEnv>, q: { section: CommentSection; objectId: number; page: number; perPage: number }) {
  if (q.page * q.perPage > COMMENTS_CACHED) {
    return listComments(c.env.DB, { objectType: COMMENT_SECTIONS[q.section], objectId: q.objectId, page: q.page, perPage: q.perPage });
  }
  const all = await loadComments(c, q);
  return { items: all.items.slice((q.page - 1) * q.perPage, q.page * q.perPage), total: all.total };
}
