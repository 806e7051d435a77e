// Cards with real images in the right size and a moving preview: srcset and sizes over the WebP card sizes, the
// preview named on video cards, the first row asked for first, the seeded catalogue's raster frames and previews, and
// both kept as immutable.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { firstRow, get } from './helpers';

/** The attributes of each <img> inside an element with `className` on a page. */
function cardImages(html: string, className: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<li class="${className}">.*?<img ([^>]*)/>`, 'gs'))].map(([, attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/([a-zA-Z]+)="([^"]*)"/g)].map(([, name, value]) => [name, value])));
}

const sized = /^\/media\/thumbs\/seed\/clip-[1-3]-\d+-320\.webp$/;

describe('video cards', () => {
  it('offer the three WebP card sizes with the grid\'s sizes, the first two asked for first and the rest last', async () => {
    const html = await (await get('/videos/most-viewed/1/')).text();
    const images = cardImages(html, 'card');
    expect(images.length).toBe(60);
    for (const image of images) {
      expect(image.src).toMatch(sized);
      const stem = image.src!.replace(/-320\.webp$/, '');
      expect(image.srcSet).toBe(`${stem}-320.webp 320w, ${stem}-480.webp 480w, ${stem}-640.webp 640w`);
      expect(image.sizes).toBe('(min-width: 1280px) 280px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw');
      expect([image.width, image.height, image.decoding]).toEqual(['320', '180', 'async']);
    }
    expect(images.map((image) => `${image.loading}:${image.fetchPriority ?? ''}`).slice(0, 6)).toEqual([
      'eager:high', 'eager:high', 'eager:', 'eager:', 'lazy:low', 'lazy:low',
    ]);
  });

  it('name their preview clip', async () => {
    const html = await (await get('/videos/latest-updates/1/')).text();
    const previews = [...html.matchAll(/<a class="card__link" href="[^"]+" data-preview="([^"]+)"/g)].map(([, src]) => src);
    expect(previews.length).toBe(60);
    for (const src of previews) expect(src).toMatch(/^\/media\/previews\/seed-clip-[1-3]\/preview\.mp4$/);
  });

  it('playlist cards show their first video\'s sizes', async () => {
    const html = await (await get('/playlists/most-popular/1/')).text();
    const images = cardImages(html, 'card').filter((image) => !image.src!.startsWith('/img/'));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.srcSet).toMatch(/-640\.webp 640w$/);
  });

  it('the player\'s poster is the largest card size, a few KB where the frame is tens', async () => {
    const video = await firstRow<{ video_id: number; dir: string; thumb_set: string }>(
      'SELECT video_id, dir, thumb_set FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 1',
    );
    const html = await (await get(`/videos/${video.video_id}/${encodeURIComponent(video.dir)}/`)).text();
    expect(html).toContain(`poster="/media/${video.thumb_set}-640.webp"`);
  });
});

describe('every other card kind', () => {
  const shapes = {
    portrait: [160, 240, 320],
    square: [160, 240, 320],
    landscape: [320, 480, 640],
  };
  it.each([
    ['models', '/models/most-popular/1/', 'card card--portrait', 'portrait', /^\/media\/models\/seed\/clip-[1-3]-\d+-160\.webp$/, '(min-width: 1280px) 170px'],
    ['channels', '/channels/most-popular/1/', 'card', 'landscape', /^\/media\/thumbs\/seed\/clip-[1-3]-\d+-320\.webp$/, '(min-width: 1280px) 280px'],
    ['albums', '/albums/latest-updates/1/', 'card', 'square', /^\/media\/photos\/seed\/clip-[1-3]-\d+-160\.webp$/, '(min-width: 1280px) 280px'],
    ['members', '/community/recent/1/', 'card card--member', 'square', /^\/media\/avatars\/seed\/clip-[1-3]-\d+-160\.webp$/, '(min-width: 1280px) 170px'],
  ] as const)('%s offer the WebP sizes of their shape', async (_kind, path, className, shape, src, sizes) => {
    const html = await (await get(path)).text();
    const images = cardImages(html, className).filter((image) => !image.src!.startsWith('/img/'));
    expect(images.length).toBeGreaterThan(3);
    for (const image of images) {
      expect(image.src).toMatch(src);
      const stem = image.src!.replace(/-\d+\.webp$/, '');
      expect(image.srcSet).toBe(shapes[shape].map((w) => `${stem}-${w}.webp ${w}w`).join(', '));
      expect(image.sizes!.startsWith(sizes)).toBe(true);
      expect([image.loading, image.decoding]).toEqual(['lazy', 'async']);
    }
  });
});

describe('an album page', () => {
  it('shows its photos by their square sizes, each leading to its viewer page', async () => {
    const album = await firstRow<{ album_id: number; dir: string; photos_amount: number }>(
      'SELECT album_id, dir, photos_amount FROM albums WHERE status_id = 1 AND is_private = 0 ORDER BY album_id LIMIT 1',
    );
    const html = await (await get(`/album/${album.album_id}/${album.dir}/`)).text();
    const photos = [...html.matchAll(/<li><a href="([^"]+)"><img ([^>]*)\/><\/a><\/li>/g)];
    expect(photos.length).toBe(album.photos_amount);
    for (const [i, [, href, attributes]] of photos.entries()) {
      expect(href).toBe(`/album/${album.album_id}/${album.dir}/photo/${i + 1}/`);
      expect(attributes).toMatch(/src="\/media\/photos\/seed\/clip-[1-3]-\d+-160\.webp" srcSet="[^"]+-160\.webp 160w, [^"]+-240\.webp 240w, [^"]+-320\.webp 320w" sizes="\(min-width: 1280px\) 420px/);
    }
  });
});

describe('the seeded catalogue', () => {
  it('gives every video a raster frame of its own clip with its card sizes, and its clip\'s preview', async () => {
    const mismatches = await firstRow<{ n: number }>(
      `SELECT COUNT(*) AS n FROM videos
        WHERE thumb_set IS NULL OR thumb <> thumb_set || '.jpg' OR thumb_set NOT LIKE 'thumbs/seed/clip-%'
           OR preview_key <> 'previews/seed-clip-' || substr(file_key, length('videos/seed-clip-') + 1, 1) || '/preview.mp4'
           OR substr(thumb_set, length('thumbs/seed/clip-') + 1, 1) <> substr(file_key, length('videos/seed-clip-') + 1, 1)`,
    );
    expect(mismatches.n).toBe(0);
    expect((await firstRow<{ n: number }>("SELECT COUNT(*) AS n FROM videos WHERE thumb LIKE '%.svg'")).n).toBe(0);
  });

  it('pictures models, channels, members, albums and photos with the clips\' frames, each with its sizes', async () => {
    for (const [table, key, set] of [
      ['models', 'thumb', 'thumb_set'], ['channels', 'thumb', 'thumb_set'], ['users', 'avatar', 'avatar_set'], ['albums', 'cover', 'cover_set'],
      ['photos', 'image', 'thumb_set'],
    ]) {
      const row = await firstRow<{ pictured: number; raster: number }>(
        `SELECT COUNT(*) AS pictured, SUM(${key} = ${set} || '.jpg' AND ${set} LIKE '%/seed/clip-%') AS raster FROM ${table} WHERE ${key} IS NOT NULL`,
      );
      expect(row.pictured, table).toBeGreaterThan(0);
      expect(row.raster, table).toBe(row.pictured);
    }
  });
});

describe('card media on /media/', () => {
  it('serves card sizes and previews as immutable, with their types', async () => {
    await env.MEDIA.put('thumbs/seed/test-1-320.webp', new Uint8Array(10), { httpMetadata: { contentType: 'image/webp' } });
    await env.MEDIA.put('previews/test/preview.mp4', new Uint8Array(10), { httpMetadata: { contentType: 'video/mp4' } });
    for (const [key, type] of [['thumbs/seed/test-1-320.webp', 'image/webp'], ['previews/test/preview.mp4', 'video/mp4']]) {
      const response = await get(`/media/${key}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe(type);
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    }
  });
});
