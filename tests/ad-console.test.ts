// The console's ad clicks (/admin/ads/): clicks counted by the click redirect, per zone and creative with totals over a
// 7/30/90-day range and per day, described by the current configuration (retired creatives marked), staff only; and
// the cron's bounded pruning of the analytics stand-in's old events.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { explainPlan, recordingDb, type RecordedStatement } from '../bench/recording-db';
import { translator } from '../locales';
import { formatDate } from '../views/format';
import { AdsPage } from '../views/pages/admin/ads';
import { DAY_SECONDS } from '../worker/config/limits';
import { deleteAnalyticsEventsBefore } from '../worker/db/analytics';
import worker from '../worker/index';
import { ANALYTICS_EVENTS_KEEP_DAYS, ANALYTICS_EVENTS_PRUNED_PER_RUN } from '../worker/stats/analytics';
import { firstRow, get, memberFactory } from './helpers';

const newMember = memberFactory(986_000);

async function staff(role: 'moderator' | 'admin') {
  const member = await newMember();
  await env.DB.prepare('UPDATE users SET role = ?2 WHERE user_id = ?1').bind(member.userId, role).run();
  return member.cookies;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** The UTC day `daysAgo` days before today, as ad_clicks stores it. */
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_SECONDS * 1000).toISOString().slice(0, 10);

async function addClicks(zone: string, creative: string, daysAgo: number, clicks: number) {
  await env.DB.prepare('INSERT INTO ad_clicks (zone_id, creative_id, day, clicks) VALUES (?1, ?2, ?3, ?4)')
    .bind(zone, creative, isoDay(daysAgo), clicks).run();
}

async function consoleHtml(query: string, cookies: Record<string, string>) {
  const response = await get(`/admin/ads/${query}`, { cookies });
  expect(response.status).toBe(200);
  return response.text();
}

/** A table row's cells from the zone on: zone, placement, creative, kind, target, clicks. */
const cells = (zone: string, placement: string, creative: string, kind: string, target: string, clicks: number) =>
  `<td>${zone}</td><td>${placement}</td><td>${creative}</td><td>${kind}</td><td>${target}</td><td>${clicks}</td>`;
const kitchen = (clicks: number) => cells('listing-top', 'Above listings', 'kitchen', 'Image', 'https://kitchen.example/?ref=asiatube', clicks);
const books = (clicks: number) => cells('under-player', 'Under the player', 'books', 'Image', 'https://books.example/?ref=asiatube', clicks);

