// A video's related videos through the cache, in blocks of three pages: the video page's related grid and
// /api/json/videos_related2/... share each block's entry.
import type { Context } from 'hono';
import { cacheKey } from '../cache/policy';
import { cached, type CacheOptions } from '../cache/read-through';
import { listRelatedVideos } from '../db/related';
import type { Page, VideoCard } from '../db/videos';
import type { AppEnv } from '../env';
import { pageInLanguage } from '../domain/video-texts';
import { videoBuckets } from './slots';

/** Related lists are fetched in blocks of three pages (spec section 4) and stop after this many videos. */
export const RELATED_BLOCK_PAGES = 3;
export const RELATED_MAX = 108;

/** The number of blocks a related list of `perPage`-video pages can have before RELATED_MAX cuts it. */
export function relatedBlockCount(perPage: number): number {
  return Math.ceil(RELATED_MAX / (perPage * RELATED_BLOCK_PAGES));
}

/**
 * Block `block` (from 1) of a video's related list, `perPage` x 3 videos, with the list's (capped) length; null when
 * the video does not exist or has no category (never kept, so unknown ids cannot fill the cache).
 * Key "videos_related2/{perPage*3}/{million}/{thousand}/{id}.all.{block}"; a block past the end is not kept.
 */
export function loadRelatedBlock(
  c: Context<AppEnv>,
  q: { videoId: number; perPage: number; block: number },
  options: CacheOptions = {},
): Promise<Page<VideoCard> | null> {
  const size = q.perPage * RELATED_BLOCK_PAGES;
  const key = cacheKey('videos_related2', size, ...videoBuckets(q.videoId), `${q.videoId}.all.${q.block}`);
  const load = () =>
    listRelatedVideos(c.env.DB, {
      videoId: q.videoId, offset: (q.block - 1) * size, limit: size, cap: RELATED_MAX, now: Math.floor(Date.now() / 1000),
    });
  const block = cached(c, 'related', key, load, { ...options, store: (page) => q.block === 1 || page.items.length > 0 });
  return block.then((page) => page && pageInLanguage(page, c.get('lang')));
}

/** One page of related videos, cut from the block that holds it (page p is in block ceil(p / 3)). */
export async function loadRelatedPage(c: Context<AppEnv>, q: { videoId: number; perPage: number; page: number }): Promise<Page<VideoCard>> {
  const block = await loadRelatedBlock(c, { ...q, block: Math.ceil(q.page / RELATED_BLOCK_PAGES) });
  const start = ((q.page - 1) % RELATED_BLOCK_PAGES) * q.perPage;
  return { items: block?.items.slice(start, start + q.perPage) ?? [], total: block?.total ?? 0 };
}
