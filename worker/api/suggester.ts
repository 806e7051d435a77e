// The header search box's suggestions: GET /api/json/suggester/43200/{count}.json (and the jsond twin), the keyword
// set of the `count` most searched terms (100, or a pool of 500), or {count}.{lang}.json, those of one site language;
// GET /api/suggester.php?c={text}, the keywords, categories and models that contain a typed text of 3 to 69 characters
// (2 in Japanese, Chinese or Korean script).
import { Hono } from 'hono';
import * as z from 'zod';
import { LANGS } from '../../locales';
import { LIFETIMES } from '../cache/policy';
import { suggestModels, suggestSearchTerms } from '../db/suggestions';
import type { AppEnv } from '../env';
import { loadCategories } from '../loaders/categories';
import { SUGGESTER_COUNTS, loadSuggesterTerms } from '../loaders/suggester';
import { searchTextSchema } from '../http/params';
import { listBody } from './items';
import { SLOTS_FILE, fileSlots, variantLifetime } from './path';
import { jsonError, jsonRead } from '../http/json';

export const suggesterApi = new Hono<AppEnv>();

const countSlot = z.enum(SUGGESTER_COUNTS.map(String) as [string, ...string[]]).transform(Number);
/** "{count}" (every language) or "{count}.{lang}". */
const fileSchema = z.union([
  z.tuple([countSlot]).transform(([count]) => ({ count, lang: null })),
  z.tuple([countSlot, z.enum(LANGS)]).transform(([count, lang]) => ({ count, lang })),
]);

suggesterApi.get(`/api/:variant{jsond?}/suggester/:lifetime/${SLOTS_FILE}`, async (c) => {
  const p = c.req.param();
  const lifetime = variantLifetime('suggester', p.variant, p.lifetime);
  const file = fileSchema.safeParse(fileSlots(p.slots));
  if (lifetime === null || !file.success) return jsonError(c, 404, 'not_found');
  const terms = await loadSuggesterTerms(c, file.data.count, file.data.lang, { bypass: lifetime === 0 });
  return jsonRead(c, listBody('keywords', terms.map((term) => term.term), terms.length, 'keywords_not_found'), lifetime);
});

/** Suggestions per kind for one typed text. */
const SUGGESTIONS = { keywords: 8, categories: 5, models: 5 };

/** Text compared without case or accents: "Creme" and "crème" meet. */
function folded(text: string, lang: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLocaleLowerCase(lang);
}

suggesterApi.get('/api/suggester.php', async (c) => {
  const parsed = searchTextSchema.safeParse(c.req.query('c') ?? '');
  if (!parsed.success) return jsonError(c, 400, 'query_length');
  const lang = c.get('lang');
  const gender = c.get('gender');
  const text = parsed.data;
  const needle = folded(text, lang);
  const [keywords, categories, models] = await Promise.all([
    suggestSearchTerms(c.env.DB, { lang, text: text.toLocaleLowerCase(lang), limit: SUGGESTIONS.keywords }),
    loadCategories(c, { gender, lang }),
    suggestModels(c.env.DB, { gender, text, limit: SUGGESTIONS.models }),
  ]);
  return jsonRead(
    c,
    {
      keywords,
      categories: categories
        .filter((category) => category.total_videos > 0 && folded(category.title, lang).includes(needle))
        .sort((a, b) => b.total_videos - a.total_videos)
        .slice(0, SUGGESTIONS.categories)
        .map(({ dir, title, total_videos }) => ({ dir, title, total_videos })),
      models,
      error: false,
    },
    // Typed texts are never KV entries (anyone could add them); browsers and the edge keep them for the lifetime.
    LIFETIMES.suggester,
  );
});
