// Video listings at any catalogue size. Totals come from video_list_counts (exact as of the last counter refresh)
// or, with a date filter or several categories, from a live count that stops at the deepest row a page can show.
// A page is read either by walking its sort index, which holds the filter, channel and uploader columns, or from the
// list's smallest category, model, channel or uploader first, whichever reads less. SQLite's own estimates know
// neither how big one category is nor how deep a page lies, so the choice is made here and each statement names
// its index (INDEXED BY, or CROSS JOIN for the join order).
import type { VideoSort } from '../domain/vocabularies';
import { MAX_PAGE } from '../config/limits';
import { HD_HEIGHT } from '../config/uploads';
import type { DateFilter, DurationFilter, Page, VideoCard, VideoListQuery } from './videos';
import { CARD_TEXTS_COLUMN } from './video-texts';

/** A list's video row (VideoCard): what a card shows, and the spec's list fields the API answers besides; its titles in other languages. */
export const CARD_COLUMNS =
  'v.video_id, v.dir, v.title, v.duration, v.post_date, v.thumb, v.thumb_set, v.preview_key, v.viewed, v.rating, v.is_private, v.height, ' +
  'v.sg_id, v.likes, v.dislikes, v.comments_count, v.ex_tube, v.ex_id, v.url AS ex_url, ' + CARD_TEXTS_COLUMN;

/** The condition every public listing shares; it matches the partial indexes' WHERE exactly. */
export const PUBLIC_VIDEO = 'v.status_id = 1 AND v.is_private = 0';

/** Each sort walks its partial index of migrations/0009: section, sort key, then the filter columns. */
export const SORT_INDEX: Record<VideoSort, { index: string; order: string }> = {
  'latest-updates': { index: 'videos_latest', order: 'v.post_date DESC, v.video_id DESC' },
  longest: { index: 'videos_longest', order: 'v.duration DESC, v.video_id DESC' },
  'most-commented': { index: 'videos_commented', order: 'v.comments_count DESC, v.video_id DESC' },
  'most-popular': { index: 'videos_popular', order: 'v.popularity DESC, v.video_id DESC' },
  'most-viewed': { index: 'videos_viewed', order: 'v.viewed DESC, v.video_id DESC' },
  'top-rated': { index: 'videos_rated', order: 'v.rating DESC, v.likes DESC, v.video_id DESC' },
};

export const DURATION_SQL: Record<DurationFilter, string> = {
  short: 'v.duration < 600',
  medium: 'v.duration BETWEEN 600 AND 2400',
  long: 'v.duration > 2400',
};

/** The duration class of a video row, as video_list_counts stores it. */
export const DURATION_CLASS_SQL = `CASE ${Object.entries(DURATION_SQL).map(([name, sql]) => `WHEN ${sql} THEN '${name}'`).join(' ')} END`;

/** The "HD only" filter: the top rendition is HD. */
export const HD_SQL = `v.height >= ${HD_HEIGHT}`;

export const DATE_SECONDS: Record<DateFilter, number> = { day: 86_400, week: 7 * 86_400, month: 30 * 86_400 };

export type CountScope = 'all' | 'category' | 'model' | 'channel' | 'uploader';

/** Numbered parameters of one statement: `add` returns the placeholder of a value. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `?${this.values.length}`;
  }
}

/** A part of the section that a list is limited to: a category, a model, a channel or an uploader. */
interface Subset {
  /** Its key in video_list_counts; `id` writes the SQL of its id (a parameter, or a lookup by dir). */
  counted: { scope: CountScope; id: (p: Params) => string };
  /** Testing it takes a probe into a link table; the sort indexes hold the channel and uploader columns themselves. */
  probe: boolean;
  /** Keeps only this subset's videos, tested on each row read. */
  test(p: Params): string;
  /** Reads this subset first: the FROM clause (with `videos v`) and the condition its index answers. */
  read(p: Params): { from: string; where: string };
}

function linkSubset(scope: 'category' | 'model', table: string, column: string, id: (p: Params) => string): Subset {
  return {
    counted: { scope, id },
    probe: true,
    test: (p) => `EXISTS (SELECT 1 FROM ${table} l WHERE l.${column} = ${id(p)} AND l.video_id = v.video_id)`,
    read: (p) => ({ from: `${table} link CROSS JOIN videos v ON v.video_id = link.video_id`, where: `link.${column} = ${id(p)}` }),
  };
}

function columnSubset(scope: 'channel' | 'uploader', column: string, index: string, id: (p: Params) => string): Subset {
  const test = (p: Params) => `v.${column} = ${id(p)}`;
  return { counted: { scope, id }, probe: false, test, read: (p) => ({ from: `videos v INDEXED BY ${index}`, where: test(p) }) };
}

/**
 * A subset's id: looked up by its dir (or, for related videos, as the video's smallest category) inside the very
 * statement that uses it, so naming a list costs no round trip of its own. The lookup is a constant subquery, run once.
 */
