// One video through the cache: the video page, embed, download landing and /api/json/video/... share its entry; its
// category and model tags (titles in the visitor's language) have an entry per language.
import type { Context } from 'hono';
import type { Lang } from '../../locales';
import { cacheKey } from '../cache/policy';
import { cached, type CacheOptions } from '../cache/read-through';
import { listVideoTags, readVideo, type VideoDetail, type VideoTags } from '../db/videos';
import type { AppEnv } from '../env';
import { partnerEmbedOf } from '../domain/partner-videos';
import { inLanguage } from '../domain/video-texts';
import { videoBuckets } from './slots';
import { STATUS } from '../domain/vocabularies';

/**
 * Key "video/{million}/{thousand}/{id}". Missing videos are not kept, nor videos awaiting moderation: only their
 * uploader sees those, and once approved they must not stay hidden behind a stale entry. Members share the entry;
 * their page reads the counts their own actions move fresh (loaders/member-page-state.ts).
 */
export const videoCacheKey = (videoId: number) => cacheKey('video', ...videoBuckets(videoId), videoId);

/** The video with its texts in every language (one entry serves every language's host). */
export function loadVideoInAllLanguages(c: Context<AppEnv>, videoId: number, options: CacheOptions = {}): Promise<VideoDetail | null> {
  return cached(c, 'video', videoCacheKey(videoId), () => readVideo(c.env.DB, videoId), {
    ...options,
    store: (video) => video.status_id === STATUS.active || video.status_id === STATUS.deleted,
  });
}

/** The video in the page's language: its title, dir and description there when it has them. */
export async function loadVideo(c: Context<AppEnv>, videoId: number, options: CacheOptions = {}): Promise<VideoDetail | null> {
  const video = await loadVideoInAllLanguages(c, videoId, options);
  return video && inLanguage(video, c.get('lang'));
}

/** Key "video_tags/{lang}/{million}/{thousand}/{id}", as long-lived as the video's; a video without tags is not kept. */
export function loadVideoTags(c: Context<AppEnv>, videoId: number, lang: Lang): Promise<VideoTags> {
  const key = cacheKey('video_tags', lang, ...videoBuckets(videoId), videoId);
  return cached(c, 'video', key, () => listVideoTags(c.env.DB, videoId, lang), {
    store: (tags) => tags.categories.length + tags.models.length > 0,
  });
}

export type Availability = 'ok' | 'deleted' | 'private' | 'missing';

/** Deleted (status 5), awaiting moderation (owner only), private (members only), or watchable. */
export function availability(video: VideoDetail | null, viewerId: number | null): Availability {
  if (!video) return 'missing';
  if (video.status_id === STATUS.deleted) return 'deleted';
  if (video.status_id !== STATUS.active && video.user_id !== viewerId) return 'missing';
  if (video.is_private === 1 && viewerId === null) return 'private';
  return 'ok';
}

/** The video if this visitor may watch (and so download) it. */
export async function downloadableVideo(c: Context<AppEnv>, videoId: number | undefined): Promise<VideoDetail | null> {
  if (videoId === undefined) return null;
  const video = await loadVideo(c, videoId);
  // A partner's video has no file here to download.
  return video && availability(video, c.get('user')?.userId ?? null) === 'ok' && partnerEmbedOf(video) === null ? video : null;
}
