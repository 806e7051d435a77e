// The read-through cache: listing pages store their data under the API-shaped key with the spec's lifetime.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { cacheKey } from '../worker/cache/policy';
import { get } from './helpers';
import { putEntry } from './api-read';
import { forgetRemembered } from '../worker/cache/read-through';

async function waitForKey(key: string): Promise<string | null> {
  for (let i = 0; i < 50; i++) {
    const value = await env.CACHE.get(key);
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

describe('read-through cache', () => {
  it('a listing page stores its videos under the videos2 key and serves the next request from it', async () => {
    const key = cacheKey('videos2', 'straight', 'longest', 60, 'all.0.3.all.all.all');
    expect(await env.CACHE.get(key)).toBeNull();
    const first = await (await get('/videos/longest/3/')).text();
    const stored = await waitForKey(key);
    expect(stored).not.toBeNull();
    const data = JSON.parse(stored!) as { items: { video_id: number; title: string }[]; total: number };
    expect(data.items).toHaveLength(60);
    // Poison the entry: the next render must show what the cache says, proving it was read.
    data.items[0]!.title = 'Served from the cache';
    await putEntry(key, data);
    // Another page variant (notice dismissed) misses the edge page cache and reads the data cache.
    const second = await (await get('/videos/longest/3/', { cookies: { cookie_notice: '1' } })).text();
    expect(first).not.toContain('Served from the cache');
    expect(second).toContain('Served from the cache');
  });

  it('an entry the code before a change of cached shape made is made again, not rendered', async () => {
    const key = cacheKey('videos2', 'straight', 'longest', 60, 'all.0.4.all.all.all');
    await get('/videos/longest/4/');
    const data = JSON.parse((await waitForKey(key))!) as { items: { title: string }[] };
    data.items[0]!.title = 'An entry of the older shape';
    // What earlier code stored: no generation of this code's shape in its metadata.
    await env.CACHE.put(key, JSON.stringify(data), { metadata: { fresh: Date.now() + 3_600_000, generation: '0' } });
    forgetRemembered(key);
    const page = await (await get('/videos/longest/4/', { cookies: { cookie_notice: '1' } })).text();
    expect(page).not.toContain('An entry of the older shape');
  });

  it('filters and sections are part of the key', async () => {
    await get('/videos/top-rated/1/?duration=medium', { cookies: { section: 'gay' } });
    expect(await waitForKey(cacheKey('videos2', 'gay', 'top-rated', 60, 'all.0.1.all.medium.all'))).not.toBeNull();
  });

  it('the rankings are read through the cache: the top of a country by the home page and /top-country/, today\'s most viewed by the home page', async () => {
    const top = cacheKey('top-country', 'straight', 'JP', 60, 2);
    const today = cacheKey('popular-today', 'straight', 25);
    await get('/top-country/2/', { cookies: { cookie_notice: '1' } });
    await get('/', { cookies: { cookie_notice: '1' } });
    const page = JSON.parse((await waitForKey(top))!) as { items: { title: string; texts?: string | null }[] };
    const list = JSON.parse((await waitForKey(today))!) as { title: string; texts?: string | null }[];
    expect(page.items).toHaveLength(60);
    expect(list).toHaveLength(25);
    // Rewritten with no titles in other languages, so that the German pages show the rewritten one.
    Object.assign(page.items[0]!, { title: 'Top from the cache', texts: null });
    Object.assign(list[0]!, { title: 'Today from the cache', texts: null });
    await putEntry(top, page);
    await putEntry(today, list);
    // Variants the page cache has not kept: their data comes from the entries.
    expect(await (await get('/top-country/2/', { cookies: { cookie_notice: '1', app_lang: 'de' } })).text()).toContain('Top from the cache');
    expect(await (await get('/', { cookies: { cookie_notice: '1', app_lang: 'de' } })).text()).toContain('Today from the cache');
  });
});
