// /api/json/models/... and /api/json/model/...: the spec's model list and profile, sharing cache entries with the
// models page, the home page and the model pages; every filter slot is checked and junk never reaches the cache.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { cacheKey } from '../worker/cache/policy';
import { MODEL_FILTER_NAMES, type ModelFilterName } from '../worker/db/models';
import { putEntry } from './api-read';
import { firstRow, get, settledKeyCount } from './helpers';

interface ModelItem {
  model_id: number;
  dir: string;
  title: string;
  thumb: string | null;
  country: string | null;
  total_videos: number;
  statistics: { videos: number; viewed: number; subscribers: number };
  url: string;
}
interface Models {
  models: ModelItem[];
  total_count: number;
  error: boolean;
  code: string | null;
}
interface ModelRow {
  model_id: number;
  dir: string;
  alphabet: string;
  race: string;
  birth_year: number;
  country: string;
  tits_size: string;
  hair_color: string;
  height: number;
  weight: number;
  tattoo: number;
  piercing: number;
}

const NO_FILTERS = 'filt.all.all.all.all.all.all.all.all.all.all';
const list = (filt: string, sort = 'most-popular', count = 60, page = 1, variant = 'json/models/86400') =>
  `/api/${variant}/straight/${filt}/${sort}/${count}/${page}.json`;

async function json<T>(path: string): Promise<{ status: number; cache: string | null; body: T }> {
  const response = await get(path);
  return { status: response.status, cache: response.headers.get('Cache-Control'), body: (await response.json()) as T };
}

async function stored(key: string): Promise<boolean> {
  await settledKeyCount();
  return (await env.CACHE.get(key)) !== null;
}

/** The filt slot with one field set. */
function slotWith(name: ModelFilterName, value: string): string {
  return ['filt', ...MODEL_FILTER_NAMES.map((field) => (field === name ? value : 'all'))].join('.');
}

/** The value of each filter field that matches this model. */
function matchingValues(model: ModelRow): Record<ModelFilterName, string> {
  const age = new Date().getUTCFullYear() - model.birth_year;
  const range = (value: number, bounds: readonly string[]) =>
    bounds.find((b) => {
      const [low, high] = b.split('-');
      return (!low || value >= Number(low)) && (!high || value < Number(high));
    })!;
  return {
    alphabet: model.alphabet,
    race: model.race,
    age: age >= 40 ? '40+' : ['18-21', '22-29', '30-39'].find((r) => age <= Number(r.split('-')[1]))!,
    country: model.country,
    tits_size: model.tits_size,
    hair_color: model.hair_color,
    height: range(model.height, ['-155', '155-165', '165-175', '175-']),
    weight: range(model.weight, ['-50', '50-60', '60-']),
    tattoo: String(model.tattoo),
    piercing: String(model.piercing),
  };
}

let model: ModelRow;

beforeAll(async () => {
  model = await firstRow<ModelRow>('SELECT * FROM models WHERE gender = 0 AND total_videos > 0 ORDER BY viewed DESC LIMIT 1');
});

