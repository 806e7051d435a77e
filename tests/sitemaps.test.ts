// robots.txt, sitemap index and files per language host, RSS feeds and the human sitemap page. The schema validation
// of the same documents runs in Node (e2e/sitemaps.spec.ts); here: what they list, where they point, and their bounds.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../locales';
import { URLSET_END, urlsetStart, videoEntry } from '../views/xml/sitemap';
import { xmlText } from '../views/xml/text';
import { bumpCatalogueGeneration } from '../worker/cache/generation';
import { SITEMAP_IDS_PER_FILE, SITEMAP_KINDS, SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, VIDEO_DESCRIPTION_MAX_CHARS, type SitemapKind } from '../worker/config/sitemaps';
import { sitemapFile, sitemapIndexXml, type SitemapSizes } from '../worker/sitemaps/files';
import { get } from './helpers';

const origin = (lang: Lang) => (lang === 'en' ? 'http://localhost' : `http://${lang}.localhost`);

/** The decoded texts of every `<tag>` element of a document, in order. */
function texts(xml: string, tag: string): string[] {
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };
  return [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!.replace(/&(amp|lt|gt|quot);/g, (e) => entities[e]!));
}

/** The `<url>` (or `<item>`) blocks of a document. */
const blocks = (xml: string, tag: 'url' | 'item') => [...xml.matchAll(new RegExp(`<${tag}>[\\s\\S]*?</${tag}>`, 'g'))].map((m) => m[0]);

async function document(url: string, cookies: Record<string, string> = {}) {
  const { origin: at, pathname } = new URL(url);
  const response = await get(pathname, { origin: at, cookies });
  return { response, body: await response.text() };
}

/** Ids of the listed items of each kind, as the listings define "listed". */
const LISTED: Record<SitemapKind, string> = {
  videos: 'SELECT video_id AS id FROM videos WHERE status_id = 1 AND is_private = 0',
  categories: 'SELECT category_id AS id FROM categories WHERE total_videos <> 0',
  models: 'SELECT model_id AS id FROM models WHERE total_videos <> 0',
  channels: 'SELECT channel_id AS id FROM channels WHERE total_videos > 0',
  playlists: 'SELECT playlist_id AS id FROM playlists WHERE is_private = 0 AND total_videos <> 0',
  albums: 'SELECT album_id AS id FROM albums WHERE status_id = 1 AND is_private = 0',
};

async function listedIds(kind: SitemapKind): Promise<number[]> {
  const { results } = await env.DB.prepare(`${LISTED[kind]} ORDER BY id`).all<{ id: number }>();
  return results.map((row) => row.id);
}

/** Test videos past the catalogue's ids: three that must never be listed, two that show escaping and the fallbacks. */
const HIDDEN = { private: 900_001, pending: 900_002, deleted: 900_003 };
const ODD = 900_004;
const PLAIN = 900_005;
const ODD_TITLE = 'Tom & Jerry <live> "quoted"\u0001\uFFFE';

beforeAll(async () => {
  const insert = (id: number, title: string, description: string, status: number, isPrivate: number) =>
    env.DB.prepare(
      `INSERT INTO videos (video_id, dir, title, description, duration, post_date, status_id, is_private, thumb, file_key, viewed)
       VALUES (?1, ?2, ?3, ?4, 0, 1700000000, ?5, ?6, ?7, ?8, 42)`,
    ).bind(id, `test-video-${id}`, title, description, status, isPrivate, `thumbs/${id}.jpg`, `videos/${id}.mp4`);
  await env.DB.batch([
    insert(HIDDEN.private, 'Private one', '', 1, 1),
    insert(HIDDEN.pending, 'Pending one', '', 0, 0),
    insert(HIDDEN.deleted, 'Deleted one', '', 5, 0),
    insert(ODD, ODD_TITLE, `${'é&'.repeat(1_500)}`, 1, 0),
    insert(PLAIN, 'Plain title', '   ', 1, 0),
  ]);
});

