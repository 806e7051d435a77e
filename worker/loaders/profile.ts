// One model or channel by its dir through the cache: its pages and /api/json/model|channel/... read it here, under
// one key shaped like the API path ("model/ai/aiko-tanaka"). Unknown dirs are answered, never stored.
import type { Context } from 'hono';
import { cacheKey } from '../cache/policy';
import { cached, forgetCached, type CacheOptions } from '../cache/read-through';
import { readChannel } from '../db/channels';
import { readModel } from '../db/models';
import type { AppEnv } from '../env';

/** The path slot before a dir: its first two characters. */
export function dirPrefix(dir: string): string {
  return dir.slice(0, 2);
}

function profileLoader<T>(endpoint: 'model' | 'channel', read: (db: D1Database, dir: string) => Promise<T | null>) {
  return (c: Context<AppEnv>, dir: string, options: CacheOptions = {}): Promise<T | null> =>
    cached(c, endpoint, cacheKey(endpoint, dirPrefix(dir), dir), () => read(c.env.DB, dir), options);
}

export const loadModel = profileLoader('model', readModel);

/** Drops a model's or channel's cached profile (its subscriber count changed). */
export async function forgetProfile(c: Context<AppEnv>, endpoint: 'model' | 'channel', dir: string): Promise<void> {
  await forgetCached(c, cacheKey(endpoint, dirPrefix(dir), dir));
}
export const loadChannel = profileLoader('channel', readChannel);