const byDir = (table: string, column: string, dir: string) => (p: Params) => `(SELECT ${column} FROM ${table} WHERE dir = ${p.add(dir)})`;
const smallestCategoryOf = (videoId: number) => (p: Params) =>
  `(SELECT c.category_id FROM video_categories vc JOIN categories c ON c.category_id = vc.category_id
     WHERE vc.video_id = ${p.add(videoId)} ORDER BY c.total_videos, c.category_id LIMIT 1)`;

function listSubsets(q: VideoListQuery): Subset[] {
  const scope = q.scope ?? { kind: 'all' };
  switch (scope.kind) {
    case 'all':
      return [];
    case 'categories':
      return scope.dirs.map((dir) => linkSubset('category', 'video_categories', 'category_id', byDir('categories', 'category_id', dir)));
    case 'related':
      return [linkSubset('category', 'video_categories', 'category_id', smallestCategoryOf(scope.videoId))];
    case 'model':
      return [linkSubset('model', 'video_models', 'model_id', byDir('models', 'model_id', scope.dir))];
    case 'channel':
      return [columnSubset('channel', 'channel_id', 'videos_channel', byDir('channels', 'channel_id', scope.dir))];
    case 'uploader':
      return [columnSubset('uploader', 'user_id', 'videos_user', (p) => p.add(scope.id))];
  }
}

/** Public videos of the section in one counted scope, optionally of one duration class. */
function countedSql(p: Params, gender: string, counted: Subset['counted'], duration?: DurationFilter): string {
  const ofDuration = duration ? ` AND duration = ${p.add(duration)}` : '';
  return `(SELECT COALESCE(SUM(videos), 0) FROM video_list_counts
            WHERE scope = ${p.add(counted.scope)} AND scope_id = ${counted.id(p)} AND gender = ${gender}${ofDuration})`;
}

/** The section of a list: the query's, or for related videos the video's own, looked up in the statement. */
function sectionSql(q: VideoListQuery, p: Params): string {
  return q.scope?.kind === 'related' ? `(SELECT gender FROM videos WHERE video_id = ${p.add(q.scope.videoId)})` : p.add(q.gender);
}

/** The whole section's count key. */
const ALL: Subset['counted'] = { scope: 'all', id: () => '0' };

/**
 * `FROM ... WHERE ...` of the list: walking `index` when `first` is null, else reading that subset first. Tests the
 * sort indexes answer come before the link probes, so rows they drop cost no probe.
 */
function listSource(q: VideoListQuery, subsets: readonly Subset[], first: Subset | null, index: string, p: Params): string {
  const where = [PUBLIC_VIDEO, `v.gender = ${sectionSql(q, p)}`];
  let from = `videos v INDEXED BY ${index}`;
  if (first) {
    const read = first.read(p);
    from = read.from;
    where.push(read.where);
  }
  if (q.duration) where.push(DURATION_SQL[q.duration]);
  if (q.date) where.push(`v.post_date >= ${p.add(q.now - DATE_SECONDS[q.date])}`);
  if (q.hd) where.push(HD_SQL);
  const tested = subsets.filter((subset) => subset !== first);
  for (const subset of [...tested.filter((s) => !s.probe), ...tested.filter((s) => s.probe)]) where.push(subset.test(p));
  return `${from} WHERE ${where.join(' AND ')}`;
}

interface Sizes {
  /** Public videos of the section, and of the duration asked for. */
  section: number;
  filtered: number;
  /** Each subset's public videos in the section. */
  subsets: number[];
  /** Whether every subset's dir names one: a list of something that does not exist is no list at all. */
  resolved: boolean;
  /** The list's total when the counts hold it: one subset at most, no date filter, not HD only. */
  exact: number | null;
}

export interface ListStatement {
  sql: string;
  params: unknown[];
}

/** Live counts stop at the deepest row a page of this size can show: they never read more than the pages reach. */
function countCap(q: VideoListQuery): number {
  return MAX_PAGE * q.perPage;
}

/** The counted scope whose counts hold the list's exact total, if any. */
function exactScope(q: VideoListQuery, subsets: readonly Subset[]): Subset['counted'] | undefined {
  // The counts know sections, scopes and duration classes, not dates or heights.
  if (q.date || q.hd) return undefined;
  if (subsets.length === 0) return ALL;
  return subsets.length === 1 ? subsets[0]!.counted : undefined;
}

/**
 * One row of key reads in video_list_counts: the section's size, each subset's size and id (null when its dir names
 * nothing) and, when it has one, the exact total.
 */
export function buildSizesStatement(q: VideoListQuery): ListStatement {
  const subsets = listSubsets(q);
  const p = new Params();
  const gender = sectionSql(q, p);
  const columns = [
    `${countedSql(p, gender, ALL)} AS section`,
    `${countedSql(p, gender, ALL, q.duration)} AS filtered`,
    ...subsets.flatMap((subset, i) => [`${countedSql(p, gender, subset.counted)} AS subset${i}`, `${subset.counted.id(p)} AS id${i}`]),
  ];
  const exact = exactScope(q, subsets);
  if (exact) columns.push(`${countedSql(p, gender, exact, q.duration)} AS exact`);
  return { sql: `SELECT ${columns.join(', ')}`, params: p.values };
}