describe('robots.txt', () => {
  it.each(LANGS)('on the %s host names that host’s sitemap index and keeps the crawl rules', async (lang) => {
    const { response, body } = await document(`${origin(lang)}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(body).toContain('User-agent: *\nDisallow: /prefs/\nDisallow: /download/\nDisallow: /signin/\nDisallow: /api/\n');
    expect(body.match(/^Sitemap: .*$/gm)).toEqual([`Sitemap: ${origin(lang)}/sitemap.xml`]);
  });

  it('on the default host names English whatever the language cookie says', async () => {
    const { body } = await document('http://localhost/robots.txt', { app_lang: 'ja' });
    expect(body).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});

describe('sitemap index and files', () => {
  it.each(['en', 'ja'] as const)('the %s index lists every file of every kind that lists something, on its own host', async (lang) => {
    const { response, body } = await document(`${origin(lang)}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const expected: string[] = [];
    for (const kind of SITEMAP_KINDS) {
      const files = new Set((await listedIds(kind)).map((id) => Math.ceil(id / SITEMAP_IDS_PER_FILE[kind])));
      for (const file of [...files].sort((a, b) => a - b)) expected.push(`${origin(lang)}/sitemaps/${kind}-${file}.xml`);
    }
    expect(texts(body, 'loc')).toEqual(expected);
  });

  it('video files list every public video once with the video extension, absolute language URLs, nothing private or pending', async () => {
    const { body: index } = await document(`${origin('ja')}/sitemap.xml`);
    const files = texts(index, 'loc').filter((loc) => loc.includes('/sitemaps/videos-'));
    const seen: number[] = [];
    for (const file of files) {
      const { response, body } = await document(file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
      expect(body.startsWith(urlsetStart(true)) && body.endsWith(URLSET_END), file).toBe(true);
      const entries = blocks(body, 'url');
      expect(entries.length).toBeLessThanOrEqual(Math.min(SITEMAP_MAX_URLS, SITEMAP_IDS_PER_FILE.videos));
      const fileNumber = Number(/videos-(\d+)\.xml$/.exec(file)![1]);
      for (const entry of entries) {
        const [loc] = texts(entry, 'loc');
        const [, id, dir] = /^http:\/\/ja\.localhost\/videos\/(\d+)\/([^/]+)\/$/.exec(loc!)!;
        seen.push(Number(id));
        expect(Math.ceil(Number(id) / SITEMAP_IDS_PER_FILE.videos), loc).toBe(fileNumber);
        expect(texts(entry, 'lastmod')[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
        expect(texts(entry, 'video:thumbnail_loc')[0]).toMatch(/^http:\/\/ja\.localhost\/media\/.+/);
        expect(texts(entry, 'video:title')[0]!.length).toBeGreaterThan(0);
        expect(texts(entry, 'video:description')[0]!.length).toBeGreaterThan(0);
        expect(texts(entry, 'video:player_loc')).toEqual([`http://ja.localhost/embed/${id}`]);
        const duration = Number(texts(entry, 'video:duration')[0]);
        expect(duration >= 1 && duration <= 28_800, `${loc} duration ${duration}`).toBe(true);
        expect(texts(entry, 'video:view_count')[0]).toMatch(/^\d+$/);
        expect(texts(entry, 'video:publication_date')[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
        expect(texts(entry, 'video:family_friendly')).toEqual(['no']);
        expect(dir).not.toBe('');
      }
    }
    expect(seen).toEqual(await listedIds('videos'));
    for (const id of Object.values(HIDDEN)) expect(seen).not.toContain(id);
  });

  it('tags a video with its category titles in the file’s language', async () => {
    const video = (await env.DB.prepare(
      `SELECT vc.video_id, t.title FROM video_categories vc JOIN category_titles t ON t.category_id = vc.category_id AND t.lang = 'ja'
        JOIN videos v ON v.video_id = vc.video_id WHERE v.status_id = 1 AND v.is_private = 0 LIMIT 1`,
    ).first<{ video_id: number; title: string }>())!;
    const { body } = await document(`${origin('ja')}/sitemaps/videos-${Math.ceil(video.video_id / SITEMAP_IDS_PER_FILE.videos)}.xml`);
    const entry = blocks(body, 'url').find((block) => block.includes(`/videos/${video.video_id}/`))!;
    expect(texts(entry, 'video:tag')).toContain(video.title);
  });

  it('escapes markup, drops characters XML forbids, caps the description and falls back to the title', async () => {
    const { body } = await document(`${origin('en')}/sitemaps/videos-${Math.ceil(ODD / SITEMAP_IDS_PER_FILE.videos)}.xml`);
    const odd = blocks(body, 'url').find((block) => block.includes(`/videos/${ODD}/`))!;
    expect(odd).toContain('<video:title>Tom &amp; Jerry &lt;live&gt; "quoted"</video:title>');
    expect(texts(odd, 'video:description')[0]).toBe('é&'.repeat(VIDEO_DESCRIPTION_MAX_CHARS / 2));
    expect(texts(odd, 'video:duration')).toEqual(['1']);
    const plain = blocks(body, 'url').find((block) => block.includes(`/videos/${PLAIN}/`))!;
    expect(texts(plain, 'video:description')).toEqual(['Plain title']);
  });

  it('collection files name each listed page by its canonical address', async () => {
    const canonical: Record<Exclude<SitemapKind, 'videos'>, (row: { id: number; dir: string | null }) => string> = {
      categories: (row) => `/categories/${row.dir}/latest-updates/1/`,
      models: (row) => `/model/${row.dir}/videos/1/`,
      channels: (row) => `/channel/${row.dir}/videos/1/`,
      playlists: (row) => `/playlist/${row.id}/1/`,
      albums: (row) => `/album/${row.id}/${row.dir}/`,
    };
    const tables = { categories: ['categories', 'category_id'], models: ['models', 'model_id'], channels: ['channels', 'channel_id'], playlists: ['playlists', 'playlist_id'], albums: ['albums', 'album_id'] };
    for (const kind of ['categories', 'models', 'channels', 'playlists', 'albums'] as const) {
      const ids = await listedIds(kind);
      expect(ids.length, kind).toBeGreaterThan(0);
      const [table, id] = tables[kind];
      const dirColumn = kind === 'playlists' ? 'NULL' : 'dir';
      const { results } = await env.DB.prepare(`SELECT ${id} AS id, ${dirColumn} AS dir FROM ${table} WHERE ${id} IN (${ids.join(',')}) ORDER BY ${id}`).all<{ id: number; dir: string | null }>();
      const { body } = await document(`${origin('de')}/sitemaps/${kind}-1.xml`);
      expect(body.startsWith(urlsetStart(false)), kind).toBe(true);
      expect(texts(body, 'loc'), kind).toEqual(results.map((row) => `${origin('de')}${canonical[kind](row)}`));
    }
  });

  it('a file past the last, of an unknown kind or badly named is a 404', async () => {
    for (const path of ['/sitemaps/videos-9999.xml', '/sitemaps/comments-1.xml', '/sitemaps/videos-0.xml', '/sitemaps/videos-1.xml.gz', '/sitemaps/videos-01.xml']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('answers the last copy while D1 fails, and a 503 when there is none', async () => {
    const fail = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'));
    const statement = { bind: () => statement, first: fail, all: fail, run: fail, raw: fail };
    const down = { DB: { prepare: () => statement, batch: fail, exec: fail } as unknown as D1Database };
    const stored = await (await get('/sitemaps/models-1.xml')).text();
    await bumpCatalogueGeneration(env);
    const stale = await get('/sitemaps/models-1.xml', {}, down);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('X-Cache')).toBe('STALE');
    expect(await stale.text()).toBe(stored);
    expect((await get('/sitemaps/playlists-1.xml', { origin: 'http://pl.localhost' }, down)).status).toBe(503);
  });

  it('keeps each document until the catalogue changes', async () => {
    const first = await get('/sitemaps/categories-1.xml');
    await first.text();
    const second = await get('/sitemaps/categories-1.xml');
    expect(second.headers.get('X-Cache')).toBe('HIT');
    const cached = await second.text();
    await bumpCatalogueGeneration(env);
    const remade = await get('/sitemaps/categories-1.xml');
    expect(remade.headers.get('X-Cache')).toBe('MISS');
    expect(await remade.text()).toBe(cached);
  });
});

describe('file bounds', () => {
  const host = { db: env.DB, origin: 'http://localhost', lang: 'en' as const };

  async function readAll(stream: ReadableStream<Uint8Array> | null): Promise<string> {
    return stream === null ? '' : new Response(stream).text();
  }

  /** The addresses in every file of a kind that an index lists, file by file. */
  async function locsOfKind(kind: SitemapKind, sizes?: SitemapSizes): Promise<string[][]> {
    const index = await sitemapIndexXml(host, sizes);
    const files = texts(index, 'loc').filter((loc) => loc.includes(`/sitemaps/${kind}-`)).map((loc) => Number(/-(\d+)\.xml$/.exec(loc)![1]));
    return Promise.all(files.map(async (file) => texts(await readAll(await sitemapFile(host, kind, file, sizes)), 'loc')));
  }

  it('small id ranges and keyset reads cover every listed item exactly once, in id order', async () => {
    const sizes: SitemapSizes = { idsPerFile: { videos: 37, categories: 7, models: 11, channels: 2, playlists: 13, albums: 9 }, rowsPerRead: 4 };
    for (const kind of SITEMAP_KINDS) {
      const small = await locsOfKind(kind, sizes);
      expect(small.length, kind).toBeGreaterThan(1);
      for (const file of small) {
        expect(file.length, kind).toBeGreaterThan(0);
        expect(file.length, kind).toBeLessThanOrEqual(sizes.idsPerFile[kind]);
      }
      const all = small.flat();
      expect(new Set(all).size, kind).toBe(all.length);
      expect(all.length, kind).toBe((await listedIds(kind)).length);
      expect(all, kind).toEqual((await locsOfKind(kind)).flat());
    }
    expect(await sitemapFile(host, 'videos', 10_000, sizes)).toBeNull();
  });

  it('a file of entries at every cap stays under the protocol’s 50 MB', () => {
    const worst = videoEntry({
      loc: `https://nl.${'x'.repeat(60)}.example/videos/2147483647/${'d'.repeat(80)}/`,
      lastmod: 1_700_000_000,
      thumbnail: `https://nl.${'x'.repeat(60)}.example/media/${'t'.repeat(200)}`,
      title: '&'.repeat(1_000),
      description: '&'.repeat(10_000),
      player: `https://nl.${'x'.repeat(60)}.example/embed/2147483647`,
      duration: 100_000,
      published: 1_700_000_000,
      views: 2 ** 40,
      tags: Array.from({ length: 100 }, () => '&'.repeat(500)),
    });
    const bytes = new TextEncoder().encode(worst).length;
    const envelope = urlsetStart(true).length + URLSET_END.length;
    expect(bytes * SITEMAP_IDS_PER_FILE.videos + envelope).toBeLessThanOrEqual(SITEMAP_MAX_BYTES);
    expect(SITEMAP_IDS_PER_FILE.videos).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    expect(xmlText('&'.repeat(3), 2)).toBe('&amp;&amp;');
    expect(xmlText('a\uD800\u0008b\u{1F600}\uFFFF', 3)).toBe('ab\u{1F600}');
  });
});

describe('RSS feeds', () => {
  /** The newest public straight videos, as the latest-updates listing orders them. */
  async function newest(where = '', ...params: unknown[]): Promise<number[]> {
    const { results } = await env.DB.prepare(
      `SELECT v.video_id FROM videos v WHERE v.status_id = 1 AND v.is_private = 0 AND v.gender = 0 ${where}
        ORDER BY v.post_date DESC, v.video_id DESC LIMIT 50`,
    ).bind(...params).all<{ video_id: number }>();
    return results.map((row) => row.video_id);
  }

  function checkFeed(body: string, host: string) {
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const items = blocks(body, 'item');
    for (const item of items) {
      const [link] = texts(item, 'link');
      expect(link).toMatch(new RegExp(`^${host.replace(/\./g, '\\.')}/videos/\\d+/[^/]+/$`));
      expect(texts(item, 'guid')).toEqual([link]);
      expect(texts(item, 'title')[0]!.length).toBeGreaterThan(0);
      expect(texts(item, 'description')[0]!.length).toBeGreaterThan(0);
      const [pubDate] = texts(item, 'pubDate');
      expect(pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(Number.isNaN(Date.parse(pubDate!))).toBe(false);
      expect(item).toMatch(new RegExp(`<media:thumbnail url="${host.replace(/\./g, '\\.')}/media/[^"]+"/>`));
    }
    return items.map((item) => Number(/\/videos\/(\d+)\//.exec(texts(item, 'link')[0]!)![1]));
  }

  it('/rss/ lists the 50 newest videos of the section with the host’s language', async () => {
    const { response, body } = await document(`${origin('ja')}/rss/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    expect(texts(body, 'title')[0]).toBe('最新動画 – AsiaTube');
    expect(texts(body, 'language')).toEqual(['ja']);
    expect(body).toContain('<atom:link href="http://ja.localhost/rss/" rel="self" type="application/rss+xml"/>');
    expect(checkFeed(body, origin('ja'))).toEqual(await newest());
  });

  it('a category’s feed and a model’s feed list their newest videos; unknown ones are a 404', async () => {
    const category = (await env.DB.prepare(`SELECT c.category_id, c.dir, t.title FROM categories c JOIN category_titles t ON t.category_id = c.category_id AND t.lang = 'de' WHERE c.total_videos > 0 LIMIT 1`).first<{ category_id: number; dir: string; title: string }>())!;
    const { body } = await document(`${origin('de')}/rss/categories/${category.dir}/`);
    expect(texts(body, 'title')[0]).toBe(`${category.title}: neueste Videos – AsiaTube`);
    expect(checkFeed(body, origin('de'))).toEqual(await newest('AND v.video_id IN (SELECT video_id FROM video_categories WHERE category_id = ?1)', category.category_id));

    const model = (await env.DB.prepare('SELECT model_id, dir, title FROM models WHERE total_videos > 0 ORDER BY total_videos DESC LIMIT 1').first<{ model_id: number; dir: string; title: string }>())!;
    const modelFeed = await document(`${origin('en')}/rss/model/${model.dir}/`);
    expect(texts(modelFeed.body, 'title')[0]).toBe(`${model.title}: latest videos – AsiaTube`);
    expect(checkFeed(modelFeed.body, origin('en'))).toEqual(await newest('AND v.video_id IN (SELECT video_id FROM video_models WHERE model_id = ?1)', model.model_id));

    for (const path of ['/rss/categories/no-such-category/', '/rss/model/no-such-model/', '/rss/categories/Bad%20Dir/']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('the latest-updates listing, a category and a model page name their feed in the head; other sorts do not', async () => {
    const feedLinkOf = async (path: string) => /<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="([^"]+)"\/>/.exec(await (await get(path, { cookies: { _agev: '1' } })).text())?.[1];
    const category = (await env.DB.prepare('SELECT dir FROM categories WHERE total_videos > 0 LIMIT 1').first<{ dir: string }>())!;
    const model = (await env.DB.prepare('SELECT dir FROM models WHERE total_videos > 0 LIMIT 1').first<{ dir: string }>())!;
    expect(await feedLinkOf('/videos/latest-updates/1/')).toBe('http://localhost/rss/');
    expect(await feedLinkOf(`/categories/${category.dir}/latest-updates/1/`)).toBe(`http://localhost/rss/categories/${category.dir}/`);
    expect(await feedLinkOf(`/model/${model.dir}/`)).toBe(`http://localhost/rss/model/${model.dir}/`);
    expect(await feedLinkOf('/videos/most-viewed/1/')).toBeUndefined();
  });
});

describe('the human sitemap page', () => {
  it('links every section with its sorts, every category, popular models and channels, information, feeds and every language', async () => {
    const { response, body } = await document(`${origin('fr')}/sitemap-page/`, { _agev: '1' });
    expect(response.status).toBe(200);
    const hrefs = new Set([...body.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')));
    for (const path of ['/videos/top-rated/1/', '/models/alphabet/1/', '/channels/recent/1/', '/playlists/count-videos/1/', '/albums/most-commented/1/',
      '/community/count-subs/1/', '/information/', '/information/2257/', '/top-country/1/']) {
      expect(hrefs, path).toContain(path);
    }
    const { results: categories } = await env.DB.prepare('SELECT dir FROM categories').all<{ dir: string }>();
    for (const { dir } of categories) {
      expect(hrefs).toContain(`/categories/${dir}/latest-updates/1/`);
      expect(hrefs).toContain(`http://fr.localhost/rss/categories/${dir}/`);
    }
    const topModel = (await env.DB.prepare('SELECT dir FROM models WHERE total_videos <> 0 AND gender = 0 ORDER BY popularity DESC LIMIT 1').first<{ dir: string }>())!;
    expect(hrefs).toContain(`/model/${topModel.dir}/`);
    const topChannel = (await env.DB.prepare('SELECT dir FROM channels WHERE total_videos > 0 ORDER BY popularity DESC LIMIT 1').first<{ dir: string }>())!;
    expect(hrefs).toContain(`/channel/${topChannel.dir}/`);
    expect(hrefs).toContain('http://fr.localhost/rss/');
    expect(hrefs).toContain('http://fr.localhost/sitemap.xml');
    for (const lang of LANGS) expect(hrefs).toContain(`${origin(lang)}/`);
    expect(body).toContain('<h2>Langues</h2>');
  });
});
