// Titles in every language (issue 30): a video's title, slug and description in a language show on that language's
// host (cards, the watch page with its alternates, JSON-LD, the API, RSS, sitemaps) and the original elsewhere; search
// finds it by any of its titles; the console edits them and refuses a bad one with nothing changed.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../locales';
import { slugify, urls } from '../views/urls';
import { SITEMAP_IDS_PER_FILE } from '../worker/config/sitemaps';
import { firstRow, flashOf, get, memberFactory, post } from './helpers';

const origin = (lang: Lang) => (lang === 'en' ? 'http://localhost' : `http://${lang}.localhost`);
const newMember = memberFactory(975_000);

const JA_TITLE = '港の灯台で夕暮れの写真散歩';
const RU_TITLE = 'Фотопрогулка у маяка на закате';
const JA_DESCRIPTION = '夕方の港をゆっくり歩きました。';

interface Video { video_id: number; dir: string; title: string }
let video: Video;

async function page(lang: Lang, path: string) {
  const response = await get(path, { origin: origin(lang), cookies: { _agev: '1' } });
  return { response, html: await response.text() };
}

async function giveTexts(videoId: number) {
  await env.DB.batch([
    env.DB.prepare('INSERT INTO video_texts (video_id, lang, title, dir, description) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(videoId, 'ja', JA_TITLE, slugify(JA_TITLE), JA_DESCRIPTION),
    env.DB.prepare('INSERT INTO video_texts (video_id, lang, title, dir, description) VALUES (?1, ?2, ?3, ?4, NULL)')
      .bind(videoId, 'ru', RU_TITLE, slugify(RU_TITLE)),
  ]);
}

beforeAll(async () => {
  // The newest listed video with no texts of its own yet: it heads the latest updates, which nothing here read before.
  video = await firstRow<Video>(
    `SELECT video_id, dir, title FROM videos v WHERE status_id = 1 AND is_private = 0 AND gender = 0 AND lang = 'en'
        AND NOT EXISTS (SELECT 1 FROM video_texts t WHERE t.video_id = v.video_id)
      ORDER BY post_date DESC, video_id DESC LIMIT 1`,
  );
  await giveTexts(video.video_id);
});

describe('titles in every language', () => {
  it('a language host shows the video under its title there, at the slug of that title; others show the original', async () => {
    const jaPath = urls.video(video.video_id, slugify(JA_TITLE));
    const ruPath = urls.video(video.video_id, slugify(RU_TITLE));
    const enPath = urls.video(video.video_id, video.dir);
    const ja = await page('ja', jaPath);
    expect(ja.response.status).toBe(200);
    expect(ja.html).toContain(`<title>${JA_TITLE}`);
    expect(ja.html).toContain(JA_DESCRIPTION);
    // Reciprocal alternates name each language's own address.
    expect(ja.html).toContain(`hrefLang="ja" href="${origin('ja')}${jaPath}"`);
    expect(ja.html).toContain(`hrefLang="ru" href="${origin('ru')}${ruPath}"`);
    expect(ja.html).toContain(`hrefLang="de" href="${origin('de')}${enPath}"`);
    expect(ja.html).toContain(`hrefLang="x-default" href="${origin('en')}${enPath}"`);
    // Structured data and sharing tags speak the page's language.
    expect(ja.html).toMatch(new RegExp(`"name":"${JA_TITLE}"`));
    expect(ja.html).toContain(`property="og:title" content="${JA_TITLE}"`);

    // The original's address on the ja host moves to the ja one; the en host keeps the original.
    const moved = await get(enPath, { origin: origin('ja'), cookies: { _agev: '1' } });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('Location')!, origin('ja')).pathname).toBe(jaPath);
    const en = await page('en', enPath);
    expect(en.response.status).toBe(200);
    expect(en.html).toContain(`<title>${video.title.replace(/&/g, '&amp;')}`);
    expect(en.html).not.toContain(JA_TITLE);
    const ru = await page('ru', ruPath);
    expect(ru.html).toContain(`<title>${RU_TITLE}`);
    expect(ru.html).toMatch(new RegExp(`"name":"${RU_TITLE}"`));
    // ru has no description of its own: the original's shows.
    expect(ru.html).not.toContain(JA_DESCRIPTION);
    const de = await page('de', enPath);
    expect(de.response.status).toBe(200);
  });

  it('cards, the API and RSS use the language’s title and address', async () => {
    const cardHref = (dir: string) => `href="${urls.video(video.video_id, dir)}"`;
    const ja = await page('ja', '/videos/latest-updates/1/');
    expect(ja.html).toContain(JA_TITLE);
    expect(ja.html).toContain(cardHref(slugify(JA_TITLE)));
    const en = await page('en', '/videos/latest-updates/1/');
    expect(en.html).not.toContain(JA_TITLE);
    expect(en.html).toContain(cardHref(video.dir));

    const api = await get(`/api/json/video/86400/0/0/${video.video_id}.json`, { origin: origin('ru') });
    const json = (await api.json()) as { title: string; dir: string };
    expect(json.title).toBe(RU_TITLE);
    expect(json.dir).toBe(slugify(RU_TITLE));

    const rss = await (await get('/rss/', { origin: origin('ja') })).text();
    expect(rss).toContain(`<title>${JA_TITLE}</title>`);
    const rssEn = await (await get('/rss/', { origin: origin('en') })).text();
    expect(rssEn).not.toContain(JA_TITLE);
  });

  it('sitemaps of a language host list the video under its title and address there', async () => {
    const file = `/sitemaps/videos-${Math.ceil(video.video_id / SITEMAP_IDS_PER_FILE.videos)}.xml`;
    const ja = await (await get(file, { origin: origin('ja') })).text();
    expect(ja).toContain(`${origin('ja')}${urls.video(video.video_id, slugify(JA_TITLE))}<`);
    expect(ja).toContain(`<video:title>${JA_TITLE}</video:title>`);
    const ru = await (await get(file, { origin: origin('ru') })).text();
    expect(ru).toContain(`${origin('ru')}${urls.video(video.video_id, slugify(RU_TITLE))}<`);
    expect(ru).toContain(`<video:title>${RU_TITLE}</video:title>`);
    const en = await (await get(file, { origin: origin('en') })).text();
    expect(en).toContain(`${origin('en')}${urls.video(video.video_id, video.dir)}<`);
    expect(en).not.toContain(JA_TITLE);
  });

  it('search finds the video by any of its titles, and shows it in the page’s language', async () => {
    const search = async (lang: Lang, query: string) => (await page(lang, `/search/1/?s=${encodeURIComponent(query)}`)).html;
    const byRussianOnEnglish = await search('en', 'Фотопрогулка у маяка');
    expect(byRussianOnEnglish).toContain(urls.video(video.video_id, video.dir));
    const byJapaneseOnJapanese = await search('ja', '灯台で夕暮れ');
    expect(byJapaneseOnJapanese).toContain(JA_TITLE);
    const byOriginalOnRussian = await search('ru', video.title.split(' ').slice(0, 3).join(' '));
    expect(byOriginalOnRussian).toContain(RU_TITLE);
  });

  it('staff edit a video’s texts in other languages; a bad one is refused with nothing changed', async () => {
    const staff = await newMember();
    await env.DB.prepare(`UPDATE users SET role = 'moderator' WHERE user_id = ?1`).bind(staff.userId).run();
    const target = await firstRow<Video & { category: string }>(
      `SELECT v.video_id, v.dir, v.title, (SELECT c.dir FROM video_categories l JOIN categories c USING (category_id) WHERE l.video_id = v.video_id LIMIT 1) AS category
         FROM videos v WHERE status_id = 1 AND lang = 'en' AND video_id <> ?1
          AND NOT EXISTS (SELECT 1 FROM video_texts t WHERE t.video_id = v.video_id) ORDER BY video_id LIMIT 1`,
      video.video_id,
    );
    const form = await (await get(`/admin/videos/${target.video_id}/`, { cookies: staff.cookies })).text();
    expect(form).toContain('name="title_ja"');
    expect(form).not.toContain('name="title_en"');

    const base = { title: target.title, description: '', categories: target.category };
    const refused = await post(`/admin/videos/${target.video_id}/edit/`, { ...base, title_ja: 'あ', title_de: 'Hafen am Abend' }, { cookies: staff.cookies });
    expect(refused.status).toBe(422);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('value="Hafen am Abend"');
    expect(refusedHtml).toContain('id="edit-title_ja-error"');
    expect((await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM video_texts WHERE video_id = ?1', target.video_id)).n).toBe(0);

    const saved = await post(`/admin/videos/${target.video_id}/edit/`, {
      ...base, title_ja: '港の夕暮れ', description_ja: '静かな港。', title_de: 'Hafen am Abend', description_fr: 'Le port le soir.',
    }, { cookies: staff.cookies });
    expect(flashOf(saved)).toBe('staff_done');
    const rows = await env.DB.prepare('SELECT lang, title, dir, description FROM video_texts WHERE video_id = ?1 ORDER BY lang').bind(target.video_id).all();
    expect(rows.results).toEqual([
      { lang: 'de', title: 'Hafen am Abend', dir: 'hafen-am-abend', description: null },
      { lang: 'fr', title: null, dir: null, description: 'Le port le soir.' },
      { lang: 'ja', title: '港の夕暮れ', dir: slugify('港の夕暮れ'), description: '静かな港。' },
    ]);
    const entry = await firstRow<{ after: string }>(`SELECT after FROM audit_log WHERE action = 'video.edit' AND target_id = ?1`, target.video_id);
    expect(JSON.parse(entry.after).texts.ja).toEqual({ title: '港の夕暮れ', description: '静かな港。' });

    // Emptying a language removes its text.
    await post(`/admin/videos/${target.video_id}/edit/`, { ...base, title_ja: '港の夕暮れ', description_ja: '静かな港。' }, { cookies: staff.cookies });
    const left = await env.DB.prepare('SELECT lang FROM video_texts WHERE video_id = ?1').bind(target.video_id).all<{ lang: string }>();
    expect(left.results.map((row) => row.lang)).toEqual(['ja']);
  });
});
