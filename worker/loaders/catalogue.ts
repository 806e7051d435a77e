// Site-wide reference lists through the cache: categories (index, sidebar, main stats), keywords (suggester,
// main stats) and a member's subscriptions. Each has its /api/json/... endpoint on the same entry.
import type { Context } from 'hono';
import type { Lang } from '../../locales';
import { cacheKey } from '../cache/policy';
import { cached, type CacheOptions } from '../cache/read-through';
import { HOME_LIST_SIZE } from '../config/limits';
import { SECTIONS } from '../config/sections';
import { listCategories, type Category } from '../db/categories';
import { listTopKeywords, type Keyword } from '../db/keywords';
import { listSubscriptions, type Subscription } from '../db/members';
import type { ModelCard } from '../db/models';
import type { AppEnv } from '../env';
import { loadModelList } from './model-list';
import { bucketOf } from './slots';

/** Categories in a language, by title. The list is the same in every section (counts are over all of them). */
export function loadCategories(c: Context<AppEnv>, q: { gender: 0 | 1 | 2; lang: Lang }, options: CacheOptions = {}): Promise<Category[]> {
  return cached(c, 'categories', cacheKey('categories', `${SECTIONS[q.gender]}.videos.${q.lang}`), () => listCategories(c.env.DB, q.lang), options);
}

/** The sidebar: categories with at least `minVideos` videos, largest first. */
export async function loadLargeCategories(c: Context<AppEnv>, minVideos: number): Promise<Category[]> {
  const all = await loadCategories(c, { gender: c.get('gender'), lang: c.get('lang') });
  return all.filter((category) => category.total_videos >= minVideos).sort((a, b) => b.total_videos - a.total_videos);
}

/** Keyword sets the search box suggests from (spec: 100 shown at random). */
export function loadKeywords(c: Context<AppEnv>, count: number, options: CacheOptions = {}): Promise<Keyword[]> {
  return cached(c, 'suggester', cacheKey('suggester', count), () => listTopKeywords(c.env.DB, count), options);
}

const MAIN_CATEGORIES = 20;
const MAIN_KEYWORDS = 30;

export interface MainStats {
  categories: Category[];
  keywords: Keyword[];
  models: ModelCard[];
}

/** The main stats: the largest categories, the most searched keywords and the most popular models. */
export function loadMain(c: Context<AppEnv>, q: { gender: 0 | 1 | 2; lang: Lang }, options: CacheOptions = {}): Promise<MainStats> {
  return cached(c, 'main', cacheKey('main', `${SECTIONS[q.gender]}.${q.lang}`), async () => {
    const [categories, keywords, models] = await Promise.all([
      loadCategories(c, q, options),
      listTopKeywords(c.env.DB, MAIN_KEYWORDS),
      loadModelList(c, { gender: q.gender, sort: 'most-popular', page: 1, perPage: HOME_LIST_SIZE, filters: {} }, options),
    ]);
    return { categories: [...categories].sort((a, b) => b.total_videos - a.total_videos).slice(0, MAIN_CATEGORIES), keywords, models: models.items };
  }, options);
}

export function loadSubscriptions(c: Context<AppEnv>, userId: number, options: CacheOptions = {}): Promise<Subscription[]> {
  return cached(c, 'subscriptions', cacheKey('subscriptions', bucketOf(userId), userId), () => listSubscriptions(c.env.DB, userId), options);
}
