// SEO text and meta descriptions: every listing kind has its paragraph in the visitor's language, categories their own
// per-language descriptions, and every indexable page a description of its own, at most 160 characters.
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS, messageOf, translator, type Lang, type MessageKey } from '../locales';
import { formatNumber } from '../views/format';
import type { ModelDetail } from '../worker/db/models';
import { META_DESCRIPTION_MAX, clipText, metaDescription } from '../worker/seo/meta-description';
import { pageFacts } from '../worker/seo/page-facts';
import { firstRow, get } from './helpers';

const SITE = 'AsiaTube';

function decode(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

async function page(path: string, lang: Lang = 'en'): Promise<{ status: number; seoText: string | null; description: string }> {
  const response = await get(path, { cookies: { app_lang: lang } });
  const html = await response.text();
  const seo = /<p class="seo-text">([^<]*)<\/p>/.exec(html);
  const meta = /<meta name="description" content="([^"]*)"/.exec(html);
  return { status: response.status, seoText: seo ? decode(seo[1]!) : null, description: meta ? decode(meta[1]!) : '' };
}

/** A pattern matching any rendering of a message (each plural form, any placeholder values). */
function messagePattern(lang: Lang, key: MessageKey): RegExp {
  const message = messageOf(lang, key);
  const forms = typeof message === 'string' ? [message] : Object.values(message);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(forms.map((form) => form.split(/\{[\w+-]+\}/).map(escape).join('.+?')).join('|'));
}

let category: { category_id: number; dir: string };
let smallCategory: string;
let model: string;
let channel: string;
let playlist: number;
let album: { album_id: number; dir: string };
let member: number;
let describedVideo: { video_id: number; dir: string };
let plainVideo: { video_id: number; dir: string };

beforeAll(async () => {
  category = await firstRow('SELECT category_id, dir FROM categories ORDER BY total_videos DESC LIMIT 1');
  smallCategory = (await firstRow<{ dir: string }>('SELECT dir FROM categories WHERE total_videos > 0 ORDER BY total_videos LIMIT 1')).dir;
  model = (await firstRow<{ dir: string }>('SELECT dir FROM models WHERE total_videos > 0 AND gender = 0 ORDER BY viewed DESC LIMIT 1')).dir;
  channel = (await firstRow<{ dir: string }>('SELECT dir FROM channels WHERE total_videos > 0 ORDER BY total_videos DESC LIMIT 1')).dir;
  playlist = (await firstRow<{ playlist_id: number }>('SELECT playlist_id FROM playlists WHERE is_private = 0 AND total_videos > 0 LIMIT 1')).playlist_id;
  album = await firstRow('SELECT album_id, dir FROM albums WHERE status_id = 1 AND is_private = 0 AND photos_amount > 0 LIMIT 1');
  member = (await firstRow<{ user_id: number }>('SELECT user_id FROM users WHERE videos_count > 0 ORDER BY user_id LIMIT 1')).user_id;
  // Videos with one address on every host (no title of their own in other languages).
  const listed = 'status_id = 1 AND is_private = 0 AND gender = 0 AND NOT EXISTS (SELECT 1 FROM video_texts t WHERE t.video_id = videos.video_id)';
  describedVideo = await firstRow(`SELECT video_id, dir FROM videos WHERE ${listed} AND description != '' LIMIT 1`);
  plainVideo = await firstRow(`SELECT video_id, dir FROM videos WHERE ${listed} AND description = '' LIMIT 1`);
});

