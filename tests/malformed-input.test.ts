// No input reaches a 5xx: every route of the table with hostile path segments, the query values pages and calls read,
// search and suggestion text of every length up to the spec's 69 characters in any script, and hostile form posts
// (a hostile `back` among their fields) from guests and members. Every /api/ answer is JSON, errors included, and
// every Location is a path of this site.
import { describe, expect, it } from 'vitest';
import { app } from '../worker/app';
import { SEARCH_MAX } from '../worker/config/limits';
import { type FetchOptions, get, memberFactory, post } from './helpers';

/** Path segments an attacker sends (already percent-encoded as they travel). */
const HOSTILE_SEGMENTS = [
  '%00', '%0d%0a', '%09', '%0a', '%E2%80%A8', '%ff', '%', '%ZZ', '..', '%2e%2e', '%2F%2F', '%5C', ';', "'", '%22%3E%3Cx',
  '99999999999999999999', '9007199254740993', '0', '-1', '1e3', '0x10', 'NaN', 'a'.repeat(600), '%E6%9D%B1'.repeat(40),
];

/** Query values pages and calls read, each tried with every hostile value. */
const QUERY_NAMES = [
  's', 'c', 'search', 'back', 'ref', 'sort', 'duration', 'date', 'country', 'age', 'playlist', 'pl_page', 'start_time',
  'related_page', 'comments_page', 'video_id', 'token', 'fr', 'autostart', 'avatar', 'alphabet', 'page', 'params', 'code',
];
const HOSTILE_VALUES = [
  '%00', '%0d%0a', '%ff', '%', '99999999999999999999', '-1', '1e308', 'a'.repeat(3000), '%E6%9D%B1'.repeat(100), '[]', '{}',
  '//evil.example/', '/%09/evil.example', '%5C%5Cevil.example', 'https://evil.example/',
];

/** GET routes of the table with each parameter replaced by `value` (a `.json` suffix kept where the route needs one). */
function routesWith(value: string): string[] {
  const paths = new Set<string>();
  for (const route of app.routes) {
    if (route.method !== 'GET' || route.path.includes('*')) continue;
    paths.add(route.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, (param) => (param.includes('.json') ? `${value}.json` : value)));
  }
  return [...paths].filter((path) => path !== '/');
}

/** One answer: below 500, JSON under /api/, and any Location a path of this site. */
async function expectHandled(response: Response, label: string) {
  expect(response.status, label).toBeLessThan(500);
  const location = response.headers.get('Location');
  // A same-host path, or a path at one of the site's language hosts (the language selector).
  if (location !== null) expect(location, label).toMatch(/^(?:http:\/\/(?:[a-z]{2}\.)?localhost)?\/(?![/\\])[\x21-\x7e]*$/);
  if (new URL(label, 'http://x').pathname.startsWith('/api/') && response.status >= 400 && response.headers.get('Content-Type') !== 'image/gif') {
    expect(response.headers.get('Content-Type'), label).toMatch(/^application\/json/);
  }
  await response.arrayBuffer();
}

/** Runs the requests a few at a time. */
async function each<T>(items: readonly T[], run: (item: T) => Promise<void>, parallel = 8) {
  for (let i = 0; i < items.length; i += parallel) await Promise.all(items.slice(i, i + parallel).map(run));
}

const newMember = memberFactory(920_000);

describe('hostile path segments', () => {
  it.each(HOSTILE_SEGMENTS)('every GET route with %s in each parameter is handled', async (segment) => {
    await each(routesWith(segment), async (path) => expectHandled(await get(path), path));
  });
});

describe('hostile query values', () => {
  const pages = ['/', '/videos/latest-updates/1/', '/search/1/', '/categories/', '/models/most-popular/1/', '/community/recent/1/',
    '/top-country/1/', '/videos/1/x/', '/playlist/1/1/', '/signin/', '/download/', '/information/support/', '/api/suggester.php',
    '/api/videos2.php', '/api/videofile.php', '/api/stat.php', '/api/json/members/86400/straight/filt......./recent/96/1.json',
    '/prefs/country/', '/prefs/lang/en/', '/confirm-email/', '/new-password/'];
  it.each(pages)('%s with every query name and hostile value', async (page) => {
    const urls = QUERY_NAMES.flatMap((name) => HOSTILE_VALUES.map((value) => `${page}?${name}=${value}`));
    await each(urls, async (url) => expectHandled(await get(url), url));
  });
});

describe('search and suggestion text of any length in any script', () => {
  const scripts = {
    kanji: '東京温泉', kana: 'とうきょう', hangul: '서울', arabic: 'القاهرة', emoji: '🍣🎌', combining: 'e\u0301\u0302', latin: 'Onsen%_\\',
  };
  const texts = Object.entries(scripts).flatMap(([name, sample]) =>
    [1, 2, 3, 17, 25, 49, 50, 68, SEARCH_MAX, SEARCH_MAX + 1, 200].map((length) => ({ name, length, text: [...sample.repeat(length)].slice(0, length).join('') })),
  );
  it.each(['/search/1/?s=', '/api/suggester.php?c=', '/api/videos2.php?params=s=', '/community/recent/1/?search=',
    '/api/json/members/0/straight/filt......./recent/96/1.json?search='])('%s… answers every text', async (prefix) => {
    await each(texts, async ({ name, length, text }) => {
      const url = `${prefix}${encodeURIComponent(text)}`;
      const response = await get(url);
      expect(response.status, `${name} × ${length}: ${url}`).toBeLessThan(500);
      await response.arrayBuffer();
    });
  });
});

describe('hostile form posts', () => {
  const posts = app.routes.filter((route) => route.method === 'POST' && !route.path.includes(':')).map((route) => route.path);
  const hostileForms: Record<string, string>[] = [
    {},
    Object.fromEntries(QUERY_NAMES.concat(['act', 'section', 'object_id', 'msg', 'vote', 'usr', 'pwd', 'email', 'username', 'password', 'target', 'target_id', 'user_id', 'message', 'title', 'desc'])
      .map((name) => [name, '\u0000\r\n%ff'])),
    { act: 'vote', section: 'videos', object_id: '99999999999999999999', vote: '7' },
    { act: 'comm', section: 'albums', object_id: '-1', msg: 'x'.repeat(100_000) },
    { act: 'playlist', section: 'upd', object_id: '1', title: '\u0000'.repeat(50), desc: '🍣'.repeat(600) },
    { act: 'view', section: 'videos', object_id: '1e3' },
    // Valid enough for most actions to reach their redirect, with a way back that leaves the site.
    { act: 'favourite', section: 'add', video_id: '1', object_id: '1', vote: '1', target: 'member', target_id: '1', back: '/\t/evil.example', ref: '//evil.example/' },
  ];
  const bodies: [string, FetchOptions][] = [
    ['broken multipart', { method: 'POST', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', headers: { 'Content-Type': 'multipart/form-data; boundary=y' } }],
    ['JSON body', { method: 'POST', body: '{"act":', headers: { 'Content-Type': 'application/json' } }],
    ['no content type', { method: 'POST', body: '\u0000\u0001' }],
  ];

  it.each([false, true])('every POST route (member: %s) answers hostile forms and bodies', async (asMember) => {
    const cookies = asMember ? (await newMember()).cookies : undefined;
    await each(posts, async (path) => {
      for (const form of hostileForms) await expectHandled(await post(path, form, { cookies, headers: { 'CF-Connecting-IP': '192.0.2.9' } }), path);
      for (const [, options] of bodies) await expectHandled(await get(path, { ...options, cookies }), path);
    }, 4);
  });
});
