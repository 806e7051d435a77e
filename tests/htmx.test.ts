// htmx enhancement: page links swap only the listing, htmx requests get the content without the shell,
// and full pages, fragments and history restores never get mixed up in the caches.
import { describe, expect, it } from 'vitest';
import { get, post } from './helpers';

const swap = { 'HX-Request': 'true', 'HX-Target': 'div#listing-grid', 'HX-Boosted': 'true' };

describe('htmx pagination', () => {
  it('pagination links carry the boost settings that swap the grid in place', async () => {
    const html = await (await get('/videos/most-viewed/1/')).text();
    expect(html).toContain('<script src="/build/htmx.min.js" defer="">');
    const nav = /<nav class="pagination"[^>]*>/.exec(html)?.[0] ?? '';
    expect(nav).toContain('hx-boost:inherited="target:#listing-grid select:#listing-grid');
    expect(html).toMatch(/<a href="\/videos\/most-viewed\/2\/" rel="next">/);
  });

  it('an htmx page request gets the title and content without head, header and footer', async () => {
    const response = await get('/videos/most-viewed/2/', { headers: swap });
    expect(response.status).toBe(200);
    expect(response.headers.get('Vary')).toContain('HX-Request');
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('id="listing-grid"');
    expect(html).not.toContain('<html');
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');
    expect(html).not.toContain('htmx.min.js');
  });

  it('fragments and full pages are cached apart', async () => {
    await get('/videos/longest/2/', { headers: swap });
    await get('/videos/longest/2/', { headers: swap });
    const full = await (await get('/videos/longest/2/')).text();
    expect(full).toContain('<html');
    const fragment = await (await get('/videos/longest/2/', { headers: swap })).text();
    expect(fragment).not.toContain('<html');
  });

  it('a history restore gets the whole page', async () => {
    const html = await (await get('/videos/longest/3/', { headers: { 'HX-History-Restore-Request': 'true', 'HX-Target': 'div#listing-grid' } })).text();
    expect(html).toContain('<html');
  });

  it('a malformed target is treated as a whole-page request', async () => {
    const html = await (await get('/videos/longest/1/', { headers: { 'HX-Request': 'true', 'HX-Target': 'div#"><script>' } })).text();
    expect(html).toContain('<html');
  });
});

describe('overlays with htmx', () => {
  it.each(['/prefs/age-gate/', '/prefs/cookie-notice/'])('%s answers an htmx post with the cookie and no body', async (path) => {
    const response = await post(path, { back: '/' }, { headers: { 'HX-Request': 'true' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toMatch(/(_agev|cookie_notice)=1/);
    expect(await response.text()).toBe('');
  });

  it('the overlays are plain forms that htmx posts in place', async () => {
    const html = await (await get('/', { country: 'DE' })).text();
    const form = (name: string) => new RegExp(`<form class="${name}"[^>]*>`).exec(html)?.[0] ?? '';
    for (const [name, path, target] of [['age-gate__box', '/prefs/age-gate/', 'closest .age-gate'], ['cookie-notice', '/prefs/cookie-notice/', 'this']]) {
      const tag = form(name!);
      for (const attr of [`action="${path}"`, 'method="post"', `hx-post="${path}"`, `hx-target="${target}"`, 'hx-swap="delete"']) {
        expect(tag).toContain(attr);
      }
    }
    // The overlays need no island of their own: the only ones on the page are the header's search box and Login modal
    // and the form modal (the footer's support link opens it).
    expect([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1])).toEqual(['search-box', 'login-modal', 'form-modal']);
  });
});

describe('guest history', () => {
  it('renders the honest empty state and the island that reads local storage', async () => {
    const html = await (await get('/videos/history/1/')).text();
    expect(html).toContain('data-island="guest-history"');
    expect(html).toContain('Your watch history is empty.');
    const props = JSON.parse(/data-island="guest-history" data-props="([^"]+)"/.exec(html)![1]!.replace(/&quot;/g, '"')) as { messages: Record<string, string> };
    expect(Object.keys(props.messages).sort()).toEqual(['card.private', 'card.rating', 'card.views']);
  });
});
