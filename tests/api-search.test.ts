// The search endpoints and the search-term path: /api/videos2.php answers what /search/ shows; /api/suggester.php
// suggests keywords, categories and models for a typed text; searches that found videos feed the suggester's
// keywords through the tube-searches queue, aggregated and anonymous. Free text never becomes a KV entry.
import { createExecutionContext, createMessageBatch, env, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../worker/env';
import worker from '../worker/index';
import { SEARCH_TOTAL_HEADER, recordSearchTerms } from '../worker/middleware/search-terms';
import { POPULAR_MIN_VISITORS } from '../worker/config/limits';
import { SHOWN } from '../worker/db/search-terms';
import { aggregateSearchTerms, type SearchTermMessage } from '../worker/stats/search-terms';
import { expectRefused, readJson } from './api-read';
import { firstRow, get, settledKeyCount } from './helpers';

interface SearchBody {
  videos: { video_id: number; title: string; video_viewed: number }[];
  total_count: number;
  error: boolean;
  code: string | null;
}

interface Suggestions {
  keywords: string[];
  categories: { dir: string; title: string }[];
  models: { dir: string; title: string }[];
}

const search = (params: string, s: string) => `/api/videos2.php?params=${params}&s=${encodeURIComponent(s)}`;

function cardIds(html: string): number[] {
  return [...html.matchAll(/class="card[^"]*"[\s\S]*?href="\/videos\/(\d+)\//g)].map((m) => Number(m[1]));
}

describe('videos2.php search', () => {
  it.each([
    ['relevance', '', 'all.all'],
    ['most-viewed', '&sort=most-viewed', 'all.all'],
    ['latest-updates', '&sort=latest-updates&duration=medium', 'medium.all'],
  ])('%s: the same videos as the search page', async (sort, pageQuery, filters) => {
    const body = (await readJson(search(`straight/${sort}/60/1.${filters}`, 'morning'), 60)) as unknown as SearchBody;
    expect(body.error).toBe(false);
    expect(body.videos.length).toBeGreaterThan(0);
    const html = await (await get(`/search/1/?s=morning${pageQuery}`)).text();
    expect(body.videos.map((video) => video.video_id)).toEqual(cardIds(html));
    expect(html).toContain(`${body.total_count} videos`);
  });

  it('a second page continues the first', async () => {
    const first = (await readJson(search('straight/latest-updates/60/1.all.all', 'the'), 60)) as unknown as SearchBody;
    const second = (await readJson(search('straight/latest-updates/60/2.all.all', 'the'), 60)) as unknown as SearchBody;
    expect(first.total_count).toBeGreaterThan(60);
    expect(second.videos.length).toBeGreaterThan(0);
    expect(second.videos.map((v) => v.video_id).some((id) => first.videos.some((v) => v.video_id === id))).toBe(false);
  });

  it('no match: an empty list with videos_not_found', async () => {
    const body = (await readJson(search('straight/relevance/60/1.all.all', 'xqzjvw'), 60)) as unknown as SearchBody;
    expect(body).toEqual({ videos: [], total_count: 0, categories: [], error: true, code: 'videos_not_found' });
  });

  it('FTS syntax in s is text', async () => {
    for (const s of ['NEAR(morning walk)', '"morning', 'morning*', '-walk (x']) {
      const response = await get(search('straight/relevance/60/1.all.all', s));
      expect(response.status, s).toBe(200);
    }
  });

  it('searches store nothing in KV', async () => {
    const before = await settledKeyCount();
    await get(search('straight/relevance/60/1.all.all', 'walk in the park'));
    expect(await settledKeyCount()).toBe(before);
  });

  it('2 characters of Japanese are searched like the search page does', async () => {
    const body = (await readJson(search('straight/relevance/60/1.all.all', '温泉'), 60)) as unknown as SearchBody;
    expect(body.videos.length).toBeGreaterThan(0);
    const html = await (await get(`/search/1/?s=${encodeURIComponent('温泉')}`)).text();
    expect(body.videos.map((video) => video.video_id)).toEqual(cardIds(html));
  });

  it.each(['ab', 'a'.repeat(70), '  ', '東', 'a東'])('s=%j is refused with query_length', async (s) => {
    await expectRefused(search('straight/relevance/60/1.all.all', s), 400, 'query_length');
  });

  it.each([
    'straight/relevance/60/1.all',
    'straight/relevance/61/1.all.all',
    'straight/alphabet/60/1.all.all',
    'nobody/relevance/60/1.all.all',
    'straight/relevance/60/0.all.all',
    'straight/relevance/60/101.all.all',
    'straight/relevance/60/1.forever.all',
    'straight/relevance/60/1.all.year',
    'straight/relevance/60/1.all.all/extra',
  ])('params=%s is a clean 404', async (params) => {
    await expectRefused(search(params, 'morning'));
  });
});

describe('suggester.php', () => {
  const suggest = async (c: string, cookies?: Record<string, string>) => {
    const response = await get(`/api/suggester.php?c=${encodeURIComponent(c)}`, { cookies });
    expect(response.status, c).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=43200');
    return (await response.json()) as Suggestions;
  };

  it('suggests the categories whose title in the visitor language contains the text, without case or accents', async () => {
    expect((await suggest('KARA')).categories.map((c) => c.dir)).toContain('karaoke');
    expect((await suggest('karaoke', { app_lang: 'fr' })).categories).toContainEqual(expect.objectContaining({ dir: 'karaoke', title: 'Karaoké' }));
    expect((await suggest('オフィ', { app_lang: 'ja' })).categories).toContainEqual(expect.objectContaining({ dir: 'office', title: 'オフィス' }));
  });

  it('suggests popular models whose name contains the text', async () => {
    const model = await firstRow<{ dir: string; title: string }>(
      'SELECT dir, title FROM models WHERE gender = 0 AND total_videos > 0 ORDER BY popularity DESC LIMIT 1',
    );
    const part = model.title.slice(1, 5).toLowerCase();
    const { models } = await suggest(part);
    expect(models).toContainEqual({ dir: model.dir, title: model.title });
    for (const m of models) expect(m.title.toLowerCase()).toContain(part);
  });

  it('suggests the most searched terms of the visitor language that contain the text', async () => {
    const top = await firstRow<{ term: string }>("SELECT term FROM search_terms WHERE lang = 'en' AND length(term) > 5 ORDER BY hits DESC LIMIT 1");
    const { keywords } = await suggest(top.term.slice(1, 5));
    expect(keywords[0]).toBeDefined();
    expect(keywords).toContain(top.term);
    for (const keyword of keywords) expect(keyword).toContain(top.term.slice(1, 5));
  });

  it('answers from the 2nd Japanese, Chinese or Korean character', async () => {
    const { categories, keywords } = await suggest('温泉', { app_lang: 'ja' });
    expect(categories).toContainEqual(expect.objectContaining({ dir: 'hot-spring', title: '温泉' }));
    for (const keyword of keywords) expect(keyword).toContain('温泉');
    expect((await suggest('カラ', { app_lang: 'ja' })).categories).toContainEqual(expect.objectContaining({ dir: 'karaoke', title: 'カラオケ' }));
    expect((await suggest(' 서울 ')).categories).toEqual([]);
  });

  it.each(['ab', '', 'x'.repeat(70), 'カ', 'aカ', 'カ!'])('c=%j is refused with query_length', async (c) => {
    await expectRefused(`/api/suggester.php?c=${encodeURIComponent(c)}`, 400, 'query_length');
  });

  it('a text that matches nothing gives empty groups, and FTS or LIKE syntax is text', async () => {
    for (const c of ['zzqx', '%%%', '___', "'--", '"*"']) {
      expect(await suggest(c), c).toEqual({ keywords: [], categories: [], models: [], error: false });
    }
  });
});

describe('search terms', () => {
  function recorderApp(sent: SearchTermMessage[]) {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('lang', 'de');
      await next();
    });
    app.use('/search/*', recordSearchTerms({ queue: () => ({ send: async (m: SearchTermMessage) => void sent.push(m) }) as unknown as Queue<SearchTermMessage> }));
    app.get('/search/:page/', (c) => {
      c.header(SEARCH_TOTAL_HEADER, c.req.query('total') ?? '0');
      return c.text('results');
    });
    return app;
  }

  async function request(app: Hono<AppEnv>, path: string, address = '203.0.113.7') {
    const ctx = createExecutionContext();
    await app.request(path, { headers: { 'CF-Connecting-IP': address } }, env, ctx);
    await waitOnExecutionContext(ctx);
  }

  it('a first page that found videos sends its term, trimmed and lower-cased, and of the visitor a keyed hash only', async () => {
    const sent: SearchTermMessage[] = [];
    const app = recorderApp(sent);
    await request(app, `/search/1/?s=${encodeURIComponent('  Strand   SPAZIERGANG ')}&total=12`);
    await request(app, '/search/1/?s=strand&total=12');
    await request(app, '/search/1/?s=strand&total=12', '198.51.100.9');
    expect(sent).toHaveLength(3);
    expect(Object.keys(sent[0]!).sort()).toEqual(['at', 'lang', 'term', 'visitor']);
    expect(sent[0]).toMatchObject({ term: 'strand spaziergang', lang: 'de' });
    expect(sent[0]!.visitor).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(sent[0]!.visitor).not.toContain('203');
    // One address is one visitor; another address another.
    expect(sent[1]!.visitor).toBe(sent[0]!.visitor);
    expect(sent[2]!.visitor).not.toBe(sent[0]!.visitor);
  });

  it('a term with a control character is never sent', async () => {
    const sent: SearchTermMessage[] = [];
    await request(recorderApp(sent), `/search/1/?s=${encodeURIComponent('a\u0000bc')}&total=3`);
    expect(sent).toEqual([]);
  });

  it('further pages and searches that found nothing send nothing', async () => {
    const sent: SearchTermMessage[] = [];
    const app = recorderApp(sent);
    await request(app, '/search/2/?s=strand&total=120');
    await request(app, '/search/1/?s=xqzjvw&total=0');
    expect(sent).toEqual([]);
  });

  it('the consumer adds a batch to the hits per language and term', async () => {
    const at = 1_800_000_000;
    const messages: SearchTermMessage[] = [
      { term: 'moonlit kite parade', lang: 'en', at, visitor: 'visitor-a' },
      { term: 'moonlit kite parade', lang: 'en', at: at + 5, visitor: 'visitor-b' },
      { term: 'moonlit kite parade', lang: 'fr', at, visitor: 'visitor-a' },
      { term: 'rainy day', lang: 'en', at, visitor: 'visitor-a' },
    ];
    expect(aggregateSearchTerms(messages)).toEqual([
      { term: 'moonlit kite parade', lang: 'en', hits: 2, at: at + 5, visitors: ['visitor-a', 'visitor-b'] },
      { term: 'moonlit kite parade', lang: 'fr', hits: 1, at, visitors: ['visitor-a'] },
      { term: 'rainy day', lang: 'en', hits: 1, at, visitors: ['visitor-a'] },
    ]);
    const hitsOf = async (term: string, lang: string) =>
      (await env.DB.prepare('SELECT hits FROM search_terms WHERE term = ?1 AND lang = ?2').bind(term, lang).first<{ hits: number }>())?.hits ?? 0;
    const before = await hitsOf('rainy day', 'en');
    const batch = createMessageBatch<SearchTermMessage>('tube-searches', messages.map((body, i) => ({ id: String(i), timestamp: new Date(), attempts: 1, body })));
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    expect((await getQueueResult(batch, ctx)).ackAll).toBe(true);
    expect(await hitsOf('moonlit kite parade', 'en')).toBe(2);
    expect(await hitsOf('moonlit kite parade', 'fr')).toBe(1);
    expect(await hitsOf('rainy day', 'en')).toBe(before + 1);
  });

  /** Queues one batch of searches through the worker's consumer. */
  async function consume(messages: SearchTermMessage[]) {
    const batch = createMessageBatch<SearchTermMessage>('tube-searches', messages.map((body, i) => ({ id: String(i), timestamp: new Date(), attempts: 1, body })));
    await worker.queue(batch, env);
    expect((await getQueueResult(batch, createExecutionContext())).ackAll).toBe(true);
  }
  const keywords = async (text: string) => ((await (await get(`/api/suggester.php?c=${encodeURIComponent(text)}`)).json()) as Suggestions).keywords;
  const searches = (term: string, visitors: string[], lang = 'en') => visitors.map((visitor) => ({ term, lang, at: 1_800_000_000, visitor }));

  it(`a term becomes a suggestion once ${POPULAR_MIN_VISITORS} distinct visitors searched it, however often one of them did`, async () => {
    // Two visitors so far (the batch above): not yet.
    expect(await keywords('kite para')).not.toContain('moonlit kite parade');
    // One visitor searching twenty times is still one.
    await consume(searches('lantern drift', Array(20).fill('visitor-a')));
    expect(await firstRow('SELECT hits, visitors FROM search_terms WHERE term = ?1 AND lang = ?2', 'lantern drift', 'en')).toEqual({ hits: 20, visitors: 1 });
    expect(await keywords('lantern dri')).not.toContain('lantern drift');
    await consume(searches('moonlit kite parade', ['visitor-c']));
    expect(await keywords('moonlit kite')).toContain('moonlit kite parade');
    // Counted up to the threshold, and no more visitors kept than that.
    await consume(searches('moonlit kite parade', ['visitor-d', 'visitor-e']));
    expect(await firstRow('SELECT visitors FROM search_terms WHERE term = ?1 AND lang = ?2', 'moonlit kite parade', 'en')).toEqual({ visitors: POPULAR_MIN_VISITORS });
    expect(await firstRow("SELECT COUNT(*) AS n FROM search_term_visitors WHERE term = 'moonlit kite parade' AND lang = 'en'")).toEqual({ n: POPULAR_MIN_VISITORS });
  });

  it('a term with a blocklisted word never shows: a whole word, a word start for stems, anywhere in Japanese', async () => {
    const crowd = ['v1', 'v2', 'v3', 'v4'];
    await consume([
      ...searches('quiet incest story', crowd), ...searches('incestuous twist', crowd), ...searches('sweet dogwood garden', crowd),
      ...searches('vergewaltigung szene', crowd, 'de'), ...searches('近親の話', crowd, 'ja'),
    ]);
    expect(await keywords('quiet inc')).toEqual([]);
    expect(await keywords('incestuous')).toEqual([]);
    // "dog" is a whole word of the list: dogwood is not it.
    expect(await keywords('dogwood')).toContain('sweet dogwood garden');
    // Counted like any other, never shown.
    expect(await firstRow("SELECT COUNT(*) AS n FROM search_terms WHERE term IN ('vergewaltigung szene', '近親の話') AND visitors >= 3")).toEqual({ n: 2 });
    const shown = await env.DB.prepare(`SELECT term FROM search_terms t WHERE lang IN ('de', 'ja') AND ${SHOWN('t')}`).all<{ term: string }>();
    expect(shown.results.map((r) => r.term)).not.toContain('vergewaltigung szene');
    expect(shown.results.map((r) => r.term)).not.toContain('近親の話');
  });
});
