// Read-through cache in two tiers: the isolate's memory for the last few seconds, then KV. A fresh hit returns the
// stored value; otherwise the value loads, answers, and is stored (KV in the background). KV entries outlive their
// lifetime by STALE_IF_ERROR_SECONDS: when D1 fails, the last copy answers.
import type { Context } from 'hono';
import { DatabaseUnavailable } from '../db/request-database';
import type { AppEnv } from '../env';
import { catalogueGeneration, FIRST_GENERATION } from './generation';
import { MemoryTier } from './memory-tier';
import { DATA_MEMORY_ENTRIES, DATA_MEMORY_SECONDS, KV_MIN_TTL, LIFETIMES, STALE_IF_ERROR_SECONDS, type Endpoint } from './policy';

/**
 * Values this isolate read lately, shared by every request it serves (members' pages reuse the guests' data without a
 * KV read): short-lived, so a change another isolate made shows within seconds, as KV's own edge caching allows;
 * frozen, so no request can change what the next one reads.
 */
const memory = new MemoryTier<{ generation: string; value: unknown }>({ maxEntries: DATA_MEMORY_ENTRIES, ttlSeconds: DATA_MEMORY_SECONDS });

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function remember<T>(key: string, generation: string, value: T): T {
  memory.set(key, { generation, value: deepFreeze(value) });
  return value;
}

/** Drops this isolate's copy of an entry: its next read goes to KV. */
export function forgetRemembered(key: string): void {
  memory.delete(key);
}

/** Drops an entry (after the change it shows): from this isolate's memory and from KV. */
export async function forgetCached(c: Context<AppEnv>, key: string): Promise<void> {
  forgetRemembered(key);
  await c.env.CACHE.delete(key);
}

export interface CacheOptions {
  /** Skip the cache entirely (the API's lifetime-0 variant, a member's own data); its copy still answers an outage. */
  bypass?: boolean;
}

export interface StoreRule<T> {
  /** Whether a freshly loaded value may be stored: private data and pages past the end are answered, not kept. */
  store?: (value: NonNullable<T>) => boolean;
}

/**
 * Stored with each entry: until when (ms) it is fresh, and the catalogue generation it was made in (worker/cache/
 * generation.ts). Entries without `fresh` are fresh until KV drops them; without `generation`, they are of the first.
 */
interface Freshness {
  fresh: number;
  generation?: string;
}

/**
 * Loads; when D1 is unavailable and `copy` finds the key's last copy (fresh or not), the copy answers instead and the
 * response is marked as built from stale data, so nothing caches it. `stale` tells which of the two answered.
 */
async function loadOrCopy<T>(c: Context<AppEnv>, load: () => Promise<T>, copy: () => Promise<T | null>): Promise<{ value: T; stale: boolean }> {
  try {
    return { value: await load(), stale: false };
  } catch (error) {
    if (!(error instanceof DatabaseUnavailable)) throw error;
    const value = await copy();
    if (value === null) throw error;
    c.set('staleData', true);
    return { value, stale: true };
  }
}

export async function cached<T>(
  c: Context<AppEnv>,
  endpoint: Endpoint,
  key: string,
  load: () => Promise<T>,
  options: CacheOptions & StoreRule<T> = {},
): Promise<T> {
  if (c.env.CACHE_MODE === 'off') return load();
  if (options.bypass) return (await loadOrCopy(c, load, () => c.env.CACHE.get<T>(key, 'json'))).value;
  const generation = await catalogueGeneration(c.env);
  const recent = memory.get(key);
  if (recent !== undefined && recent.generation === generation) return recent.value as T;
  const hit = await c.env.CACHE.getWithMetadata<T, Freshness>(key, 'json');
  const current = (hit.metadata?.generation ?? FIRST_GENERATION) === generation;
  if (hit.value !== null && current && (hit.metadata?.fresh ?? Infinity) > Date.now()) return remember(key, generation, hit.value);
  const { value, stale } = await loadOrCopy(c, load, async () => hit.value);
  // Nothing is kept for things that do not exist, so unknown ids cannot fill the cache.
  if (stale || value === null || value === undefined || (options.store && !options.store(value))) return value;
  const lifetime = Math.max(KV_MIN_TTL, LIFETIMES[endpoint]);
  const metadata: Freshness = { fresh: Date.now() + lifetime * 1000, generation };
  c.executionCtx.waitUntil(c.env.CACHE.put(key, JSON.stringify(value), { expirationTtl: lifetime + STALE_IF_ERROR_SECONDS, metadata }));
  return remember(key, generation, value);
}
