// Search results for the search page and /api/videos2.php: one function, read fresh every time (a query is the
// visitor's own words, so its answers are never stored: docs/api.md).
import type { Context } from 'hono';
import { searchVideos, type VideoSearchQuery } from '../db/video-search';
import type { Page, VideoCard } from '../db/videos';
import type { AppEnv } from '../env';
import { pageInLanguage } from '../domain/video-texts';
import { nowSeconds } from '../http/clock';

export function loadSearchResults(c: Context<AppEnv>, q: Omit<VideoSearchQuery, 'now'>): Promise<Page<VideoCard>> {
  return searchVideos(c.env.DB, { ...q, now: nowSeconds() }).then((page) => pageInLanguage(page, c.get('lang')));
}
