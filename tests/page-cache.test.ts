// The edge page cache: anonymous pages are cached per variant; members and errors never are.
import { describe, expect, it } from 'vitest';
import { get, sessionFor, settledCacheState } from './helpers';

describe('edge page cache', () => {
  it('serves an anonymous page from the cache the second time, telling browsers to revalidate', async () => {
    const first = await get('/categories/');
    expect(first.headers.get('X-Cache')).toBe('MISS');
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    expect(first.headers.get('Vary')).toBe('Cookie, HX-Request');
    const body = await first.text();
    let second = await get('/categories/');
    for (let i = 0; i < 20 && second.headers.get('X-Cache') !== 'HIT'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      second = await get('/categories/');
    }
    expect(second.headers.get('X-Cache')).toBe('HIT');
    expect(second.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    expect(await second.text()).toBe(body);
  });

  it('keeps languages, sections, gate states and top-list countries apart', async () => {
    const japanese = await get('/albums/latest-updates/1/', { cookies: { app_lang: 'ja' } });
    expect(await japanese.text()).toContain('<html lang="ja"');
    const english = await get('/albums/latest-updates/1/');
    expect(english.headers.get('X-Cache')).toBe('MISS');
    expect(await english.text()).toContain('<html lang="en"');

    const gated = await (await get('/models/most-popular/1/', { country: 'DE' })).text();
    expect(gated).toContain('class="age-gate"');
    const passed = await (await get('/models/most-popular/1/', { country: 'DE', cookies: { _agev: '1' } })).text();
    expect(passed).not.toContain('class="age-gate"');

    const top = (country: string) =>
      get('/top-country/1/', { cookies: { country_code: country } }).then(async (r) => /<h1[^>]*>([^<]+)</.exec(await r.text())?.[1]);
    expect(await top('JP')).not.toBe(await top('BR'));
  });

  it('signed-in members get fresh, private pages', async () => {
    const cookies = await sessionFor(1);
    await get('/playlists/most-popular/1/');
    const member = await get('/playlists/most-popular/1/', { cookies });
    expect(member.headers.get('X-Cache')).toBeNull();
    expect(member.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await member.text()).toContain('/logout/');
  });

  it('keeps pages with the site own query parameters, not pages with made-up ones', async () => {
    expect(await settledCacheState('/videos/longest/1/?duration=long')).toBe('HIT');
    for (let i = 0; i < 2; i++) {
      const made = await get(`/videos/longest/1/?utm_junk=${i}`);
      expect(made.status).toBe(200);
      expect(made.headers.get('X-Cache')).toBeNull();
    }
  });

  it('never stores a page its handler marked no-store', async () => {
    for (let i = 0; i < 3; i++) {
      const outbox = await get('/dev/outbox/');
      expect(outbox.headers.get('X-Cache')).not.toBe('HIT');
      expect(outbox.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('does not cache errors or preference links', async () => {
    await get('/no-such-page/');
    const again = await get('/no-such-page/');
    expect(again.status).toBe(404);
    expect(again.headers.get('X-Cache')).toBeNull();
    const pref = await get('/prefs/lang/de/?back=/');
    expect(pref.headers.get('X-Cache')).toBeNull();
    expect(pref.headers.get('Cache-Control')).toBe('no-store');
  });
});
