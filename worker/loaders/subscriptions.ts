// A member's subscriptions (channels, models, members) through the cache: /members/{id}/subscriptions/ and
// /api/json/subscriptions/... read the same entry; the member's own tab reads fresh.
import type { Context } from 'hono';
import { cacheKey } from '../cache/policy';
import { cached, forgetCached, type CacheOptions } from '../cache/read-through';
import { listSubscriptions, type Subscription } from '../db/members';
import type { AppEnv } from '../env';
import { bucketOf } from './slots';

/** Key "subscriptions/{bucket}/{user_id}", newest subscription first. */
const subscriptionsKey = (userId: number) => cacheKey('subscriptions', bucketOf(userId), userId);

export function loadSubscriptions(c: Context<AppEnv>, userId: number, options: CacheOptions = {}): Promise<Subscription[]> {
  return cached(c, 'subscriptions', subscriptionsKey(userId), () => listSubscriptions(c.env.DB, userId), options);
}

export async function forgetSubscriptions(c: Context<AppEnv>, userId: number): Promise<void> {
  await forgetCached(c, subscriptionsKey(userId));
}
