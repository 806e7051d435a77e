// The header search box's keyword sets through the cache: /api/json/suggester/.../{count}.json answers this entry.
import type { Context } from 'hono';
import { LANGS, type Lang } from '../../locales';
import { cacheKey } from '../cache/policy';
import { cached, type CacheOptions } from '../cache/read-through';
import { listTopSearchTerms, listTopSearchTermsIn, type SearchTerm } from '../db/search-terms';
import type { AppEnv } from '../env';
import { SUGGESTER_POOL } from '../config/limits';

/**
 * The set sizes a client may ask for: 100 (the box shows a set of 100 at random, spec section 9) and a pool of 500
 * to draw several sets from. Other sizes would only be more entries of the same list.
 */
export const SUGGESTER_COUNTS = [100, SUGGESTER_POOL] as const;

/**
 * Key "suggester/{count}": the `count` most searched terms over every language; "suggester/{count}/{lang}": those of
 * one site language, the set the search box shows its visitors (never a mix of languages).
 */
export function loadSuggesterTerms(c: Context<AppEnv>, count: number, lang: Lang | null, options: CacheOptions = {}): Promise<SearchTerm[]> {
  const key = lang ? cacheKey('suggester', count, lang) : cacheKey('suggester', count);
  const load = () =>
    lang ? listTopSearchTermsIn(c.env.DB, { lang, limit: count }) : listTopSearchTerms(c.env.DB, { limit: count, languages: LANGS.length });
  return cached(c, 'suggester', key, load, options);
}
