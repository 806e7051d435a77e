// Videos: single-video reads, rankings and related videos (listings by sort: video-listing.ts; search: video-search.ts).
import type { VideoSort } from '../domain/vocabularies';
import { CARD_COLUMNS, PUBLIC_VIDEO } from './video-listing';
import { DESCRIPTIONS_COLUMN } from './video-texts';
import { TODAY_RANKING } from './listing-counters';
import { USER_VISIBLE, type UserVisible } from './member-visibility';
import { VIDEO_SUBSCRIPTION_COLUMNS, type SubscriptionTarget } from './subscriptions';

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
  /** The largest rendition's height: the cards' quality badge. */
  height: number;
  /** The stem of the card image's WebP sizes; null: `thumb` as it is. */
  thumb_set: string | null;
  /** The short clip the card plays under the pointer. */
  preview_key: string | null;
  /** The screenshot group shown on cards (spec section 3). */
  sg_id: number;
  likes: number;
  dislikes: number;
  comments_count: number;
  /** A partner item's tube, its id there and its page there (spec section 3: ex_tube, ex_id, url); null when hosted here. */
  ex_tube: string | null;
  ex_id: string | null;
  ex_url: string | null;
  /** Its titles in other languages, JSON {lang: [title, dir]} (domain/video-texts.ts reads it); null or absent: none. */
  texts?: string | null;
}

/** One file of a video's rendition ladder. */
export interface Rendition {
  height: number;
  width: number;
  size: number;
  key: string;
}

export interface VideoDetail extends VideoCard {
  description: string;
  /** Its descriptions in other languages, JSON {lang: description}; null or absent: none. */
  descriptions?: string | null;
  lang: string;
  status_id: number;
  gender: number;
  /** The largest rendition's key (file_size its bytes). */
  file_key: string;
  file_size: number;
  /** The master playlist's key; null when the renditions are plain MP4 (processed before the ladder). */
  stream_key: string | null;
  /** Every rendition, lowest first; empty for a video whose only file is file_key. */
  renditions: Rendition[];
  timeline_key: string | null;
  width: number;
  user_id: number | null;
  username: string | null;
  user_visible: UserVisible | null;
  user_avatar: string | null;
  channel_id: number | null;
  channel_dir: string | null;
  channel_title: string | null;
  /** The channel's own fields as stored (spec section 3: channel cf1, vda); nothing on the site reads them. */
  channel_cf1: string | null;
  channel_vda: string | null;
  /** Whom the watch page's subscribe button is for (db/subscriptions.ts), with their count when this copy was read. */
  subscription_target: SubscriptionTarget | null;
  subscription_target_id: number | null;
  subscription_subscribers: number | null;
}

export type DurationFilter = 'short' | 'medium' | 'long';
export type DateFilter = 'day' | 'week' | 'month';
export const DURATION_FILTERS: readonly DurationFilter[] = ['short', 'medium', 'long'];
export const DATE_FILTERS: readonly DateFilter[] = ['day', 'week', 'month'];

/** What a video list is limited to: categories, models and channels by their dir, uploaders by their id. */
export type VideoScope =
  | { kind: 'all' }
  | { kind: 'categories'; dirs: readonly string[] }
  | { kind: 'model'; dir: string }
  | { kind: 'channel'; dir: string }
  | { kind: 'uploader'; id: number }
  /** The related videos of a video: its smallest category. */
  | { kind: 'related'; videoId: number };

