// R2 media through the worker: a video's renditions and playlists only behind a signed grant to its folder in the
// path (play or download), with content types, ETag revalidation, HTTP Range for seeking, and segments kept once at
// the edge under a key without the grant; images freely.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantedPath, grantMedia, type MediaPurpose } from '../worker/media/signing';
import { get } from './helpers';

const bytes = new Uint8Array(1000).map((_, i) => i % 251);
const folder = 'videos/77-testfolder';
const master = '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-STREAM-INF:BANDWIDTH=1000,RESOLUTION=640x360\n360.m3u8\n';
const media = '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:4\n#EXT-X-MAP:URI="360.mp4",BYTERANGE="100@0"\n#EXTINF:4.000,\n#EXT-X-BYTERANGE:900@100\n360.mp4\n#EXT-X-ENDLIST\n';
const now = () => Math.floor(Date.now() / 1000);
const path = async (file: string, options: { purpose?: MediaPurpose; dir?: string; at?: number } = {}) =>
  grantedPath(await grantMedia(env.MEDIA_SECRET, options.dir ?? folder, options.purpose ?? 'play', options.at ?? now()), file);
const fetchMedia = (url: string, headers: Record<string, string> = {}) => get(url, { headers });

beforeAll(async () => {
  await env.MEDIA.put(`${folder}/360.mp4`, bytes, { httpMetadata: { contentType: 'video/mp4' } });
  await env.MEDIA.put(`${folder}/master.m3u8`, master, { httpMetadata: { contentType: 'application/vnd.apple.mpegurl' } });
  // Stored without a type: the name says what it is.
  await env.MEDIA.put(`${folder}/360.m3u8`, media);
  await env.MEDIA.put('videos/88-other/360.mp4', bytes, { httpMetadata: { contentType: 'video/mp4' } });
  await env.MEDIA.put('thumbs/test-thumb.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', { httpMetadata: { contentType: 'image/svg+xml' } });
});

