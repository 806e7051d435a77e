// CSRF protection for plain forms: a request that changes state (any method but GET, HEAD and OPTIONS) must come
// from this site's own pages. Browsers say where a request comes from: `Origin` on every POST, and
// `Sec-Fetch-Site` on all current ones; `Referer` is the fallback for old ones. A request that states another site
// is refused with 403 before any handler runs; one that states nothing at all is not from a browser page (a
// command-line client), so it cannot carry a visitor's cookies against their will and passes.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

export interface SameOriginOptions {
  /** The answer to a refused request (a localised page, or JSON under /api/). */
  refuse: (c: Context<AppEnv>) => Response | Promise<Response>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Where the browser says the request comes from: true for this site, false for another, null when it says nothing. */
export function isSameOrigin(request: Request): boolean | null {
  const own = new URL(request.url).origin;
  const origin = request.headers.get('Origin');
  if (origin !== null) return origin === own;
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  if (fetchSite !== null) return fetchSite === 'same-origin' || fetchSite === 'none';
  const referer = request.headers.get('Referer');
  if (referer !== null) return originOf(referer) === own;
  return null;
}

export function sameOrigin(options: SameOriginOptions): MiddlewareHandler<AppEnv> {
  return async function requireSameOrigin(c, next) {
    if (SAFE_METHODS.has(c.req.method) || isSameOrigin(c.req.raw) !== false) return next();
    return options.refuse(c);
  };
}
