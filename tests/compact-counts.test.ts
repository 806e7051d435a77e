// Counts on real pages read in each language's compact form: 12K views, 1.2万回再生, 12 тыс. просмотров, 12 tys.
// wyświetleń, and in German the thousands whole (12.345 Aufrufe), on a watch page and on the cards of a listing.
import { describe, expect, it } from 'vitest';
import type { Lang } from '../locales';
import { firstRow, get } from './helpers';

const origin = (lang: Lang) => (lang === 'en' ? 'http://localhost' : `http://${lang}.localhost`);
const page = async (lang: Lang, path: string) => (await get(path, { origin: origin(lang), cookies: { _agev: '1' } })).text();
/** The texts of a page's plain spans (cards and the watch page show their counts in them). */
const spans = (html: string) => [...html.matchAll(/<span>([^<]+)<\/span>/g)].map((m) => m[1]!);

/** A count of 10,000 to 99,999 views as each language writes it, the unit after a no-break space where it has one. */
const views: Record<'en' | 'ja' | 'ru' | 'de' | 'pl', (n: number) => string> = {
  en: (n) => `${Math.floor(n / 1000)}K views`,
  ja: (n) => `${Math.floor(n / 1000) / 10}万回再生`,
  ru: (n) => `${Math.floor(n / 1000)}\u00a0тыс. просмотров`,
  de: (n) => `${String(n).replace(/(\d{3})$/, '.$1')} Aufrufe`,
  pl: (n) => `${Math.floor(n / 1000)}\u00a0tys. wyświetleń`,
};

describe('compact counts in each language', () => {
  it.each(Object.keys(views) as (keyof typeof views)[])('a %s watch page and the most viewed cards count in its compact form', async (lang) => {
    const video = await firstRow<{ video_id: number; dir: string; viewed: number }>(
      'SELECT video_id, dir, viewed FROM videos WHERE status_id = 1 AND is_private = 0 AND viewed BETWEEN 10000 AND 99999 ORDER BY viewed DESC LIMIT 1',
    );
    expect(spans(await page(lang, `/videos/${video.video_id}/${video.dir}/`))).toContain(views[lang](video.viewed));
    const counts = spans(await page(lang, '/videos/most-viewed/1/')).filter((text) => /^\d/.test(text));
    expect(counts.length, lang).toBeGreaterThan(30);
    // No language but English writes thousands as K.
    if (lang !== 'en') expect(counts.filter((text) => /\d[KM]\b/.test(text)), lang).toEqual([]);
  });

  it('the largest counts read in Japanese ten-thousands and Russian thousands', async () => {
    const top = await firstRow<{ viewed: number }>('SELECT MAX(viewed) AS viewed FROM videos WHERE status_id = 1 AND is_private = 0');
    expect(top.viewed).toBeGreaterThanOrEqual(100_000);
    expect(spans(await page('ja', '/videos/most-viewed/1/'))).toContain(`${Math.floor(top.viewed / 10_000)}万回再生`);
    expect(spans(await page('ru', '/videos/most-viewed/1/'))).toContain(`${Math.floor(top.viewed / 1000)}\u00a0тыс. просмотров`);
  });
});
