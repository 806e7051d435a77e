// The in-isolate first cache tier: entries expire after their TTL and the oldest go first beyond the bound.
import { describe, expect, it } from 'vitest';
import { MemoryTier } from '../../worker/cache/memory-tier';

describe('MemoryTier', () => {
  it('answers until the TTL passes', () => {
    const tier = new MemoryTier<string>({ maxEntries: 10, ttlSeconds: 60 });
    tier.set('a', 'page', 1_000);
    expect(tier.get('a', 1_000 + 59_999)).toBe('page');
    expect(tier.get('a', 1_000 + 60_000)).toBeUndefined();
    expect(tier.get('a', 1_000)).toBeUndefined(); // expired entries are dropped, not revived
  });

  it('keeps at most maxEntries, dropping the least recently stored', () => {
    const tier = new MemoryTier<number>({ maxEntries: 2, ttlSeconds: 60 });
    tier.set('a', 1, 0);
    tier.set('b', 2, 0);
    tier.set('a', 3, 0); // re-storing makes it the newest
    tier.set('c', 4, 0);
    expect(tier.get('b', 0)).toBeUndefined();
    expect(tier.get('a', 0)).toBe(3);
    expect(tier.get('c', 0)).toBe(4);
  });
});
