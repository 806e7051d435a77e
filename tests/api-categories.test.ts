// /api/json/categories/...: every category of a section in a language with its count there, on the entry the /categories/
// index reads; malformed paths are a JSON 404 that stores nothing.
import { describe, expect, it } from 'vitest';
import { cacheKey } from '../worker/cache/policy';
import { UNCACHED_PAGE, expectRefused, expectUncachedTwin, readJson, rewriteEntry } from './api-read';
import { firstRow, get } from './helpers';

interface Categories {
  categories: { dir: string; title: string; total_videos: number; statistics: { videos: number; viewed: number; subscribers: number }; thumb: string | null; url: string }[];
  total_count: number;
  error: boolean;
}

const read = async (path: string) => (await readJson(path, 14400)) as unknown as Categories;

describe('categories', () => {
  it('answers every category in the asked language with its lifetime', async () => {
    const { total } = await firstRow<{ total: number }>('SELECT COUNT(*) AS total FROM categories');
    const ja = await read('/api/json/categories/14400/straight.videos.ja.json');
    expect(ja.categories).toHaveLength(total);
    expect(ja.total_count).toBe(total);
    expect(Object.keys(ja.categories[0]!).sort()).toEqual(['dir', 'statistics', 'thumb', 'title', 'total_videos', 'url']);
    const beach = ja.categories.find((category) => category.dir === 'beach');
    expect(beach).toMatchObject({ title: 'ビーチ', url: '/categories/beach/latest-updates/1/' });
    // Spec section 3's statistics: the section's videos, the category's views, and no subscribers (nobody subscribes).
    const { viewed } = await firstRow<{ viewed: number }>("SELECT viewed FROM categories WHERE dir = 'beach'");
    expect(beach!.statistics).toEqual({ videos: beach!.total_videos, viewed, subscribers: 0 });
    const en = await read('/api/json/categories/14400/straight.videos.en.json');
    expect(en.categories.find((category) => category.dir === 'beach')!.title).toBe('Beach');
  });

  it("counts each section's own videos, as its category lists do", async () => {
    const category = await firstRow<{ category_id: number; dir: string }>(
      'SELECT category_id, dir FROM categories ORDER BY total_videos DESC LIMIT 1',
    );
    for (const section of ['straight', 'gay']) {
      const body = await read(`/api/json/categories/14400/${section}.videos.en.json`);
      const listing = await readJson(
        `/api/json/videos2/86400/${section}/latest-updates/60/categories.${category.dir}.1.all.all.all.json`, 86400,
      );
      expect(body.categories.find((c) => c.dir === category.dir)!.total_videos, section).toBe(listing.total_count);
    }
  });

  it('shares one entry with the /categories/ index', async () => {
    await read('/api/json/categories/14400/gay.videos.de.json');
    await rewriteEntry<{ dir: string; title: string }[]>(cacheKey('categories', 'gay.videos.de'), (list) =>
      list.map((category) => (category.dir === 'beach' ? { ...category, title: 'Strand, umgeschrieben' } : category)));
    const index = await (await get(`/categories/${UNCACHED_PAGE}`, { cookies: { app_lang: 'de', section: 'gay' } })).text();
    expect(index).toContain('Strand, umgeschrieben');
  });

  it('the jsond twin reads fresh and stores nothing', async () => {
    const body = await expectUncachedTwin('/api/jsond/categories/0/shemale.videos.pl.json', cacheKey('categories', 'shemale.videos.pl'));
    expect((body.categories as unknown[]).length).toBeGreaterThan(0);
  });

  it.each([
    '/api/json/categories/86400/straight.videos.en.json', // another lifetime
    '/api/json/categories/0/straight.videos.en.json',
    '/api/jsond/categories/14400/straight.videos.en.json',
    '/api/json/categories/14400/lesbian.videos.en.json', // bad tokens
    '/api/json/categories/14400/straight.albums.en.json',
    '/api/json/categories/14400/straight.models.en.json',
    '/api/json/categories/14400/straight.videos.xx.json',
    '/api/json/categories/14400/straight.videos.EN.json',
    '/api/json/categories/14400/Straight.videos.en.json',
    '/api/json/categories/14400/straight.videos.en.1.json', // extra or missing dots
    '/api/json/categories/14400/straight..videos.en.json',
    '/api/json/categories/14400/straight.en.json',
    '/api/json/categories/14400/straight.videos.en',
    '/api/json/categories/14400/0/straight.videos.en.json',
  ])('refuses %s', (refused) => expectRefused(refused));
});
