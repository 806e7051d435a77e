// Whole-page cache at the edge (Cache API) for anonymous visitors: keyed by URL and everything a page
// varies on (language, section, top-list country, age gate, cookie notice, htmx fragment); members always get fresh pages.
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { MemoryTier } from '../cache/memory-tier';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { FLASH_COOKIE } from './flash';

export interface PageCacheOptions {
  /** Seconds an anonymous page may be served from the edge cache. */
  ttl: number;
  /** Paths never cached (preference links, API, media). */
  skip: readonly string[];
  /** Query parameter names a cached page may carry; any other name makes the request uncacheable. */
  query: ReadonlySet<string>;
  /** The top-list country of this request, for the pages that show one (home, top country). */
  topCountry: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => string | null;
}

export const FRESH_FOR_CLIENT = 'no-cache';
export const MEMBER_PAGE = 'private, no-store';

interface StoredPage {
  body: ArrayBuffer;
  headers: [string, string][];
}

/** Pages this isolate served lately (about 40 KB each), before the shared Cache API. */
const MEMORY_PAGES = 200;

export function pageCache(options: PageCacheOptions): MiddlewareHandler<AppEnv> {
  const memory = new MemoryTier<StoredPage>({ maxEntries: MEMORY_PAGES, ttlSeconds: options.ttl });
  const answer = (page: StoredPage) => {
    const res = new Response(page.body, { headers: page.headers });
    res.headers.set('X-Cache', 'HIT');
    res.headers.set('Cache-Control', FRESH_FOR_CLIENT);
    res.headers.append('Vary', 'Cookie');
    return res;
  };
  return async function edgePageCache(c, next) {
    const url = new URL(c.req.url);
    if (
      c.env.CACHE_MODE === 'off' ||
      (c.req.method !== 'GET' && c.req.method !== 'HEAD') ||
      options.skip.some((p) => url.pathname.startsWith(p)) ||
      [...url.searchParams.keys()].some((name) => !options.query.has(name))
    ) {
      return next();
    }
    // Members' pages and pages showing a one-time notice are the visitor's own.
    if (getCookie(c, SESSION_COOKIE) || getCookie(c, FLASH_COOKIE)) {
      await next();
      c.header('Cache-Control', MEMBER_PAGE);
      return;
    }
    const variant = [c.get('lang'), c.get('section'), options.topCountry(c) ?? '-', c.get('ageGateLang') ?? '-', c.get('showCookieNotice') ? 'n' : '-', c.get('htmxTarget') ?? '-'];
    const query = new URLSearchParams(url.searchParams);
    query.set('__variant', variant.join('.'));
    const keyUrl = `${url.origin}${url.pathname}?${query}`;
    const inMemory = memory.get(keyUrl);
    if (inMemory) {
      c.res = answer(inMemory);
      return;
    }
    const key = new Request(keyUrl);
    const cache = await caches.open('pages');
    const hit = await cache.match(key);
    if (hit) {
      const page = { body: await hit.arrayBuffer(), headers: [...hit.headers] };
      memory.set(keyUrl, page);
      c.res = answer(page);
      return;
    }
    await next();
    const res = c.res;
    // Only plain shared pages: not errors, not responses that set a cookie, not what the handler marked no-store.
    if (
      res.status !== 200 || !res.headers.get('Content-Type')?.startsWith('text/html') || res.headers.has('Set-Cookie') ||
      res.headers.get('Cache-Control')?.includes('no-store')
    ) return;
    const body = await res.clone().arrayBuffer();
    memory.set(keyUrl, { body, headers: [...res.headers] });
    const stored = new Response(body, res);
    stored.headers.set('Cache-Control', `public, max-age=${options.ttl}`);
    c.executionCtx.waitUntil(cache.put(key, stored));
    c.header('X-Cache', 'MISS');
    c.header('Cache-Control', FRESH_FOR_CLIENT);
    c.header('Vary', 'Cookie', { append: true });
  };
}
