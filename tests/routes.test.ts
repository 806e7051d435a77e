// Every screen answers with its layout and real content; errors are real 404s; language, section, gate and prefs work.
import { env } from 'cloudflare:test';
import { bumpCatalogueGeneration } from '../worker/cache/generation';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '../locales';
import { urls } from '../views/urls';
import { firstRow, get, post, sessionFor } from './helpers';

const text = async (response: Response) => response.text();
const cardCount = (html: string) => (html.match(/class="card[ "]/g) ?? []).length;

let video: { video_id: number; dir: string; user_id: number };
let category: string;
let model: string;
let album: { album_id: number; dir: string };
let playlist: number;
let privatePlaylist: { playlist_id: number; user_id: number };

beforeAll(async () => {
  video = await firstRow('SELECT video_id, dir, user_id FROM videos WHERE status_id = 1 AND is_private = 0 AND gender = 0 ORDER BY viewed DESC LIMIT 1');
  category = (await firstRow<{ dir: string }>('SELECT dir FROM categories ORDER BY total_videos DESC LIMIT 1')).dir;
  model = (await firstRow<{ dir: string }>('SELECT dir FROM models WHERE total_videos > 0 AND gender = 0 ORDER BY viewed DESC LIMIT 1')).dir;
  album = await firstRow('SELECT album_id, dir FROM albums WHERE status_id = 1 AND is_private = 0 AND photos_amount > 0 LIMIT 1');
  playlist = (await firstRow<{ playlist_id: number }>('SELECT playlist_id FROM playlists WHERE is_private = 0 AND total_videos > 0 LIMIT 1')).playlist_id;
  privatePlaylist = await firstRow('SELECT playlist_id, user_id FROM playlists WHERE is_private = 1 LIMIT 1');
});

