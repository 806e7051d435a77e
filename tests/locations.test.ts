// Untrusted input never becomes an off-site or broken Location: the one helper, every way back of the site, the
// trailing-slash and canonical redirects, and the writes that used to happen before a redirect failed.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { refererPath, safeBack, sitePath } from '../worker/http/location';
import { DEMO_ACCOUNT } from '../seed/generate';
import { firstRow, get, memberFactory, post } from './helpers';

/** Return paths an attacker sends, each of which a browser could follow off the site or which broke the header. */
const HOSTILE_BACKS = [
  '/\t/evil.example', '/\n/evil.example', '/\r\n/x', '/\u0000/x', '//evil.example/x', '///evil.example', '/\\evil.example',
  '\\\\evil.example', 'https://evil.example/', 'javascript:alert(1)', ' /x', '/./\t/evil', '/.//evil.example', '/a/..//evil.example',
  '/x'.repeat(2000),
];

describe('sitePath', () => {
  it.each(HOSTILE_BACKS)('refuses %j', (input) => {
    expect(sitePath(input)).toBeNull();
    expect(safeBack(input)).toBe('/');
  });

  it.each([
    ['/videos/latest-updates/2/', '/videos/latest-updates/2/'],
    ['/search/1/?s=東京 温泉', '/search/1/?s=%E6%9D%B1%E4%BA%AC%20%E6%B8%A9%E6%B3%89'],
    ['/model/a b/', '/model/a%20b/'],
    ['/videos/1/x/#comments', '/videos/1/x/#comments'],
    ['/a/../b/', '/b/'],
  ])('keeps the same-site path %j, encoded for a header', (input, expected) => {
    expect(sitePath(input)).toBe(expected);
  });

  it('never throws, whatever it gets', () => {
    for (const input of [undefined, null, 42, {}, [], '', '%', '/%', '/%ZZ', '/\ud800', '/' + '\u2028'.repeat(10)]) {
      expect(() => safeBack(input)).not.toThrow();
    }
  });

  it('a Referer that is not a URL of this site comes back home', () => {
    const context = (referer: string | undefined) =>
      ({ req: { url: 'https://tube.example/logout/', header: () => referer } }) as unknown as Parameters<typeof refererPath>[0];
    expect(refererPath(context('https://tube.example/videos/1/x/?a=1'))).toBe('/videos/1/x/?a=1');
    expect(refererPath(context('not a url'))).toBe('/');
    expect(refererPath(context('https://evil.example/'))).toBe('/');
    expect(refererPath(context(undefined))).toBe('/');
  });
});

describe('every way back of the site stays on it', () => {
  const hostile = '/\t/evil.example';
  it.each([
    ['/prefs/lang/ja/?back=', 'http://ja.localhost/'],
    ['/prefs/section/gay/?back=', '/'],
    ['/prefs/country/?country=JP&back=', '/'],
  ])('GET %s… answers the home page (%s)', async (path, home) => {
    for (const back of [hostile, '/\n/x', '//2130706433/']) {
      const response = await get(`${path}${encodeURIComponent(back)}`);
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe(home);
    }
  });

  it.each(['/prefs/age-gate/', '/prefs/cookie-notice/'])('POST %s with a hostile back answers Location "/"', async (path) => {
    const response = await post(path, { back: hostile });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/');
  });

  it('the sign-in page keeps no hostile back in its form or Google link', async () => {
    const html = await (await get(`/signin/?back=${encodeURIComponent(hostile)}`)).text();
    expect(html).toContain('name="back" value="/"');
  });

  it('sign-in succeeds and goes home when its back would leave the site (no 500 after the session is set)', async () => {
    const response = await post(
      '/signin/', { usr: DEMO_ACCOUNT.username, pwd: DEMO_ACCOUNT.password, back: '/\r\n/x' }, { headers: { 'CF-Connecting-IP': '198.51.100.77' } },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/');
  });

  it('logout with a Referer that is not a URL ends the session and goes home', async () => {
    const response = await post('/logout/', {}, { headers: { Origin: 'http://localhost', Referer: 'not a url' } });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/');
  });

  it('the contact form goes back only to a page of the site', async () => {
    const response = await post('/information/support/', { subject: 'support', email: 'a@example.test', message: 'Hello there', ref: '//evil.example' }, {
      headers: { 'CF-Connecting-IP': '198.51.100.78' },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/information/support/');
  });

  describe('member action forms', () => {
    const newMember = memberFactory(910_000);
    let videoId: number;
    beforeAll(async () => {
      videoId = (await firstRow<{ video_id: number }>('SELECT video_id FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id DESC LIMIT 1')).video_id;
    });

    it.each([
      ['/vote/', () => ({ section: 'videos', object_id: String(videoId), vote: '1' })],
      ['/comment/', () => ({ section: 'videos', object_id: String(videoId), msg: 'A calm comment' })],
      ['/input/', () => ({ act: 'favourite', section: 'add', video_id: String(videoId) })],
      ['/subscribe/', () => ({ section: 'add', target: 'member', target_id: '1' })],
    ] as const)('%s answers 303 to a page of the site, its write done once', async (path, fields) => {
      const { cookies } = await newMember();
      for (const back of ['/\n/x', '//evil.example/', '/\t/evil.example']) {
        const response = await post(path, { ...fields(), back }, { cookies });
        expect(response.status, `${path} ${JSON.stringify(back)}`).toBe(303);
        expect(response.headers.get('Location')).toMatch(/^\/(#[a-z-]+)?$/);
      }
    });

    it('a vote with a broken back is counted exactly once', async () => {
      const { userId, cookies } = await newMember();
      await post('/vote/', { section: 'videos', object_id: String(videoId), vote: '1', back: '/\u0000/x' }, { cookies });
      const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM votes WHERE user_id = ?1 AND object_type = 'video'").bind(userId).first<{ n: number }>();
      expect(row?.n).toBe(1);
    });
  });
});

describe('redirects built from the path stay on the site and never fail', () => {
  it.each([
    ['//evil.example/x', '/evil.example/x/'],
    ['//2130706433', '/2130706433/'],
    ['///evil.example/a', '/evil.example/a/'],
  ])('the trailing-slash redirect of %s is %s', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(location);
  });

  it.each(['/categories/%00/', '/categories/%0d%0a/', '/models/%0d%0aSet-Cookie:%20x=1/', '/models/%09/', '/albums/%00/', '/playlists/%0a/'])(
    '%s is the 404 page',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Set-Cookie') ?? '').not.toContain('x=1');
    },
  );
});
