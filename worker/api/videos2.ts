// GET /api/json/videos2/{lifetime}/{gender}/{sort}/{count}/{section}.{object_id}.{page}.{type}.{duration}.{date}.json
// and its no-cache twin /api/jsond/videos2/0/...: the video listing the pages show, from the same cache entry.
import { Hono } from 'hono';
import * as z from 'zod';
import { VIDEO_SORTS } from '../domain/vocabularies';
import { LIFETIMES } from '../cache/policy';
import { MAX_CATEGORIES, MAX_PAGE, SIDEBAR_MIN_VIDEOS } from '../config/limits';
import { loadLargeCategories } from '../loaders/categories';
import { SECTIONS, sectionGender } from '../domain/vocabularies';
import { DATE_FILTERS, DURATION_FILTERS } from '../db/videos';
import type { AppEnv } from '../env';
import { loadVideoList, type VideoListParams } from '../loaders/video-list';
import { DIR_PATTERN } from '../http/params';
import { videoItem } from './items';
import { positiveInt as int } from './path';
import { jsonError, jsonRead } from '../http/json';

type ListScope = VideoListParams['scope'];

export const videos2Api = new Hono<AppEnv>();

/** Page sizes the site itself asks for: 25 (home lists) and 60 (listings). Others would only fill the cache. */
const COUNTS = ['25', '60'] as const;

const dir = z.string().regex(DIR_PATTERN);

/** all.0, categories.{dir}+{dir}… (at most three, as the category pages), model.{dir}, channel.{dir}, uploader.{id}. */
const scopeSchema = z.union([
  z.tuple([z.literal('all'), z.literal('0')]).transform((): ListScope => ({ kind: 'all' })),
  z
    .tuple([z.literal('categories'), z.string().transform((dirs) => dirs.split('+')).pipe(z.array(dir).min(1).max(MAX_CATEGORIES))])
    .transform(([, dirs]): ListScope => ({ kind: 'categories', dirs })),
  z.tuple([z.enum(['model', 'channel']), dir]).transform(([kind, dir]): ListScope => ({ kind, dir })),
  z.tuple([z.literal('uploader'), int(2 ** 31)]).transform(([, id]): ListScope => ({ kind: 'uploader', id })),
]);

const pathSchema = z.object({
  variant: z.enum(['json', 'jsond']),
  lifetime: z.enum(['0', String(LIFETIMES.videos)]),
  gender: z.enum(SECTIONS),
  sort: z.enum(VIDEO_SORTS),
  count: z.enum(COUNTS).transform(Number),
  scope: scopeSchema,
  page: int(MAX_PAGE),
  type: z.literal('all'),
  duration: z.enum(['all', ...DURATION_FILTERS]),
  date: z.enum(['all', ...DATE_FILTERS]),
});

videos2Api.get('/api/:variant{jsond?}/videos2/:lifetime/:gender/:sort/:count/:slots{[^/]+\\.json}', async (c) => {
  const p = c.req.param();
  const slots = p.slots.slice(0, -'.json'.length).split('.');
  if (slots.length !== 6) return jsonError(c, 404, 'not_found');
  const [section, objectId, page, type, duration, date] = slots;
  const parsed = pathSchema.safeParse({
    variant: p.variant, lifetime: p.lifetime, gender: p.gender, sort: p.sort, count: p.count,
    scope: [section, objectId], page, type, duration, date,
  });
  // The cached variant answers only at the spec's lifetime, the no-cache one only at 0.
  if (!parsed.success || (parsed.data.variant === 'jsond') !== (parsed.data.lifetime === '0')) {
    return jsonError(c, 404, 'not_found');
  }
  const q = parsed.data;
  const filtered = q.duration !== 'all' || q.date !== 'all' || q.scope.kind !== 'all';
  const [result, sidebar] = await Promise.all([
    loadVideoList(
      c,
      {
        gender: sectionGender(q.gender), sort: q.sort, page: q.page, perPage: q.count, scope: q.scope,
        duration: q.duration === 'all' ? undefined : q.duration,
        date: q.date === 'all' ? undefined : q.date,
      },
      { bypass: q.variant === 'jsond' },
    ),
    // The same categories the listing page shows in its sidebar (none when filtered or scoped).
    filtered ? [] : loadLargeCategories(c, SIDEBAR_MIN_VIDEOS),
  ]);
  // A list of a category, model or channel that does not exist is no list at all.
  if (!result) return jsonError(c, 404, 'not_found');
  const empty = result.items.length === 0;
  return jsonRead(
    c,
    {
      videos: result.items.map(videoItem),
      total_count: result.total,
      categories: sidebar.map(({ dir, title, total_videos }) => ({ dir, title, total_videos })),
      error: empty,
      code: empty ? 'videos_not_found' : null,
    },
    q.variant === 'jsond' ? 0 : LIFETIMES.videos,
  );
});
