// Channel lists through the cache: /channels/{sort}/{page}/ and /api/json/channels/... load them here, under one key.
import type { Context } from 'hono';
import type { ChannelSort } from '../domain/vocabularies';
import { cacheKey } from '../cache/policy';
import { cached, type CacheOptions } from '../cache/read-through';
import { PAGE_SIZE } from '../config/limits';
import { listChannels, type ChannelCard } from '../db/channels';
import type { Page } from '../db/videos';
import type { AppEnv } from '../env';
import { keepPage } from './slots';

export function loadChannelList(c: Context<AppEnv>, q: { sort: ChannelSort; page: number }, options: CacheOptions = {}): Promise<Page<ChannelCard>> {
  const key = cacheKey('channels', q.sort, PAGE_SIZE, q.page);
  const load = () => listChannels(c.env.DB, { ...q, perPage: PAGE_SIZE });
  return cached(c, 'channels', key, load, { ...options, store: keepPage(q.page) });
}
