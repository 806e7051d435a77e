// One video through the cache: the video page, embed, download landing and /api/json/video/... share its entry; its
// category and model tags (titles in the visitor's language) have an entry per language.
import type { Context } from 'hono';
import type { Lang } from '../../locales';
import { cacheKey } from '../cache/policy';
import { cached, type CacheOptions } from '../cache/read-through';
import { listVideoTags, readVideo, type VideoDetail, type VideoTags } from '../db/videos';
import type { AppEnv } from '../env';
import { videoBuckets } from './slots';

/**
 * Key "video/{million}/{thousand}/{id}". Missing videos are not kept, nor videos awaiting moderation: only their
 * uploader sees those, and once approved they must not stay hidden behind a stale entry. Members share the entry;
 * their page reads the counts their own actions move fresh (loaders/member-page-state.ts).
 */
export const videoCacheKey = (videoId: number) => cacheKey('video', ...videoBuckets(videoId), videoId);

export function loadVideo(c: Context<AppEnv>, videoId: number, options: CacheOptions = {}): Promise<VideoDetail | null> {
  return cached(c, 'video', videoCacheKey(videoId), () => readVideo(c.env.DB, videoId), {
    ...options,
    store: (video) => video.status_id === 1 || video.status_id === 5,
  });
}

/** Key "video_tags/{lang}/{million}/{thousand}/{id}", as long-lived as the video's; a video without tags is not kept. */
export function loadVideoTags(c: Context<AppEnv>, videoId: number, lang: Lang): Promise<VideoTags> {
  const key = cacheKey('video_tags', lang, ...videoBuckets(videoId), videoId);
  return cached(c, 'video', key, () => listVideoTags(c.env.DB, videoId, lang), {
    store: (tags) => tags.categories.length + tags.models.length > 0,
  });
}
