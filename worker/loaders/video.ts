// One video through the cache: the video page, embed, download landing and /api/json/video/... share its entry.
import type { Context } from 'hono';
import { cacheKey } from '../cache/policy';
import { cached, type CacheOptions } from '../cache/read-through';
import { readVideo, type VideoDetail } from '../db/videos';
import type { AppEnv } from '../env';
import { videoBuckets } from './slots';

/**
 * Key "video/{million}/{thousand}/{id}". Missing videos are not kept, nor videos awaiting moderation: only their
 * uploader sees those, and once approved they must not stay hidden behind a stale entry.
 */
/**
 * Members read the video fresh, so their own vote and comment show in its counts at once (as comments, spec: lifetime 0
 * when signed in); guests share the cached entry.
 */
export function loadVideo(c: Context<AppEnv>, videoId: number, options: CacheOptions = {}): Promise<VideoDetail | null> {
  const key = cacheKey('video', ...videoBuckets(videoId), videoId);
  return cached(c, 'video', key, () => readVideo(c.env.DB, videoId), {
    ...options,
    bypass: options.bypass || Boolean(c.get('user')),
    store: (video) => video.status_id === 1 || video.status_id === 5,
  });
}
