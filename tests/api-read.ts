// Checks the JSON read endpoint tests share: an answer and its lifetime, refusals that store nothing, the no-cache
// twin, and cache entries a test rewrites to prove that a page and its endpoint read the same one.
import { catalogueGeneration } from '../worker/cache/generation';
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { forgetRemembered } from '../worker/cache/read-through';
import { get, settledKeyCount, type FetchOptions } from './helpers';

export interface Body {
  [key: string]: unknown;
  error: boolean;
  code: string | null;
}

/** "{million}/{thousand}" of a video (or comment object) id. */
export const videoBucketsOf = (id: number) => `${Math.floor(id / 1e6)}/${Math.floor(id / 1e3)}`;

/** A query the page cache does not keep, so a page is rendered from the data cache on every request. */
export const UNCACHED_PAGE = '?probe=1';

/** GET `path`, expect 200 with the Cache-Control of `lifetime` (0: no-store), and return the body. */
export async function readJson(path: string, lifetime: number, options?: FetchOptions): Promise<Body> {
  const response = await get(path, options);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('Cache-Control'), path).toBe(lifetime ? `public, max-age=${lifetime}` : 'no-store');
  return (await response.json()) as Body;
}

/** GET `path` and expect the JSON error `code` with `status`, and no new cache entry. */
export async function expectRefused(path: string, status = 404, code = 'not_found'): Promise<void> {
  const before = await settledKeyCount();
  const response = await get(path);
  expect(response.status, path).toBe(status);
  expect(response.headers.get('Cache-Control'), path).toBe('no-store');
  expect(await response.json(), path).toEqual({ error: true, code });
  expect(await settledKeyCount(), path).toBe(before);
}

/** The jsond twin answers like the cached path, with no-store, and writes no entry at all (not even `key`). */
export async function expectUncachedTwin(jsondPath: string, key: string): Promise<Body> {
  await env.CACHE.delete(key);
  const before = await settledKeyCount();
  const body = await readJson(jsondPath, 0);
  expect(await settledKeyCount(), jsondPath).toBe(before);
  expect(await env.CACHE.get(key), jsondPath).toBeNull();
  return body;
}

/** The stored value of `key` once background writes have landed, or null. */
export async function storedEntry<T>(key: string): Promise<T | null> {
  await settledKeyCount();
  return env.CACHE.get<T>(key, 'json');
}

/** Rewrites the stored value of `key` (which must exist), so whoever reads it next shows the change. */
/** Drops a cache entry, the worker's in-memory copy too, so the next read loads it afresh. */
export async function forgetEntry(key: string): Promise<void> {
  await env.CACHE.delete(key);
  forgetRemembered(key);
}

/**
 * Stores a cache entry as a test wants it, made in the current catalogue generation; the worker's in-memory copy is
 * dropped so the next read sees it.
 */
export async function putEntry(key: string, value: unknown): Promise<void> {
  await env.CACHE.put(key, JSON.stringify(value), { metadata: { generation: await catalogueGeneration(env) } });
  forgetRemembered(key);
}

export async function rewriteEntry<T>(key: string, change: (value: T) => T): Promise<void> {
  const value = await storedEntry<T>(key);
  expect(value, key).not.toBeNull();
  await putEntry(key, change(structuredClone(value!)));
}
