// /api/json/subscriptions/...: the channels, models and members a member follows, on the entry the member's subscriptions
// tab reads; hidden lists are refused; malformed paths are a JSON 404 that stores nothing.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { cacheKey } from '../worker/cache/policy';
import { UNCACHED_PAGE, expectRefused, expectUncachedTwin, readJson, rewriteEntry, forgetEntry } from './api-read';
import { firstRow, get, sessionFor } from './helpers';

interface Subscriptions {
  subscriptions: { type: string; id: number; title: string; thumb: string | null; url: string }[];
  total_count: number;
  error: boolean;
  code: string | null;
}

const path = (userId: number, variant = 'json/subscriptions/14400') => `/api/${variant}/${Math.floor(userId / 1000)}/${userId}.json`;
const keyOf = (userId: number) => cacheKey('subscriptions', Math.floor(userId / 1000), userId);

/** Members who show their subscriptions, with the most of them first. */
const follower = (offset: number) =>
  firstRow<{ user_id: number; total: number }>(
    `SELECT s.user_id, COUNT(*) AS total FROM subscriptions s JOIN users u ON u.user_id = s.user_id
      WHERE u.hidden_lists NOT LIKE '%subscriptions%' GROUP BY s.user_id ORDER BY total DESC, s.user_id LIMIT 1 OFFSET ?1`,
    offset,
  );

describe('subscriptions', () => {
  it("answers a member's subscriptions, newest first, with its lifetime", async () => {
    const member = await follower(0);
    const body = (await readJson(path(member.user_id), 14400)) as unknown as Subscriptions;
    expect(body.error).toBe(false);
    expect(body.subscriptions.length).toBe(body.total_count);
    expect(body.total_count).toBeGreaterThan(0);
    for (const item of body.subscriptions) {
      expect(['channel', 'model', 'member']).toContain(item.type);
      expect(item.url).toMatch(/^\/(channel|model|members)\//);
    }
  });

  it('shares one entry with the subscriptions tab; the member reads their own fresh', async () => {
    const member = await follower(1);
    await readJson(path(member.user_id), 14400);
    await rewriteEntry<{ title: string }[]>(keyOf(member.user_id), (list) => list.map((item, i) => (i === 0 ? { ...item, title: 'Followed, rewritten' } : item)));
    const tab = `/members/${member.user_id}/subscriptions/${UNCACHED_PAGE}`;
    expect(await (await get(tab)).text()).toContain('Followed, rewritten');
    expect(await (await get(tab, { cookies: await sessionFor(member.user_id) })).text()).not.toContain('Followed, rewritten');
  });

  it('a member without subscriptions answers subscriptions_not_found', async () => {
    const member = await firstRow<{ user_id: number }>(
      `SELECT user_id FROM users WHERE hidden_lists NOT LIKE '%subscriptions%'
          AND user_id NOT IN (SELECT user_id FROM subscriptions) ORDER BY user_id LIMIT 1`,
    );
    const body = (await readJson(path(member.user_id), 14400)) as unknown as Subscriptions;
    expect(body).toMatchObject({ subscriptions: [], total_count: 0, error: true, code: 'subscriptions_not_found' });
  });

  it('a hidden list is refused with no_permission, a missing member is a 404; neither stores anything', async () => {
    const member = await follower(2);
    await env.DB.prepare("UPDATE users SET hidden_lists = 'subscriptions' WHERE user_id = ?1").bind(member.user_id).run();
    await get(`/api/json/member/7200/info/${Math.floor(member.user_id / 1000)}/${member.user_id}.json`); // the profile's entry may exist
    await expectRefused(path(member.user_id), 403, 'no_permission');
    await expectRefused(path(987654));
  });

  it('the jsond twin reads fresh and stores nothing', async () => {
    const member = await follower(3);
    await forgetEntry(cacheKey('member', 'info', Math.floor(member.user_id / 1000), member.user_id));
    const body = await expectUncachedTwin(path(member.user_id, 'jsond/subscriptions/0'), keyOf(member.user_id));
    expect(body.total_count).toBe(member.total);
  });

  it.each([
    '/api/json/subscriptions/86400/0/2.json', // another lifetime
    '/api/json/subscriptions/0/0/2.json',
    '/api/jsond/subscriptions/14400/0/2.json',
    '/api/json/subscriptions/14400/1/2.json', // wrong buckets
    '/api/json/subscriptions/14400/00/2.json',
    '/api/json/subscriptions/14400/0/1234.json',
    '/api/json/subscriptions/14400/0/0.json', // not a member id
    '/api/json/subscriptions/14400/0/two.json',
    '/api/json/subscriptions/14400/0/-2.json',
    '/api/json/subscriptions/14400/4294967/4294967296.json', // huge
    '/api/json/subscriptions/14400/0/2.1.json', // extra dots
    '/api/json/subscriptions/14400/0/2.channels.json',
    '/api/json/subscriptions/14400/0/2',
  ])('refuses %s', (refused) => expectRefused(refused));
});