describe('screens', () => {
  const screens: [string, () => string, number][] = [
    ['home', () => '/', 25],
    ['videos latest', () => '/videos/latest-updates/1/', 60],
    ['videos page 2', () => '/videos/most-viewed/2/', 1],
    ['categories index', () => '/categories/', 0],
    ['category', () => `/categories/${category}/top-rated/1/`, 1],
    ['top country', () => '/top-country/1/', 1],
    ['search', () => '/search/1/?s=the', 1],
    ['video', () => `/videos/${video.video_id}/${video.dir}/`, 1],
    ['albums', () => '/albums/latest-updates/1/', 1],
    ['album', () => `/album/${album.album_id}/${album.dir}/`, 0],
    ['models', () => '/models/most-popular/1/', 1],
    ['model', () => `/model/${model}/`, 1],
    ['model videos', () => `/model/${model}/videos/1/`, 1],
    ['model info', () => `/model/${model}/info/`, 0],
    ['model wall', () => `/model/${model}/wall/`, 0],
    ['playlists', () => '/playlists/most-popular/1/', 1],
    ['playlist', () => `/playlist/${playlist}/1/`, 1],
    ['community', () => '/community/recent/1/', 1],
    ['member', () => '/members/1/', 0],
    ['member info', () => '/members/1/info/', 0],
    ['member subscriptions', () => '/members/1/subscriptions/', 0],
    ['member favourites', () => '/members/1/favourite_videos/1/', 0],
    ['member playlists', () => '/members/1/playlists/1/', 0],
    ['signin', () => '/signin/', 0],
    ['signup', () => '/signup/', 0],
    ['restore', () => '/restore-password/', 0],
    ['download', () => `/download/?video_id=${video.video_id}`, 0],
    ['information', () => '/information/', 0],
    ['dmca', () => '/information/dmca/', 0],
    ['2257', () => '/information/2257/', 0],
    ['sitemap', () => '/sitemap-page/', 0],
    ['history (guest)', () => '/videos/history/1/', 0],
  ];

  it.each(screens)('%s renders with the layout', async (_, path, minCards) => {
    const response = await get(path());
    expect(response.status, path()).toBe(200);
    const html = await text(response);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(html).toContain('class="header"');
    expect(html).toContain('class="footer"');
    expect(cardCount(html)).toBeGreaterThanOrEqual(minCards);
  });

  it('listing sorts give different, correctly ordered results', async () => {
    const orders = new Set<string>();
    for (const sort of ['latest-updates', 'longest', 'most-commented', 'most-popular', 'most-viewed', 'top-rated']) {
      const html = await text(await get(`/videos/${sort}/1/`));
      orders.add([...html.matchAll(/href="\/videos\/(\d+)\//g)].slice(0, 10).map((m) => m[1]).join(','));
    }
    expect(orders.size).toBe(6);
  });

  it('duration filter narrows the list', async () => {
    const all = await text(await get('/videos/latest-updates/1/'));
    const long = await text(await get('/videos/latest-updates/1/?duration=long'));
    const total = (html: string) => Number(/class="subline">([\d,]+)/.exec(html)?.[1]?.replace(/,/g, ''));
    expect(total(long)).toBeGreaterThan(0);
    expect(total(long)).toBeLessThan(total(all));
  });

  it('the sidebar lists only categories with at least 1000 videos, and is hidden when filtered', async () => {
    const { results } = await env.DB.prepare('SELECT dir, total_videos FROM categories').all<{ dir: string; total_videos: number }>();
    const html = await text(await get('/videos/latest-updates/1/'));
    const sidebar = /<aside[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
    for (const row of results) {
      expect(sidebar.includes(`/categories/${row.dir}/`), row.dir).toBe(row.total_videos >= 1000);
    }
    expect(await text(await get('/videos/latest-updates/1/?date=month'))).not.toContain('<aside');
  });

  it('every video listing has the same sidebar: search, top of a country, model, channel and member lists; a filtered one none', async () => {
    const sidebarOf = async (path: string) => /<aside class="sidebar"[\s\S]*?<\/aside>/.exec(await text(await get(path)))?.[0];
    // Two categories as large as the sidebar asks (the test catalogue is smaller than the demo's), seen at once.
    await env.DB.prepare(
      "UPDATE video_list_counts SET videos = 1500 WHERE scope = 'category' AND gender = 0 AND scope_id IN (SELECT category_id FROM categories ORDER BY category_id LIMIT 2)",
    ).run();
    await bumpCatalogueGeneration(env);
    const expected = await sidebarOf('/videos/latest-updates/1/');
    expect(expected).toMatch(/href="\/categories\//);
    const model = await env.DB.prepare('SELECT dir FROM models ORDER BY model_id LIMIT 1').first<{ dir: string }>();
    const channel = await env.DB.prepare('SELECT dir FROM channels ORDER BY channel_id LIMIT 1').first<{ dir: string }>();
    const member = await env.DB.prepare('SELECT user_id FROM users WHERE status_id <> 0 AND videos_count > 0 ORDER BY user_id LIMIT 1').first<{ user_id: number }>();
    for (const path of ['/search/1/?s=morning', '/top-country/1/', `/model/${model!.dir}/`, `/channel/${channel!.dir}/`, urls.memberTab(member!.user_id, 'uploaded_videos')]) {
      expect(await sidebarOf(path), path).toBe(expected);
    }
    expect(await sidebarOf('/search/1/?s=morning&date=month')).toBeUndefined();
  });
});

describe('not found', () => {
  it.each([
    '/404', '/404/', '/no-such-page/', '/download/anything/', '/videos/latest-updates/0/', '/videos/latest-updates/99999/',
    '/videos/latest-updates/101/', '/models/most-popular/101/',
    '/categories/no-such-category/latest-updates/1/', '/model/no-such-model/', '/members/999999/',
    '/playlist/999999/1/', '/information/nothing/', '/albums/no-such-sort/1/', '/community/no-sort/1/',
  ])('%s is the 404 page', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = await text(response);
    expect(html).toContain('Oops! Content not found!');
    expect(html).toContain('href="/"');
  });
});

describe('bad input never becomes a 500', () => {
  it.each([
    '/videos/latest-updates/1/?duration=%ZZ', '/search/1/?s=%25%5F%22*NEAR(', '/categories/a,,b/latest-updates/1/',
    '/categories/%E0%A4%A/latest-updates/1/', '/models/most-popular/1/?age=abc&height=1-2-3&tattoo=7',
    '/community/recent/1/?country=zz&age=%00', '/prefs/lang/ja/?back=javascript:alert(1)', '/members/1/history/x/',
    '/download/?video_id=abc', '/videos/1/%ZZ/', '/playlist/0/1/',
  ])('%s', async (path) => {
    const response = await get(path);
    expect(response.status, path).toBeLessThan(500);
  });
});

describe('language, section, country and age gate', () => {
  it.each(LANGS)('app_lang=%s sets <html lang> and translates the layout', async (lang) => {
    const html = await text(await get('/videos/latest-updates/1/', { cookies: { app_lang: lang } }));
    expect(html).toContain(`<html lang="${lang}"`);
  });

  it('an unknown app_lang falls back to English', async () => {
    expect(await text(await get('/', { cookies: { app_lang: 'xx' } }))).toContain('<html lang="en"');
  });

  it('the section cookie changes the catalogue', async () => {
    const ids = (html: string) => [...html.matchAll(/href="\/videos\/(\d+)\//g)].map((m) => m[1]).slice(0, 20).join(',');
    const straight = ids(await text(await get('/videos/latest-updates/1/')));
    const gay = ids(await text(await get('/videos/latest-updates/1/', { cookies: { section: 'gay' } })));
    expect(gay).not.toBe(straight);
    expect(gay.length).toBeGreaterThan(0);
  });

  it('language and section links set their cookies and come back (the language at its own URL)', async () => {
    const lang = await get('/prefs/lang/ja/?back=/categories/');
    expect(lang.status).toBe(303);
    expect(lang.headers.get('Location')).toBe('http://ja.localhost/categories/');
    expect(lang.headers.get('Set-Cookie')).toMatch(/app_lang=ja/);
    const section = await get('/prefs/section/shemale/?back=//evil.example/');
    expect(section.headers.get('Location')).toBe('/');
    expect(section.headers.get('Set-Cookie')).toMatch(/section=shemale/);
    expect((await get('/prefs/lang/xx/')).status).toBe(404);
  });

  it.each(['DE', 'US', 'GB', 'FR', 'RU'])('visitors from %s see the age gate until _agev=1', async (country) => {
    expect(await text(await get('/', { country }))).toContain('class="age-gate"');
    expect(await text(await get('/', { country, cookies: { _agev: '1' } }))).not.toContain('class="age-gate"');
  });

  it('visitors from ungated countries do not see the gate', async () => {
    expect(await text(await get('/', { country: 'JP' }))).not.toContain('class="age-gate"');
  });

  it('the gate speaks the country language until a language is chosen', async () => {
    const russian = await text(await get('/', { country: 'RU' }));
    expect(/class="age-gate"[^>]*lang="ru"/.test(russian)).toBe(true);
    const chosen = await text(await get('/', { country: 'RU', cookies: { app_lang: 'en' } }));
    expect(/class="age-gate"[^>]*lang="en"/.test(chosen)).toBe(true);
  });

  it('the gate form sets _agev and returns without JavaScript', async () => {
    const response = await post('/prefs/age-gate/', { back: '/models/most-popular/1/' }, { country: 'DE' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/models/most-popular/1/');
    expect(response.headers.get('Set-Cookie')).toMatch(/_agev=1/);
  });

  it('the cookie notice is shown until dismissed', async () => {
    expect(await text(await get('/'))).toContain('class="cookie-notice"');
    const response = await post('/prefs/cookie-notice/', { back: '/' });
    expect(response.headers.get('Set-Cookie')).toMatch(/cookie_notice=1/);
    expect(await text(await get('/', { cookies: { cookie_notice: '1' } }))).not.toContain('class="cookie-notice"');
  });

  it('the CF-IPCountry override is ignored outside local mode', async () => {
    // The test worker runs with APP_ENV=local; the middleware option is what production turns off.
    const { country } = await import('../worker/middleware/country');
    const { Hono } = await import('hono');
    const app = new Hono<import('../worker/env').AppEnv>();
    app.use(country({ trustHeader: (e) => e.APP_ENV === 'local' }));
    app.get('/', (c) => c.text(c.get('country')));
    const production = await app.request('/', { headers: { 'CF-IPCountry': 'DE' } }, { APP_ENV: 'production' });
    expect(await production.text()).toBe('XX');
    const local = await app.request('/', { headers: { 'CF-IPCountry': 'DE' } }, { APP_ENV: 'local' });
    expect(await local.text()).toBe('DE');
  });
});

describe('video states and members', () => {
  it('deleted, private and missing videos show their panels', async () => {
    const deleted = await firstRow<{ video_id: number; dir: string }>('SELECT video_id, dir FROM videos WHERE status_id = 5 LIMIT 1');
    const hidden = await firstRow<{ video_id: number; dir: string }>('SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 1 LIMIT 1');
    const gone = await get(`/videos/${deleted.video_id}/${deleted.dir}/`);
    expect(gone.status).toBe(410);
    const goneHtml = await text(gone);
    expect(goneHtml).toContain('Video has been recently deleted');
    expect(goneHtml).not.toContain('<video');
    const locked = await get(`/videos/${hidden.video_id}/${hidden.dir}/`);
    expect(locked.status).toBe(403);
    expect(await text(locked)).toContain('Video is private! You should login to watch it');
    const member = await get(`/videos/${hidden.video_id}/${hidden.dir}/`, { cookies: await sessionFor(2) });
    expect(member.status).toBe(200);
    expect(await text(member)).toContain('<video');
    const missing = await get('/videos/987654321/nothing/');
    expect(missing.status).toBe(404);
    expect(await text(missing)).toContain('Video not found');
  });

  it('the video page plays natively and links its tags', async () => {
    const html = await text(await get(`/videos/${video.video_id}/${video.dir}/`));
    expect(html).toMatch(/<video[^>]*controls[^>]*preload="metadata"/);
    expect(html).toContain('type="video/mp4"');
    expect(html).toContain('/categories/');
    expect(html).toContain('id="comments"');
  });

  it('members-only screens open for a signed-in member', async () => {
    const cookies = await sessionFor(1);
    for (const path of ['/upload-video/', '/upload-album/', '/edit/']) {
      expect((await get(path, { cookies })).status, path).toBe(200);
    }
  });

  it('a private playlist answers with the spec message to others, and opens for its owner', async () => {
    const others = await get(`/playlist/${privatePlaylist.playlist_id}/1/`);
    expect(others.status).toBe(403);
    expect(await text(others)).toContain('Playlist is private');
    const owner = await get(`/playlist/${privatePlaylist.playlist_id}/1/`, { cookies: await sessionFor(privatePlaylist.user_id) });
    expect(owner.status).toBe(200);
  });

  it("a member's history is for the owner only", async () => {
    const others = await get('/members/1/history/1/');
    expect(others.status).toBe(403);
    expect(await text(others)).toContain('You do not have permission to view.');
    expect((await get('/members/1/history/1/', { cookies: await sessionFor(1) })).status).toBe(200);
  });

  it('logout destroys the session and sets the logout cookie', async () => {
    const cookies = await sessionFor(1);
    expect(await text(await get('/', { cookies }))).toContain('/logout/');
    const response = await post('/logout/', {}, { cookies });
    expect(response.status).toBe(303);
    expect(response.headers.get('Set-Cookie')).toMatch(/logout=1/);
    expect(await text(await get('/', { cookies }))).not.toContain('/logout/');
  });
});

describe('headers', () => {
  it('pages carry security headers; only the embed may be framed', async () => {
    const page = await get('/');
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    const embed = await get(`/embed/${video.video_id}`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get('Content-Security-Policy')).toContain('frame-ancestors *');
    expect(embed.headers.get('X-Frame-Options')).toBeNull();
    expect(await text(embed)).toContain('<video');
  });

  it('no inline scripts in the policy; HSTS over HTTPS only', async () => {
    const page = await get('/');
    const csp = page.headers.get('Content-Security-Policy')!;
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('Strict-Transport-Security')).toBeNull();
    const secure = await get('/', { origin: 'https://localhost' });
    expect(secure.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });
});
