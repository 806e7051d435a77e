// Cards with real images in the right size and a moving preview: srcset and sizes over the WebP card sizes, the
// preview named on video cards, the first row asked for first, the seeded catalogue's raster frames and previews, and
// both kept as immutable.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { fetchDirect } from './direct';
import { firstRow } from './helpers';

/** The attributes of each <img> inside an element with `className` on a page. */
function cardImages(html: string, className: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<li class="${className}">.*?<img ([^>]*)/>`, 'gs'))].map(([, attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/([a-zA-Z]+)="([^"]*)"/g)].map(([, name, value]) => [name, value])));
}

const sized = /^\/media\/thumbs\/seed\/clip-[1-3]-\d+-320\.webp$/;

describe('video cards', () => {
  it('offer the three WebP card sizes with the grid\'s sizes, the first two asked for first and the rest last', async () => {
    const html = await (await fetchDirect('/videos/most-viewed/1/')).text();
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
    const html = await (await fetchDirect('/videos/latest-updates/1/')).text();
    const previews = [...html.matchAll(/<a class="card__link" href="[^"]+" data-preview="([^"]+)"/g)].map(([, src]) => src);
    expect(previews.length).toBe(60);
    for (const src of previews) expect(src).toMatch(/^\/media\/previews\/seed-clip-[1-3]\/preview\.mp4$/);
  });

  it('playlist cards show their first video\'s sizes', async () => {
    const html = await (await fetchDirect('/playlists/most-popular/1/')).text();
    const images = cardImages(html, 'card').filter((image) => !image.src!.startsWith('/img/'));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.srcSet).toMatch(/-640\.webp 640w$/);
  });

  it('the player\'s poster is the largest card size, a few KB where the frame is tens', async () => {
    const video = await firstRow<{ video_id: number; dir: string; thumb_set: string }>(
      'SELECT video_id, dir, thumb_set FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 1',
    );
    const html = await (await fetchDirect(`/videos/${video.video_id}/${encodeURIComponent(video.dir)}/`)).text();
    expect(html).toContain(`poster="/media/${video.thumb_set}-640.webp"`);
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
});

describe('card media on /media/', () => {
  it('serves card sizes and previews as immutable, with their types', async () => {
    await env.MEDIA.put('thumbs/seed/test-1-320.webp', new Uint8Array(10), { httpMetadata: { contentType: 'image/webp' } });
    await env.MEDIA.put('previews/test/preview.mp4', new Uint8Array(10), { httpMetadata: { contentType: 'video/mp4' } });
    for (const [key, type] of [['thumbs/seed/test-1-320.webp', 'image/webp'], ['previews/test/preview.mp4', 'video/mp4']]) {
      const response = await fetchDirect(`/media/${key}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe(type);
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    }
  });
});
