// The watch page's player without JavaScript: a phone-sized MP4 by media query, the HLS master, then the HD MP4;
// the quality row sets a cookie that picks one MP4 on later pages, and the page cache keeps one copy per quality.
// Cards say the quality, and the listings filter "HD only".
import { describe, expect, it } from 'vitest';
import { prefersLowStart } from '../islands/player/streaming';
import { playerSources } from '../worker/domain/player-sources';
import { firstRow, get } from './helpers';

const watchPage = (height: number) =>
  firstRow<{ video_id: number; dir: string; file_key: string }>(
    'SELECT video_id, dir, file_key FROM videos WHERE status_id = 1 AND is_private = 0 AND height = ?1 ORDER BY viewed DESC LIMIT 1', height,
  );
const pathOf = (video: { video_id: number; dir: string }) => `/videos/${video.video_id}/${encodeURIComponent(video.dir)}/`;
const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/'));

/** The <source> elements of the page's <video>: [src, type, media]. */
function sources(html: string): string[][] {
  const video = /<video[^>]*>(.*?)<\/video>/s.exec(html)![1]!;
  return [...video.matchAll(/<source ([^>]*)\/>/g)].map(([, attributes]) =>
    ['src', 'type', 'media'].map((name) => new RegExp(`${name}="([^"]*)"`).exec(attributes!)?.[1] ?? ''));
}

const grantOf = (folder: string, file: string) => new RegExp(`^/media/play/\\d+\\.[A-Za-z0-9_-]{43}/${folder}/${file.replace('.', '\\.')}$`);

describe('the player without JavaScript', () => {
  it('lists the 360p MP4 for phones, then the master playlist, then the 720p MP4, all in one grant', async () => {
    const video = await watchPage(1080);
    const response = await get(pathOf(video));
    expect(response.status).toBe(200);
    const listed = sources(await response.text());
    const folder = folderOf(video.file_key);
    expect(listed.map(([, type, media]) => [type, media])).toEqual([
      ['video/mp4', '(max-width: 767px)'], ['application/vnd.apple.mpegurl', ''], ['video/mp4', ''],
    ]);
    expect(listed[0]![0]).toMatch(grantOf(folder, '360.mp4'));
    expect(listed[1]![0]).toMatch(grantOf(folder, 'master.m3u8'));
    expect(listed[2]![0]).toMatch(grantOf(folder, '720.mp4'));
    // One grant for the folder: what the playlists name relatively resolves inside it.
    expect(new Set(listed.map(([src]) => src!.split('/').slice(0, 4).join('/'))).size).toBe(1);
  });

  it('a 480p video has no HD file: its phone and larger screens get its own rungs', async () => {
    const listed = sources(await (await get(pathOf(await watchPage(480)))).text());
    expect(listed.map(([src, , media]) => [src!.split('/').pop(), media])).toEqual([['360.mp4', '(max-width: 767px)'], ['master.m3u8', ''], ['480.mp4', '']]);
  });

  it('shows a quality row of plain links: Auto and each rendition, HD marked, Auto current', async () => {
    const video = await watchPage(720);
    const html = await (await get(pathOf(video))).text();
    const row = /<nav class="quality" aria-label="Quality">(.*?)<\/nav>/s.exec(html)![1]!;
    const links = [...row.matchAll(/<a href="([^"]+)" rel="nofollow"( aria-current="true")?[^>]*>(.*?)<\/a>/g)];
    expect(links.map(([, , current, text]) => [text!.replace(/<[^>]+>|<!-- -->/g, '').trim(), Boolean(current)])).toEqual([
      ['Auto', true], ['240p', false], ['360p', false], ['480p', false], ['720p HD', false],
    ]);
    expect(links[3]![1]).toBe(`/prefs/quality/480/?back=${encodeURIComponent(pathOf(video))}`);
  });

  it('a quality link sets the cookie and goes back; later pages list that MP4 alone, and the nearest below where a video lacks it', async () => {
    const video = await watchPage(1080);
    const chosen = await get(`/prefs/quality/480/?back=${encodeURIComponent(pathOf(video))}`);
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('Location')).toBe(pathOf(video));
    expect(chosen.headers.get('Cache-Control')).toBe('no-store');
    expect(chosen.headers.get('Set-Cookie')).toMatch(/^app_quality=480; Max-Age=31536000; .*Path=\//);
    const html = await (await get(pathOf(video), { cookies: { app_quality: '480' } })).text();
    expect(sources(html).map(([src, type]) => [src!.split('/').pop(), type])).toEqual([['480.mp4', 'video/mp4']]);
    expect(html).toMatch(/<a href="[^"]+" rel="nofollow" aria-current="true"[^>]*>480p<\/a>/);
    const lower = await (await get(pathOf(await watchPage(480)), { cookies: { app_quality: '1080' } })).text();
    expect(sources(lower).map(([src]) => src!.split('/').pop())).toEqual(['480.mp4']);
    // Unknown values: Auto on the page, 404 at the preference link.
    expect(sources(await (await get(pathOf(video), { cookies: { app_quality: '999' } })).text())).toHaveLength(3);
    for (const bad of ['999', 'hd', '0', '%3Cx%3E']) expect((await get(`/prefs/quality/${bad}/`)).status).toBe(404);
  });

  it('the page cache keeps one copy per quality, and no more for made-up ones', async () => {
    const video = await watchPage(720);
    const visit = async (quality?: string) => {
      const response = await get(pathOf(video), { cookies: { _agev: '1', ...(quality ? { app_quality: quality } : {}) } });
      return { state: response.headers.get('X-Cache'), file: sources(await response.text()).at(-1)![0]!.split('/').pop() };
    };
    expect(await visit('360')).toEqual({ state: 'MISS', file: '360.mp4' });
    expect(await visit('360')).toEqual({ state: 'HIT', file: '360.mp4' });
    expect((await visit()).file).toBe('720.mp4');
    expect(await visit('auto')).toEqual({ state: 'HIT', file: '720.mp4' });
    expect(await visit('nonsense')).toEqual({ state: 'HIT', file: '720.mp4' });
  });

  it('the embed plays the same files with the same choice', async () => {
    const video = await watchPage(1080);
    const html = await (await get(`/embed/${video.video_id}`, { cookies: { app_quality: '720' } })).text();
    expect(sources(html).map(([src]) => src!.split('/').pop())).toEqual(['720.mp4']);
    expect(html).toContain(`/prefs/quality/auto/?back=${encodeURIComponent(`/embed/${video.video_id}`)}`);
  });
});

