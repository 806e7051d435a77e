// Serves R2 objects with their content type, ETag, conditional requests and HTTP Range (206).
import type { Context } from 'hono';
import type { AppEnv } from '../env';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface ServeOptions {
  /** Answer as a file to save (Content-Disposition: attachment). */
  download?: boolean;
  /** The response's Cache-Control (worker/cache/policy.ts mediaCacheControl); immutable otherwise. */
  cacheControl?: string;
}

function objectHeaders(object: R2Object, options: ServeOptions): Headers {
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Accept-Ranges', 'bytes');
  headers.set('Cache-Control', options.cacheControl ?? IMMUTABLE);
  if (options.download) headers.set('Content-Disposition', `attachment; filename="${object.key.split('/').pop()}"`);
  headers.set('X-Content-Type-Options', 'nosniff');
  return headers;
}

export async function serveObject(c: Context<AppEnv>, key: string, options: ServeOptions = {}): Promise<Response> {
  const request = c.req.raw;
  const rangeHeader = request.headers.get('Range');
  const object = await c.env.MEDIA.get(key, {
    onlyIf: request.headers,
    range: rangeHeader ? request.headers : undefined,
  });
  if (object === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const headers = objectHeaders(object, options);
  if (!('body' in object)) {
    // A precondition failed: If-None-Match matched (304) or If-Match/If-Unmodified-Since did not (412).
    const status = request.headers.has('If-None-Match') || request.headers.has('If-Modified-Since') ? 304 : 412;
    return new Response(null, { status, headers });
  }
  const range = object.range as { offset?: number; length?: number } | undefined;
  if (rangeHeader && range && range.offset !== undefined && range.length !== undefined) {
    const end = range.offset + range.length - 1;
    headers.set('Content-Range', `bytes ${range.offset}-${end}/${object.size}`);
    headers.set('Content-Length', String(range.length));
    return new Response(object.body, { status: 206, headers });
  }
  headers.set('Content-Length', String(object.size));
  return new Response(object.body, { status: 200, headers });
}
