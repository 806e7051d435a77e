// The main stats of a section in a language through the cache (/api/json/main/...): the largest categories, the
// most searched terms and the most popular models, built from the categories and models lists the pages share.
import type { Context } from 'hono';
import type { Lang } from '../../locales';
import { cacheKey } from '../cache/policy';
import { cached, type CacheOptions } from '../cache/read-through';
import { HOME_LIST_SIZE } from '../config/limits';
import { SECTIONS } from '../domain/vocabularies';
import type { Category } from '../db/categories';
import type { ModelCard } from '../db/models';
import { listTopSearchTermsIn, type SearchTerm } from '../db/search-terms';
import type { AppEnv } from '../env';
import { loadCategories } from './categories';
import { loadModelList } from './model-list';

export const MAIN_CATEGORIES = 20;
export const MAIN_KEYWORDS = 30;

export interface MainStats {
  categories: Category[];
  keywords: SearchTerm[];
  models: ModelCard[];
}

/**
 * Key "main/{gender}.{lang}": the section's 20 largest categories, the 30 terms most searched in the language, and the
 * section's 25 most popular models (the home page's list, read through its own entry).
 */
export function loadMain(c: Context<AppEnv>, q: { gender: 0 | 1 | 2; lang: Lang }, options: CacheOptions = {}): Promise<MainStats> {
  return cached(c, 'main', cacheKey('main', `${SECTIONS[q.gender]}.${q.lang}`), async () => {
    const [categories, keywords, models] = await Promise.all([
      loadCategories(c, q, options),
      listTopSearchTermsIn(c.env.DB, { lang: q.lang, limit: MAIN_KEYWORDS }),
      loadModelList(c, { gender: q.gender, sort: 'most-popular', page: 1, perPage: HOME_LIST_SIZE, filters: {} }, options),
    ]);
    const largest = [...categories].sort((a, b) => b.total_videos - a.total_videos).slice(0, MAIN_CATEGORIES);
    return { categories: largest, keywords, models: models.items };
  }, options);
}
