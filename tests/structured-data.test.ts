// Structured data and sharing (issue 17): JSON-LD on watch, listing, model and home pages parses and names absolute URLs
// on the page's language origin; Open Graph and Twitter tags; the RTA Rating header on pages, API, media and embeds; the
// home page's visible localised h1; alt text on every card thumbnail; readable slugs for Japanese titles.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LANGS, translator } from '../locales';
import { urls, slugify } from '../views/urls';
import { RTA_LABEL } from '../worker/config/site';
import { isoDuration } from '../worker/seo/structured-data';
import { firstRow, get, memberFactory } from './helpers';
import { jpegBytes } from './image-bytes';
import { mp4Of } from './upload-fixtures';

type Node = Record<string, unknown> & { '@type': string };

const JA = 'http://ja.localhost';
const EN = 'http://localhost';
const ISO_DURATION = /^PT(?=\d)(\d+H)?(\d+M)?(\d+S)?$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const newMember = memberFactory(960_000);

async function page(origin: string, path: string): Promise<{ response: Response; html: string }> {
  const response = await get(path, { origin, cookies: { _agev: '1' } });
  return { response, html: await response.text() };
}

const unescape = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Every node of every JSON-LD block of a page (each block must parse). */
function jsonLd(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  return blocks.flatMap((block: { '@context': string; '@graph': Node[] }) => {
    expect(block['@context']).toBe('https://schema.org');
    return block['@graph'];
  });
}

function nodeOf(nodes: Node[], type: string): Node {
  const found = nodes.filter((node) => node['@type'] === type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
}

/** Every absolute URL anywhere in the nodes. */
function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn);
  return [];
}

/** The content of each <meta property|name=...> of the page, by property or name (repeated ones in order). */
function metaTags(html: string): Record<string, string[]> {
  const tags: Record<string, string[]> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/?>/g)) (tags[m[1]!] ??= []).push(unescape(m[2]!));
  return tags;
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const crumbs = (node: Node) => (node.itemListElement as { position: number; name: string; item: string }[]);

interface VideoRow { video_id: number; dir: string; title: string; description: string; duration: number; viewed: number; likes: number; post_date: number; lang: string }
const VIDEO_COLUMNS = 'video_id, dir, title, description, duration, viewed, likes, post_date, lang';
const LIVE = 'status_id = 1 AND is_private = 0 AND gender = 0';

