// /api/json/videos_related2/...: related videos in blocks of three pages, on the entries the video page's related grid
// reads (page p in block ceil(p / 3)); blocks past the end and malformed paths are a JSON 404 that stores nothing.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { cacheKey } from '../worker/cache/policy';
import { UNCACHED_PAGE, expectRefused, expectUncachedTwin, readJson, rewriteEntry, storedEntry, videoBucketsOf, forgetEntry } from './api-read';
import { firstRow, get } from './helpers';

interface Related {
  videos: { video_id: number; dir: string; title: string; duration: string; thumb: string; url: string }[];
  total_count: number;
}

const path = (id: number, block: number, size = 36, variant = 'json/videos_related2/432000') =>
  `/api/${variant}/${size}/${videoBucketsOf(id)}/${id}.all.${block}.json`;
const keyOf = (id: number, block: number, size = 36) => cacheKey('videos_related2', size, ...videoBucketsOf(id).split('/'), `${id}.all.${block}`);

/** A public video and its related list's length, the first one (by id) for which `wanted` holds; read without caching. */
async function videoWith(wanted: (total: number) => boolean): Promise<{ video_id: number; dir: string; total: number }> {
  const { results } = await env.DB.prepare('SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 60')
    .all<{ video_id: number; dir: string }>();
  for (const video of results) {
    const body = (await (await get(path(video.video_id, 1, 36, 'jsond/videos_related2/0'))).json()) as Related;
    if (wanted(body.total_count)) return { ...video, total: body.total_count };
  }
  throw new Error('no video with such a related list');
}

describe('videos_related2', () => {
  it('answers a block of three pages of 12 with its lifetime', async () => {
    const v = await videoWith((total) => total > 36);
    const body = (await readJson(path(v.video_id, 1), 432000)) as unknown as Related & { error: boolean };
    expect(body.videos).toHaveLength(36);
    expect(body.total_count).toBe(Math.min(108, v.total));
    expect(body.error).toBe(false);
    expect(Object.keys(body.videos[0]!)).toEqual(expect.arrayContaining(['video_id', 'dir', 'title', 'duration', 'thumb', 'url']));
    expect(body.videos.map((item) => item.video_id)).not.toContain(v.video_id);
    const second = (await readJson(path(v.video_id, 2), 432000)) as unknown as Related;
    expect(second.videos[0]!.video_id).not.toBe(body.videos[0]!.video_id);
  });

  it('answers blocks of three pages of 20 (count 60)', async () => {
    const v = await videoWith((total) => total > 36);
    const body = (await readJson(path(v.video_id, 1, 60), 432000)) as unknown as Related;
    expect(body.videos).toHaveLength(Math.min(60, body.total_count));
  });

  it('the video page reads its pages from the same blocks', async () => {
    const v = await videoWith((total) => total > 36);
    await readJson(path(v.video_id, 1), 432000);
    await rewriteEntry<{ items: { title: string }[] }>(keyOf(v.video_id, 1), (block) => ({
      ...block, items: block.items.map((item, i) => (i === 0 ? { ...item, title: 'First related, rewritten' } : item)),
    }));
    const page = await (await get(`/videos/${v.video_id}/${v.dir}/${UNCACHED_PAGE}`)).text();
    expect(/id="related-grid">([\s\S]*?)<\/div>/.exec(page)![1]).toContain('First related, rewritten');
    // Page 4 is the first page of block 2.
    await forgetEntry(keyOf(v.video_id, 2));
    await get(`/videos/${v.video_id}/${v.dir}/?related_page=4`);
    expect(await storedEntry(keyOf(v.video_id, 2))).toMatchObject({ total: expect.any(Number) });
  });

  it('the jsond twin reads fresh and stores nothing', async () => {
    const v = await videoWith((total) => total > 0);
    await forgetEntry(cacheKey('video', ...videoBucketsOf(v.video_id).split('/'), v.video_id));
    const body = await expectUncachedTwin(path(v.video_id, 1, 36, 'jsond/videos_related2/0'), keyOf(v.video_id, 1));
    expect(body.error).toBe(false);
  });

  it('a block after the last, or of a video nobody may watch, is a 404 that stores nothing', async () => {
    // The video's own entry may be stored (it exists); the refused block may not.
    const refusedBlock = async (id: number, block: number) => {
      await get(`/api/json/video/86400/${videoBucketsOf(id)}/${id}.json`);
      await expectRefused(path(id, block));
    };
    const short = await videoWith((total) => total <= 36);
    await refusedBlock(short.video_id, 2);
    for (const where of ['status_id = 5', 'status_id = 1 AND is_private = 1']) {
      const v = await firstRow<{ video_id: number }>(`SELECT video_id FROM videos WHERE ${where} LIMIT 1`);
      await refusedBlock(v.video_id, 1);
    }
    await expectRefused(path(987654, 1));
  });

  it.each([
    '/api/json/videos_related2/86400/36/0/0/5.all.1.json', // another lifetime
    '/api/json/videos_related2/0/36/0/0/5.all.1.json',
    '/api/jsond/videos_related2/432000/36/0/0/5.all.1.json',
    '/api/json/videos_related2/432000/24/0/0/5.all.1.json', // a block size the site does not ask for
    '/api/json/videos_related2/432000/12/0/0/5.all.1.json',
    '/api/json/videos_related2/432000/036/0/0/5.all.1.json',
    '/api/json/videos_related2/432000/36/0/1/5.all.1.json', // wrong buckets
    '/api/json/videos_related2/432000/36/1/0/5.all.1.json',
    '/api/json/videos_related2/432000/36/0/0/5.new.1.json', // bad type
    '/api/json/videos_related2/432000/36/0/0/5.all.0.json', // blocks out of range
    '/api/json/videos_related2/432000/36/0/0/5.all.4.json',
    '/api/json/videos_related2/432000/60/0/0/5.all.3.json',
    '/api/json/videos_related2/432000/36/0/0/5.all.x.json',
    '/api/json/videos_related2/432000/36/0/0/x.all.1.json', // not a number
    '/api/json/videos_related2/432000/36/0/4294967/4294967296.all.1.json', // huge
    '/api/json/videos_related2/432000/36/0/0/5.all.99999999999.json',
    '/api/json/videos_related2/432000/36/0/0/5.all.1.x.json', // extra or missing dots
    '/api/json/videos_related2/432000/36/0/0/5.all..1.json',
    '/api/json/videos_related2/432000/36/0/0/5.all.json',
  ])('refuses %s', (refused) => expectRefused(refused));
});