describe('SEO text of every listing kind', () => {
  // Each kind's lead sentence and a sentence it builds from its data, by message key.
  const kinds: [string, () => string, MessageKey, MessageKey][] = [
    ['videos, latest', () => '/videos/latest-updates/1/', 'seo.videos.latest-updates', 'seo.leading'],
    ['videos, top rated', () => '/videos/top-rated/1/', 'seo.videos.top-rated', 'seo.videos.count'],
    ['categories index', () => '/categories/', 'seo.categories.lead', 'seo.largestCategories'],
    ['two categories', () => `/categories/${category.dir},${smallCategory}/latest-updates/1/`, 'seo.category.combined', 'seo.category.count'],
    ['top country', () => '/top-country/1/', 'seo.topCountry.lead', 'seo.leading'],
    ['search', () => '/search/1/?s=the', 'seo.search.lead', 'seo.search.tip'],
    ['models', () => '/models/most-popular/1/', 'seo.models.lead', 'seo.models.countries'],
    ['channels', () => '/channels/most-popular/1/', 'seo.channels.lead', 'seo.channels.names'],
    ['playlists', () => '/playlists/most-popular/1/', 'seo.playlists.lead', 'seo.playlists.names'],
    ['albums', () => '/albums/latest-updates/1/', 'seo.albums.lead', 'seo.albums.photos'],
    ['community', () => '/community/recent/1/', 'seo.community.lead', 'seo.community.names'],
  ];

  for (const lang of ['en', 'ja'] as const) {
    it.each(kinds)(`%s: its own paragraph in ${lang}`, async (_name, path, lead, built) => {
      const { status, seoText } = await page(path(), lang);
      expect(status).toBe(200);
      expect(seoText).toMatch(messagePattern(lang, lead));
      expect(seoText).toMatch(messagePattern(lang, built));
      // Not the other language's words: the lead of English is absent from the Japanese page and the other way round.
      expect(seoText).not.toMatch(messagePattern(lang === 'en' ? 'ja' : 'en', lead));
    });
  }

  it('names the data of the page: the search query and the country', async () => {
    expect((await page('/search/1/?s=karaoke')).seoText).toContain('“karaoke”');
    expect((await page('/top-country/1/', 'ja')).seoText).toContain('日本：');
  });

  it('differs by sort and counts in the language’s plural forms', async () => {
    const [latest, rated] = await Promise.all([page('/models/recent/1/'), page('/models/top-rated/1/')]);
    expect(latest.seoText).toContain(translator('en')('seo.order.recent'));
    expect(rated.seoText).toContain(translator('en')('seo.order.top-rated'));
    expect(latest.seoText).not.toBe(rated.seoText);
    expect(translator('ru')('seo.models.lead', { count: 21, site: SITE, order: '…' })).toContain('21 модель,');
    expect(translator('ru')('seo.models.lead', { count: 5, site: SITE, order: '…' })).toContain('5 моделей,');
  });

  it('tells the page number beyond page 1', async () => {
    const second = await page('/videos/latest-updates/2/');
    expect(second.seoText).toMatch(messagePattern('en', 'seo.page'));
    expect((await page('/videos/latest-updates/1/')).seoText).not.toMatch(messagePattern('en', 'seo.page'));
  });
});

describe('category descriptions', () => {
  it('are seeded for every category in all ten languages', async () => {
    const { categories, described } = await firstRow<{ categories: number; described: number }>(
      `SELECT (SELECT COUNT(*) FROM categories) AS categories,
              (SELECT COUNT(*) FROM category_titles WHERE description != '' AND lang IN (${LANGS.map(() => '?').join(', ')})) AS described`,
      ...LANGS,
    );
    expect(categories).toBeGreaterThan(0);
    // (category_id, lang) is the key: one described row per category and language.
    expect(described).toBe(categories * LANGS.length);
  });

  it.each(['en', 'ja', 'de'] as const)('show their own %s text and use it as the meta description', async (lang) => {
    const { description: own } = await firstRow<{ description: string }>(
      'SELECT description FROM category_titles WHERE category_id = ?1 AND lang = ?2', category.category_id, lang,
    );
    const { seoText, description } = await page(`/categories/${category.dir}/latest-updates/1/`, lang);
    expect(seoText!.startsWith(own)).toBe(true);
    expect(description).toBe(clipText(own, META_DESCRIPTION_MAX));
    expect(own.startsWith(description.replace(/…$/, ''))).toBe(true);
  });

  it('are told apart by sort and page in the meta description', async () => {
    const t = translator('en');
    const [plain, rated, second] = await Promise.all([
      page(`/categories/${category.dir}/latest-updates/1/`),
      page(`/categories/${category.dir}/top-rated/1/`),
      page(`/categories/${category.dir}/latest-updates/2/`),
    ]);
    expect(rated.description.startsWith(`${t('sorts.top-rated')}: `)).toBe(true);
    expect(second.description.startsWith(`${t('pagination.page', { page: 2 })}: `)).toBe(true);
    expect(new Set([plain.description, rated.description, second.description]).size).toBe(3);
  });
});

