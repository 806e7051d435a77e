// What a crawler may index: member pages only when they show the member's public content, one support page however
// many report links point at it, a community list at its canonical address, and a real /favicon.ico.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { urls } from '../views/urls';
import { MEMBER_SORTS, type MemberTab } from '../worker/domain/vocabularies';
import { firstRow, get } from './helpers';

const robotsOf = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

async function page(path: string) {
  const response = await get(path, { cookies: { _agev: '1' } });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** A visible member (no hidden lists) with or without each kind of public content. */
async function memberWith(content: { uploads: boolean; wall: boolean; about: boolean }) {
  const has = (yes: boolean, condition: string) => (yes ? condition : `NOT ${condition}`);
  return firstRow<{ user_id: number }>(
    `SELECT u.user_id FROM users u WHERE u.status_id <> 0 AND u.hidden_lists = ''
        AND ${has(content.uploads, 'EXISTS (SELECT 1 FROM videos v WHERE v.user_id = u.user_id AND v.status_id = 1 AND v.is_private = 0)')}
        AND ${has(content.wall, "EXISTS (SELECT 1 FROM wall_posts w WHERE w.wall_type = 'member' AND w.wall_id = u.user_id)")}
        AND ${has(content.about, "TRIM(u.about) <> ''")}
      ORDER BY u.user_id LIMIT 1`,
  );
}

describe('member pages in the index', () => {
  it('a member with no public content has no indexed page: not the empty uploads, wall or info', async () => {
    const { user_id } = await memberWith({ uploads: false, wall: false, about: false });
    const root = await page(`/members/${user_id}/`);
    expect(root).toContain('This list is empty');
    expect(robotsOf(root)).toBe('noindex, follow');
    for (const tab of ['wall', 'info', 'uploaded_videos'] as MemberTab[]) {
      expect(robotsOf(await page(urls.memberTab(user_id, tab))), tab).toBe('noindex, follow');
    }
  });

  it('a member with live public uploads is indexed at the profile, with its canonical', async () => {
    const { user_id } = await memberWith({ uploads: true, wall: false, about: false });
    const root = await page(`/members/${user_id}/`);
    expect(robotsOf(root)).toBeUndefined();
    expect(canonicalOf(root)).toBe(`http://localhost/members/${user_id}/`);
    expect(robotsOf(await page(urls.memberTab(user_id, 'wall')))).toBe('noindex, follow');
  });

  it('the wall with posts and the info with an about text are indexed, an empty uploads tab is not', async () => {
    const { user_id } = await memberWith({ uploads: false, wall: true, about: true });
    expect(robotsOf(await page(urls.memberTab(user_id, 'wall')))).toBeUndefined();
    expect(robotsOf(await page(urls.memberTab(user_id, 'info')))).toBeUndefined();
    expect(robotsOf(await page(`/members/${user_id}/`))).toBe('noindex, follow');
  });

  it("a member's lists stay out of the index even when full", async () => {
    const { user_id } = await firstRow<{ user_id: number }>(
      "SELECT f.user_id FROM favourites f JOIN users u ON u.user_id = f.user_id WHERE u.status_id <> 0 AND u.hidden_lists = '' LIMIT 1",
    );
    expect(robotsOf(await page(urls.memberTab(user_id, 'favourite_videos')))).toBe('noindex, follow');
  });
});

describe('the support page', () => {
  it('is indexed once, at its own address; a report link’s copy is noindex with the canonical of the page', async () => {
    const plain = await page('/information/support/');
    expect(robotsOf(plain)).toBeUndefined();
    expect(canonicalOf(plain)).toBe('http://localhost/information/support/');
    for (const query of ['?ref=%2Fvideos%2F1%2Fa-walk%2F', '?ref=/albums/2/x/', '?utm_source=mail']) {
      const copy = await page(`/information/support/${query}`);
      expect(robotsOf(copy), query).toBe('noindex, follow');
      expect(canonicalOf(copy), query).toBe('http://localhost/information/support/');
    }
  });

  it('a watch page’s report link is nofollow', async () => {
    const video = await firstRow<{ video_id: number; dir: string }>('SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 LIMIT 1');
    const html = await page(`/videos/${video.video_id}/${video.dir}/`);
    const links = [...html.matchAll(/<a [^>]*href="\/information\/support\/\?ref=[^"]*"[^>]*>/g)].map((m) => m[0]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toContain('rel="nofollow"');
  });
});

describe('community lists', () => {
  it.each(MEMBER_SORTS)('/community/%s/1/ is indexed at its canonical address', async (sort) => {
    const html = await page(urls.community(sort));
    expect(canonicalOf(html)).toBe(`http://localhost/community/${sort}/1/`);
    expect(robotsOf(html)).toBeUndefined();
  });

  it('a filtered or searched community list is noindex, its canonical the unfiltered list', async () => {
    for (const query of ['?gender=female', '?avatar=1', '?search=ann']) {
      const html = await page(`/community/recent/1/${query}`);
      expect(robotsOf(html), query).toBe('noindex, follow');
      expect(canonicalOf(html), query).toBe('http://localhost/community/recent/1/');
    }
  });
});

describe('the favicon', () => {
  // Static files are served before the worker runs (wrangler.toml [assets]): here through the same binding.
  it('/favicon.ico is a real icon', async () => {
    const response = await env.ASSETS.fetch('http://localhost/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^image\//);
    // An ICO file starts with reserved 0, type 1 (icon) and its image count.
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(bytes[4]).toBeGreaterThan(0);
  });
});
