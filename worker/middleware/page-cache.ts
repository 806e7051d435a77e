// Whole-page cache at the edge (Cache API) for anonymous visitors: keyed by URL and everything a page
// varies on (language, section, top-list country, age gate, cookie notice, htmx fragment, browser language where a
// page speaks it, the chosen video quality where a page plays); members always get fresh pages. Pages hold their ad zones' main ads: middleware/ad-draw.tsx shows a
// view's different draw on the way out.
// A page stays stored past its lifetime as the copy that answers while D1 fails (stale-if-error). A page counts as
// fresh only in the catalogue generation it was made in: a moderation action makes every page again.
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { catalogueGeneration, FIRST_GENERATION } from '../cache/generation';
import { MemoryTier } from '../cache/memory-tier';
import { STALE_IF_ERROR_SECONDS } from '../cache/policy';
import { DatabaseUnavailable } from '../db/request-database';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { FLASH_COOKIE } from './flash';

export interface PageCacheOptions {
  /** Seconds an anonymous page may be served from the edge cache. */
  ttl: number;
  /** Paths never cached (preference links, API, media). */
  skip: readonly string[];
  /** Query parameter names a cached page may carry; any other name makes the request uncacheable. */
  query: ReadonlySet<string>;
  /** Query parameter names a page ignores: accepted, and left out of the key (the page is the same without them). */
  ignore: ReadonlySet<string>;
  /** The top-list country of this request, for the pages that show one (home, top country). */
  topCountry: (c: Context<AppEnv>) => string | null;
  /** The browser's language, on the pages with texts in it (the watch page's partner strip); null elsewhere. */
  browserLanguage: (c: Context<AppEnv>) => string | null;
  /** The visitor's chosen video quality, on pages with a player (one stored copy per quality at most); null elsewhere. */
  quality: (c: Context<AppEnv>) => string | null;
  /** The guests' copy of a page as a member gets it while D1 fails: with the notice that account features are out. */
  withOutageNotice: (c: Context<AppEnv>, page: Response) => Response | Promise<Response>;
}

export const FRESH_FOR_CLIENT = 'no-cache';
export const MEMBER_PAGE = 'private, no-store';
/** When a stored page was stored (ms): it is fresh for `ttl`, then kept as the copy that answers a D1 outage. */
const STORED_AT = 'X-Page-Stored-At';
/** The catalogue generation a stored page was made in. */
const GENERATION = 'X-Page-Generation';

interface StoredPage {
  body: ArrayBuffer;
  headers: [string, string][];
  generation: string;
}

/** Pages this isolate served lately (about 40 KB each), before the shared Cache API. */
const MEMORY_PAGES = 200;

function answer(page: StoredPage, state: 'HIT' | 'STALE') {
  const res = new Response(page.body, { headers: page.headers });
  res.headers.delete(STORED_AT);
  res.headers.delete(GENERATION);
  res.headers.set('X-Cache', state);
  res.headers.set('Cache-Control', FRESH_FOR_CLIENT);
  res.headers.append('Vary', 'Cookie');
  return res;
}

async function readStored(hit: Response): Promise<{ page: StoredPage; storedAt: number }> {
  // Pages stored before the stored-at header count as fresh: their own max-age ends them.
  const storedAt = Number(hit.headers.get(STORED_AT) ?? Infinity);
  const generation = hit.headers.get(GENERATION) ?? FIRST_GENERATION;
  return { page: { body: await hit.arrayBuffer(), headers: [...hit.headers], generation }, storedAt };
}

export function pageCache(options: PageCacheOptions): MiddlewareHandler<AppEnv> {
  const memory = new MemoryTier<StoredPage>({ maxEntries: MEMORY_PAGES, ttlSeconds: options.ttl });
  return async function edgePageCache(c, next) {
    const url = new URL(c.req.url);
    if (
      c.env.CACHE_MODE === 'off' ||
      (c.req.method !== 'GET' && c.req.method !== 'HEAD') ||
      options.skip.some((p) => url.pathname.startsWith(p)) ||
      [...url.searchParams.keys()].some((name) => !options.query.has(name) && !options.ignore.has(name))
    ) {
      return next();
    }
    const variant = [c.get('lang'), c.get('section'), options.topCountry(c) ?? '-', c.get('ageGateLang') ?? '-', c.get('showCookieNotice') ? 'n' : '-', c.get('htmxTarget') ?? '-', options.browserLanguage(c) ?? '-', options.quality(c) ?? '-'];
    const query = new URLSearchParams(url.searchParams);
    for (const name of options.ignore) query.delete(name);
    query.set('__variant', variant.join('.'));
    const keyUrl = `${url.origin}${url.pathname}?${query}`;
    const key = new Request(keyUrl);
    // Members' pages and pages showing a one-time notice are the visitor's own; when D1 fails while one is built,
    // the guests' copy answers with a notice that account features are briefly unavailable.
    if (getCookie(c, SESSION_COOKIE) || getCookie(c, FLASH_COOKIE)) {
      await next();
      c.header('Cache-Control', MEMBER_PAGE);
      const copy = c.error instanceof DatabaseUnavailable ? await (await caches.open('pages')).match(key) : undefined;
      if (copy) c.res = await options.withOutageNotice(c, answer((await readStored(copy)).page, 'STALE'));
      return;
    }
    const cache = await caches.open('pages');
    const generation = await catalogueGeneration(c.env);
    const inMemory = memory.get(keyUrl);
    if (inMemory && inMemory.generation === generation) {
      c.res = answer(inMemory, 'HIT');
      return;
    }
    const hit = await cache.match(key);
    const stored = hit ? await readStored(hit) : null;
    if (stored && stored.page.generation === generation && stored.storedAt + options.ttl * 1000 > Date.now()) {
      memory.set(keyUrl, stored.page);
      c.res = answer(stored.page, 'HIT');
      return;
    }
    await next();
    if (stored && c.error instanceof DatabaseUnavailable) {
      c.res = answer(stored.page, 'STALE');
      return;
    }
    const res = c.res;
    // Only plain shared pages: not errors, not responses that set a cookie, not what the handler marked no-store,
    // not pages built from stale data.
    if (
      res.status !== 200 || !res.headers.get('Content-Type')?.startsWith('text/html') || res.headers.has('Set-Cookie') ||
      res.headers.get('Cache-Control')?.includes('no-store') || c.get('staleData')
    ) return;
    const body = await res.clone().arrayBuffer();
    memory.set(keyUrl, { body, headers: [...res.headers], generation });
    const copy = new Response(body, res);
    copy.headers.set('Cache-Control', `public, max-age=${options.ttl + STALE_IF_ERROR_SECONDS}`);
    copy.headers.set(STORED_AT, String(Date.now()));
    copy.headers.set(GENERATION, generation);
    c.executionCtx.waitUntil(cache.put(key, copy));
    c.header('X-Cache', 'MISS');
    c.header('Cache-Control', FRESH_FOR_CLIENT);
    c.header('Vary', 'Cookie', { append: true });
  };
}