describe('meta descriptions', () => {
  const pages = (): string[] => [
    '/',
    '/videos/latest-updates/1/',
    '/videos/latest-updates/2/',
    '/videos/most-viewed/1/',
    '/categories/',
    `/categories/${category.dir}/latest-updates/1/`,
    `/categories/${smallCategory}/latest-updates/1/`,
    '/top-country/1/',
    '/models/most-popular/1/',
    '/models/alphabet/1/',
    `/model/${model}/`,
    `/model/${model}/info/`,
    `/model/${model}/wall/`,
    '/channels/most-popular/1/',
    `/channel/${channel}/`,
    '/playlists/most-popular/1/',
    `/playlist/${playlist}/1/`,
    '/albums/latest-updates/1/',
    `/album/${album.album_id}/${album.dir}/`,
    '/community/recent/1/',
    `/members/${member}/`,
    `/members/${member}/info/`,
    `/videos/${describedVideo.video_id}/${describedVideo.dir}/`,
    `/videos/${plainVideo.video_id}/${plainVideo.dir}/`,
    '/information/',
    '/information/terms/',
    '/sitemap-page/',
  ];

  for (const lang of ['en', 'ja'] as const) {
    it(`are each page's own in ${lang}: all different, none the generic one, at most 160 characters, no markup`, async () => {
      const fallback = translator(lang)('meta.description', { site: SITE });
      const paths = pages();
      const found = await Promise.all(paths.map(async (path) => ({ path, ...(await page(path, lang)) })));
      for (const { path, status, description } of found) {
        expect(status, path).toBe(200);
        expect(description, path).not.toBe('');
        expect(description, path).not.toBe(fallback);
        expect(description.length, path).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
        expect(description, path).not.toMatch(/[<>]/);
      }
      const distinct = new Set(found.map(({ description }) => description));
      expect(distinct.size, JSON.stringify(found.map(({ path, description }) => [path, description]), null, 1)).toBe(paths.length);
    });
  }

  it('compose a video’s when it has no description of its own, and use its own when it has', async () => {
    const { description: own } = await firstRow<{ description: string }>('SELECT description FROM videos WHERE video_id = ?1', describedVideo.video_id);
    expect((await page(`/videos/${describedVideo.video_id}/${describedVideo.dir}/`)).description).toBe(clipText(own, META_DESCRIPTION_MAX));
    expect((await page(`/videos/${plainVideo.video_id}/${plainVideo.dir}/`, 'ja')).description).toMatch(messagePattern('ja', 'seo.video.facts'));
  });

  it('keep the generic description for pages that have nothing of their own (errors)', async () => {
    const { status, description } = await page('/no-such-page/');
    expect(status).toBe(404);
    expect(description).toBe(translator('en')('meta.description', { site: SITE }));
  });
});

describe('a model’s text', () => {
  it('shows the model’s own bio and its facts in the visitor’s language', async () => {
    const row = await firstRow<{ title: string; bio: string }>('SELECT title, bio FROM models WHERE dir = ?1', model);
    const { seoText } = await page(`/model/${model}/`, 'ja');
    expect(seoText!.startsWith(row.bio)).toBe(true);
    expect(seoText).toMatch(messagePattern('ja', 'seo.model.videos'));
  });

  it('is composed from the model’s data when it has no bio', () => {
    const model = {
      model_id: 1, dir: 'mika', title: 'Mika', thumb: null, thumb_set: null, country: 'JP', total_videos: 21, viewed: 1234, subscribers: 0, rating: 0,
      alphabet: 'M', gender: 0, race: null, birth_year: null, tits_size: null, hair_color: null, height: null, weight: null,
      tattoo: 0, piercing: 0, bio: '',
    } satisfies ModelDetail;
    const ru = translator('ru');
    const facts = pageFacts(ru, { kind: 'model', model });
    expect(facts).toBe(`Mika — страна происхождения: Япония. У Mika на AsiaTube 21 видео. Видео с Mika посмотрели ${formatNumber('ru', 1234)} раза.`);
    expect(metaDescription(ru, model.bio || facts)).toBe(facts);
  });
});

describe('clipping to 160 characters', () => {
  const t = translator('en');

  it('cuts at a word and ends with an ellipsis', () => {
    const text = 'Sunny shorelines and long walks on the sand. '.repeat(6);
    const clipped = metaDescription(t, text);
    expect(clipped.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(clipped.endsWith('…')).toBe(true);
    expect(text.startsWith(clipped.slice(0, -1))).toBe(true);
    expect(text.charAt(clipped.length - 1)).toMatch(/[\s.]/);
  });

  it('cuts Japanese at a character, keeping the room the page label takes', () => {
    const text = '青い海と潮風、砂浜をのんびり歩くひととき。'.repeat(12);
    const clipped = metaDescription(translator('ja'), text, { page: 3 });
    expect(clipped.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(clipped.length).toBeGreaterThan(META_DESCRIPTION_MAX - 10);
    expect(clipped.startsWith('3ページ：青い海')).toBe(true);
    expect(clipped.endsWith('…')).toBe(true);
  });

  it('drops markup and never splits a surrogate pair', () => {
    expect(metaDescription(t, '<b>Bold</b>   and <a href="/x">linked</a>')).toBe('Bold and linked');
    const emoji = `${'a'.repeat(158)}😀😀`;
    expect(clipText(emoji, META_DESCRIPTION_MAX)).toBe(`${'a'.repeat(158)}…`);
  });
});

it('keeps every language’s listing paragraphs modest', async () => {
  // The longest paragraph of the busiest listing, in the most verbose languages: a few hundred characters, not a page.
  for (const lang of ['de', 'fr', 'ru'] as const) {
    const { seoText } = await page('/videos/latest-updates/2/', lang);
    expect(seoText!.length).toBeLessThan(600);
  }
});
