// /api/json/suggester/...: the most searched terms (search_terms, filled by the seed) as the header search box's keyword
// sets of 100, or a pool of 500, over every language or of one; malformed paths are a JSON 404 that stores nothing.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SHOWN } from '../worker/db/search-terms';
import { cacheKey } from '../worker/cache/policy';
import { expectRefused, expectUncachedTwin, readJson, rewriteEntry } from './api-read';

interface Suggester {
  keywords: string[];
  total_count: number;
  error: boolean;
}

describe('suggester', () => {
  it('the seed fills search terms in every site language', async () => {
    const { results } = await env.DB.prepare('SELECT lang, COUNT(*) AS terms FROM search_terms GROUP BY lang').all<{ lang: string; terms: number }>();
    expect(results.map((row) => row.lang).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru']);
    for (const row of results) expect(row.terms, row.lang).toBeGreaterThan(30);
  });

  it('answers the 100 most searched terms, each once, with its lifetime', async () => {
    const body = (await readJson('/api/json/suggester/43200/100.json', 43200)) as unknown as Suggester;
    expect(body.keywords).toHaveLength(100);
    expect(body.total_count).toBe(100);
    expect(body.error).toBe(false);
    expect(new Set(body.keywords).size).toBe(100);
    const top = await env.DB.prepare('SELECT term FROM search_terms ORDER BY hits DESC, term LIMIT 1').first<{ term: string }>();
    expect(body.keywords[0]).toBe(top!.term);
  });

  it('a term searched in several languages counts once, at its best', async () => {
    const { results } = await env.DB.prepare(
      `SELECT term, MAX(hits) AS hits FROM search_terms t WHERE ${SHOWN('t')} GROUP BY term ORDER BY hits DESC, term LIMIT 500`,
    ).all<{ term: string }>();
    const body = (await readJson('/api/json/suggester/43200/500.json', 43200)) as unknown as Suggester;
    expect(body.keywords).toEqual(results.map((row) => row.term));
  });

  it('answers from its entry "suggester/{count}"', async () => {
    await readJson('/api/json/suggester/43200/100.json', 43200);
    await rewriteEntry(cacheKey('suggester', 100), () => [{ term: 'rewritten term', hits: 1 }]);
    expect(((await readJson('/api/json/suggester/43200/100.json', 43200)) as unknown as Suggester).keywords).toEqual(['rewritten term']);
  });

  it.each(['en', 'ja', 'ru', 'pl'])("{count}.%s.json answers that language's most searched terms only, from its own entry", async (lang) => {
    // The terms that may show: searched by enough visitors, not hidden, not blocked (migration 0024).
    const { results } = await env.DB.prepare(`SELECT term FROM search_terms t WHERE lang = ?1 AND ${SHOWN('t')} ORDER BY hits DESC, term LIMIT 500`)
      .bind(lang).all<{ term: string }>();
    const body = (await readJson(`/api/json/suggester/43200/500.${lang}.json`, 43200)) as unknown as Suggester;
    expect(body.keywords).toEqual(results.map((row) => row.term));
    await rewriteEntry(cacheKey('suggester', 500, lang), () => [{ term: `rewritten ${lang}`, hits: 1 }]);
    expect(((await readJson(`/api/json/suggester/43200/500.${lang}.json`, 43200)) as unknown as Suggester).keywords).toEqual([`rewritten ${lang}`]);
  });

  it('a language set holds none of the terms searched only in other languages', async () => {
    const body = (await readJson('/api/json/suggester/43200/100.ru.json', 43200)) as unknown as Suggester;
    const { results } = await env.DB.prepare("SELECT DISTINCT term FROM search_terms WHERE lang != 'ru' AND term NOT IN (SELECT term FROM search_terms WHERE lang = 'ru')")
      .all<{ term: string }>();
    const elsewhere = new Set(results.map((row) => row.term));
    expect(body.keywords.length).toBeGreaterThan(30);
    expect(body.keywords.filter((term) => elsewhere.has(term))).toEqual([]);
  });

  it('the jsond twin reads fresh and stores nothing', async () => {
    const body = await expectUncachedTwin('/api/jsond/suggester/0/500.json', cacheKey('suggester', 500));
    expect((body.keywords as string[]).length).toBeGreaterThan(100);
  });

  it.each([
    '/api/json/suggester/14400/100.json', // another lifetime
    '/api/json/suggester/0/100.json',
    '/api/jsond/suggester/43200/100.json',
    '/api/json/suggester/43200/99.json', // counts the site does not ask for
    '/api/json/suggester/43200/1000.json',
    '/api/json/suggester/43200/0100.json',
    '/api/json/suggester/43200/abc.json', // not a number
    '/api/json/suggester/43200/99999999999999999999.json', // huge
    '/api/json/suggester/43200/100.5.json', // extra dots
    '/api/json/suggester/43200/100..json',
    '/api/json/suggester/43200/en.100.json',
    '/api/json/suggester/43200/100.xx.json', // not a site language
    '/api/json/suggester/43200/100.en.ja.json',
    '/api/json/suggester/43200/100.EN.json',
    '/api/json/suggester/43200/100',
  ])('refuses %s', (refused) => expectRefused(refused));
});
