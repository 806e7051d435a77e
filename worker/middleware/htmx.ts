// htmx requests: notes which element an htmx swap targets, so the renderer can answer with the page's
// content alone (no head, header or footer), and marks every response as varying on HX-Request.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/** The id of the element an htmx request swaps (from `HX-Target: tag#id`), or null for a whole-page request. */
export function htmxTargetOf(headers: { get(name: string): string | null }): string | null {
  if (headers.get('HX-Request') !== 'true' || headers.get('HX-History-Restore-Request') === 'true') return null;
  const target = /^[a-z0-9-]+#([A-Za-z0-9_-]{1,64})$/.exec(headers.get('HX-Target') ?? '');
  return target ? target[1]! : null;
}

export function htmx(): MiddlewareHandler<AppEnv> {
  return async function htmxRequest(c, next) {
    c.set('htmxTarget', htmxTargetOf(c.req.raw.headers));
    await next();
    c.res.headers.append('Vary', 'HX-Request');
  };
}
