// Navigation analytics: every page view (htmx navigations and page-cache hits included) is one event with the campaign
// its query names, read here from the D1 stand-in; redirects, errors, JSON and HEAD are none; a malformed campaign is
// ignored; the visit's campaign cookie attributes a later sign-up and upload; the console's campaigns page for staff
// only; the Analytics Engine binding receives the same event.
import { env } from 'cloudflare:test';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '../locales';
import { CampaignsPage } from '../views/pages/admin/campaigns';
import { UNKNOWN_COUNTRY } from '../worker/config/countries';
import { DAY_SECONDS } from '../worker/config/limits';
import type { Bindings } from '../worker/env';
import { firstRow, get, HTMX, memberFactory, post } from './helpers';
import { pngBytes } from './image-bytes';

const newMember = memberFactory(985_000);

interface EventRow {
  kind: string;
  route: string;
  lang: string;
  campaign: string;
  htmx: number;
}

async function eventsOf(campaign: string): Promise<EventRow[]> {
  const { results } = await env.DB.prepare('SELECT kind, route, lang, campaign, htmx FROM analytics_events WHERE campaign = ?1 ORDER BY event_id')
    .bind(campaign).all<EventRow>();
  return results;
}

async function eventCount(): Promise<number> {
  return (await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM analytics_events')).n;
}

const today = () => Math.floor(Date.now() / 1000 / DAY_SECONDS);

async function dayOf(campaign: string) {
  return env.DB.prepare('SELECT visits, signups, uploads FROM campaign_days WHERE campaign = ?1 AND day = ?2')
    .bind(campaign, today()).first<{ visits: number; signups: number; uploads: number }>();
}

/** The campaign cookie a response sets, with its attributes, if any. */
function campaignCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith('campaign='));
}

async function staff(role: 'moderator' | 'admin') {
  const member = await newMember();
  await env.DB.prepare('UPDATE users SET role = ?2 WHERE user_id = ?1').bind(member.userId, role).run();
  return member.cookies;
}

