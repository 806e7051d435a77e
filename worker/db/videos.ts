// Videos: listing queries for every sort, filter and scope, and single-video reads.
import type { VideoSort } from '../../views/urls';

export interface VideoCard {
  video_id: number;
  dir: string;
  title: string;
  duration: number;
  post_date: number;
  thumb: string;
  viewed: number;
  rating: number;
  is_private: number;
}

export interface VideoDetail extends VideoCard {
  description: string;
  lang: string;
  status_id: number;
  gender: number;
  sg_id: number;
  file_key: string;
  timeline_key: string | null;
  width: number;
  height: number;
  likes: number;
  dislikes: number;
  comments_count: number;
  user_id: number | null;
  username: string | null;
  user_avatar: string | null;
  channel_id: number | null;
  channel_dir: string | null;
  channel_title: string | null;
}

export type DurationFilter = 'short' | 'medium' | 'long';
export type DateFilter = 'day' | 'week' | 'month';
export const DURATION_FILTERS: readonly DurationFilter[] = ['short', 'medium', 'long'];
export const DATE_FILTERS: readonly DateFilter[] = ['day', 'week', 'month'];

export type VideoScope =
  | { kind: 'all' }
  | { kind: 'categories'; ids: readonly number[] }
  | { kind: 'model'; id: number }
  | { kind: 'channel'; id: number }
  | { kind: 'uploader'; id: number };

