// The JSON endpoints around videos: video, videos_related2, comments, categories, main, suggester and
// subscriptions — their shapes and lifetimes, their no-cache twins, the entries they share with the pages,
// and every malformed path refused with a JSON 404 that writes nothing to the cache.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { cacheKey } from '../worker/cache/policy';
import { firstRow, get, settledKeyCount } from './helpers';

interface Body {
  [key: string]: unknown;
  error: boolean;
  code: string | null;
}

async function read(path: string, lifetime: number): Promise<Body> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('Cache-Control'), path).toBe(lifetime ? `public, max-age=${lifetime}` : 'no-store');
  return (await response.json()) as Body;
}

const video = () =>
  firstRow<{ video_id: number; dir: string; comments_count: number }>(
    `SELECT video_id, dir, comments_count FROM videos WHERE status_id = 1 AND is_private = 0 AND comments_count > 12
      AND video_id IN (SELECT video_id FROM video_categories) ORDER BY video_id LIMIT 1`,
  );
const buckets = (id: number) => `${Math.floor(id / 1e6)}/${Math.floor(id / 1e3)}`;

describe('video', () => {
  it('answers the spec fields and shares its entry with the video page', async () => {
    const v = await video();
    await get(`/videos/${v.video_id}/${v.dir}/`, { cookies: { cookie_notice: '1' } });
    const key = cacheKey('video', ...buckets(v.video_id).split('/'), v.video_id);
    for (let i = 0; i < 40 && (await env.CACHE.get(key)) === null; i++) await new Promise((r) => setTimeout(r, 25));
    expect(await env.CACHE.get(key)).not.toBeNull();
    const body = await read(`/api/json/video/86400/${buckets(v.video_id)}/${v.video_id}.json`, 86400);
    expect(body).toMatchObject({ video_id: v.video_id, dir: v.dir, status_id: 1, is_private: 0, error: false });
    expect(body.duration).toMatch(/^(\d+:)?\d\d:\d\d$/);
    expect(body.statistics).toMatchObject({ viewed: expect.any(Number), likes: expect.any(Number), dislikes: expect.any(Number) });
    expect((body.categories as unknown[]).length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain('file_key');
    expect(JSON.stringify(body)).not.toContain('.mp4');
  });

  it('answers deleted and private videos with their status only', async () => {
    for (const where of ['status_id = 5', 'status_id = 1 AND is_private = 1']) {
      const v = await firstRow<{ video_id: number }>(`SELECT video_id FROM videos WHERE ${where} LIMIT 1`);
      const body = await read(`/api/json/video/86400/${buckets(v.video_id)}/${v.video_id}.json`, 86400);
      expect(Object.keys(body).sort()).toEqual(['code', 'error', 'is_private', 'status_id', 'video_id']);
    }
  });
});

describe('videos_related2', () => {
  it('answers a block of three pages and the video page shows its first page', async () => {
    const v = await video();
    const body = await read(`/api/json/videos_related2/432000/36/${buckets(v.video_id)}/${v.video_id}.all.1.json`, 432000);
    const items = body.videos as { video_id: number; url: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(36);
    expect(items.map((i) => i.video_id)).not.toContain(v.video_id);
    expect(body.total_count).toBeLessThanOrEqual(108);
    const page = await (await get(`/videos/${v.video_id}/${v.dir}/`)).text();
    const related = /id="related-grid">([\s\S]*?)<\/div>/.exec(page)![1]!;
    expect(related).toContain(items[0]!.url);
    expect(await read(`/api/jsond/videos_related2/0/60/${buckets(v.video_id)}/${v.video_id}.all.1.json`, 0)).toMatchObject({ error: false });
  });
});

describe('comments', () => {
  it('answers the newest comments with the spec fields; the page shows the first ten of them', async () => {
    const v = await video();
    const body = await read(`/api/json/comments/3600/videos/${buckets(v.video_id)}/${v.video_id}.json`, 3600);
    const comments = body.comments as { comment_id: number; comment: string; username: string; added_date: string }[];
    expect(comments.length).toBe(Math.min(200, Number(body.total_count)));
    expect(Object.keys(comments[0]!).sort()).toEqual(['added_date', 'avatar', 'comment', 'comment_id', 'user_id', 'username']);
    const page = await (await get(`/videos/${v.video_id}/${v.dir}/`)).text();
    expect(page).toContain(comments[0]!.username);
  });
});

describe('categories, main, suggester, subscriptions', () => {
  it('categories in the asked language, the same list the index shows', async () => {
    const body = await read('/api/json/categories/14400/straight.videos.ja.json', 14400);
    const categories = body.categories as { dir: string; title: string }[];
    expect(categories.length).toBeGreaterThan(5);
    const index = await (await get('/categories/', { cookies: { app_lang: 'ja', cookie_notice: '1' } })).text();
    for (const category of categories.slice(0, 3)) expect(index).toContain(category.title);
  });

  it('main: the largest categories, keywords and popular models', async () => {
    const body = await read('/api/json/main/14400/gay.en.json', 14400);
    expect(body.section).toBe('gay');
    const sizes = (body.categories as { total_videos: number }[]).map((c) => c.total_videos);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect((body.keywords as string[]).length).toBeGreaterThan(0);
    expect(Array.isArray(body.models)).toBe(true);
  });

  it('suggester: a set of the most searched keywords', async () => {
    const body = await read('/api/json/suggester/43200/100.json', 43200);
    const keywords = body.keywords as string[];
    expect(keywords.length).toBeGreaterThan(0);
    expect(keywords.length).toBeLessThanOrEqual(100);
    expect(new Set(keywords).size).toBe(keywords.length);
  });

  it("subscriptions: a member's, as the subscriptions tab shows them; a hidden list is refused", async () => {
    const member = await firstRow<{ user_id: number }>(
      `SELECT user_id FROM users WHERE user_id IN (SELECT user_id FROM subscriptions) AND hidden_lists NOT LIKE '%subscriptions%' LIMIT 1`,
    );
    const body = await read(`/api/json/subscriptions/14400/${Math.floor(member.user_id / 1000)}/${member.user_id}.json`, 14400);
    const items = body.subscriptions as { title: string; url: string }[];
    expect(items.length).toBeGreaterThan(0);
    const tab = await (await get(`/members/${member.user_id}/subscriptions/`)).text();
    expect(tab).toContain(items[0]!.url);
    const hidden = await env.DB.prepare(`SELECT user_id FROM users WHERE hidden_lists LIKE '%subscriptions%' LIMIT 1`).first<{ user_id: number }>();
    if (hidden) {
      const refused = await get(`/api/json/subscriptions/14400/${Math.floor(hidden.user_id / 1000)}/${hidden.user_id}.json`);
      expect(refused.status).toBe(403);
    }
  });
});

describe('refused paths', () => {
  it.each([
    '/api/json/video/3600/0/0/5.json', '/api/json/video/86400/0/1/5.json', '/api/json/video/86400/1/0/5.json',
    '/api/json/video/86400/0/0/5.6.json', '/api/json/video/86400/0/0/x.json', '/api/json/video/86400/0/0/99999999999.json',
    '/api/jsond/video/86400/0/0/5.json', '/api/json/video/86400/0/0/987654.json',
    '/api/json/videos_related2/432000/24/0/0/5.all.1.json', '/api/json/videos_related2/432000/36/0/0/5.new.1.json',
    '/api/json/videos_related2/432000/36/0/0/5.all.0.json', '/api/json/videos_related2/432000/36/0/0/5.all.99.json',
    '/api/json/videos_related2/86400/36/0/0/5.all.1.json', '/api/json/videos_related2/432000/36/0/0/5.all.1.x.json',
    '/api/json/comments/3600/photos/0/0/5.json', '/api/json/comments/3600/videos/0/9/5.json', '/api/json/comments/60/videos/0/0/5.json',
    '/api/json/categories/14400/straight.albums.en.json', '/api/json/categories/14400/straight.videos.xx.json',
    '/api/json/categories/14400/lesbian.videos.en.json', '/api/json/categories/100/straight.videos.en.json',
    '/api/json/main/14400/straight.json', '/api/json/main/14400/straight.en.x.json', '/api/json/main/0/straight.en.json',
    '/api/json/suggester/43200/99.json', '/api/json/suggester/43200/100.5.json', '/api/json/suggester/60/100.json',
    '/api/json/subscriptions/14400/1/2.json', '/api/json/subscriptions/14400/0/0.json', '/api/json/subscriptions/14400/0/987654.json',
  ])('refuses %s with a JSON 404 and no cache entry', async (path) => {
    const before = await settledKeyCount();
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: true, code: 'not_found' });
    expect(await settledKeyCount()).toBe(before);
  });

  it('the jsond twins answer no-store and write no entry', async () => {
    const before = await settledKeyCount();
    for (const path of [
      '/api/jsond/video/0/0/0/5.json', '/api/jsond/comments/0/videos/0/0/5.json', '/api/jsond/categories/0/gay.videos.de.json',
      '/api/jsond/main/0/shemale.fr.json', '/api/jsond/suggester/0/500.json',
    ]) {
      const response = await get(path);
      expect(response.headers.get('Cache-Control'), path).toBe('no-store');
    }
    expect(await settledKeyCount()).toBe(before);
  });
});
