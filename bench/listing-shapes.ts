/// <reference types="@cloudflare/workers-types" />
// The listing query shapes the site runs, each through the worker's own query function: the query bench times
// them at 3,000 and 300,000 videos, and the query-plan test explains them.
import { pageCount } from '../views/parts/pagination';
import { HOME_LIST_SIZE, MEMBERS_PAGE_SIZE, PAGE_SIZE } from '../worker/config/limits';
import { listAlbums } from '../worker/db/albums';
import { listCategories } from '../worker/db/categories';
import { listChannels } from '../worker/db/channels';
import { listMembers } from '../worker/db/members';
import { listModels } from '../worker/db/models';
import { listPlaylists } from '../worker/db/playlists';
import { listRelatedVideos } from '../worker/db/related';
import { listVideos } from '../worker/db/video-listing';
import { searchVideos, type SearchSort } from '../worker/db/video-search';
import { listPopularToday, listTopInCountry, type VideoListQuery } from '../worker/db/videos';

/** A category, model or channel the shapes list: lists name it by its dir, checks by its id. */
export interface ShapeRef {
  id: number;
  dir: string;
}

/** Ids and time the shapes use, read from the catalogue they run on. */
export interface ShapeContext {
  /** The catalogue's "now": just after its newest video, so date windows hold the same share at any seed time. */
  now: number;
  bigCategories: [ShapeRef, ShapeRef];
  smallCategory: ShapeRef;
  model: ShapeRef;
  channel: ShapeRef;
  uploader: number;
}

export interface ListingShape {
  name: string;
  /** Rows per page; null for lists without pages. */
  perPage: number | null;
  /** Runs the listing on `page`; returns its total when it has pages. */
  run(db: D1Database, page: number): Promise<number | null>;
}

/** The deepest page a list of `total` rows offers. */
export function deepestPage(shape: ListingShape, total: number | null): number {
  return shape.perPage === null || total === null ? 1 : pageCount(total, shape.perPage);
}