describe('/media/ renditions and playlists', () => {
  it('serves a granted rendition with its type, length, ETag and the player request\'s lifetime, private to the browser', async () => {
    const response = await fetchMedia(await path('360.mp4'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('video/mp4');
    expect(response.headers.get('Content-Length')).toBe('1000');
    expect(response.headers.get('Accept-Ranges')).toBe('bytes');
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=8640000');
    expect(response.headers.get('Content-Disposition')).toBeNull();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('serves playlists as application/vnd.apple.mpegurl for a short time, and what they name resolves inside the grant', async () => {
    const url = await path('master.m3u8');
    const response = await fetchMedia(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/vnd.apple.mpegurl');
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=300');
    expect(await response.text()).toBe(master);
    const variant = new URL('360.m3u8', `http://localhost${url}`).pathname;
    const playlist = await fetchMedia(variant);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('Content-Type')).toBe('application/vnd.apple.mpegurl');
    const file = new URL('360.mp4', `http://localhost${variant}`).pathname;
    expect((await fetchMedia(file, { Range: 'bytes=100-999' })).status).toBe(206);
  });

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const response = await fetchMedia(await path('360.mp4'), { Range: 'bytes=100-199' });
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe('bytes 100-199/1000');
    expect(response.headers.get('Content-Length')).toBe('100');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes.slice(100, 200));
    const open = await fetchMedia(await path('360.mp4'), { Range: 'bytes=900-' });
    expect(open.status).toBe(206);
    expect(open.headers.get('Content-Range')).toBe('bytes 900-999/1000');
    expect(open.headers.get('X-Media-Cache')).toBeNull();
  });

  it('keeps a segment once at the edge under a key without the grant: a later grant for the same bytes is a hit', async () => {
    const first = await fetchMedia(await path('360.mp4'), { Range: 'bytes=300-449' });
    expect(first.headers.get('X-Media-Cache')).toBe('MISS');
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(bytes.slice(300, 450));
    const stored = await (await caches.open('media-segments')).match(`http://localhost/media-edge/${folder}/360.mp4?bytes=300-449`);
    expect(stored?.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    await stored?.body?.cancel();
    // Another visitor, an hour later: another token, the same stored copy.
    const later = await fetchMedia(await path('360.mp4', { at: now() + 3600 }), { Range: 'bytes=300-449' });
    expect(later.status).toBe(206);
    expect(later.headers.get('X-Media-Cache')).toBe('HIT');
    expect(later.headers.get('Content-Range')).toBe('bytes 300-449/1000');
    expect(later.headers.get('Cache-Control')).toBe('private, max-age=8640000');
    expect(new Uint8Array(await later.arrayBuffer())).toEqual(bytes.slice(300, 450));
    // A forged grant never reaches the stored copy.
    expect((await fetchMedia((await path('360.mp4')).replace(/\.[A-Za-z0-9_-]{43}\//, `.${'A'.repeat(43)}/`), { Range: 'bytes=300-449' })).status).toBe(403);
  });

  it('revalidates with If-None-Match as 304', async () => {
    const url = await path('360.mp4');
    const etag = (await fetchMedia(url)).headers.get('ETag')!;
    expect((await fetchMedia(url, { 'If-None-Match': etag })).status).toBe(304);
  });

  it("refuses the raw key, an expired grant, a forged one, another video's and a play grant used for download with 403", async () => {
    expect((await fetchMedia(`/media/${folder}/360.mp4`)).status).toBe(403);
    expect((await fetchMedia(await path('360.mp4', { at: now() - 8 * 3600 }))).status).toBe(403);
    const good = await path('360.mp4');
    expect((await fetchMedia(good.replace(/\.[A-Za-z0-9_-]{43}\//, `.${'A'.repeat(43)}/`))).status).toBe(403);
    expect((await fetchMedia(good.replace(/\/play\/\d+/, `/play/${now() + 999_999}`))).status).toBe(403);
    expect((await fetchMedia(good.replace(folder, 'videos/88-other'))).status).toBe(403);
    expect((await fetchMedia(good.replace('/play/', '/download/'))).status).toBe(403);
    expect(await (await fetchMedia(good.replace(folder, 'videos/88-other'))).text()).toBe('Forbidden');
  });

  it('a download grant answers as an attachment, under the name its link asks for made safe, with its own extension', async () => {
    const response = await fetchMedia(await path('360.mp4', { purpose: 'download' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="360.mp4"; filename*=UTF-8''360.mp4`);
    const named = await fetchMedia(`${await path('360.mp4', { purpose: 'download' })}?name=${encodeURIComponent('温泉 "morning"/\u0000 walk 360p.exe')}`);
    expect(named.headers.get('Content-Disposition')).toBe(
      `attachment; filename="morning walk 360p.exe.mp4"; filename*=UTF-8''${encodeURIComponent('温泉 morning walk 360p.exe.mp4')}`,
    );
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=864000');
  });

  it('refuses unknown names, prefixes and missing keys with a plain 404', async () => {
    expect((await fetchMedia('/media/secrets/x.txt')).status).toBe(404);
    expect((await fetchMedia(`/media/${folder}/../../x.mp4`)).status).toBe(404);
    expect((await fetchMedia(await path('missing.mp4'))).status).toBe(404);
    expect((await fetchMedia(await path('notes.txt'))).status).toBe(404);
    expect((await fetchMedia((await path('360.mp4')).replace('360.mp4', '%ZZ.mp4'))).status).toBe(404);
  });
});

describe('/media/ images and timelines', () => {
  it('serves images as immutable without a grant', async () => {
    const response = await fetchMedia('/media/thumbs/test-thumb.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('immutable');
  });

  it('keeps timeline previews for the spec\'s 2,592,000 s, in any cache', async () => {
    await env.MEDIA.put('timeline/test-clip.vtt', 'WEBVTT\n', { httpMetadata: { contentType: 'text/vtt' } });
    const response = await fetchMedia('/media/timeline/test-clip.vtt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=2592000');
  });
});