describe('models', () => {
  it('answers the spec fields, statistics included, with the models lifetime', async () => {
    const { status, cache, body } = await json<Models>(list(NO_FILTERS, 'most-viewed'));
    expect(status).toBe(200);
    expect(cache).toBe('public, max-age=86400');
    expect(body.error).toBe(false);
    expect(body.code).toBeNull();
    expect(body.models.length).toBeGreaterThan(1);
    expect(body.total_count).toBe(body.models.length);
    const first = body.models[0]!;
    expect(Object.keys(first)).toEqual(expect.arrayContaining(['dir', 'title', 'thumb', 'country', 'total_videos', 'statistics']));
    expect(first.statistics).toEqual({ videos: first.total_videos, viewed: expect.any(Number), subscribers: expect.any(Number) });
    expect(first.url).toBe(`/model/${first.dir}/`);
    const viewed = body.models.map((m) => m.statistics.viewed);
    expect(viewed).toEqual([...viewed].sort((a, b) => b - a));
    expect(first.dir).toBe(model.dir);
  });

  it('each sort orders the same models differently', async () => {
    const orders = new Set<string>();
    for (const sort of ['most-popular', 'most-viewed', 'top-rated', 'count-videos', 'count-subs', 'recent', 'alphabet']) {
      const { body } = await json<Models>(list(NO_FILTERS, sort));
      orders.add(body.models.map((m) => m.dir).join());
    }
    expect(orders.size).toBeGreaterThanOrEqual(6);
  });

  it('shares one cache entry with the models page, filters included', async () => {
    const values = matchingValues(model);
    const slot = `filt.all.${values.race}.all.all.all.all.all.all.all.all`;
    const key = cacheKey('models', 'straight', slot, 'top-rated', 60, 1);
    const page = await (await get(`/models/top-rated/1/?race=${values.race}`)).text();
    expect(await stored(key)).toBe(true);
    const api = (await json<Models>(list(slot, 'top-rated'))).body;
    for (const item of api.models) expect(page).toContain(`href="${item.url}"`);
    const entry = JSON.parse((await env.CACHE.get(key))!) as { items: { title: string }[] };
    entry.items[0]!.title = 'Sentinel model from the cache';
    await putEntry(key, entry);
    expect(((await json<Models>(list(slot, 'top-rated'))).body.models[0]!.title)).toBe('Sentinel model from the cache');
  });

  it('the home page lists the popular models through the same entry, 25 at most', async () => {
    const key = cacheKey('models', 'straight', NO_FILTERS, 'most-popular', 25, 1);
    const home = await (await get('/')).text();
    expect(await stored(key)).toBe(true);
    const { body } = await json<Models>(list(NO_FILTERS, 'most-popular', 25));
    expect(body.models.length).toBeLessThanOrEqual(25);
    for (const item of body.models) expect(home).toContain(`href="${item.url}"`);
  });

  it.each(MODEL_FILTER_NAMES.map((name) => [name]))('the %s slot narrows the list like the page form does', async (name) => {
    const value = matchingValues(model)[name];
    const all = (await json<Models>(list(NO_FILTERS))).body;
    const { status, body } = await json<Models>(list(slotWith(name, value)));
    expect(status).toBe(200);
    expect(body.models.map((m) => m.dir)).toContain(model.dir);
    expect(body.total_count).toBeLessThan(all.total_count);
    const page = await (await get(`/models/most-popular/1/?${name}=${encodeURIComponent(value)}`)).text();
    expect(page).toContain(`name="${name}"`);
    for (const item of body.models) expect(page).toContain(`href="${item.url}"`);
    const others = all.models.filter((m) => !body.models.some((kept) => kept.dir === m.dir));
    for (const item of others) expect(page).not.toContain(`href="${item.url}"`);
  });

  it('an empty filter set answers models_not_found and is not stored; a page after it is a 404', async () => {
    const slot = 'filt.Q.ebony.40+.SG.huge.red.-155.60-.1.1';
    const before = await settledKeyCount();
    const { status, body } = await json<Models>(list(slot));
    expect(status).toBe(200);
    expect(body).toEqual({ models: [], total_count: 0, error: true, code: 'models_not_found' });
    expect((await get(list(slot, 'most-popular', 60, 2))).status).toBe(404);
    expect(await settledKeyCount()).toBe(before);
  });

  it('lifetime 0 is the no-cache twin under /api/jsond/ and writes no entry', async () => {
    const slot = slotWith('race', 'asian');
    const before = await settledKeyCount();
    const { status, cache, body } = await json<Models>(list(slot, 'count-subs', 60, 1, 'jsond/models/0'));
    expect(status).toBe(200);
    expect(cache).toBe('no-store');
    expect(body.models.length).toBeGreaterThan(0);
    expect(await env.CACHE.get(cacheKey('models', 'straight', slot, 'count-subs', 60, 1))).toBeNull();
    expect(await settledKeyCount()).toBe(before);
  });

  const badSlots: [ModelFilterName, string][] = [
    ['alphabet', 'a'], ['alphabet', 'AB'], ['race', 'martian'], ['age', '17-20'], ['age', '40'], ['country', 'ZZ'],
    ['country', 'jp'], ['tits_size', 'tiny'], ['hair_color', 'green'], ['height', '150-160'], ['weight', '-40'],
    ['tattoo', '2'], ['tattoo', 'yes'], ['piercing', '0.5'], ['piercing', ''],
  ];
  const badPaths = [
    ...badSlots.map(([name, value]) => list(slotWith(name, value))),
    list(NO_FILTERS.replace('filt', 'filter')),
    list(`${NO_FILTERS}.all`),
    list('filt.all.all.all.all.all.all.all.all.all'),
    list('filt.0.0.0.0.0.0.0.0.0.0'),
    list(NO_FILTERS, 'random'),
    list(NO_FILTERS, 'most-popular', 61),
    list(NO_FILTERS, 'most-popular', 60, 0),
    list(NO_FILTERS, 'most-popular', 60, 10001),
    list(NO_FILTERS, 'most-popular', 60, 999),
    `/api/json/models/3600/straight/${NO_FILTERS}/most-popular/60/1.json`,
    `/api/json/models/0/straight/${NO_FILTERS}/most-popular/60/1.json`,
    `/api/jsond/models/86400/straight/${NO_FILTERS}/most-popular/60/1.json`,
    `/api/json/models/86400/lesbian/${NO_FILTERS}/most-popular/60/1.json`,
    `/api/json/models/86400/straight/${NO_FILTERS}/most-popular/60/1.2.json`,
  ];

  it('refuses every bad slot with a JSON 404 and never creates a cache entry', async () => {
    const before = await settledKeyCount();
    for (const path of badPaths) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Cache-Control'), path).toBe('no-store');
      expect(await response.json(), path).toEqual({ error: true, code: 'not_found' });
    }
    expect(await settledKeyCount()).toBe(before);
  });
});

