// /api/json/videos2/...: the spec's listing response, shared with the listing page's cache entry; junk is refused.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { cacheKey } from '../worker/cache/policy';
import { firstRow, get, settledKeyCount } from './helpers';

interface Listing {
  videos: { video_id: number; dir: string; title: string; duration: string; thumb: string; url: string; video_viewed: number }[];
  total_count: number;
  categories: { dir: string; title: string; total_videos: number }[];
  error: boolean;
  code: string | null;
}

const base = '/api/json/videos2/86400/straight';

describe('videos2', () => {
  it('answers the listing response with the spec fields and its lifetime', async () => {
    const response = await get(`${base}/most-viewed/60/all.0.1.all.all.all.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const body = (await response.json()) as Listing;
    expect(body.videos).toHaveLength(60);
    expect(body.total_count).toBeGreaterThan(60);
    expect(body.error).toBe(false);
    expect(body.code).toBeNull();
    expect(body.videos[0]!.duration).toMatch(/^(\d+:)?\d\d:\d\d$/);
    const views = body.videos.map((v) => v.video_viewed);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    for (const category of body.categories) expect(category.total_videos).toBeGreaterThanOrEqual(1000);
  });

  it('is the same data as the listing page, through one cache entry', async () => {
    const key = cacheKey('videos2', 'straight', 'longest', 60, 'all.0.2.all.medium.all');
    const api = (await (await get(`${base}/longest/60/all.0.2.all.medium.all.json`)).json()) as Listing;
    const page = await (await get('/videos/longest/2/?duration=medium')).text();
    for (const video of api.videos) expect(page).toContain(`href="${video.url}"`);
    expect(await env.CACHE.get(key)).not.toBeNull();
  });

  it('scopes by category, model, channel and uploader', async () => {
    const category = await firstRow<{ dir: string }>('SELECT dir FROM categories ORDER BY total_videos DESC LIMIT 1');
    const model = await firstRow<{ dir: string }>('SELECT dir FROM models WHERE total_videos > 0 AND gender = 0 LIMIT 1');
    const channel = await firstRow<{ dir: string }>('SELECT dir FROM channels ORDER BY total_videos DESC LIMIT 1');
    for (const slots of [`categories.${category.dir}`, `model.${model.dir}`, `channel.${channel.dir}`, 'uploader.1']) {
      const body = (await (await get(`${base}/latest-updates/60/${slots}.1.all.all.all.json`)).json()) as Listing;
      expect(body.videos.length, slots).toBeGreaterThan(0);
      expect(body.categories, slots).toEqual([]);
    }
  });

  it('lifetime 0 is the no-cache twin under /api/jsond/', async () => {
    const key = cacheKey('videos2', 'straight', 'top-rated', 25, 'all.0.4.all.all.all');
    const response = await get('/api/jsond/videos2/0/straight/top-rated/25/all.0.4.all.all.all.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(((await response.json()) as Listing).videos).toHaveLength(25);
    expect(await env.CACHE.get(key)).toBeNull();
  });

  it('an empty page answers videos_not_found', async () => {
    const body = (await (await get(`${base}/latest-updates/60/uploader.999999.1.all.all.all.json`)).json()) as Listing;
    expect(body).toMatchObject({ videos: [], total_count: 0, error: true, code: 'videos_not_found' });
  });

  it.each([
    '/api/json/videos2/3600/straight/most-viewed/60/all.0.1.all.all.all.json',
    '/api/json/videos2/0/straight/most-viewed/60/all.0.1.all.all.all.json',
    '/api/jsond/videos2/86400/straight/most-viewed/60/all.0.1.all.all.all.json',
    '/api/json/videos2/86400/lesbian/most-viewed/60/all.0.1.all.all.all.json',
    '/api/json/videos2/86400/straight/random/60/all.0.1.all.all.all.json',
    '/api/json/videos2/86400/straight/most-viewed/61/all.0.1.all.all.all.json',
    '/api/json/videos2/86400/straight/most-viewed/60/all.0.0.all.all.all.json',
    '/api/json/videos2/86400/straight/most-viewed/60/all.0.99999.all.all.all.json',
    '/api/json/videos2/86400/straight/most-viewed/60/all.0.101.all.all.all.json',
    '/api/json/videos2/86400/straight/most-viewed/60/all.0.1.hd.all.all.json',
    '/api/json/videos2/86400/straight/most-viewed/60/all.0.1.all.tiny.all.json',
    '/api/json/videos2/86400/straight/most-viewed/60/all.0.1.all.all.year.json',
    '/api/json/videos2/86400/straight/most-viewed/60/all.5.1.all.all.all.json',
    '/api/json/videos2/86400/straight/most-viewed/60/categories.1+2+3+4.1.all.all.all.json',
    '/api/json/videos2/86400/straight/most-viewed/60/categories.x.1.all.all.all.json', // no such category
    '/api/json/videos2/86400/straight/most-viewed/60/categories.Beach.1.all.all.all.json',
    '/api/json/videos2/86400/straight/most-viewed/60/model.987654321.1.all.all.all.json', // no such model
    '/api/json/videos2/86400/straight/most-viewed/60/channel.no-such-channel.1.all.all.all.json',
    '/api/json/videos2/86400/straight/most-viewed/60/all.0.1.all.all.json',
    '/api/json/videos2/86400/straight/most-viewed/60/all.0.1.all.all.all.all.json',
    "/api/json/videos2/86400/straight/most-viewed/60/all.0.1'.all.all.all.json",
    '/api/json/nothing/',
  ])('refuses %s with a JSON 404 and writes no cache entry', async (path) => {
    const before = await settledKeyCount();
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: true, code: 'not_found' });
    expect(await settledKeyCount()).toBe(before);
  });

  it.each([
    '/api/json/videos2/86400/straight/most-viewed/60/uploader.987654321.1.all.all.all.json',
    '/api/json/videos2/86400/straight/most-viewed/60/all.0.99.all.all.all.json',
  ])('answers the empty list of %s without storing it', async (path) => {
    const before = await settledKeyCount();
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(((await response.json()) as Listing).code).toBe('videos_not_found');
    expect(await settledKeyCount()).toBe(before);
  });
});