/** How many subsets a list has: each may be read first. */
export function countSubsets(q: VideoListQuery): number {
  return listSubsets(q).length;
}

/** The page of a list, walking its sort index (`first` null) or reading subset number `first` first. */
export function buildPageStatement(q: VideoListQuery, first: number | null): ListStatement {
  const subsets = listSubsets(q);
  const p = new Params();
  const { index, order } = SORT_INDEX[q.sort];
  const source = listSource(q, subsets, first === null ? null : subsets[first]!, index, p);
  const sql = `SELECT ${CARD_COLUMNS} FROM ${source} ORDER BY ${order} LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`;
  return { sql, params: p.values };
}

/** The live count of a list: walking the newest-first index (the date range, if any) or reading subset `first` first. */
export function buildCountStatement(q: VideoListQuery, first: number | null): ListStatement {
  const subsets = listSubsets(q);
  const p = new Params();
  const source = listSource(q, subsets, first === null ? null : subsets[first]!, SORT_INDEX['latest-updates'].index, p);
  return { sql: `SELECT COUNT(*) AS total FROM (SELECT 1 FROM ${source} LIMIT ${countCap(q)})`, params: p.values };
}

function readSizes(q: VideoListQuery, row: Record<string, number | null>): Sizes {
  const subsets = Array.from({ length: countSubsets(q) }, (_, i) => i);
  return {
    section: row.section!,
    filtered: row.filtered!,
    subsets: subsets.map((i) => row[`subset${i}`]!),
    resolved: subsets.every((i) => row[`id${i}`] !== null),
    exact: row.exact ?? null,
  };
}

/**
 * Relative costs, measured at 300,000 videos: a sort-index entry walked and tested in the index is 1; a probe into a
 * link table about 8; a table row read and sorted about 40.
 */
const PROBE_COST = 8;
const ROW_COST = 40;

/**
 * The subset to read first, or null to walk the index. Walking reads about end × section / total index entries to
 * reach the `end`-th row of the list, probing each for categories and models; reading the smallest subset first
 * reads and sorts all its rows. Without an exact total, subsets count as independent parts of the section.
 */
function pickFirstSubset(q: VideoListQuery, sizes: Sizes, end: number): number | null {
  if (sizes.subsets.length === 0) return null;
  const smallest = sizes.subsets.indexOf(Math.min(...sizes.subsets));
  const section = Math.max(sizes.section, 1);
  const total = sizes.exact ?? sizes.subsets.reduce((share, size) => (share * size) / section, sizes.filtered);
  const probes = listSubsets(q).filter((subset) => subset.probe).length;
  const walk = ((Math.min(end, total) * section) / Math.max(total, 1)) * (1 + PROBE_COST * probes);
  return sizes.subsets[smallest]! * ROW_COST <= walk ? smallest : null;
}

function prepare(db: D1Database, { sql, params }: ListStatement): D1PreparedStatement {
  return db.prepare(sql).bind(...params);
}

/** The page's rows and, without an exact total, its live count, read the way the sizes say is cheapest. */
function pageStatements(db: D1Database, q: VideoListQuery, sizes: Sizes | null): D1PreparedStatement[] {
  const offset = (q.page - 1) * q.perPage;
  const first = (end: number) => (sizes ? pickFirstSubset(q, sizes, end) : null);
  const page = prepare(db, buildPageStatement(q, first(offset + q.perPage)));
  const exactKnown = exactScope(q, listSubsets(q)) !== undefined;
  return exactKnown ? [page] : [page, prepare(db, buildCountStatement(q, first(countCap(q))))];
}

/**
 * A page of a list and its total, or null when the list names a category, model or channel that does not exist. A
 * list of the whole section has no way to choose, so its sizes, rows and count go out in one batch; a list of a
 * subset reads its sizes first and then its rows the cheaper way.
 */
export async function listVideos(db: D1Database, q: VideoListQuery): Promise<Page<VideoCard> | null> {
  const sizesStatement = prepare(db, buildSizesStatement(q));
  let sizes: Sizes;
  let results: D1Result[];
  if (countSubsets(q) === 0) {
    const [sized, ...rest] = await db.batch([sizesStatement, ...pageStatements(db, q, null)]);
    sizes = readSizes(q, sized!.results[0] as Record<string, number>);
    results = rest;
  } else {
    sizes = readSizes(q, (await sizesStatement.first<Record<string, number | null>>())!);
    if (!sizes.resolved) return null;
    if (sizes.exact !== null && (q.page - 1) * q.perPage >= sizes.exact) return { items: [], total: sizes.exact };
    results = await db.batch(pageStatements(db, q, sizes));
  }
  const [rows, counted] = results;
  return { items: rows!.results as VideoCard[], total: sizes.exact ?? (counted!.results[0] as { total: number }).total };
}
