// The community page's username search (?search=): what it finds, the links that keep it, noindex, and bad text.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBERS_PAGE_SIZE, SEARCH_MAX } from '../worker/config/limits';
import { firstRow, get } from './helpers';

const NO_FILTER = 'filt.all.all.all.all.0.all.0';
const apiList = (sort: string, page: number, search: string) =>
  `/api/json/members/86400/all/${NO_FILTER}/${sort}/${MEMBERS_PAGE_SIZE}/${page}.json?search=${encodeURIComponent(search)}`;

/** The member card names of a community page, in order. */
function cardNames(html: string): string[] {
  return [...html.matchAll(/<a[^>]+href="\/members\/[0-9]+\/"[^>]*>(?:(?!<\/a>)[\s\S])*?<\/a>/g)]
    .map((m) => m[0].replace(/<[^>]+>/g, '').trim())
    .filter((name) => name.length > 0);
}

/** More members than one page shows, all named with one search text, so the search has a second page. */
const PAGER_NAME = 'searchpager';
beforeAll(async () => {
  const insert = env.DB.prepare('INSERT INTO users (user_id, username, email, email_confirmed, created_at) VALUES (?1, ?2, ?3, 1, ?1)');
  const ids = Array.from({ length: MEMBERS_PAGE_SIZE + 4 }, (_, i) => 870_000 + i);
  await env.DB.batch(ids.map((id) => insert.bind(id, `${PAGER_NAME}${id}`, `${PAGER_NAME}${id}@example.test`)));
});

describe('community username search', () => {
  it('finds a seeded member by the start of their name, says what was searched and is noindex', async () => {
    const member = await firstRow<{ username: string }>('SELECT username FROM users WHERE status_id <> 0 AND user_id > 1 ORDER BY user_id LIMIT 1');
    const prefix = member.username.slice(0, 5);
    const response = await get(`/community/recent/1/?search=${encodeURIComponent(prefix)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`Members matching “${prefix}”`);
    expect(html).toContain('<meta name="robots" content="noindex, follow"');
    const names = cardNames(html);
    expect(names).toContain(member.username);
    expect(names.every((name) => name.toLowerCase().includes(prefix.toLowerCase()))).toBe(true);
    // The form shows the text searched, so the next change of a filter keeps it.
    expect(html).toContain(`name="search" value="${prefix}"`);
  });

  it('the page without a search has the field empty, its own headline and no robots rule', async () => {
    const html = await (await get('/community/recent/1/?search=')).text();
    expect(html).toContain('name="search" value=""');
    expect(html).toContain('placeholder="Search by username"');
    expect(html).not.toContain('Members matching');
    expect(html).not.toContain('name="robots"');
  });

  it('no match shows the empty state', async () => {
    const response = await get('/community/recent/1/?search=zzqxjv');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('No members found.');
    expect(cardNames(html)).toEqual([]);
  });

  it('sort tabs and pagination keep the search, and the page agrees with the API', async () => {
    const part = PAGER_NAME;
    const html = await (await get(`/community/count-subs/1/?search=${part}&gender=`)).text();
    expect(html).toContain(`href="/community/recent/1/?search=${part}"`);
    expect(html).toContain(`href="/community/count-subs/2/?search=${part}"`);
    const api = await (await get(apiList('count-subs', 1, part))).json<{ total_count: number; members: { username: string }[] }>();
    expect(api.total_count).toBeGreaterThan(MEMBERS_PAGE_SIZE);
    expect(cardNames(html)).toEqual(api.members.map((m) => m.username));
    const second = await (await get(`/community/count-subs/2/?search=${part}`)).text();
    const apiSecond = await (await get(apiList('count-subs', 2, part))).json<{ members: { username: string }[] }>();
    expect(cardNames(second)).toEqual(apiSecond.members.map((m) => m.username));
    expect(second).toContain(`href="/community/count-subs/1/?search=${part}"`);
  });

  it.each([['too long', 'a'.repeat(SEARCH_MAX + 1)], ['too short', 'ab']])('%s text gets the localised 400 the API refuses too', async (_, text) => {
    const page = await get(`/community/recent/1/?search=${text}`);
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('Enter between 3 and 69 characters');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect((await get(apiList('recent', 1, text))).status).toBe(400);
  });

  it('control characters are searched as the API searches them: nothing matches, never a 500', async () => {
    const text = '\u0000\u0001\u0002';
    const api = await get(apiList('recent', 1, text));
    expect(api.status).toBe(200);
    expect((await api.json<{ total_count: number }>()).total_count).toBe(0);
    const page = await get(`/community/recent/1/?search=${encodeURIComponent(text)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('No members found.');
    expect(cardNames(html)).toEqual([]);
  });
});
