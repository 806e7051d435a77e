// GET /api/json/suggester/43200/{count}.json and the jsond twin: the keyword set the header search box suggests from,
// the `count` most searched terms (100, or a pool of 500).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { SUGGESTER_COUNTS, loadSuggesterTerms } from '../loaders/suggester';
import { listBody } from './items';
import { SLOTS_FILE, fileSlots, variantLifetime } from './path';
import { jsonError, jsonRead } from './respond';

export const suggesterApi = new Hono<AppEnv>();

const fileSchema = z.tuple([z.enum(SUGGESTER_COUNTS.map(String) as [string, ...string[]]).transform(Number)]);

suggesterApi.get(`/api/:variant{jsond?}/suggester/:lifetime/${SLOTS_FILE}`, async (c) => {
  const p = c.req.param();
  const lifetime = variantLifetime('suggester', p.variant, p.lifetime);
  const file = fileSchema.safeParse(fileSlots(p.slots));
  if (lifetime === null || !file.success) return jsonError(c, 404, 'not_found');
  const terms = await loadSuggesterTerms(c, file.data[0], { bypass: lifetime === 0 });
  return jsonRead(c, listBody('keywords', terms.map((term) => term.term), terms.length, 'keywords_not_found'), lifetime);
});