describe('JSON-LD', () => {
  it('the watch page has a VideoObject with every required property and a breadcrumb, on the language host', async () => {
    const video = await firstRow<VideoRow>(
      `SELECT ${VIDEO_COLUMNS} FROM videos v WHERE ${LIVE} AND description <> ''
        AND EXISTS (SELECT 1 FROM video_categories vc WHERE vc.video_id = v.video_id) ORDER BY video_id LIMIT 1 OFFSET 3`,
    );
    const path = urls.video(video.video_id, video.dir);
    const { response, html } = await page(JA, path);
    expect(response.status).toBe(200);
    const nodes = jsonLd(html);
    const object = nodeOf(nodes, 'VideoObject');
    expect(object).toMatchObject({
      name: video.title,
      description: video.description,
      url: JA + path,
      embedUrl: `${JA}/embed/${video.video_id}`,
      duration: isoDuration(video.duration),
      isFamilyFriendly: false,
      inLanguage: video.lang,
    });
    expect(object.duration).toMatch(ISO_DURATION);
    expect(object.uploadDate).toMatch(ISO_DATE_TIME);
    expect(Date.parse(object.uploadDate as string) / 1000).toBe(video.post_date);
    expect(object.thumbnailUrl).toMatch(new RegExp(`^${JA}/media/thumbs/`));
    expect(object.interactionStatistic).toEqual(expect.arrayContaining([
      { '@type': 'InteractionCounter', interactionType: { '@type': 'WatchAction' }, userInteractionCount: video.viewed },
      { '@type': 'InteractionCounter', interactionType: { '@type': 'LikeAction' }, userInteractionCount: video.likes },
    ]));
    const trail = crumbs(nodeOf(nodes, 'BreadcrumbList'));
    expect(trail.map((crumb) => crumb.position)).toEqual([1, 2, 3]);
    expect(trail[0]).toMatchObject({ name: translator('ja')('nav.home'), item: `${JA}/` });
    expect(trail[1]!.item).toMatch(new RegExp(`^${JA}/categories/[a-z0-9-]+/latest-updates/1/$`));
    expect(trail[2]).toMatchObject({ name: video.title, item: canonicalOf(html) });
    for (const url of urlsIn(nodes)) expect(url.startsWith(`${JA}/`), url).toBe(true);
  });

  it('a video without a description is described by its title', async () => {
    const video = await firstRow<VideoRow>(`SELECT ${VIDEO_COLUMNS} FROM videos WHERE ${LIVE} AND description = '' ORDER BY video_id LIMIT 1`);
    const { html } = await page(EN, urls.video(video.video_id, video.dir));
    expect(nodeOf(jsonLd(html), 'VideoObject')).toMatchObject({ name: video.title, description: video.title, embedUrl: `${EN}/embed/${video.video_id}` });
  });

  it('a title that closes the script tag stays inside the JSON', async () => {
    const video = await firstRow<VideoRow>(`SELECT ${VIDEO_COLUMNS} FROM videos WHERE ${LIVE} ORDER BY video_id DESC LIMIT 1 OFFSET 7`);
    const title = 'Harbour </script><script>alert(1)</script> <!-- night';
    await env.DB.prepare('UPDATE videos SET title = ?2 WHERE video_id = ?1').bind(video.video_id, title).run();
    const { html } = await page(EN, urls.video(video.video_id, video.dir));
    expect(html).not.toContain('<script>alert(1)');
    expect(nodeOf(jsonLd(html), 'VideoObject').name).toBe(title);
  });

  it('listings carry an ItemList of their cards, in order, and a breadcrumb', async () => {
    for (const [path, trailLength] of [
      ['/videos/most-viewed/1/', 2], ['/models/most-popular/1/', 2], ['/channels/most-popular/1/', 2], ['/albums/latest-updates/1/', 2],
      ['/playlists/most-popular/1/', 2], ['/categories/beach/latest-updates/1/', 3], ['/playlist/1/1/', 3],
    ] as const) {
      const { response, html } = await page(JA, path);
      expect(response.status, path).toBe(200);
      const nodes = jsonLd(html);
      const cards = [...html.matchAll(/<a class="card__link" href="([^"]+)"/g)].map((m) => JA + unescape(m[1]!));
      expect(cards.length, path).toBeGreaterThan(0);
      const items = nodeOf(nodes, 'ItemList').itemListElement as { '@type': string; position: number; url: string }[];
      expect(items, path).toEqual(cards.map((url, index) => ({ '@type': 'ListItem', position: index + 1, url })));
      const trail = crumbs(nodeOf(nodes, 'BreadcrumbList'));
      expect(trail, path).toHaveLength(trailLength);
      expect(trail[0]!.item).toBe(`${JA}/`);
      expect(trail.at(-1)!.item, path).toBe(canonicalOf(html));
      for (const url of urlsIn(nodes)) expect(url.startsWith(`${JA}/`), url).toBe(true);
    }
  });

  it("a model's pages describe the model as a Person", async () => {
    const model = await firstRow<{ dir: string; title: string; bio: string; thumb: string }>(
      "SELECT dir, title, bio, thumb FROM models WHERE bio <> '' AND thumb IS NOT NULL ORDER BY model_id LIMIT 1",
    );
    for (const path of [urls.model(model.dir), urls.modelInfo(model.dir)]) {
      const { response, html } = await page(JA, path);
      expect(response.status, path).toBe(200);
      const nodes = jsonLd(html);
      expect(nodeOf(nodes, 'Person')).toMatchObject({
        name: model.title, url: JA + urls.model(model.dir), image: JA + urls.media(model.thumb), description: model.bio,
      });
      expect(crumbs(nodeOf(nodes, 'BreadcrumbList')).map((crumb) => crumb.item)).toEqual([`${JA}/`, `${JA}/models/most-popular/1/`, JA + urls.model(model.dir)]);
    }
  });

  it('the home page names the site, its search and its publisher', async () => {
    for (const origin of [EN, JA]) {
      const nodes = jsonLd((await page(origin, '/')).html);
      expect(nodeOf(nodes, 'WebSite')).toMatchObject({
        url: `${origin}/`,
        name: 'AsiaTube',
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search/1/?s={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      });
      expect(nodeOf(nodes, 'Organization')).toMatchObject({ name: 'AsiaTube', logo: { '@type': 'ImageObject', url: `${origin}/img/logo.svg` } });
    }
  });

  it('pages kept out of the index carry neither JSON-LD nor sharing tags', async () => {
    for (const path of ['/search/1/?s=beach', '/videos/most-viewed/1/?duration=short', '/signin/']) {
      const { html } = await page(EN, path);
      expect(html, path).not.toContain('application/ld+json');
      expect(html, path).not.toContain('og:');
    }
  });

  it('ISO 8601 durations', () => {
    expect([0, 59, 60, 370, 3600, 3661, 5400].map(isoDuration)).toEqual(['PT0S', 'PT59S', 'PT1M', 'PT6M10S', 'PT1H', 'PT1H1M1S', 'PT1H30M']);
  });
});

describe('Open Graph and Twitter cards', () => {
  it('a watch page shares the embeddable player in the page language', async () => {
    const video = await firstRow<VideoRow>(`SELECT ${VIDEO_COLUMNS} FROM videos WHERE ${LIVE} ORDER BY video_id LIMIT 1 OFFSET 11`);
    const { html } = await page(JA, urls.video(video.video_id, video.dir));
    const tags = metaTags(html);
    const embed = `${JA}/embed/${video.video_id}`;
    expect(tags).toMatchObject({
      'og:site_name': ['AsiaTube'],
      'og:type': ['video.other'],
      'og:title': [video.title],
      'og:url': [canonicalOf(html)],
      'og:locale': ['ja_JP'],
      'og:video': [embed],
      'og:video:type': ['text/html'],
      'og:video:width': ['426'],
      'og:video:height': ['265'],
      'video:duration': [String(video.duration)],
      'twitter:card': ['player'],
      'twitter:player': [embed],
      'twitter:player:width': ['426'],
      'twitter:player:height': ['265'],
    });
    expect(tags['og:url']![0]).toBe(JA + urls.video(video.video_id, video.dir));
    expect(tags['og:image']![0]).toMatch(new RegExp(`^${JA}/media/thumbs/`));
    expect(tags['og:description']![0]!.length).toBeGreaterThan(0);
    expect(tags['og:locale:alternate']).toHaveLength(LANGS.length - 1);
    expect(tags['og:locale:alternate']).toContain('en_US');
    expect(tags['video:release_date']![0]).toMatch(ISO_DATE_TIME);
    expect(tags['video:tag']!.length).toBeGreaterThan(0);
  });

  it('other indexable pages share their canonical URL with the site logo or their own picture', async () => {
    const { html } = await page(EN, '/videos/most-viewed/1/');
    expect(metaTags(html)).toMatchObject({
      'og:type': ['website'], 'og:url': [`${EN}/videos/most-viewed/1/`], 'og:image': [`${EN}/img/logo.svg`], 'og:locale': ['en_US'], 'twitter:card': ['summary'],
    });
    const model = await firstRow<{ dir: string; thumb: string }>('SELECT dir, thumb FROM models WHERE thumb IS NOT NULL ORDER BY model_id LIMIT 1');
    expect(metaTags((await page(JA, urls.model(model.dir))).html)).toMatchObject({
      'og:image': [JA + urls.media(model.thumb)], 'twitter:card': ['summary_large_image'],
    });
  });
});

describe('adult labelling', () => {
  it('every kind of response carries the RTA Rating header', async () => {
    const video = await firstRow<{ video_id: number; thumb: string }>(`SELECT video_id, thumb FROM videos WHERE ${LIVE} ORDER BY video_id LIMIT 1`);
    for (const path of ['/', `/embed/${video.video_id}`, '/api/json/main/14400/straight.en.json', '/api/json/video/86400/0/0/999999.json', '/no-such-page/', urls.media(video.thumb)]) {
      const response = await get(path, { cookies: { _agev: '1' } });
      await response.arrayBuffer();
      expect(response.headers.get('Rating'), path).toBe(RTA_LABEL);
    }
    const html = (await page(EN, '/')).html;
    expect(html).toContain('<meta name="rating" content="adult"/>');
    expect(html).toContain(`<meta name="RATING" content="${RTA_LABEL}"/>`);
  });
});

describe('home h1 and alt text', () => {
  it('the home page opens with a visible h1 saying what the site is, in every language', async () => {
    for (const lang of LANGS) {
      const { html } = await page(lang === 'en' ? EN : `http://${lang}.localhost`, '/');
      const h1 = [...html.matchAll(/<h1([^>]*)>([^<]*)<\/h1>/g)];
      expect(h1, lang).toHaveLength(1);
      expect(h1[0]![1]).not.toContain('visually-hidden');
      const text = unescape(h1[0]![2]!);
      expect(text, lang).toBe(translator(lang)('home.headline'));
      expect(text, lang).not.toBe(translator(lang)('nav.home'));
    }
  });

  it('every thumbnail in a listing names what it shows (a portrait as the photo of its name, never the link text again)', async () => {
    for (const path of ['/', '/videos/latest-updates/1/', '/models/most-popular/1/', '/channels/most-popular/1/', '/albums/latest-updates/1/', '/playlists/most-popular/1/', '/community/recent/1/']) {
      const { html } = await page(EN, path);
      const cards = [...html.matchAll(/<li class="card[^"]*">([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
      expect(cards.length, path).toBeGreaterThan(0);
      for (const card of cards) {
        const portrait = /class="card__link" href="\/(?:model|channel|members)\//.test(card);
        const title = unescape(/class="card__title">([^<]+)</.exec(card)![1]!);
        const alt = unescape(/<img [^>]*alt="([^"]+)"/.exec(card)?.[1] ?? '');
        // A link holding only the picture and the name must not be named twice alike (axe: image-redundant-alt).
        expect(alt, path).toBe(portrait ? translator('en')('card.photoOf', { name: title }) : title);
      }
    }
  });
});

describe('readable slugs for CJK titles', () => {
  it('keep native letters, fold Latin accents and cut at a boundary', () => {
    expect(slugify('東京の夜景、散歩')).toBe('東京の夜景-散歩');
    expect(slugify('서울 야경 산책')).toBe('서울-야경-산책');
    expect(slugify('ｶﾀｶﾅ・ＴＥＳＴ　１２３')).toBe('カタカナ-test-123');
    expect(slugify('Café au lait, Straße')).toBe('cafe-au-lait-strasse');
    expect(slugify('日本'.repeat(60))).toBe('日本'.repeat(40));
    expect(slugify('!!! ???')).toBe('');
  });

  it('a video titled in Japanese has a Japanese slug and answers 200 at its percent-encoded URL, its canonical', async () => {
    const video = await firstRow<{ video_id: number; dir: string; title: string }>(
      `SELECT video_id, dir, title FROM videos WHERE ${LIVE} AND lang = 'ja' ORDER BY video_id LIMIT 1`,
    );
    expect(video.dir).toBe(slugify(video.title));
    expect(video.dir).toMatch(JAPANESE);
    const encoded = `/videos/${video.video_id}/${encodeURIComponent(video.dir)}/`;
    expect(urls.video(video.video_id, video.dir)).toBe(encoded);
    const { response, html } = await page(EN, encoded);
    expect(response.status).toBe(200);
    expect(canonicalOf(html)).toBe(EN + encoded);
    // The old address and any other dir lead there.
    for (const old of [`/videos/${video.video_id}/video-${video.video_id}/`, `/videos/${video.video_id}/`]) {
      const moved = await get(old, { cookies: { _agev: '1' } });
      expect(moved.status, old).toBe(301);
      expect(moved.headers.get('Location'), old).toBe(encoded);
    }
    // Listings and the API link it percent-encoded and name the native dir.
    const api = await (await get(`/api/json/video/86400/0/${Math.floor(video.video_id / 1000)}/${video.video_id}.json`)).json<{ dir: string; url: string }>();
    expect(api).toMatchObject({ dir: video.dir, url: encoded });
  });

  it('an upload titled in Japanese gets a Japanese dir', async () => {
    const { cookies } = await newMember();
    const form = new FormData();
    const fields = {
      title: '港の夕暮れ散歩 2024', description: '', categories: 'harbour', section: 'straight', private: '0', preview_choice: 'upload', acknowledge: '1',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('preview', new File([jpegBytes(320, 180)], 'preview.jpg', { type: 'image/jpeg' }));
    form.append('file', new File([mp4Of(700, 96_001)], 'harbour.mp4', { type: 'video/mp4' }));
    const response = await get('/upload-video/', { method: 'POST', body: form, cookies });
    expect(response.status).toBe(303);
    const videoId = Number(/\/upload-video\/sent\/([0-9]+)\/$/.exec(response.headers.get('Location')!)![1]);
    expect(await firstRow('SELECT dir FROM videos WHERE video_id = ?1', videoId)).toEqual({ dir: '港の夕暮れ散歩-2024' });
  });
});