export interface VideoListQuery {
  /** The section; related videos are of their video's own section, whatever this says. */
  gender: number;
  sort: VideoSort;
  page: number;
  perPage: number;
  scope?: VideoScope;
  duration?: DurationFilter;
  date?: DateFilter;
  /** HD videos only (top rendition at HD_HEIGHT or more). */
  hd?: boolean;
  now: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * Top-in-country and popular-today lists: precomputed rankings (video_rankings, rebuilt with the counters). The page
 * is cut from the ranking's index alone, then its videos are read; one hidden since the refresh is left out.
 */
async function listRanking(
  db: D1Database,
  q: { ranking: string; gender: number; page: number; perPage: number },
): Promise<Page<VideoCard>> {
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${CARD_COLUMNS}, r.views AS period_views
           FROM (SELECT video_id, views FROM video_rankings WHERE ranking = ?1 AND gender = ?2
                  ORDER BY views DESC, video_id DESC LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}) r
           CROSS JOIN videos v ON v.video_id = r.video_id
          WHERE ${PUBLIC_VIDEO} ORDER BY r.views DESC, r.video_id DESC`,
      )
      .bind(q.ranking, q.gender),
    db.prepare('SELECT COUNT(*) AS total FROM video_rankings WHERE ranking = ?1 AND gender = ?2').bind(q.ranking, q.gender),
  ]);
  return { items: rows!.results as VideoCard[], total: (count!.results[0] as { total: number }).total };
}

/** Most viewed videos of one country over the last TOP_COUNTRY_DAYS days, as of the last counter refresh. */
export function listTopInCountry(
  db: D1Database,
  q: { gender: number; country: string; page: number; perPage: number },
): Promise<Page<VideoCard>> {
  return listRanking(db, { ranking: q.country, gender: q.gender, page: q.page, perPage: q.perPage });
}

/** Videos with the most views on the day of the last counter refresh, all countries together. */
export async function listPopularToday(db: D1Database, q: { gender: number; limit: number }): Promise<VideoCard[]> {
  return (await listRanking(db, { ranking: TODAY_RANKING, gender: q.gender, page: 1, perPage: q.limit })).items;
}

/** A video's renditions as one JSON array of [height, width, size, key], lowest first (read with the video). */
const RENDITIONS_JSON = `(SELECT json_group_array(json_array(r.height, r.width, r.size, r.file_key))
    FROM (SELECT height, width, size, file_key FROM video_renditions WHERE video_id = v.video_id ORDER BY height) r) AS renditions`;

function parseRenditions(json: string): Rendition[] {
  return (JSON.parse(json) as [number, number, number, string][]).map(([height, width, size, key]) => ({ height, width, size, key }));
}

export async function readVideo(db: D1Database, videoId: number): Promise<VideoDetail | null> {
  const row = await db
    .prepare(
      `SELECT ${CARD_COLUMNS}, v.description, ${DESCRIPTIONS_COLUMN}, v.lang, v.status_id, v.gender, v.file_key, v.file_size, v.stream_key,
              ${RENDITIONS_JSON}, v.timeline_key,
              v.width, v.user_id,
              u.username, ${USER_VISIBLE}, u.avatar AS user_avatar, v.channel_id, ch.dir AS channel_dir, ch.title AS channel_title,
              ch.cf1 AS channel_cf1, ch.vda AS channel_vda,
              ${VIDEO_SUBSCRIPTION_COLUMNS}
         FROM videos v
         LEFT JOIN users u ON u.user_id = v.user_id
         LEFT JOIN channels ch ON ch.channel_id = v.channel_id
        WHERE v.video_id = ?1`,
    )
    .bind(videoId)
    .first<Omit<VideoDetail, 'renditions'> & { renditions: string }>();
  return row && { ...row, renditions: parseRenditions(row.renditions) };
}

/** The counts members' actions move (views, votes, comments), read fresh for a member's own page. */
export type VideoCounts = Pick<VideoDetail, 'viewed' | 'rating' | 'likes' | 'dislikes' | 'comments_count'>;

export async function readVideoCounts(db: D1Database, videoId: number): Promise<VideoCounts | null> {
  return db.prepare('SELECT viewed, rating, likes, dislikes, comments_count FROM videos WHERE video_id = ?1').bind(videoId).first<VideoCounts>();
}

export interface VideoTag {
  dir: string;
  title: string;
}

export interface VideoTags {
  categories: VideoTag[];
  models: VideoTag[];
}

export async function listVideoTags(db: D1Database, videoId: number, lang: string): Promise<VideoTags> {
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

/**
 * The needle of `instr(lower(column), ?) > 0`: text containing the query, ASCII letters in any case (as LIKE compares,
 * without LIKE's 50-byte pattern limit, which 17 kanji exceed).
 */
export function containsNeedle(query: string): string {
  return query.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}