describe('model', () => {
  const path = (dir: string, prefix = dir.slice(0, 2), variant = 'json/model/3600') => `/api/${variant}/${prefix}/${dir}.json`;

  it('answers one model with its info fields and statistics, with the model lifetime', async () => {
    const { status, cache, body } = await json<Record<string, unknown>>(path(model.dir));
    expect(status).toBe(200);
    expect(cache).toBe('public, max-age=3600');
    expect(body).toMatchObject({
      model_id: model.model_id, dir: model.dir, alphabet: model.alphabet, race: model.race, country: model.country,
      tits_size: model.tits_size, hair_color: model.hair_color, height: model.height, weight: model.weight,
      tattoo: model.tattoo, piercing: model.piercing, gender: 'straight', url: `/model/${model.dir}/`, error: false, code: null,
      statistics: { videos: expect.any(Number), viewed: expect.any(Number), subscribers: expect.any(Number) },
    });
    expect(body.age).toBe(new Date().getUTCFullYear() - model.birth_year);
  });

  it('shares one cache entry with the model pages', async () => {
    const other = await firstRow<{ dir: string }>('SELECT dir FROM models WHERE total_videos > 0 ORDER BY model_id DESC LIMIT 1');
    const key = cacheKey('model', other.dir.slice(0, 2), other.dir);
    await get(`/model/${other.dir}/info/`);
    expect(await stored(key)).toBe(true);
    const entry = JSON.parse((await env.CACHE.get(key))!) as { title: string };
    entry.title = 'Sentinel name from the cache';
    await putEntry(key, entry);
    expect((await json<{ title: string }>(path(other.dir))).body.title).toBe('Sentinel name from the cache');
    expect(await (await get(`/model/${other.dir}/wall/`)).text()).toContain('Sentinel name from the cache');
  });

  it('the jsond twin reads fresh and stores nothing', async () => {
    const other = await firstRow<{ dir: string }>('SELECT dir FROM models ORDER BY model_id LIMIT 1 OFFSET 3');
    const { status, cache } = await json(path(other.dir, undefined, 'jsond/model/0'));
    expect(status).toBe(200);
    expect(cache).toBe('no-store');
    expect(await env.CACHE.get(cacheKey('model', other.dir.slice(0, 2), other.dir))).toBeNull();
  });

  it('refuses a wrong prefix, an unknown dir and other lifetimes without a cache entry', async () => {
    const before = await settledKeyCount();
    for (const bad of [
      path(model.dir, 'zz'), path(model.dir, model.dir.slice(0, 1)), path(model.dir, model.dir.slice(0, 3)),
      path('no-such-model'), path('No-Such'), path(`${model.dir}.1`), path(model.dir, undefined, 'json/model/86400'),
      path(model.dir, undefined, 'json/model/0'), path(model.dir, undefined, 'jsond/model/3600'),
    ]) {
      const response = await get(bad);
      expect(response.status, bad).toBe(404);
      expect(await response.json(), bad).toEqual({ error: true, code: 'not_found' });
    }
    expect(await settledKeyCount()).toBe(before);
  });
});