describe('quality on cards and in listings', () => {
  it('cards badge HD from 720p and the height below it', async () => {
    const html = await (await get('/videos/most-viewed/1/')).text();
    const badges = [...html.matchAll(/<span class="card__badge card__badge--quality([^"]*)">([^<]+)<\/span>/g)].map(([, hd, text]) => `${hd!.trim()}:${text}`);
    expect(badges.length).toBeGreaterThan(20);
    expect(new Set(badges)).toEqual(new Set(['card__badge--hd:HD', ':480p']));
  });

  it('"HD only" keeps HD videos, counted, in listings, categories and search, and keeps the filter in its links', async () => {
    const all = await (await get('/videos/latest-updates/1/')).text();
    const hd = await (await get('/videos/latest-updates/1/?hd=1')).text();
    expect(hd).toMatch(/<input type="checkbox" name="hd"[^>]* checked=""/);
    expect(hd).toContain('<meta name="robots" content="noindex, follow"');
    expect(hd).not.toContain('card__badge--quality">480p');
    expect(hd).toContain('href="/videos/latest-updates/2/?hd=1"');
    const total = (html: string) => Number(/(\d[\d,]*) videos/.exec(html)![1]!.replace(/,/g, ''));
    const expected = await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM videos WHERE status_id = 1 AND is_private = 0 AND gender = 0 AND height >= 720');
    expect(total(hd)).toBe(expected.n);
    expect(total(hd)).toBeLessThan(total(all));
    const category = await firstRow<{ dir: string }>('SELECT dir FROM categories ORDER BY total_videos DESC LIMIT 1');
    expect(await (await get(`/categories/${category.dir}/latest-updates/1/?hd=1`)).text()).not.toContain('card__badge--quality">480p');
    const search = await (await get('/search/1/?s=walk&hd=1')).text();
    expect(search).not.toContain('card__badge--quality">480p');
    expect(search).toMatch(/<input type="checkbox" name="hd"[^>]* checked=""/);
  });
});

describe('the upgraded player\'s choices', () => {
  it('starts on the lowest rung with Save-Data or a 2g/3g connection', () => {
    expect(prefersLowStart({ saveData: true, effectiveType: '4g' })).toBe(true);
    for (const effectiveType of ['slow-2g', '2g', '3g']) expect(prefersLowStart({ effectiveType })).toBe(true);
    expect(prefersLowStart({ effectiveType: '4g' })).toBe(false);
    expect(prefersLowStart({})).toBe(false);
  });

  it('lists the same sources on the server and in the hydrated player, for a video processed before the ladder too', () => {
    const legacy = { base: '/media/play/1.x/videos/9-a/', master: null, renditions: [{ height: 360, file: '360.mp4' }, { height: 720, file: '720.mp4' }] };
    expect(playerSources(legacy, 'auto')).toEqual([
      { src: '/media/play/1.x/videos/9-a/360.mp4', type: 'video/mp4', media: '(max-width: 767px)' },
      { src: '/media/play/1.x/videos/9-a/720.mp4', type: 'video/mp4' },
    ]);
    expect(playerSources({ ...legacy, renditions: [{ height: 240, file: '240.mp4' }] }, 'auto')).toEqual([
      { src: '/media/play/1.x/videos/9-a/240.mp4', type: 'video/mp4' },
    ]);
    expect(playerSources(legacy, 1080)).toEqual([{ src: '/media/play/1.x/videos/9-a/720.mp4', type: 'video/mp4' }]);
  });
});
