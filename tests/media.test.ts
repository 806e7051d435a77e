// R2 media through the worker: content type, ETag revalidation and HTTP Range for seeking; video files only
// through signed, unexpired links (play or download), images freely.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { expiryFrom, signedMediaUrl } from '../worker/media/signing';
import { get } from './helpers';

const bytes = new Uint8Array(1000).map((_, i) => i % 251);
const now = () => Math.floor(Date.now() / 1000);
const signed = (key: string, options: { expires?: number; download?: boolean } = {}) =>
  signedMediaUrl(env.MEDIA_SECRET, { key, expires: options.expires ?? expiryFrom(now()), download: options.download ?? false });

beforeAll(async () => {
  await env.MEDIA.put('videos/test-clip.mp4', bytes, { httpMetadata: { contentType: 'video/mp4' } });
  await env.MEDIA.put('thumbs/test-thumb.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', { httpMetadata: { contentType: 'image/svg+xml' } });
});

describe('/media/', () => {
  it('serves a signed video with its type, length, ETag and the player request\'s lifetime, private to the browser', async () => {
    const response = await get(await signed('videos/test-clip.mp4'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('video/mp4');
    expect(response.headers.get('Content-Length')).toBe('1000');
    expect(response.headers.get('Accept-Ranges')).toBe('bytes');
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=8640000');
    expect(response.headers.get('Content-Disposition')).toBeNull();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('serves images as immutable without a signature', async () => {
    const response = await get('/media/thumbs/test-thumb.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('immutable');
  });

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const response = await get(await signed('videos/test-clip.mp4'), { headers: { Range: 'bytes=100-199' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe('bytes 100-199/1000');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes.slice(100, 200));
  });

  it('revalidates with If-None-Match as 304', async () => {
    const url = await signed('videos/test-clip.mp4');
    const etag = (await get(url)).headers.get('ETag')!;
    expect((await get(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('refuses the raw key, an expired link, a forged one and one for another file with 403', async () => {
    expect((await get('/media/videos/test-clip.mp4')).status).toBe(403);
    expect((await get(await signed('videos/test-clip.mp4', { expires: now() - 1 }))).status).toBe(403);
    const good = await signed('videos/test-clip.mp4');
    expect((await get(good.replace(/s=[^&]+/, 's=' + 'A'.repeat(43)))).status).toBe(403);
    expect((await get(good.replace(/e=\d+/, `e=${now() + 999_999}`))).status).toBe(403);
    expect((await get(good.replace('test-clip', 'other-clip'))).status).toBe(403);
    expect((await get(`${good}&dl=1`)).status).toBe(403);
  });

  it('a signed download link answers as an attachment', async () => {
    const response = await get(await signed('videos/test-clip.mp4', { download: true }));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="test-clip.mp4"');
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=864000');
  });

  it('keeps timeline previews for the spec\'s 2,592,000 s, in any cache', async () => {
    await env.MEDIA.put('timeline/test-clip.vtt', 'WEBVTT\n', { httpMetadata: { contentType: 'text/vtt' } });
    const response = await get('/media/timeline/test-clip.vtt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=2592000');
  });

  it('refuses unknown prefixes and missing keys with a plain 404', async () => {
    expect((await get('/media/secrets/x.txt')).status).toBe(404);
    expect((await get('/media/videos/../x.mp4')).status).toBe(404);
    expect((await get(await signed('videos/missing.mp4'))).status).toBe(404);
    expect((await get('/media/videos/%ZZ.mp4')).status).toBe(404);
  });
});