export interface VideoListQuery {
  gender: number;
  sort: VideoSort;
  page: number;
  perPage: number;
  scope?: VideoScope;
  duration?: DurationFilter;
  date?: DateFilter;
  now: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

const CARD_COLUMNS = 'v.video_id, v.dir, v.title, v.duration, v.post_date, v.thumb, v.viewed, v.rating, v.is_private';

/** Each ORDER BY matches one partial index of migrations/0002 (gender first, then the sort key). */
const ORDER_BY: Record<VideoSort, string> = {
  'latest-updates': 'v.post_date DESC, v.video_id DESC',
  longest: 'v.duration DESC, v.video_id DESC',
  'most-commented': 'v.comments_count DESC, v.video_id DESC',
  'most-popular': 'v.popularity DESC, v.video_id DESC',
  'most-viewed': 'v.viewed DESC, v.video_id DESC',
  'top-rated': 'v.rating DESC, v.likes DESC, v.video_id DESC',
};

const DURATION_SQL: Record<DurationFilter, string> = {
  short: 'v.duration < 600',
  medium: 'v.duration BETWEEN 600 AND 2400',
  long: 'v.duration > 2400',
};
const DATE_SECONDS: Record<DateFilter, number> = { day: 86_400, week: 7 * 86_400, month: 30 * 86_400 };

/** The condition every public listing shares; it matches the partial indexes' WHERE exactly. */
export const PUBLIC_VIDEO = 'v.status_id = 1 AND v.is_private = 0';

function scopeCondition(scope: VideoScope, params: unknown[]): string[] {
  switch (scope.kind) {
    case 'all':
      return [];
    case 'categories':
      return scope.ids.map((id) => {
        params.push(id);
        return `v.video_id IN (SELECT video_id FROM video_categories WHERE category_id = ?${params.length})`;
      });
    case 'model':
      params.push(scope.id);
      return [`v.video_id IN (SELECT video_id FROM video_models WHERE model_id = ?${params.length})`];
    case 'channel':
      params.push(scope.id);
      return [`v.channel_id = ?${params.length}`];
    case 'uploader':
      params.push(scope.id);
      return [`v.user_id = ?${params.length}`];
  }
}

export async function listVideos(db: D1Database, query: VideoListQuery): Promise<Page<VideoCard>> {
  const params: unknown[] = [query.gender];
  const where = [PUBLIC_VIDEO, 'v.gender = ?1', ...scopeCondition(query.scope ?? { kind: 'all' }, params)];
  if (query.duration) where.push(DURATION_SQL[query.duration]);
  if (query.date) {
    params.push(query.now - DATE_SECONDS[query.date]);
    where.push(`v.post_date >= ?${params.length}`);
  }
  const whereSql = where.join(' AND ');
  const offset = (query.page - 1) * query.perPage;
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${CARD_COLUMNS} FROM videos v WHERE ${whereSql} ORDER BY ${ORDER_BY[query.sort]} LIMIT ${query.perPage} OFFSET ${offset}`,
      )
      .bind(...params),
    db.prepare(`SELECT COUNT(*) AS total FROM videos v WHERE ${whereSql}`).bind(...params),
  ]);
  return { items: rows!.results as VideoCard[], total: (count!.results[0] as { total: number }).total };
}

/** Most viewed videos of one country over the last `days` days, from the daily view counts. */
export async function listTopInCountry(
  db: D1Database,
  q: { gender: number; country: string; sinceDay: number; page: number; perPage: number },
): Promise<Page<VideoCard>> {
  const from = `FROM video_views_daily d JOIN videos v ON v.video_id = d.video_id
    WHERE d.country = ?1 AND d.day >= ?2 AND ${PUBLIC_VIDEO} AND v.gender = ?3`;
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${CARD_COLUMNS}, SUM(d.views) AS period_views ${from}
          GROUP BY d.video_id ORDER BY period_views DESC, v.video_id DESC
          LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
      )
      .bind(q.country, q.sinceDay, q.gender),
    db.prepare(`SELECT COUNT(DISTINCT d.video_id) AS total ${from}`).bind(q.country, q.sinceDay, q.gender),
  ]);
  return { items: rows!.results as VideoCard[], total: (count!.results[0] as { total: number }).total };
}

/** Videos with the most views on one day, all countries together. */
export async function listPopularOnDay(db: D1Database, q: { gender: number; day: number; limit: number }): Promise<VideoCard[]> {
  const { results } = await db
    .prepare(
      `SELECT ${CARD_COLUMNS}, SUM(d.views) AS day_views
         FROM video_views_daily d JOIN videos v ON v.video_id = d.video_id
        WHERE d.day = ?1 AND ${PUBLIC_VIDEO} AND v.gender = ?2
        GROUP BY d.video_id ORDER BY day_views DESC, v.video_id DESC LIMIT ?3`,
    )
    .bind(q.day, q.gender, q.limit)
    .all<VideoCard>();
  return results;
}

export async function readVideo(db: D1Database, videoId: number): Promise<VideoDetail | null> {
  return db
    .prepare(
      `SELECT ${CARD_COLUMNS}, v.description, v.lang, v.status_id, v.gender, v.sg_id, v.file_key, v.timeline_key,
              v.width, v.height, v.likes, v.dislikes, v.comments_count, v.user_id,
              u.username, u.avatar AS user_avatar, v.channel_id, ch.dir AS channel_dir, ch.title AS channel_title
         FROM videos v
         LEFT JOIN users u ON u.user_id = v.user_id
         LEFT JOIN channels ch ON ch.channel_id = v.channel_id
        WHERE v.video_id = ?1`,
    )
    .bind(videoId)
    .first<VideoDetail>();
}

export interface VideoTag {
  dir: string;
  title: string;
}

export async function listVideoTags(db: D1Database, videoId: number, lang: string): Promise<{ categories: VideoTag[]; models: VideoTag[] }> {
  const [categories, models] = await db.batch([
    db
      .prepare(
        `SELECT c.dir, COALESCE(own.title, en.title) AS title
           FROM video_categories vc JOIN categories c ON c.category_id = vc.category_id
           LEFT JOIN category_titles own ON own.category_id = c.category_id AND own.lang = ?2
           LEFT JOIN category_titles en ON en.category_id = c.category_id AND en.lang = 'en'
          WHERE vc.video_id = ?1 ORDER BY title`,
      )
      .bind(videoId, lang),
    db
      .prepare(
        `SELECT m.dir, m.title FROM video_models vm JOIN models m ON m.model_id = vm.model_id
          WHERE vm.video_id = ?1 ORDER BY m.title`,
      )
      .bind(videoId),
  ]);
  return { categories: categories!.results as VideoTag[], models: models!.results as VideoTag[] };
}

/** Videos sharing categories with the given one, most shared first, then most viewed. */
export async function listRelatedVideos(
  db: D1Database,
  q: { videoId: number; gender: number; page: number; perPage: number },
): Promise<VideoCard[]> {
  const { results } = await db
    .prepare(
      `SELECT ${CARD_COLUMNS}, COUNT(*) AS shared
         FROM video_categories mine
         JOIN video_categories other ON other.category_id = mine.category_id AND other.video_id <> mine.video_id
         JOIN videos v ON v.video_id = other.video_id
        WHERE mine.video_id = ?1 AND ${PUBLIC_VIDEO} AND v.gender = ?2
        GROUP BY v.video_id ORDER BY shared DESC, v.viewed DESC, v.video_id DESC
        LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
    )
    .bind(q.videoId, q.gender)
    .all<VideoCard>();
  return results;
}

/** A LIKE pattern (used with ESCAPE '\\') matching text that contains the query; its LIKE wildcards are escaped. */
export function containsPattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Substring match on titles (case-insensitive for ASCII). */
export async function searchVideos(
  db: D1Database,
  q: { query: string; gender: number; page: number; perPage: number },
): Promise<Page<VideoCard>> {
  const pattern = containsPattern(q.query);
  const where = `${PUBLIC_VIDEO} AND v.gender = ?1 AND v.title LIKE ?2 ESCAPE '\\'`;
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${CARD_COLUMNS} FROM videos v WHERE ${where}
          ORDER BY v.viewed DESC, v.video_id DESC LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
      )
      .bind(q.gender, pattern),
    db.prepare(`SELECT COUNT(*) AS total FROM videos v WHERE ${where}`).bind(q.gender, pattern),
  ]);
  return { items: rows!.results as VideoCard[], total: (count!.results[0] as { total: number }).total };
}
