// Every browse screen answers in each of the ten languages: the document language, a translated headline
// and navigation, and no English left in them.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../locales';
import { firstRow, get } from './helpers';

async function screens(): Promise<string[]> {
  const category = await firstRow<{ dir: string }>('SELECT dir FROM categories ORDER BY total_videos DESC LIMIT 1');
  return [
    '/', '/videos/latest-updates/1/', '/videos/history/1/', '/categories/', `/categories/${category.dir}/top-rated/1/`,
    '/top-country/1/', '/models/most-popular/1/', '/albums/latest-updates/1/', '/playlists/most-popular/1/',
    '/community/recent/1/', '/search/1/?s=walk', '/channels/most-popular/1/',
  ];
}

/** Headlines that are the same word in English and in these languages: loanwords natives use as they are. */
const LOANWORDS = new Set(['Playlists', 'Community', 'Pornstars', 'Home']);

const pick = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim() ?? '';
const headline = (html: string) => pick(html, /<h1[^>]*>([\s\S]*?)<\/h1>/);
const navigation = (html: string) => pick(html, /<ul class="nav__list">([\s\S]*?)<\/ul>/);

describe('screens in every language', () => {
  it('each screen has its language, headline and navigation translated', async () => {
    const english = new Map<string, { headline: string; navigation: string }>();
    for (const path of await screens()) {
      const html = await (await get(path)).text();
      english.set(path, { headline: headline(html), navigation: navigation(html) });
    }
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      for (const path of await screens()) {
        const response = await get(path, { cookies: { app_lang: lang } });
        expect(response.status, `${lang} ${path}`).toBe(200);
        const html = await response.text();
        expect(html, `${lang} ${path}`).toContain(`<html lang="${lang}"`);
        const own = headline(html);
        if (!LOANWORDS.has(own)) expect(own, `${lang} ${path} headline`).not.toBe(english.get(path)!.headline);
        expect(navigation(html), `${lang} ${path} navigation`).not.toBe(english.get(path)!.navigation);
      }
    }
  });
});
