// /api/json/comments/...: the newest 200 comments of a public video or album, on the entry the video page's comments
// read (10 a page); signed-in visitors read fresh; malformed paths and hidden objects are a JSON 404 that stores nothing.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { cacheKey } from '../worker/cache/policy';
import { UNCACHED_PAGE, expectRefused, expectUncachedTwin, readJson, rewriteEntry, storedEntry, videoBucketsOf, forgetEntry } from './api-read';
import { firstRow, get, sessionFor } from './helpers';

interface Comments {
  comments: { comment_id: number; user_id: number; username: string; user_visible: number; avatar: string | null; added_date: string; comment: string }[];
  total_count: number;
  error: boolean;
  code: string | null;
}

const path = (id: number, section = 'videos', variant = 'json/comments/3600') => `/api/${variant}/${section}/${videoBucketsOf(id)}/${id}.json`;
const keyOf = (id: number, section = 'videos') => cacheKey('comments', section, ...videoBucketsOf(id).split('/'), id);

/** Public videos with comments, most commented first. */
const commentedVideo = (offset: number) =>
  firstRow<{ video_id: number; dir: string }>(
    `SELECT v.video_id, v.dir FROM videos v WHERE v.status_id = 1 AND v.is_private = 0
        AND EXISTS (SELECT 1 FROM comments c WHERE c.object_type = 'video' AND c.object_id = v.video_id AND c.status_id = 1)
      ORDER BY v.comments_count DESC, v.video_id LIMIT 1 OFFSET ?1`,
    offset,
  );

describe('comments', () => {
  it('answers the newest comments with the spec fields and its lifetime', async () => {
    const v = await commentedVideo(0);
    const body = (await readJson(path(v.video_id), 3600)) as unknown as Comments;
    expect(body.error).toBe(false);
    expect(body.comments.length).toBe(Math.min(200, body.total_count));
    expect(Object.keys(body.comments[0]!).sort()).toEqual(['added_date', 'avatar', 'comment', 'comment_id', 'user_id', 'user_visible', 'username']);
    const dates = body.comments.map((comment) => comment.added_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('holds the newest 200; the page reads older ones from the database', async () => {
    const v = await commentedVideo(1);
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 210)
       INSERT INTO comments (object_type, object_id, user_id, comment, added_date, status_id)
       SELECT 'video', ?1, 2, 'Bulk comment number ' || i, ?2 - i, 1 FROM n`,
    ).bind(v.video_id, Math.floor(Date.now() / 1000) + 1000).run();
    const body = (await readJson(path(v.video_id), 3600)) as unknown as Comments;
    expect(body.comments).toHaveLength(200);
    expect(body.total_count).toBeGreaterThan(210);
    expect(body.comments[0]!.comment).toBe('Bulk comment number 1');
    const page21 = await (await get(`/videos/${v.video_id}/${v.dir}/?comments_page=21`)).text();
    expect(page21).toContain('Bulk comment number 201');
  });

  it('shares one entry with the video page, ten a page', async () => {
    const v = await commentedVideo(2);
    const body = (await readJson(path(v.video_id), 3600)) as unknown as Comments;
    await rewriteEntry<{ items: { comment: string }[] }>(keyOf(v.video_id), (list) => ({
      ...list, items: list.items.map((item, i) => (i === 0 ? { ...item, comment: 'Newest comment, rewritten' } : item)),
    }));
    const page = await (await get(`/videos/${v.video_id}/${v.dir}/${UNCACHED_PAGE}`)).text();
    expect(page).toContain('Newest comment, rewritten');
    if (body.comments.length > 10) expect(page).not.toContain(body.comments[10]!.comment);
  });

  it("signed-in visitors' API reads are fresh and store nothing; their page shares the guests' entry", async () => {
    const v = await commentedVideo(3);
    await forgetEntry(keyOf(v.video_id));
    const cookies = await sessionFor(2);
    await readJson(path(v.video_id), 3600, { cookies });
    expect(await storedEntry(keyOf(v.video_id))).toBeNull();
    await get(`/videos/${v.video_id}/${v.dir}/`, { cookies });
    expect(await storedEntry(keyOf(v.video_id))).not.toBeNull();
  });

  it('albums have comments too', async () => {
    const album = await firstRow<{ album_id: number }>(
      `SELECT a.album_id FROM albums a WHERE a.status_id = 1 AND a.is_private = 0
          AND EXISTS (SELECT 1 FROM comments c WHERE c.object_type = 'album' AND c.object_id = a.album_id AND c.status_id = 1) LIMIT 1`,
    );
    const body = (await readJson(path(album.album_id, 'albums'), 3600)) as unknown as Comments;
    expect(body.comments.length).toBeGreaterThan(0);
    expect(await storedEntry(keyOf(album.album_id, 'albums'))).not.toBeNull();
  });

  it('the jsond twin reads fresh and stores nothing', async () => {
    const v = await commentedVideo(4);
    await forgetEntry(cacheKey('video', ...videoBucketsOf(v.video_id).split('/'), v.video_id));
    const body = await expectUncachedTwin(path(v.video_id, 'videos', 'jsond/comments/0'), keyOf(v.video_id));
    expect(body.error).toBe(false);
  });

  it('objects nobody may see, or that do not exist, are a 404 that stores nothing', async () => {
    for (const where of ['status_id = 5', 'status_id = 1 AND is_private = 1']) {
      const v = await firstRow<{ video_id: number }>(`SELECT video_id FROM videos WHERE ${where} LIMIT 1`);
      await get(`/api/json/video/86400/${videoBucketsOf(v.video_id)}/${v.video_id}.json`); // its own entry may exist
      await expectRefused(path(v.video_id));
    }
    await expectRefused(path(987654));
    await expectRefused(path(987654, 'albums'));
  });

  it.each([
    '/api/json/comments/60/videos/0/0/5.json', // another lifetime
    '/api/json/comments/0/videos/0/0/5.json',
    '/api/jsond/comments/3600/videos/0/0/5.json',
    '/api/json/comments/3600/photos/0/0/5.json', // sections without comments
    '/api/json/comments/3600/models/0/0/5.json',
    '/api/json/comments/3600/video/0/0/5.json',
    '/api/json/comments/3600/videos/0/9/5.json', // wrong buckets
    '/api/json/comments/3600/videos/1/0/5.json',
    '/api/json/comments/3600/videos/0/0/five.json', // not a number
    '/api/json/comments/3600/videos/0/0/5e3.json',
    '/api/json/comments/3600/videos/0/4294967/4294967296.json', // huge
    '/api/json/comments/3600/videos/0/0/5.1.json', // extra dots
    '/api/json/comments/3600/videos/0/0/.5.json',
  ])('refuses %s', (refused) => expectRefused(refused));
});
