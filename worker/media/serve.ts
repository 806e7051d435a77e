// Serves R2 objects with their content type, ETag, conditional requests and HTTP Range (206); media segments (the byte
// ranges HLS players ask for) through the edge cache, stored once under a key without the grant.
import type { Context } from 'hono';
import { SEGMENT_EDGE_SECONDS } from '../cache/policy';
import type { AppEnv } from '../env';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface ServeOptions {
  /** Answer as a file to save: its Content-Disposition (worker/media/download-name.ts attachment). */
  download?: string;
  /** The response's Cache-Control (worker/cache/policy.ts mediaCacheControl); immutable otherwise. */
  cacheControl?: string;
  /** The Content-Type whatever R2 keeps (files whose type is known by their name). */
  contentType?: string;
}

function objectHeaders(object: R2Object, options: ServeOptions): Headers {
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  if (options.contentType) headers.set('Content-Type', options.contentType);
  headers.set('ETag', object.httpEtag);
  headers.set('Accept-Ranges', 'bytes');
  headers.set('Cache-Control', options.cacheControl ?? IMMUTABLE);
  if (options.download) headers.set('Content-Disposition', options.download);
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

const SEGMENTS = 'media-segments';
/** A range with both ends: what HLS players ask for (the playlists' byte ranges), and what can be kept as one entry. */
const BOUNDED_RANGE = /^bytes=([0-9]{1,15})-([0-9]{1,15})$/;
/** Ranges larger than this (no segment is) go to R2 each time. */
const MAX_SEGMENT_BYTES = 64 * 1024 * 1024;
const CONDITIONAL = ['If-None-Match', 'If-Modified-Since', 'If-Match', 'If-Unmodified-Since', 'If-Range'];
/** Where the edge copy keeps the range R2 answered. */
const STORED_RANGE = 'X-Content-Range';

/**
 * A rendition's bytes for a player. A bounded range (an HLS segment, its initialisation) is answered from the edge
 * cache, where it is stored once under the file's key and the range, without the grant, so one copy serves every
 * visitor; a miss reads R2 and stores what it answered. Anything else (a plain <video> reading on from a position,
 * conditional requests) is R2's answer as it is.
 */
export async function serveSegment(c: Context<AppEnv>, key: string, options: ServeOptions): Promise<Response> {
  const request = c.req.raw;
  const range = BOUNDED_RANGE.exec(request.headers.get('Range') ?? '');
  const [start, end] = range ? [Number(range[1]), Number(range[2])] : [0, -1];
  if (c.req.method !== 'GET' || !range || end < start || end - start + 1 > MAX_SEGMENT_BYTES || CONDITIONAL.some((h) => request.headers.has(h))) {
    return serveObject(c, key, options);
  }
  const edgeKey = new Request(`${new URL(c.req.url).origin}/media-edge/${key}?bytes=${start}-${end}`);
  const cache = await caches.open(SEGMENTS);
  const hit = await cache.match(edgeKey);
  if (hit) return segmentAnswer(hit.body, hit.headers, hit.headers.get(STORED_RANGE)!, options, 'HIT');
  const answer = await serveObject(c, key, options);
  if (answer.status !== 206 || !answer.body) return answer;
  const [forVisitor, forEdge] = answer.body.tee();
  const stored = new Headers({
    'Content-Type': answer.headers.get('Content-Type') ?? 'video/mp4',
    ETag: answer.headers.get('ETag') ?? '',
    [STORED_RANGE]: answer.headers.get('Content-Range')!,
    'Cache-Control': `public, max-age=${SEGMENT_EDGE_SECONDS}, immutable`,
  });
  c.executionCtx.waitUntil(cache.put(edgeKey, new Response(forEdge, { headers: stored })));
  return segmentAnswer(forVisitor, answer.headers, answer.headers.get('Content-Range')!, options, 'MISS');
}

function segmentAnswer(body: ReadableStream | null, from: Headers, contentRange: string, options: ServeOptions, state: 'HIT' | 'MISS'): Response {
  const [, first, last] = /^bytes ([0-9]+)-([0-9]+)\//.exec(contentRange) ?? [];
  const headers = new Headers({
    'Content-Type': from.get('Content-Type') ?? 'video/mp4',
    'Content-Range': contentRange,
    'Content-Length': String(Number(last) - Number(first) + 1),
    'Accept-Ranges': 'bytes',
    'Cache-Control': options.cacheControl ?? IMMUTABLE,
    'X-Content-Type-Options': 'nosniff',
    'X-Media-Cache': state,
  });
  const etag = from.get('ETag');
  if (etag) headers.set('ETag', etag);
  return new Response(body, { status: 206, headers });
}
