// /api/json/video/...: one video with the spec's fields, on the entry the video page reads; deleted and private videos
// answer their status only, without the media key; malformed paths are a JSON 404 that stores nothing.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { cacheKey } from '../worker/cache/policy';
import { UNCACHED_PAGE, expectRefused, expectUncachedTwin, readJson, rewriteEntry, storedEntry, videoBucketsOf, forgetEntry } from './api-read';
import { firstRow, get } from './helpers';

const path = (id: number, variant = 'json/video/86400') => `/api/${variant}/${videoBucketsOf(id)}/${id}.json`;
const keyOf = (id: number) => cacheKey('video', ...videoBucketsOf(id).split('/'), id);

const publicVideo = () =>
  firstRow<{ video_id: number; dir: string; file_key: string; user_id: number }>(
    `SELECT video_id, dir, file_key, user_id FROM videos WHERE status_id = 1 AND is_private = 0
        AND video_id IN (SELECT video_id FROM video_categories) AND video_id IN (SELECT video_id FROM video_models)
      ORDER BY video_id LIMIT 1`,
  );

describe('video', () => {
  it('answers the fields of spec section 3 with its lifetime', async () => {
    const v = await publicVideo();
    const body = await readJson(path(v.video_id), 86400);
    expect(body).toMatchObject({ video_id: v.video_id, dir: v.dir, status_id: 1, is_private: 0, error: false, code: null });
    for (const field of ['title', 'description', 'post_date', 'thumb', 'gender', 'rating', 'video_viewed']) expect(body, field).toHaveProperty(field);
    expect(body.duration).toMatch(/^(\d+:)?\d\d:\d\d$/);
    expect(body.statistics).toMatchObject({ viewed: expect.any(Number), likes: expect.any(Number), dislikes: expect.any(Number) });
    expect((body.categories as object[])[0]).toEqual({ dir: expect.any(String), title: expect.any(String) });
    expect((body.models as object[])[0]).toEqual({ dir: expect.any(String), title: expect.any(String) });
    expect(body.user).toMatchObject({ id: v.user_id, username: expect.any(String) });
    expect(JSON.stringify(body)).not.toContain(v.file_key);
  });

  it('shares one entry with the video page', async () => {
    const v = await publicVideo();
    await readJson(path(v.video_id), 86400);
    await rewriteEntry<{ title: string }>(keyOf(v.video_id), (video) => ({ ...video, title: 'Rewritten in the cache' }));
    expect(await (await get(`/videos/${v.video_id}/${v.dir}/${UNCACHED_PAGE}`)).text()).toContain('Rewritten in the cache');
    expect((await readJson(path(v.video_id), 86400)).title).toBe('Rewritten in the cache');
  });

  it('the video page fills the entry the endpoint reads', async () => {
    const v = await firstRow<{ video_id: number; dir: string }>(
      'SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id DESC LIMIT 1',
    );
    await forgetEntry(keyOf(v.video_id));
    await get(`/videos/${v.video_id}/${v.dir}/${UNCACHED_PAGE}`);
    expect(await storedEntry(keyOf(v.video_id))).toMatchObject({ video_id: v.video_id });
  });

  it('answers deleted and private videos with their status only', async () => {
    for (const [where, status] of [['status_id = 5', { status_id: 5 }], ['status_id = 1 AND is_private = 1', { is_private: 1 }]] as const) {
      const v = await firstRow<{ video_id: number; file_key: string }>(`SELECT video_id, file_key FROM videos WHERE ${where} LIMIT 1`);
      const body = await readJson(path(v.video_id), 86400);
      expect(Object.keys(body).sort()).toEqual(['code', 'error', 'is_private', 'status_id', 'video_id']);
      expect(body).toMatchObject(status);
      expect(JSON.stringify(body)).not.toContain(v.file_key);
    }
  });

  it('the jsond twin reads fresh and stores nothing', async () => {
    const v = await publicVideo();
    const body = await expectUncachedTwin(path(v.video_id, 'jsond/video/0'), keyOf(v.video_id));
    expect(body).toMatchObject({ video_id: v.video_id, error: false });
  });

  it('a video awaiting moderation or missing is a 404 that stores nothing', async () => {
    const pending = await firstRow<{ video_id: number }>('SELECT video_id FROM videos WHERE status_id = 1 ORDER BY video_id DESC LIMIT 1 OFFSET 1');
    await env.DB.prepare('UPDATE videos SET status_id = 0 WHERE video_id = ?1').bind(pending.video_id).run();
    try {
      await expectRefused(path(pending.video_id));
    } finally {
      await env.DB.prepare('UPDATE videos SET status_id = 1 WHERE video_id = ?1').bind(pending.video_id).run();
    }
    await expectRefused(path(987654));
    await expectRefused(path(2 ** 31));
  });

  it.each([
    '/api/json/video/3600/0/0/5.json', // another lifetime
    '/api/json/video/0/0/0/5.json',
    '/api/jsond/video/86400/0/0/5.json',
    '/api/jsond/video/00/0/0/5.json',
    '/api/json/video/86400/0/1/5.json', // wrong buckets
    '/api/json/video/86400/1/0/5.json',
    '/api/json/video/86400/0/00/5.json',
    '/api/json/video/86400/0/12/1234.json',
    '/api/json/video/86400/0/0/x.json', // not a number
    '/api/json/video/86400/0/0/05.json',
    '/api/json/video/86400/0/0/-5.json',
    '/api/json/video/86400/0/0/0.json',
    '/api/json/video/86400/0/4294967/4294967296.json', // huge
    '/api/json/video/86400/99999/99999999/99999999999.json',
    '/api/json/video/86400/0/0/5.6.json', // extra dots
    '/api/json/video/86400/0/0/5..json',
    '/api/json/video/86400/0/0/5.json.json',
    '/api/json/video/86400/0/0/5',
  ])('refuses %s', (refused) => expectRefused(refused));
});
