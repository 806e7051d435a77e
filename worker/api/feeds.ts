// GET /api/feeds/videos.csv and /api/feeds/videos.jsonl (docs/import.md, "Feeds export"): the site's live videos in
// the import format, as embeds of this site, for partners and sister sites to import. Paged by id: a full page links
// the next in a `Link: <…>; rel="next"` header. Filters: category (a dir), from and to (ISO 8601 post dates). A feed
// key staff make in the console (/admin/keys/) opens it, sent as `Authorization: Bearer {key}` or `?key={key}`.
import { Hono } from 'hono';
import * as z from 'zod';
import { urls } from '../../views/urls';
import { cardImageSrc } from '../../views/parts/card-image';
import { requestKeyHolder } from '../auth/access-keys';
import { SITE } from '../config/site';
import { listFeedVideos, type FeedExportRow } from '../db/feed-export';
import { SECTIONS } from '../domain/vocabularies';
import type { AppEnv } from '../env';
import { jsonError } from '../http/json';
import { DIR_PATTERN } from '../http/params';
import { csvHeader, csvRecord, jsonLine, type ExportRow } from '../imports/export-format';
import { IMPORT_LANGUAGES } from '../imports/parse';
import { parsePostDate } from '../imports/verdicts';
import { loadCategories } from '../loaders/categories';
import { publicOrigin } from '../middleware/locale';

export const feedExportApi = new Hono<AppEnv>();

/** Videos a page holds unless the query asks for fewer. */
export const FEED_PAGE_DEFAULT = 500;
export const FEED_PAGE_MAX = 1000;

const postDate = z.string().transform((value, ctx) => parsePostDate(value) ?? (ctx.addIssue({ code: 'custom', message: 'date' }), z.NEVER));

const querySchema = z.object({
  after: z.string().regex(/^\d{1,10}$/).transform(Number).optional(),
  per_page: z.string().regex(/^\d{1,4}$/).transform(Number).pipe(z.number().int().min(1).max(FEED_PAGE_MAX)).optional(),
  category: z.string().regex(DIR_PATTERN).optional(),
  from: postDate.optional(),
  to: postDate.optional(),
});

function exportRow(origin: string, video: FeedExportRow): ExportRow {
  const texts = video.texts ? (JSON.parse(video.texts) as Record<string, [string | null, string | null]>) : {};
  const row: ExportRow = {
    title: video.title,
    description: video.description,
    categories: video.categories ?? '',
    models: video.models ?? '',
    section: SECTIONS[video.gender as 0 | 1 | 2],
    duration: String(video.duration),
    post_date: new Date(video.post_date * 1000).toISOString(),
    thumb_url: origin + cardImageSrc(video.thumb, video.thumb_set),
    embed_url: origin + urls.embed(video.video_id),
    ex_tube: SITE.feedName,
    ex_id: String(video.video_id),
  };
  for (const lang of IMPORT_LANGUAGES) {
    const [title, description] = texts[lang] ?? [null, null];
    if (title) row[`title_${lang}`] = title;
    if (description) row[`description_${lang}`] = description;
  }
  return row;
}

feedExportApi.get('/api/feeds/:file{videos\\.(csv|jsonl)}', async (c) => {
  const t = c.get('t');
  if (!(await requestKeyHolder(c, 'feed'))) return jsonError(c, 401, 'feed_key', { message: t('feedExport.keyRefused') });
  const parsed = querySchema.safeParse(c.req.query());
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'query');
    return jsonError(c, 400, 'invalid_parameter', { field, message: t('feedExport.badParameter', { name: field }) });
  }
  const q = parsed.data;
  let categoryId: number | null = null;
  if (q.category) {
    const category = (await loadCategories(c, { gender: 0, lang: c.get('lang') })).find((candidate) => candidate.dir === q.category);
    if (!category) return jsonError(c, 400, 'invalid_parameter', { field: 'category', message: t('feedExport.badParameter', { name: 'category' }) });
    categoryId = category.category_id;
  }
  const limit = q.per_page ?? FEED_PAGE_DEFAULT;
  const videos = await listFeedVideos(c.env.DB, { after: q.after ?? 0, limit, categoryId, from: q.from ?? null, to: q.to ?? null });
  const origin = publicOrigin(c);
  const rows = videos.map((video) => exportRow(origin, video));
  const csv = c.req.param('file') === 'videos.csv';
  if (videos.length === limit) {
    const next = new URL(c.req.url);
    next.searchParams.set('after', String(videos.at(-1)!.video_id));
    // The key travels in the header when it came there; a key in the query stays in the next page's.
    c.header('Link', `<${origin}${next.pathname}${next.search}>; rel="next"`);
  }
  c.header('Cache-Control', 'private, no-store');
  c.header('Content-Type', csv ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8');
  return c.body(csv ? csvHeader() + rows.map(csvRecord).join('') : rows.map(jsonLine).join(''));
});
