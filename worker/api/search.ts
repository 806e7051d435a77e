// GET /api/videos2.php?params={gender}/{sort}/{count}/{page}.{duration}.{date}&s={query}: video search for JS
// clients, the same results as /search/{page}/ (relevance or a listing sort, the listing filters). Queries are
// free text, so answers are never KV entries: browsers and the edge keep them as briefly as a search page.
import { Hono } from 'hono';
import * as z from 'zod';
import { PAGE_CACHE_SECONDS } from '../cache/policy';
import { PAGE_SIZE } from '../config/limits';
import { SECTIONS, sectionGender } from '../domain/vocabularies';
import { SEARCH_SORTS } from '../db/video-search';
import { loadSearchResults } from '../loaders/search';
import { DATE_FILTERS, DURATION_FILTERS } from '../db/videos';
import type { AppEnv } from '../env';
import { searchTextSchema } from '../http/params';
import { videoItem } from './items';
import { pageSlot } from './path';
import { jsonError, jsonRead } from '../http/json';

export const searchApi = new Hono<AppEnv>();

const paramsSchema = z
  .string()
  .transform((value) => value.split('/'))
  .pipe(
    z.tuple([
      z.enum(SECTIONS),
      z.enum(SEARCH_SORTS),
      z.literal(String(PAGE_SIZE)).transform(Number),
      z
        .string()
        .transform((slots) => slots.split('.'))
        .pipe(z.tuple([pageSlot, z.enum(['all', ...DURATION_FILTERS]), z.enum(['all', ...DATE_FILTERS])])),
    ]),
  );

searchApi.get('/api/videos2.php', async (c) => {
  const params = paramsSchema.safeParse(c.req.query('params') ?? '');
  if (!params.success) return jsonError(c, 404, 'not_found');
  const query = searchTextSchema.safeParse(c.req.query('s') ?? '');
  if (!query.success) return jsonError(c, 400, 'query_length');
  const [gender, sort, perPage, [page, duration, date]] = params.data;
  const result = await loadSearchResults(c, {
    query: query.data, gender: sectionGender(gender), sort, page, perPage,
    duration: duration === 'all' ? undefined : duration,
    date: date === 'all' ? undefined : date,
  });
  const empty = result.items.length === 0;
  return jsonRead(
    c,
    { videos: result.items.map(videoItem), total_count: result.total, categories: [], error: empty, code: empty ? 'videos_not_found' : null },
    PAGE_CACHE_SECONDS,
  );
});
