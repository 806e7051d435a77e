// Every language has its own URL: language hosts render their language with their own canonical and reciprocal
// hreflang alternates; the default URL keeps the app_lang cookie; the selector remembers and opens the language's URL.
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../locales';
import { firstRow, get } from './helpers';

const origin = (lang: Lang) => (lang === 'en' ? 'http://localhost' : `http://${lang}.localhost`);
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));

async function page(url: string, cookies: Record<string, string> = {}) {
  const { origin: at, pathname, search } = new URL(url);
  const response = await get(pathname + search, { origin: at, cookies: { _agev: '1', ...cookies } });
  return { response, html: await response.text() };
}

describe('language URLs', () => {
  it('every language URL of an indexable page renders that language, with its own canonical and reciprocal alternates', async () => {
    const video = await firstRow<{ video_id: number; dir: string }>(
      // One with no title of its own in other languages: its address is the same on every host.
      `SELECT video_id, dir FROM videos v WHERE status_id = 1 AND is_private = 0
          AND NOT EXISTS (SELECT 1 FROM video_texts t WHERE t.video_id = v.video_id) ORDER BY video_id LIMIT 1`,
    );
    for (const path of ['/', '/videos/most-viewed/2/', '/categories/', `/videos/${video.video_id}/${video.dir}/`]) {
      const expected = { ...Object.fromEntries(LANGS.map((lang) => [lang, origin(lang) + path])), 'x-default': `http://localhost${path}` };
      for (const lang of LANGS) {
        const { response, html } = await page(origin(lang) + path);
        expect(response.status, `${lang} ${path}`).toBe(200);
        expect(html).toContain(`<html lang="${lang}"`);
        expect(canonicalOf(html), `${lang} ${path}`).toBe(origin(lang) + path);
        expect(alternatesOf(html), `${lang} ${path}`).toEqual(expected);
      }
    }
  });

  it('the language of a language host wins over the cookie and Accept-Language, and nothing redirects by them', async () => {
    const { response, html } = await page('http://ja.localhost/categories/', { app_lang: 'de' });
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="ja"');
    const crawler = await get('/categories/', { cookies: { _agev: '1' }, headers: { 'Accept-Language': 'ja,en;q=0.5' } });
    expect(crawler.status).toBe(200);
    expect(await crawler.text()).toContain('<html lang="en"');
  });

  it('the default URL answers in the language of the app_lang cookie, canonical at that language’s URL', async () => {
    const { html } = await page('http://localhost/categories/', { app_lang: 'ru' });
    expect(html).toContain('<html lang="ru"');
    expect(canonicalOf(html)).toBe('http://ru.localhost/categories/');
    expect(alternatesOf(html).en).toBe('http://localhost/categories/');
  });

  it('pages kept out of the index have no alternates', async () => {
    const member = await firstRow<{ user_id: number }>('SELECT user_id FROM users WHERE status_id IN (2, 3, 6) ORDER BY user_id LIMIT 1');
    for (const url of [
      'http://ja.localhost/search/1/?s=walk', 'http://localhost/videos/latest-updates/1/?duration=long', 'http://localhost/signin/',
      `http://localhost/members/${member.user_id}/favourite_videos/1/`, `http://de.localhost/members/${member.user_id}/friends/1/`,
    ]) {
      const { html } = await page(url);
      expect(alternatesOf(html), url).toEqual({});
    }
  });

  it('English’s own host and a language written as a path prefix move to the language’s URL', async () => {
    const english = await get('/videos/latest-updates/1/?campaign=x', { origin: 'http://en.localhost' });
    expect(english.status).toBe(301);
    expect(english.headers.get('Location')).toBe('http://localhost/videos/latest-updates/1/?campaign=x');
    const prefixed = await get('/ja/categories/');
    expect(prefixed.status).toBe(301);
    expect(prefixed.headers.get('Location')).toBe('http://ja.localhost/categories/');
  });

  it('the selector links to the default URL, which remembers the choice and opens the language’s URL of the page', async () => {
    const { html } = await page('http://ja.localhost/categories/');
    expect(html).toContain(`href="http://localhost/prefs/lang/de/?back=${encodeURIComponent('/categories/')}"`);
    const chosen = await get(`/prefs/lang/de/?back=${encodeURIComponent('/categories/')}`);
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('Location')).toBe('http://de.localhost/categories/');
    expect(chosen.headers.get('Set-Cookie')).toMatch(/^app_lang=de;/);
    const english = await get(`/prefs/lang/en/?back=${encodeURIComponent('//evil.example/')}`);
    expect(english.headers.get('Location')).toBe('http://localhost/');
    expect((await get('/prefs/lang/xx/?back=/')).status).toBe(404);
  });

  it('cookies are shared by every language host when the default host can be a cookie domain', async () => {
    const shared = await get('/prefs/lang/ja/?back=/', { origin: 'http://asiatube.localhost' });
    expect(shared.headers.get('Set-Cookie')).toContain('Domain=asiatube.localhost');
    expect(shared.headers.get('Location')).toBe('http://ja.asiatube.localhost/');
    const ownHost = await get('/prefs/lang/ja/?back=/');
    expect(ownHost.headers.get('Set-Cookie')).not.toContain('Domain=');
  });

  it('a local run reached by a loopback address names localhost as its default host', async () => {
    const chosen = await get('/prefs/lang/ja/?back=/', { origin: 'http://127.0.0.1:8787' });
    expect(chosen.headers.get('Location')).toBe('http://ja.localhost:8787/');
    const { html } = await page('http://127.0.0.1:8787/categories/');
    expect(canonicalOf(html)).toBe('http://localhost:8787/categories/');
  });

  it('in production canonical URLs and alternates name the configured public origin, whatever the Host header', async () => {
    const response = await get('/categories/', { origin: 'https://ja.spoofed.example', cookies: { _agev: '1' } }, { APP_ENV: 'production' });
    const html = await response.text();
    expect(canonicalOf(html)).toBe('https://ja.asiatube.example/categories/');
    expect(alternatesOf(html)['x-default']).toBe('https://asiatube.example/categories/');
  });
});
