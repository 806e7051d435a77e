// /api/json/main/...: a section's largest categories, the language's most searched terms and the section's most popular
// models (the home page's list); malformed paths are a JSON 404 that stores nothing.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { cacheKey } from '../worker/cache/policy';
import { expectRefused, expectUncachedTwin, readJson, rewriteEntry } from './api-read';

interface Main {
  section: string;
  lang: string;
  categories: { dir: string; title: string; total_videos: number }[];
  keywords: string[];
  models: { model_id: number; dir: string; title: string; url: string }[];
  error: boolean;
}

const NO_FILTERS = 'filt.all.all.all.all.all.all.all.all.all.all';

describe('main', () => {
  it('answers the main stats of a section in a language with its lifetime', async () => {
    const body = (await readJson('/api/json/main/14400/gay.fr.json', 14400)) as unknown as Main;
    expect(body).toMatchObject({ section: 'gay', lang: 'fr', error: false });
    expect(body.categories.length).toBeGreaterThan(0);
    expect(body.categories.length).toBeLessThanOrEqual(20);
    const sizes = body.categories.map((category) => category.total_videos);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(body.categories.find((category) => category.dir === 'beach')?.title ?? 'Plage').toBe('Plage');
    const { results } = await env.DB.prepare("SELECT term FROM search_terms WHERE lang = 'fr' ORDER BY hits DESC, term LIMIT 30")
      .all<{ term: string }>();
    expect(body.keywords).toEqual(results.map((row) => row.term));
  });

  it("lists the home page's popular models, from the models list's own entry", async () => {
    const body = (await readJson('/api/json/main/14400/straight.en.json', 14400)) as unknown as Main;
    const models = await readJson(`/api/json/models/86400/straight/${NO_FILTERS}/most-popular/25/1.json`, 86400);
    expect(body.models.map((model) => model.model_id)).toEqual((models.models as { model_id: number }[]).map((model) => model.model_id));
    expect(body.models.length).toBeGreaterThan(0);
    expect(await env.CACHE.get(cacheKey('models', 'straight', NO_FILTERS, 'most-popular', 25, 1))).not.toBeNull();
  });

  it('answers from its entry "main/{gender}.{lang}"', async () => {
    await readJson('/api/json/main/14400/shemale.ja.json', 14400);
    await rewriteEntry<{ keywords: { term: string; hits: number }[] }>(cacheKey('main', 'shemale.ja'), (main) => ({
      ...main, keywords: [{ term: '書き換えた検索語', hits: 1 }],
    }));
    expect(((await readJson('/api/json/main/14400/shemale.ja.json', 14400)) as unknown as Main).keywords).toEqual(['書き換えた検索語']);
  });

  it('the jsond twin reads fresh and stores nothing', async () => {
    const body = await expectUncachedTwin('/api/jsond/main/0/straight.nl.json', cacheKey('main', 'straight.nl'));
    expect((body.keywords as string[]).length).toBeGreaterThan(0);
  });

  it.each([
    '/api/json/main/86400/straight.en.json', // another lifetime
    '/api/json/main/0/straight.en.json',
    '/api/jsond/main/14400/straight.en.json',
    '/api/json/main/14400/lesbian.en.json', // bad tokens
    '/api/json/main/14400/straight.xx.json',
    '/api/json/main/14400/all.en.json',
    '/api/json/main/14400/straight.json', // extra or missing dots
    '/api/json/main/14400/straight.en.x.json',
    '/api/json/main/14400/straight.videos.en.json',
    '/api/json/main/14400/.straight.en.json',
    '/api/json/main/14400/straight.en',
  ])('refuses %s', (refused) => expectRefused(refused));
});
