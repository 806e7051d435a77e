// Strict trailing slash: a page path without its slash answers 301 to the slash form, never a second 200.
import type { MiddlewareHandler } from 'hono';
import { redirectTo } from '../http/location';

export interface TrailingSlashOptions {
  /** Path prefixes whose URLs are canonical without a trailing slash (API, media, embed). */
  exempt: readonly string[];
}

export function trailingSlash(options: TrailingSlashOptions): MiddlewareHandler {
  return async function trailingSlashRedirect(c, next) {
    const url = new URL(c.req.url);
    const path = url.pathname;
    const method = c.req.method;
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    if (
      (method === 'GET' || method === 'HEAD') &&
      !path.endsWith('/') &&
      !lastSegment.includes('.') &&
      !options.exempt.some((prefix) => path === prefix || path.startsWith(prefix))
    ) {
      // A path opening with a run of slashes would name another host in a Location: the run collapses to one slash.
      return redirectTo(c, `${path.replace(/^\/+/, '/')}/${url.search}`, 301);
    }
    await next();
  };
}