async function readRef(db: D1Database, sql: string): Promise<ShapeRef> {
  const row = await db.prepare(sql).first<ShapeRef>();
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

export async function readShapeContext(db: D1Database): Promise<ShapeContext> {
  const big = await db.prepare('SELECT category_id AS id, dir FROM categories ORDER BY total_videos DESC LIMIT 2').all<ShapeRef>();
  return {
    now: (await readRef(db, "SELECT MAX(post_date) + 60 AS id, '' AS dir FROM videos")).id,
    bigCategories: [big.results[0]!, big.results[1]!],
    smallCategory: await readRef(db, 'SELECT category_id AS id, dir FROM categories WHERE total_videos > 0 ORDER BY total_videos LIMIT 1'),
    model: await readRef(db, 'SELECT model_id AS id, dir FROM models WHERE gender = 0 ORDER BY total_videos DESC LIMIT 1'),
    channel: await readRef(db, 'SELECT channel_id AS id, dir FROM channels ORDER BY total_videos DESC LIMIT 1'),
    uploader: (await readRef(db, "SELECT user_id AS id, '' AS dir FROM users ORDER BY videos_count DESC LIMIT 1")).id,
  };
}

type VideoShapeQuery = Omit<VideoListQuery, 'gender' | 'page' | 'perPage' | 'now'>;

function videoShape(name: string, ctx: ShapeContext, q: VideoShapeQuery): ListingShape {
  return {
    name: `videos ${name}`,
    perPage: PAGE_SIZE,
    run: async (db, page) => (await listVideos(db, { ...q, gender: 0, page, perPage: PAGE_SIZE, now: ctx.now }))?.total ?? 0,
  };
}

/**
 * The search terms the bench mixes: Latin (with and without accents) and Japanese, common and rarer; 2-character
 * Japanese and Korean words (the bigram index: 温泉 is in titles and in the tags of category 温泉, 東京 in no seeded
 * text); a query mixing both indexes.
 */
export const SEARCH_TERMS = [
  'morning walk', 'creme brulee', 'Harbour', 'karaoke', '温泉巡り', 'カフェ巡り', '京都の港', '朝の散歩',
  '東京', '温泉', '京都', '온천', '温泉 walk',
];

/** Name prefix of the search shapes, so the bench can sum them up apart from the listings. */
export const SEARCH_SHAPE = 'search';

function searchShape(ctx: ShapeContext, query: string, sort: SearchSort): ListingShape {
  return {
    name: `${SEARCH_SHAPE} ${sort} "${query}"`,
    perPage: PAGE_SIZE,
    run: async (db, page) => (await searchVideos(db, { query, gender: 0, sort, page, perPage: PAGE_SIZE, now: ctx.now })).total,
  };
}

function pagedShape(name: string, perPage: number, list: (db: D1Database, page: number) => Promise<{ total: number }>): ListingShape {
  return { name, perPage, run: async (db, page) => (await list(db, page)).total };
}

function onceShape(name: string, list: (db: D1Database) => Promise<unknown>): ListingShape {
  return { name, perPage: null, run: async (db) => (await list(db), null) };
}

export function listListingShapes(ctx: ShapeContext): ListingShape[] {
  const [big, big2] = ctx.bigCategories;
  const small = ctx.smallCategory;
  const year = new Date(ctx.now * 1000).getUTCFullYear();
  const today = new Date(ctx.now * 1000).toISOString().slice(0, 10);
  return [
    videoShape('latest-updates', ctx, { sort: 'latest-updates' }),
    videoShape('longest', ctx, { sort: 'longest' }),
    videoShape('most-commented', ctx, { sort: 'most-commented' }),
    videoShape('most-popular', ctx, { sort: 'most-popular' }),
    videoShape('most-viewed', ctx, { sort: 'most-viewed' }),
    videoShape('top-rated', ctx, { sort: 'top-rated' }),
    videoShape('latest-updates long', ctx, { sort: 'latest-updates', duration: 'long' }),
    videoShape('most-viewed short', ctx, { sort: 'most-viewed', duration: 'short' }),
    videoShape('longest medium', ctx, { sort: 'longest', duration: 'medium' }),
    videoShape('latest-updates day', ctx, { sort: 'latest-updates', date: 'day' }),
    videoShape('most-viewed day', ctx, { sort: 'most-viewed', date: 'day' }),
    videoShape('most-popular week', ctx, { sort: 'most-popular', date: 'week' }),
    videoShape('top-rated month', ctx, { sort: 'top-rated', date: 'month' }),
    videoShape('most-viewed long month', ctx, { sort: 'most-viewed', duration: 'long', date: 'month' }),
    videoShape('latest-updates big category', ctx, { sort: 'latest-updates', scope: { kind: 'categories', dirs: [big.dir] } }),
    videoShape('most-viewed big category', ctx, { sort: 'most-viewed', scope: { kind: 'categories', dirs: [big.dir] } }),
    videoShape('latest-updates small category', ctx, { sort: 'latest-updates', scope: { kind: 'categories', dirs: [small.dir] } }),
    videoShape('most-viewed small category', ctx, { sort: 'most-viewed', scope: { kind: 'categories', dirs: [small.dir] } }),
    videoShape('top-rated 2 categories', ctx, { sort: 'top-rated', scope: { kind: 'categories', dirs: [big.dir, big2.dir] } }),
    videoShape('latest-updates 3 categories', ctx, { sort: 'latest-updates', scope: { kind: 'categories', dirs: [big.dir, big2.dir, small.dir] } }),
    videoShape('most-viewed big category week', ctx, { sort: 'most-viewed', date: 'week', scope: { kind: 'categories', dirs: [big.dir] } }),
    videoShape('latest-updates model', ctx, { sort: 'latest-updates', scope: { kind: 'model', dir: ctx.model.dir } }),
    videoShape('most-viewed model', ctx, { sort: 'most-viewed', scope: { kind: 'model', dir: ctx.model.dir } }),
    videoShape('latest-updates channel', ctx, { sort: 'latest-updates', scope: { kind: 'channel', dir: ctx.channel.dir } }),
    videoShape('top-rated channel', ctx, { sort: 'top-rated', scope: { kind: 'channel', dir: ctx.channel.dir } }),
    videoShape('latest-updates uploader', ctx, { sort: 'latest-updates', scope: { kind: 'uploader', id: ctx.uploader } }),
    videoShape('most-commented uploader', ctx, { sort: 'most-commented', scope: { kind: 'uploader', id: ctx.uploader } }),
    pagedShape('top in country JP', PAGE_SIZE, (db, page) => listTopInCountry(db, { gender: 0, country: 'JP', page, perPage: PAGE_SIZE })),
    onceShape('popular today', (db) => listPopularToday(db, { gender: 0, limit: HOME_LIST_SIZE })),
    pagedShape('models most-popular', PAGE_SIZE, (db, page) =>
      listModels(db, { gender: 0, sort: 'most-popular', page, perPage: PAGE_SIZE, filters: {}, year })),
    pagedShape('models alphabet', PAGE_SIZE, (db, page) =>
      listModels(db, { gender: 0, sort: 'alphabet', page, perPage: PAGE_SIZE, filters: {}, year })),
    pagedShape('models top-rated asian tattoo 22-29', PAGE_SIZE, (db, page) =>
      listModels(db, { gender: 0, sort: 'top-rated', page, perPage: PAGE_SIZE, filters: { race: 'asian', tattoo: '1', age: '22-29' }, year })),
    pagedShape('members recent', MEMBERS_PAGE_SIZE, (db, page) =>
      listMembers(db, { sort: 'recent', page, perPage: MEMBERS_PAGE_SIZE, filters: {}, today })),
    pagedShape('members count-videos avatar JP', MEMBERS_PAGE_SIZE, (db, page) =>
      listMembers(db, { sort: 'count-videos', page, perPage: MEMBERS_PAGE_SIZE, filters: { avatar: true, country: 'JP' }, today })),
    pagedShape('albums latest-updates', PAGE_SIZE, (db, page) => listAlbums(db, { gender: 0, sort: 'latest-updates', page, perPage: PAGE_SIZE })),
    pagedShape('albums most-viewed', PAGE_SIZE, (db, page) => listAlbums(db, { gender: 0, sort: 'most-viewed', page, perPage: PAGE_SIZE })),
    pagedShape('playlists most-popular', PAGE_SIZE, (db, page) => listPlaylists(db, { gender: 0, sort: 'most-popular', page, perPage: PAGE_SIZE })),
    pagedShape('playlists latest-updates', PAGE_SIZE, (db, page) =>
      listPlaylists(db, { gender: 0, sort: 'latest-updates', page, perPage: PAGE_SIZE })),
    pagedShape('channels most-popular', PAGE_SIZE, (db, page) => listChannels(db, { sort: 'most-popular', page, perPage: PAGE_SIZE })),
    // The sidebar is cut from this same cached list (worker/loaders/categories.ts).
    onceShape('categories index and sidebar', (db) => listCategories(db, { lang: 'en', gender: 0 })),
    onceShape('related videos, third block', (db) =>
      listRelatedVideos(db, { videoId: 1, offset: 72, limit: 36, cap: 108, now: Math.floor(Date.now() / 1000) })),
    ...SEARCH_TERMS.map((term) => searchShape(ctx, term, 'relevance')),
    // The most common word of the English titles: the widest match a search can have.
    searchShape(ctx, 'the', 'relevance'),
    searchShape(ctx, 'the', 'most-viewed'),
  ];
}

/** Tables that grow with the catalogue without bound: a listing must never read all of one. */
export const BIG_TABLES: ReadonlySet<string> = new Set([
  'videos', 'video_categories', 'video_models', 'video_views_daily', 'video_rankings', 'playlist_videos', 'photos',
  'comments', 'votes', 'history', 'favourites', 'watch_later',
]);