describe('page views', () => {
  it('a plain navigation with ?campaign= is one event with its campaign, a visit of the day, and remembered', async () => {
    const response = await get('/?campaign=spring.promo_1');
    expect(response.status).toBe(200);
    expect(await eventsOf('spring.promo_1')).toEqual([{ kind: 'page', route: '/', lang: 'en', campaign: 'spring.promo_1', htmx: 0 }]);
    // The stand-in and the rollup name the site they were counted on: sister sites may share the database.
    expect(await firstRow("SELECT site FROM analytics_events WHERE campaign = 'spring.promo_1'")).toEqual({ site: 'asiatube' });
    expect(await firstRow("SELECT site FROM campaign_days WHERE campaign = 'spring.promo_1'")).toEqual({ site: 'asiatube' });
    expect(await dayOf('spring.promo_1')).toEqual({ visits: 1, signups: 0, uploads: 0 });
    const cookie = campaignCookie(response)!;
    expect(cookie).toMatch(/^campaign=spring\.promo_1;/);
    expect(cookie).toMatch(/Max-Age=1800/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('an htmx navigation with ?camp= is one event marked htmx, under the route that answers it', async () => {
    const response = await get('/videos/most-viewed/2/?camp=tg-channel', { headers: { ...HTMX, 'HX-Target': 'div#listing' } });
    expect(response.status).toBe(200);
    expect(await eventsOf('tg-channel')).toEqual([
      { kind: 'page', route: '/videos/:sort/:page{[0-9]+}/', lang: 'en', campaign: 'tg-channel', htmx: 1 },
    ]);
  });

  it('a page the page cache answers is counted too, and gets the cookie the cache did not keep', async () => {
    let response = await get('/categories/?campaign=cached-one');
    for (let i = 0; i < 20 && response.headers.get('X-Cache') !== 'HIT'; i++) response = await get('/categories/?campaign=cached-one');
    expect(response.headers.get('X-Cache')).toBe('HIT');
    const views = await eventsOf('cached-one');
    expect(views.length).toBeGreaterThanOrEqual(2);
    expect((await dayOf('cached-one'))!.visits).toBe(views.length);
    expect(response.headers.getSetCookie().filter((line) => line.startsWith('campaign='))).toHaveLength(1);
  });

  it('a campaign landing is the bare page from the page cache, and its links do not carry the campaign on', async () => {
    let bare = await get('/models/most-popular/1/');
    for (let i = 0; i < 20 && bare.headers.get('X-Cache') !== 'HIT'; i++) bare = await get('/models/most-popular/1/');
    const landing = await get('/models/most-popular/1/?campaign=landing-page');
    expect(landing.headers.get('X-Cache')).toBe('HIT');
    // The route is the one that made the cached page, though no handler ran for this view.
    expect(await eventsOf('landing-page')).toEqual([{ kind: 'page', route: '/models/:sort/:page/', lang: 'en', campaign: 'landing-page', htmx: 0 }]);
    const fresh = await get('/videos/top-rated/3/?campaign=landing-page', {}, { CACHE_MODE: 'off' });
    expect(await fresh.text()).not.toContain('landing-page');
  });

  it('redirects, errors, JSON, feeds, HEAD and the console are no page views', async () => {
    const before = await eventCount();
    const requests: [string, number, string?][] = [
      ['/videos/?campaign=none1', 301], ['/no-such-page/?campaign=none1', 404], ['/api/json/main/14400/straight.en.json?campaign=none1', 200],
      ['/rss/?campaign=none1', 200], ['/?campaign=none1', 200, 'HEAD'], ['/admin/?campaign=none1', 404],
    ];
    for (const [path, status, method] of requests) {
      const response = await get(path, { method });
      expect(response.status, path).toBe(status);
      expect(campaignCookie(response), path).toBeUndefined();
    }
    expect(await eventCount()).toBe(before);
    expect(await dayOf('none1')).toBeNull();
  });

  it('a malformed campaign is ignored, never an error; a valid alias next to it counts', async () => {
    const before = await eventCount();
    for (const value of ['two words', 'x'.repeat(65), '', 'sp%C3%A4t', '<b>']) {
      const response = await get(`/?campaign=${encodeURIComponent(value)}`);
      expect(response.status, value).toBe(200);
      expect(campaignCookie(response), value).toBeUndefined();
    }
    expect(await eventCount()).toBe(before + 5);
    const { n } = await firstRow<{ n: number }>("SELECT COUNT(*) AS n FROM (SELECT campaign FROM analytics_events ORDER BY event_id DESC LIMIT 5) WHERE campaign = ''");
    expect(n).toBe(5);
    await get('/?campaign=a%20b&camp=alias-ok');
    expect(await eventsOf('alias-ok')).toHaveLength(1);
  });

  it('a later campaign replaces the remembered one; a page without one keeps it 30 more minutes without counting a visit', async () => {
    const replaced = await get('/?campaign=newer', { cookies: { campaign: 'older' } });
    expect(campaignCookie(replaced)).toMatch(/^campaign=newer;/);
    const kept = await get('/categories/', { cookies: { campaign: 'older' } });
    expect(campaignCookie(kept)).toMatch(/^campaign=older;.*Max-Age=1800/);
    expect(await dayOf('older')).toBeNull();
  });

  it('reporting adds no D1 round trip to the page: a page view takes as many as the same page asked with HEAD (no page view)', async () => {
    const uncached = { CACHE_MODE: 'off' } as Partial<Bindings>;
    const head = await get('/categories/?campaign=trips', { method: 'HEAD' }, uncached);
    const view = await get('/categories/?campaign=trips', {}, uncached);
    expect(Number(view.headers.get('X-D1-Round-Trips'))).toBeGreaterThan(0);
    expect(view.headers.get('X-D1-Round-Trips')).toBe(head.headers.get('X-D1-Round-Trips'));
    expect(await eventsOf('trips')).toHaveLength(1);
  });
});

describe('the D1 writes', () => {
  it('page views that end while a write is under way go out in one batch, their visits summed into one rollup row', async () => {
    // A D1 binding that tells how many of its batches write stand-in events, and whose first such batch takes until
    // every other view has answered: what it does not hold must go out together in the next one, however slow the
    // machine that renders the pages.
    const writes = new WeakSet<D1PreparedStatement>();
    let eventBatches = 0;
    let answered = 0;
    let othersAnswered!: () => void;
    const allButOneAnswered = new Promise<void>((resolve) => (othersAnswered = resolve));
    const db = new Proxy(env.DB, {
      get(target, name) {
        if (name === 'prepare') {
          return (sql: string) => {
            const statement = target.prepare(sql);
            if (!sql.startsWith('INSERT INTO analytics_events')) return statement;
            return { bind: (...values: unknown[]) => { const bound = statement.bind(...values); writes.add(bound); return bound; } };
          };
        }
        if (name === 'batch') {
          return async (statements: D1PreparedStatement[]) => {
            if (statements.some((statement) => writes.has(statement)) && ++eventBatches === 1) await allButOneAnswered;
            return target.batch(statements);
          };
        }
        return Reflect.get(target, name).bind(target);
      },
    });
    const views = await Promise.all(Array.from({ length: 20 }, async () => {
      // The view whose waitUntil writes answers last: its write is the one held.
      const view = await get('/categories/?campaign=together', {}, { DB: db });
      if (++answered === 19) othersAnswered();
      return view;
    }));
    expect(views.every((view) => view.status === 200)).toBe(true);
    expect(await eventsOf('together')).toHaveLength(20);
    expect(await dayOf('together')).toEqual({ visits: 20, signups: 0, uploads: 0 });
    // One write each would be 20 batches.
    expect(eventBatches).toBeLessThanOrEqual(2);
  });
});

describe('Analytics Engine', () => {
  it('writeDataPoint receives the event with its campaign as index; in production D1 keeps only the rollup', async () => {
    const points: AnalyticsEngineDataPoint[] = [];
    const dataset = { writeDataPoint: (point?: AnalyticsEngineDataPoint) => void points.push(point!) };
    const response = await get('/?campaign=ae-prod', { headers: HTMX }, { ANALYTICS: dataset, APP_ENV: 'production' });
    expect(response.status).toBe(200);
    expect(points).toEqual([{ indexes: ['ae-prod'], blobs: ['page', '/', 'en', 'straight', UNKNOWN_COUNTRY, 'ae-prod', 'htmx', 'asiatube'], doubles: [1] }]);
    expect(await eventsOf('ae-prod')).toEqual([]);
    expect(await dayOf('ae-prod')).toEqual({ visits: 1, signups: 0, uploads: 0 });
  });

  it('ANALYTICS_STAND_IN=off keeps events out of D1 even locally; the campaign rollup still counts', async () => {
    const response = await get('/?campaign=standin-off', { headers: HTMX }, { ANALYTICS_STAND_IN: 'off' });
    expect(response.status).toBe(200);
    await expect.poll(() => dayOf('standin-off')).toEqual({ visits: 1, signups: 0, uploads: 0 });
    expect(await eventsOf('standin-off')).toEqual([]);
  });

  it('a dataset that throws fails no page', async () => {
    const dataset = { writeDataPoint: () => { throw new Error('dataset down'); } };
    expect((await get('/?campaign=ae-broken', {}, { ANALYTICS: dataset })).status).toBe(200);
  });
});

describe('attribution', () => {
  it('a sign-up during the visit counts for its campaign', async () => {
    const landing = await get('/?campaign=signup-drive');
    const value = /^campaign=([^;]+)/.exec(campaignCookie(landing)!)![1]!;
    const form = { username: `drive${Date.now() % 100_000}`, email: `drive${Date.now()}@example.test`, password: 'a-good-password' };
    const response = await post('/signup/', form, { cookies: { campaign: value }, headers: { 'CF-Connecting-IP': '198.51.100.77' } });
    expect(response.status).toBe(303);
    expect(await dayOf('signup-drive')).toEqual({ visits: 1, signups: 1, uploads: 0 });
    expect((await eventsOf('signup-drive')).map((event) => event.kind)).toEqual(['page', 'signup']);
  });

  it('an upload during the visit counts for its campaign; a refused one does not', async () => {
    const { cookies } = await newMember();
    const visit = { ...cookies, campaign: 'upload-drive' };
    const form = (photos: File[]) => {
      const body = new FormData();
      const fields = { title: 'Lanterns by the river', description: '', categories: 'lanterns', section: 'straight', private: '0', cover: '1', acknowledge: '1' };
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      for (const photo of photos) body.append('photos', photo);
      return body;
    };
    const refused = await get('/upload-album/', { method: 'POST', body: form([]), cookies: visit });
    expect(refused.status).toBe(422);
    const photo = new File([pngBytes(48, 36)], 'photo1.png', { type: 'image/png' });
    const response = await get('/upload-album/', { method: 'POST', body: form([photo]), cookies: visit });
    expect(response.status).toBe(303);
    expect(await dayOf('upload-drive')).toEqual({ visits: 0, signups: 0, uploads: 1 });
  });
});

describe('the console', () => {
  it('shows staff the visits, sign-ups and uploads per campaign and day, and totals; a 404 for members and guests', async () => {
    await env.DB.prepare('INSERT INTO campaign_days (campaign, day, visits, signups, uploads) VALUES (?1, ?2, 7, 2, 1), (?1, ?3, 5, 1, 0)')
      .bind('console-check', today() - 1, today() - 40).run();
    const admin = await staff('admin');
    const response = await get('/admin/campaigns/', { cookies: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const html = await response.text();
    expect(html).toContain('href="/admin/campaigns/" aria-current="page"');
    const row = (campaign: string, visits: number, signups: number, uploads: number) =>
      `<td>${campaign}</td><td>${visits}</td><td>${signups}</td><td>${uploads}</td>`;
    // Over 30 days: yesterday's row and the total without the row of 40 days ago.
    expect(html).toContain(row('console-check', 7, 2, 1));
    expect(html).not.toContain(row('console-check', 12, 3, 1));
    expect(html).toContain(row('signup-drive', 1, 1, 0));
    const ninety = await (await get('/admin/campaigns/?days=90', { cookies: await staff('moderator') })).text();
    expect(ninety).toContain(row('console-check', 12, 3, 1));
    expect(ninety).toContain('<option value="90" selected="">');
    expect((await get('/admin/campaigns/?days=1000', { cookies: admin })).status).toBe(200);
    expect((await get('/admin/campaigns/', { cookies: (await newMember()).cookies })).status).toBe(404);
    expect((await get('/admin/campaigns/')).status).toBe(404);
  });

  it('names each row\'s site when sister sites share the catalogue, and filters by site', async () => {
    await env.DB.prepare(
      "INSERT INTO campaign_days (site, campaign, day, visits, signups, uploads) VALUES ('asiatube', 'shared-spring', ?1, 4, 1, 0), ('sakuraclips', 'shared-spring', ?1, 9, 0, 1)",
    ).bind(today()).run();
    const admin = await staff('admin');
    const all = await (await get('/admin/campaigns/', { cookies: admin })).text();
    expect(all).toContain('<option value="" selected="">All sites</option><option value="asiatube">AsiaTube</option><option value="sakuraclips">SakuraClips</option>');
    expect(all).toContain('<td>shared-spring</td><td>13</td><td>1</td><td>1</td>');
    expect(all).toContain('<td>shared-spring · SakuraClips</td><td>9</td><td>0</td><td>1</td>');
    const one = await (await get('/admin/campaigns/?site=sakuraclips', { cookies: admin })).text();
    expect(one).toContain('<option value="sakuraclips" selected="">SakuraClips</option>');
    expect(one).toContain('<td>shared-spring</td><td>9</td><td>0</td><td>1</td>');
    expect(one).not.toContain('<td>4</td><td>1</td><td>0</td>');
    // A site nobody counted on is no filter: every site's rows.
    expect(await (await get('/admin/campaigns/?site=mangotube', { cookies: admin })).text()).toContain('<td>shared-spring</td><td>13</td>');
  });

  it('says so in the visitor’s language when a range has no campaign traffic', () => {
    const t = translator('de');
    const html = renderToString(createElement(CampaignsPage, {
      t, isAdmin: false, days: 7, ranges: [], totals: [], rows: [], pagination: { page: 1, total: 0, perPage: 50, href: String, window: 2 }, sites: [], site: null,
    }));
    expect(html).toContain('In diesem Zeitraum gab es keine Zugriffe über Kampagnen.');
  });
});
