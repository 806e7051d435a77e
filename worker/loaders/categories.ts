// Categories of a section in a language through the cache: the /categories/ index, the listings' sidebar, the
// category pages and the upload form read the entry /api/json/categories/.../{gender}.videos.{lang}.json answers.
import type { Context } from 'hono';
import type { Lang } from '../../locales';
import { cacheKey } from '../cache/policy';
import { cached, type CacheOptions } from '../cache/read-through';
import { SECTIONS } from '../domain/vocabularies';
import { SITE } from '../config/site';
import { listCategories, type Category } from '../db/categories';
import type { AppEnv } from '../env';

/** The categories path's section token: categories of videos (albums have none). */
export const CATEGORY_SECTIONS = ['videos'] as const;

/** The categories the site shows (its file's `categories`), or all when it names none. */
const shown = SITE.categories ? new Set(SITE.categories) : null;

/**
 * Key "categories/{gender}.videos.{lang}": every category of the catalogue by title, with its video count in the
 * section. Sister sites sharing a catalogue share the entry; each keeps only the categories it shows.
 */
export async function loadCatalogueCategories(c: Context<AppEnv>, q: { gender: 0 | 1 | 2; lang: Lang }, options: CacheOptions = {}): Promise<Category[]> {
  const key = cacheKey('categories', `${SECTIONS[q.gender]}.videos.${q.lang}`);
  return cached(c, 'categories', key, () => listCategories(c.env.DB, q), options);
}

/** The categories visitors see on this site: its index, sidebar, category pages, suggestions, upload form and feeds. */
export async function loadCategories(c: Context<AppEnv>, q: { gender: 0 | 1 | 2; lang: Lang }, options: CacheOptions = {}): Promise<Category[]> {
  const all = await loadCatalogueCategories(c, q, options);
  return shown ? all.filter((category) => shown.has(category.dir)) : all;
}

/** The sidebar: the visitor's section's categories with at least `minVideos` videos, largest first. */
export async function loadLargeCategories(c: Context<AppEnv>, minVideos: number): Promise<Category[]> {
  const all = await loadCategories(c, { gender: c.get('gender'), lang: c.get('lang') });
  return all.filter((category) => category.total_videos >= minVideos).sort((a, b) => b.total_videos - a.total_videos);
}
