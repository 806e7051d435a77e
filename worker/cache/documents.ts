// Whole XML documents (the sitemap index and files) in the Cache API, keyed by their public address. A file of several
// megabytes streams into the cache and out of it, never held whole (KV would read and write it whole, up to 25 MB).
// Like the page cache, a copy is fresh for its lifetime within the catalogue generation it was made in, and is kept a
// week longer as the copy that answers while D1 fails.
import type { Context } from 'hono';
import { DatabaseUnavailable } from '../db/request-database';
import type { AppEnv } from '../env';
import { catalogueGeneration } from './generation';
import { CRAWLER_FILE_CACHE_CONTROL, LIFETIMES, STALE_IF_ERROR_SECONDS } from './policy';

const DOCUMENTS = 'documents';
/** When a stored document was made (ms), and in which catalogue generation. */
const STORED_AT = 'X-Document-Stored-At';
const GENERATION = 'X-Document-Generation';

export type DocumentBody = ReadableStream<Uint8Array> | string;

function answer(body: BodyInit | null, contentType: string, state: 'HIT' | 'MISS' | 'STALE'): Response {
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': CRAWLER_FILE_CACHE_CONTROL, 'X-Cache': state } });
}

function fresh(stored: Response, generation: string): boolean {
  const storedAt = Number(stored.headers.get(STORED_AT));
  return stored.headers.get(GENERATION) === generation && storedAt + LIFETIMES.sitemaps * 1000 > Date.now();
}

/**
 * The document at `publicUrl`: the cached copy while fresh, else made by `make` (null: there is no such document),
 * stored, and answered from the store. Storing first and answering from the store keeps memory flat: a tee to both
 * would hold whatever the slower reader (a crawler on a slow link) had not taken yet, up to the whole file.
 */
export async function cachedDocument(
  c: Context<AppEnv>, publicUrl: string, contentType: string, make: () => Promise<DocumentBody | null>,
): Promise<Response | null> {
  if (c.env.CACHE_MODE === 'off') {
    const body = await make();
    return body === null ? null : answer(body, contentType, 'MISS');
  }
  const cache = await caches.open(DOCUMENTS);
  const key = new Request(publicUrl);
  const generation = await catalogueGeneration(c.env);
  const stored = await cache.match(key);
  if (stored && fresh(stored, generation)) return answer(stored.body, contentType, 'HIT');
  let body: DocumentBody | null;
  try {
    body = await make();
  } catch (error) {
    if (stored && error instanceof DatabaseUnavailable) return answer(stored.body, contentType, 'STALE');
    throw error;
  }
  await stored?.body?.cancel();
  if (body === null) {
    await cache.delete(key);
    return null;
  }
  const headers = {
    'Content-Type': contentType,
    'Cache-Control': `public, max-age=${LIFETIMES.sitemaps + STALE_IF_ERROR_SECONDS}`,
    [STORED_AT]: String(Date.now()),
    [GENERATION]: generation,
  };
  await cache.put(key, new Response(body, { headers }));
  const copy = await cache.match(key);
  if (copy) return answer(copy.body, contentType, 'MISS');
  // A cache that keeps nothing (workers.dev has no Cache API): make it again, straight to the reader.
  const again = await make();
  return again === null ? null : answer(again, contentType, 'MISS');
}
