// The rankings through the cache: the top of each country (the home page and /top-country/) and today's most viewed
// (the home page), ranked by the cron every 30 minutes and kept as long (LIFETIMES.rankings).
import type { Context } from 'hono';
import { cacheKey } from '../cache/policy';
import { cached } from '../cache/read-through';
import { listPopularToday, listTopInCountry, type Page, type VideoCard } from '../db/videos';
import { SECTIONS } from '../domain/vocabularies';
import type { AppEnv } from '../env';
import { pageInLanguage } from '../domain/video-texts';

export function loadTopInCountry(
  c: Context<AppEnv>, p: { gender: 0 | 1 | 2; country: string; page: number; perPage: number },
): Promise<Page<VideoCard>> {
  const key = cacheKey('top-country', SECTIONS[p.gender], p.country, p.perPage, p.page);
  const page = cached(c, 'rankings', key, () => listTopInCountry(c.env.DB, p), { store: (loaded) => loaded.items.length > 0 });
  return page.then((loaded) => pageInLanguage(loaded, c.get('lang')));
}

export function loadPopularToday(c: Context<AppEnv>, p: { gender: 0 | 1 | 2; limit: number }): Promise<VideoCard[]> {
  const key = cacheKey('popular-today', SECTIONS[p.gender], p.limit);
  const items = cached(c, 'rankings', key, () => listPopularToday(c.env.DB, p), { store: (loaded) => loaded.length > 0 });
  return items.then((loaded) => pageInLanguage({ items: loaded }, c.get('lang')).items);
}
