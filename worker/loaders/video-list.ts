// Video lists through the cache: the listing pages and /api/json/videos2/... load them here, under one key.
import type { Context } from 'hono';
import type { Lang } from '../../locales';
import type { VideoSort } from '../domain/vocabularies';
import { SECTIONS } from '../domain/vocabularies';
import { cacheKey } from '../cache/policy';
import { cached, type CacheOptions } from '../cache/read-through';
import { listVideos } from '../db/video-listing';
import type { DateFilter, DurationFilter, Page, VideoCard, VideoScope } from '../db/videos';
import type { AppEnv } from '../env';
import { pageInLanguage } from '../domain/video-texts';

export interface VideoListParams {
  gender: 0 | 1 | 2;
  sort: VideoSort;
  page: number;
  perPage: number;
  /** Related videos have their own loader and key (loaders/related.ts). */
  scope: Exclude<VideoScope, { kind: 'related' }>;
  duration?: DurationFilter;
  date?: DateFilter;
  hd?: boolean;
}

/** The section.object_id slots of the videos2 path: "all.0", "categories.beach+office", "model.{dir}", "uploader.12". */
export function scopeToken(scope: VideoListParams['scope']): string {
  switch (scope.kind) {
    case 'all':
      return 'all.0';
    case 'categories':
      return `categories.${scope.dirs.join('+')}`;
    case 'model':
    case 'channel':
      return `${scope.kind}.${scope.dir}`;
    case 'uploader':
      return `uploader.${scope.id}`;
  }
}

export function videoListKey(p: VideoListParams): string {
  return cacheKey(
    'videos2', SECTIONS[p.gender], p.sort, p.perPage,
    // "HD only" is the pages' own filter (the API's paths have none): its entries end in ".hd".
    `${scopeToken(p.scope)}.${p.page}.all.${p.duration ?? 'all'}.${p.date ?? 'all'}${p.hd ? '.hd' : ''}`,
  );
}

/**
 * A page of a list, or null when its scope names nothing (an unknown category, model or channel dir); its cards in
 * `options.lang` (a feed's host language), else the page's language.
 */
export async function loadVideoList(
  c: Context<AppEnv>, p: VideoListParams, options?: CacheOptions & { lang?: Lang },
): Promise<Page<VideoCard> | null> {
  // Empty pages (unknown scopes, pages past the end) are answered but never stored: they cannot fill the cache.
  const page = await cached(c, 'videos', videoListKey(p), () => listVideos(c.env.DB, { ...p, now: Math.floor(Date.now() / 1000) }), {
    ...options,
    store: (loaded) => loaded.items.length > 0,
  });
  return page && pageInLanguage(page, options?.lang ?? c.get('lang'));
}
