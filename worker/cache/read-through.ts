// Read-through cache over KV: a hit returns the stored JSON; a miss loads, answers, and stores in the background.
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { KV_MIN_TTL, LIFETIMES, type Endpoint } from './policy';

export interface CacheOptions {
  /** Skip the cache entirely (the API's lifetime-0 variant). */
  bypass?: boolean;
}

export interface StoreRule<T> {
  /** Whether a freshly loaded value may be stored: private data and pages past the end are answered, not kept. */
  store?: (value: NonNullable<T>) => boolean;
}

export async function cached<T>(
  c: Context<AppEnv>,
  endpoint: Endpoint,
  key: string,
  load: () => Promise<T>,
  options: CacheOptions & StoreRule<T> = {},
): Promise<T> {
  if (options.bypass || c.env.CACHE_MODE === 'off') return load();
  const hit = await c.env.CACHE.get<T>(key, 'json');
  if (hit !== null) return hit;
  const value = await load();
  // Nothing is kept for things that do not exist, so unknown ids cannot fill the cache.
  if (value === null || value === undefined || (options.store && !options.store(value))) return value;
  const ttl = Math.max(KV_MIN_TTL, LIFETIMES[endpoint]);
  c.executionCtx.waitUntil(c.env.CACHE.put(key, JSON.stringify(value), { expirationTtl: ttl }));
  return value;
}