describe('the ad clicks page', () => {
  it('shows a click through the redirect to an admin and a moderator, in the totals and under today, uncached', async () => {
    for (let i = 0; i < 2; i++) expect((await get('/ads/click/listing-top/kitchen/')).status).toBe(302);
    const today = `<td>${formatDate('en', nowSeconds())}</td>`;
    for (const role of ['admin', 'moderator'] as const) {
      const response = await get('/admin/ads/', { cookies: await staff(role) });
      expect(response.status, role).toBe(200);
      expect(response.headers.get('Cache-Control'), role).toContain('no-store');
      const html = await response.text();
      expect(html, role).toContain('href="/admin/ads/" aria-current="page"');
      expect(html, role).toContain(`<tr>${kitchen(2)}</tr>`);
      expect(html, role).toContain(`<tr>${today}${kitchen(2)}</tr>`);
    }
    // The console's navigation on its other pages links it.
    const campaigns = await (await get('/admin/campaigns/', { cookies: await staff('moderator') })).text();
    expect(campaigns).toContain('href="/admin/ads/"');
  });

  it('is a 404 for a member and a guest', async () => {
    expect((await get('/admin/ads/', { cookies: (await newMember()).cookies })).status).toBe(404);
    expect((await get('/admin/ads/')).status).toBe(404);
    expect((await get('/admin/ads/?days=90')).status).toBe(404);
  });

  it('counts the chosen range of days, today included: 7, 30 (the default, also for anything else) or 90', async () => {
    await addClicks('under-player', 'books', 3, 4);
    await addClicks('under-player', 'books', 20, 3);
    await addClicks('under-player', 'books', 60, 5);
    const admin = await staff('admin');
    const week = await consoleHtml('?days=7', admin);
    expect(week).toContain(`<tr>${books(4)}</tr>`);
    expect(week).toContain('<option value="7" selected="">');
    expect(week).not.toContain(`<td>${formatDate('en', nowSeconds() - 20 * DAY_SECONDS)}</td>`);
    for (const query of ['', '?days=30', '?days=1000', '?days=abc']) expect(await consoleHtml(query, admin), query).toContain(`<tr>${books(7)}</tr>`);
    const quarter = await consoleHtml('?days=90', admin);
    expect(quarter).toContain(`<tr>${books(12)}</tr>`);
    expect(quarter).toContain('<option value="90" selected="">');
    // Per day, newest first: three days ago, then twenty, then sixty.
    const order = [3, 20, 60].map((daysAgo) => quarter.indexOf(`<tr><td>${formatDate('en', nowSeconds() - daysAgo * DAY_SECONDS)}</td>${books(daysAgo === 3 ? 4 : daysAgo === 20 ? 3 : 5)}</tr>`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('keeps counts of zones and creatives taken out of the configuration, with their ids, marked as no longer configured', async () => {
    await addClicks('old-zone', 'retired', 1, 6);
    await addClicks('listing-top', 'retired-too', 1, 2);
    const html = await consoleHtml('', await staff('admin'));
    expect(html).toContain('<tr><td>old-zone</td><td></td><td>retired</td><td colSpan="2"><em>No longer configured</em></td><td>6</td></tr>');
    expect(html).toContain('<tr><td>listing-top</td><td>Above listings</td><td>retired-too</td><td colSpan="2"><em>No longer configured</em></td><td>2</td></tr>');
  });

  it('describes a creative by the operator’s configuration: a frame by its kind and source', async () => {
    await addClicks('net', 'frame', 0, 1);
    const ADS = JSON.stringify({ zones: [{
      id: 'net', placement: 'watch-suggested', sizes: { desktop: { width: 285, height: 165 } },
      creatives: [{ kind: 'iframe', id: 'frame', src: 'https://frames.adnet.example/zone?id=7', title: 'Adnet' }],
    }] });
    const response = await get('/admin/ads/', { cookies: await staff('admin') }, { ADS });
    const html = await response.text();
    expect(html).toContain(`<tr>${cells('net', 'Watch page side column', 'frame', 'Frame (iframe)', 'https://frames.adnet.example/zone?id=7', 1)}</tr>`);
    // The demo zones are not this deployment's: their counts show as no longer configured.
    expect(html).toContain('<td>kitchen</td><td colSpan="2"><em>No longer configured</em></td>');
  });

  it('says so in the visitor’s language when a range has no clicks', async () => {
    const t = translator('de');
    const html = renderToString(createElement(AdsPage, {
      t, isAdmin: false, days: 7, ranges: [], totals: [], rows: [], pagination: { page: 1, total: 0, perPage: 50, href: String, window: 2 },
    }));
    expect(html).toContain('In diesem Zeitraum gab es keine Klicks auf Werbung.');
    expect(html).toContain('<h1>Klicks auf Werbung</h1>');
    expect(html).not.toContain('<table>');
  });
});

describe('pruning the analytics stand-in', () => {
  const DAY = DAY_SECONDS;
  const PER_RUN = ANALYTICS_EVENTS_PRUNED_PER_RUN;

  /** Events with ids first..last, all at `at`. */
  async function addEvents(first: number, last: number, at: number) {
    await env.DB.prepare(
      `WITH RECURSIVE ids(id) AS (SELECT ?1 UNION ALL SELECT id + 1 FROM ids WHERE id < ?2)
       INSERT INTO analytics_events (event_id, at, kind, route, lang, section, country) SELECT id, ?3, 'page', '/', 'en', 'straight', 'JP' FROM ids`,
    ).bind(first, last, at).run();
  }

  const remaining = async () => (await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM analytics_events')).n;

  async function runCron(now: number) {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now * 1000 }), env, ctx);
    await waitOnExecutionContext(ctx);
  }

  it('the cron deletes events older than 90 days only, at most a bounded number per run, oldest first', async () => {
    await env.DB.prepare('DELETE FROM analytics_events').run();
    const now = nowSeconds();
    const old = now - ANALYTICS_EVENTS_KEEP_DAYS * DAY - 60;
    const kept = now - ANALYTICS_EVENTS_KEEP_DAYS * DAY + 3600;
    await addEvents(1, PER_RUN + 10, old);
    await addEvents(PER_RUN + 11, PER_RUN + 15, kept);
    await runCron(now);
    // One run stops at the bound: ten old events wait for the next.
    expect(await remaining()).toBe(15);
    expect((await firstRow<{ n: number }>('SELECT MIN(event_id) AS n FROM analytics_events')).n).toBe(PER_RUN + 1);
    await runCron(now);
    expect(await remaining()).toBe(5);
    await runCron(now);
    const { results } = await env.DB.prepare('SELECT event_id, at FROM analytics_events ORDER BY event_id').all<{ event_id: number; at: number }>();
    expect(results).toEqual([11, 12, 13, 14, 15].map((n) => ({ event_id: PER_RUN + n, at: kept })));
  });

  it('walks the primary key, never the whole table, and tells how many it deleted', async () => {
    await env.DB.prepare('DELETE FROM analytics_events').run();
    const now = nowSeconds();
    await addEvents(1, 3, now - 100 * DAY);
    await addEvents(4, 6, now);
    const log: RecordedStatement[] = [];
    expect(await deleteAnalyticsEventsBefore(recordingDb(env.DB, log), now - 90 * DAY, 2)).toBe(2);
    expect(await deleteAnalyticsEventsBefore(env.DB, now - 90 * DAY, 10)).toBe(1);
    expect(await deleteAnalyticsEventsBefore(env.DB, now - 90 * DAY, 10)).toBe(0);
    expect(await remaining()).toBe(3);
    const plan = await explainPlan(env.DB, log[0]!);
    expect(plan.join(' | ')).toMatch(/SEARCH analytics_events USING INTEGER PRIMARY KEY \(rowid<\?\)/);
    expect(plan.join(' | ')).not.toMatch(/SCAN analytics_events(?! USING)/);
  });
});
