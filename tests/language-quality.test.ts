// Pages in the visitor's language down to the details: counted nouns in their plural forms, shortened counts with the
// language's compact form, partner links translated, the popular searches of the visitor's language, the player's words.
import { describe, expect, it } from 'vitest';
import { LANGS, translator, type Lang } from '../locales';
import { shortCountParam } from '../views/format';
import { firstRow, get } from './helpers';

const page = async (path: string, lang: Lang) => (await get(path, { cookies: { app_lang: lang } })).text();
const texts = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);
/** The JSON props of an island on a page. */
const islandProps = (html: string, name: string) =>
  JSON.parse(new RegExp(`data-island="${name}" data-props="([^"]+)"`).exec(html)![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));

/** The Russian form of "views" for a count: 1 and 21 просмотр, 2-4 and 22-24 просмотра, 5-20 and thousands просмотров. */
function russianViews(n: number): string {
  if (n % 10 === 1 && n % 100 !== 11) return 'просмотр';
  if ([2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100)) return 'просмотра';
  return 'просмотров';
}

describe('language quality on the pages', () => {
  it.each<[Lang, number, string]>([
    ['en', 1000, '1K views'], ['en', 2_500_000, '2.5M views'], ['de', 3600, '3600 Aufrufe'], ['de', 200_000, '200.000 Aufrufe'],
    ['de', 2_500_000, '2,5\u00a0Mio. Aufrufe'], ['ru', 1000, '1\u00a0тыс. просмотров'], ['ru', 59_003, '59\u00a0тыс. просмотров'],
    ['ru', 21_000, '21\u00a0тыс. просмотров'], ['ru', 22, '22 просмотра'], ['pl', 22_000, '22\u00a0tys. wyświetleń'], ['pl', 1_200_000, '1,2\u00a0mln wyświetleń'],
    ['fr', 3600, '3,6\u00a0k vues'], ['fr', 2_500_000, '2,5\u00a0M de vues'], ['es', 1_000_000, '1\u00a0M de vistas'], ['it', 4200, '4200 visualizzazioni'],
    ['it', 1_000_000, '1\u00a0Mln di visualizzazioni'], ['pt', 7_100_000, '7,1\u00a0mi de visualizações'], ['nl', 1500, '1,5K weergaven'],
    ['ja', 3600, '3600回再生'], ['ja', 200_000, '20万回再生'],
  ])('%s reads a shortened %i as "%s"', (lang, n, text) => {
    expect(translator(lang)('card.views', { count: shortCountParam(lang, n) })).toBe(text);
  });

  it('a Russian listing counts views in the right forms, shortened with a decimal comma', async () => {
    const html = await page('/videos/most-viewed/1/', 'ru');
    const counts = texts(html, /<span>([^<]*просмотр[^<]*)<\/span>/g);
    expect(counts.length).toBeGreaterThan(30);
    expect(html).not.toContain('Просмотров:');
    for (const text of counts) {
      const [, number, unit, noun] = /^(\d+(?:,\d)?)(?:\u00a0(тыс\.|млн))? (\S+)$/.exec(text) ?? [];
      expect(number, text).toBeDefined();
      // A shortened count reads as thousands or millions: always the "many" form.
      expect(noun, text).toBe(unit ? 'просмотров' : russianViews(Number(number)));
    }
    expect(counts.some((text) => /^\d+,\d\u00a0тыс\. /.test(text)), 'a count like 3,6 тыс.').toBe(true);
  });

  it('a German video page writes its thousands whole, grouped with a dot (German shortens from a million)', async () => {
    const video = await firstRow<{ video_id: number; dir: string; viewed: number }>(
      // Its address on the German host: the slug of its German title when it has one.
      `SELECT video_id, COALESCE((SELECT t.dir FROM video_texts t WHERE t.video_id = v.video_id AND t.lang = 'de'), dir) AS dir, viewed
         FROM videos v WHERE status_id = 1 AND is_private = 0 AND viewed BETWEEN 10000 AND 99999 ORDER BY viewed LIMIT 1`,
    );
    const html = await page(`/videos/${video.video_id}/${video.dir}/`, 'de');
    expect(html).toContain(`${String(video.viewed).replace(/(\d{3})$/, '.$1')} Aufrufe`);
  });

  it('a member with one subscriber has one, in each language', async () => {
    const member = await firstRow<{ user_id: number; subscribers_count: number }>(
      'SELECT user_id, subscribers_count FROM users WHERE subscribers_count = 1 AND status_id != 0 LIMIT 1',
    );
    for (const [lang, text] of [['en', '1 subscriber<'], ['ru', '1 подписчик<'], ['pl', '1 subskrybent<'], ['de', '1 Abonnent<']] as const) {
      expect(await page(`/members/${member.user_id}/`, lang), lang).toContain(text);
    }
  });

  it.each(LANGS)('the partner links read in %s', async (lang) => {
    const html = await page('/', lang);
    const nav = /<ul class="nav__list">([\s\S]*?)<\/ul>/.exec(html)![1]!;
    const partners = texts(nav, /class="nav__partner">([^<]+)</g);
    const t = translator(lang);
    expect(partners).toEqual([t('partners.liveCams'), t('partners.dating'), t('partners.games')].map((label) => label.replace(/'/g, '&#x27;')));
  });

  it.each(LANGS)("the %s search box offers that language's popular searches", async (lang) => {
    const props = islandProps(await page('/', lang), 'search-box') as { keywordSetUrl: string };
    expect(props.keywordSetUrl).toBe(`/api/json/suggester/43200/500.${lang}.json`);
  });

  it("a Japanese watch page votes with 高評価 and 低評価, and its player gets the language and its control labels", async () => {
    const video = await firstRow<{ video_id: number; dir: string }>('SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 LIMIT 1');
    const html = await page(`/videos/${video.video_id}/${video.dir}/`, 'ja');
    const votes = /<span id="votes"[^>]*>([\s\S]*?)<\/span>/.exec(html)![1]!.replace(/<!-- -->/g, '');
    expect(votes).toContain('👍 高評価');
    expect(votes).toContain('👎 低評価');
    const props = islandProps(html, 'player') as { lang: string; controls: Record<string, string> };
    expect(props.lang).toBe('ja');
    expect(props.controls.exitFullscreen).toBe('全画面表示を終了');
    expect(props.controls.unmute).toBe('ミュート解除');
  });
});
