// R2 media through the worker: content type, ETag revalidation and HTTP Range for seeking.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from './helpers';

const bytes = new Uint8Array(1000).map((_, i) => i % 251);

beforeAll(async () => {
  await env.MEDIA.put('videos/test-clip.mp4', bytes, { httpMetadata: { contentType: 'video/mp4' } });
});

describe('/media/', () => {
  it('serves the whole object with its type, length, ETag and long caching', async () => {
    const response = await get('/media/videos/test-clip.mp4');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('video/mp4');
    expect(response.headers.get('Content-Length')).toBe('1000');
    expect(response.headers.get('Accept-Ranges')).toBe('bytes');
    expect(response.headers.get('Cache-Control')).toContain('immutable');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const response = await get('/media/videos/test-clip.mp4', { headers: { Range: 'bytes=100-199' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe('bytes 100-199/1000');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes.slice(100, 200));
  });

  it('revalidates with If-None-Match as 304', async () => {
    const etag = (await get('/media/videos/test-clip.mp4')).headers.get('ETag')!;
    const response = await get('/media/videos/test-clip.mp4', { headers: { 'If-None-Match': etag } });
    expect(response.status).toBe(304);
  });

  it('refuses unknown prefixes and missing keys with a plain 404', async () => {
    expect((await get('/media/secrets/x.txt')).status).toBe(404);
    expect((await get('/media/videos/../x.mp4')).status).toBe(404);
    expect((await get('/media/videos/missing.mp4')).status).toBe(404);
    expect((await get('/media/videos/%ZZ.mp4')).status).toBe(404);
  });
});
