// No input reaches a 5xx: every route of the table with hostile path segments, search and suggestion text of every
// length up to the spec's 69 characters in any script, and hostile form posts (a hostile `back` among their fields) from
// guests and members. Every /api/ answer is JSON, errors included, and every Location is a path of this site. The query
// values pages and calls read are tried in tests/malformed-query-*.test.ts (files of their own, run side by side).
import { describe, expect, it } from 'vitest';
import { app } from '../worker/app';
import { SEARCH_MAX } from '../worker/config/limits';
import { type FetchOptions, get, memberFactory, post } from './helpers';
import { each, expectHandled, QUERY_NAMES } from './hostile-input';

/** Path segments an attacker sends (already percent-encoded as they travel). */
const HOSTILE_SEGMENTS = [
  '%00', '%0d%0a', '%09', '%0a', '%E2%80%A8', '%ff', '%', '%ZZ', '..', '%2e%2e', '%2F%2F', '%5C', ';', "'", '%22%3E%3Cx',
  '99999999999999999999', '9007199254740993', '0', '-1', '1e3', '0x10', 'NaN', 'a'.repeat(600), '%E6%9D%B1'.repeat(40),
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

const newMember = memberFactory(920_000);

describe('hostile path segments', () => {
  it.each(HOSTILE_SEGMENTS)('every GET route with %s in each parameter is handled', async (segment) => {
    await each(routesWith(segment), async (path) => expectHandled(await get(path), path));
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
