// CSRF protection: a state-changing request that a browser says comes from another site is refused before any
// handler runs (403: a localised page, or JSON under /api/), and changes nothing; this site's own forms pass.
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../worker/env';
import { isSameOrigin, sameOrigin } from '../worker/middleware/same-origin';
import { get, post, sessionFor } from './helpers';

const OWN = 'http://localhost';
const OTHER = 'https://other-site.example';

const request = (headers: Record<string, string>) => new Request(`${OWN}/prefs/age-gate/`, { method: 'POST', headers });

describe('where a request comes from', () => {
  it.each([
    [{ Origin: OWN }, true],
    [{ Origin: OTHER }, false],
    [{ Origin: 'null' }, false],
    [{ Origin: 'http://localhost:8080' }, false],
    [{ 'Sec-Fetch-Site': 'same-origin' }, true],
    [{ 'Sec-Fetch-Site': 'none' }, true],
    [{ 'Sec-Fetch-Site': 'same-site' }, false],
    [{ 'Sec-Fetch-Site': 'cross-site' }, false],
    [{ Referer: `${OWN}/videos/1/x/` }, true],
    [{ Referer: `${OTHER}/page` }, false],
    [{ Referer: 'not a url' }, false],
    [{ Origin: OTHER, 'Sec-Fetch-Site': 'same-origin', Referer: `${OWN}/` }, false],
    [{}, null],
  ] as const)('%o → %s', (headers, expected) => {
    expect(isSameOrigin(request(headers))).toBe(expected);
  });
});

describe('sameOrigin middleware', () => {
  const app = new Hono<AppEnv>();
  app.use(sameOrigin({ refuse: (c) => c.text('refused', 403) }));
  app.all('/action', (c) => c.text('done'));

  it('lets reads through from anywhere and refuses cross-site writes', async () => {
    expect((await app.request('/action', { headers: { Origin: OTHER } })).status).toBe(200);
    expect((await app.request('/action', { method: 'POST', headers: { Origin: 'http://localhost' } })).status).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await app.request('/action', { method, headers: { Origin: OTHER } });
      expect(response.status, method).toBe(403);
      expect(await response.text()).toBe('refused');
    }
  });
});

describe('the site refuses forged cross-site posts', () => {
  it('a cross-site age-gate form: a localised 403 page, no cookie set', async () => {
    const response = await post('/prefs/age-gate/', { back: '/' }, { headers: { Origin: OTHER }, cookies: { app_lang: 'de' } });
    expect(response.status).toBe(403);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('Dieses Formular kam von einer anderen Website');
    expect(html).toContain('<html lang="de"');
  });

  it('the same form from our own page works', async () => {
    const response = await post('/prefs/age-gate/', { back: '/' }, { headers: { Origin: OWN } });
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    expect(response.headers.get('Set-Cookie')).toContain('_agev=1');
  });

  it('a cross-site logout keeps the session', async () => {
    const cookies = await sessionFor(2);
    const refused = await post('/logout/', {}, { cookies, headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(refused.status).toBe(403);
    const still = await get('/videos/latest-updates/1/', { cookies });
    expect(still.headers.get('Cache-Control')).toContain('private');
    const sessions = await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = 2').first<{ n: number }>();
    expect(sessions!.n).toBeGreaterThan(0);
  });

  it('a cross-site view beacon: JSON 403 cross_site', async () => {
    const response = await post('/api/stat.php', { act: 'view', section: 'videos', object_id: '5' }, { headers: { Origin: OTHER } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: true, code: 'cross_site' });
  });
});
