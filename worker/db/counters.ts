// Denormalized counters (likes, ratings, totals, popularity...) recomputed from the rows with set-based UPDATEs.
//
// videos.viewed is a running total kept by the view counter (and written by the seed as older views plus the
// daily rows); it is read here, never rewritten. Everything else is derived and safe to refresh at any time.

import { listListingCounterRefreshes } from './listing-counters';

const DAY_SECONDS = 86_400;
/** Popularity = views of the last this many days (today included). */
const POPULARITY_DAYS = 7;

/** Videos counted on category, model, channel and member pages: active and public. */
const LISTED_VIDEO = 'v.status_id = 1 AND v.is_private = 0';

interface CounterRefresh {
  table: string;
  key: string;
  columns: readonly string[];
  /** SELECT producing `id` plus every column, one row per row of `table`. */
  source: string;
}

function buildRefreshStatement({ table, key, columns, source }: CounterRefresh): string {
  const assignments = columns.map((column) => `${column} = s.${column}`).join(', ');
  return `UPDATE ${table} SET ${assignments} FROM (${source}) AS s WHERE ${table}.${key} = s.id`;
}

/** Likes and dislikes per object of one type. */
function aggregateVotes(objectType: string): string {
  return `SELECT object_id AS id, SUM(vote) AS likes, SUM(1 - vote) AS dislikes
            FROM votes WHERE object_type = '${objectType}' GROUP BY object_id`;
}

/** Visible comments per object of one type. */
function aggregateComments(objectType: string): string {
  return `SELECT object_id AS id, COUNT(*) AS n FROM comments
           WHERE object_type = '${objectType}' AND status_id = 1 GROUP BY object_id`;
}

/** 0..5 from likes and dislikes columns of an alias; 0 without votes. */
export function rateVotes(alias: string): string {
  return `CASE WHEN COALESCE(${alias}.likes, 0) + COALESCE(${alias}.dislikes, 0) > 0
            THEN 5.0 * ${alias}.likes / (${alias}.likes + ${alias}.dislikes) ELSE 0 END`;
}

function aggregateSubscribers(targetType: string): string {
  return `SELECT target_id AS id, COUNT(*) AS n FROM subscriptions WHERE target_type = '${targetType}' GROUP BY target_id`;
}

function refreshVideos(today: number): CounterRefresh {
  return {
    table: 'videos',
    key: 'video_id',
    columns: ['likes', 'dislikes', 'rating', 'comments_count', 'popularity'],
    source: `SELECT t.video_id AS id, COALESCE(vt.likes, 0) AS likes, COALESCE(vt.dislikes, 0) AS dislikes,
                    ${rateVotes('vt')} AS rating, COALESCE(c.n, 0) AS comments_count, COALESCE(p.views, 0) AS popularity
               FROM videos t
               LEFT JOIN (${aggregateVotes('video')}) vt ON vt.id = t.video_id
               LEFT JOIN (${aggregateComments('video')}) c ON c.id = t.video_id
               LEFT JOIN (SELECT video_id AS id, SUM(views) AS views FROM video_views_daily
                           WHERE day > ${today - POPULARITY_DAYS} GROUP BY video_id) p ON p.id = t.video_id`,
  };
}

function refreshCategories(): CounterRefresh {
  return {
    table: 'categories',
    key: 'category_id',
    columns: ['total_videos', 'viewed'],
    source: `SELECT t.category_id AS id, COALESCE(a.n, 0) AS total_videos, COALESCE(a.viewed, 0) AS viewed
               FROM categories t
               LEFT JOIN (SELECT vc.category_id AS id, COUNT(*) AS n, SUM(v.viewed) AS viewed
                            FROM video_categories vc JOIN videos v ON v.video_id = vc.video_id
                           WHERE ${LISTED_VIDEO} GROUP BY vc.category_id) a ON a.id = t.category_id`,
  };
}

/** Models and channels share their counters; only the way videos link to them differs. */
function refreshVideoOwners(table: 'models' | 'channels', key: string, linkedVideos: string, subscriptionType: string): CounterRefresh {
  return {
    table,
    key,
    columns: ['total_videos', 'viewed', 'subscribers', 'rating', 'popularity', ...(table === 'channels' ? ['last_video_at'] : [])],
    source: `SELECT t.${key} AS id, COALESCE(a.n, 0) AS total_videos, COALESCE(a.viewed, 0) AS viewed,
                    COALESCE(sub.n, 0) AS subscribers, ${rateVotes('a')} AS rating,
                    COALESCE(a.popularity, 0) AS popularity, a.last_video_at AS last_video_at
               FROM ${table} t
               LEFT JOIN (SELECT owner_id AS id, COUNT(*) AS n, SUM(v.viewed) AS viewed, SUM(v.likes) AS likes,
                                 SUM(v.dislikes) AS dislikes, SUM(v.popularity) AS popularity, MAX(v.post_date) AS last_video_at
                            FROM (${linkedVideos}) l JOIN videos v ON v.video_id = l.video_id
                           WHERE ${LISTED_VIDEO} GROUP BY owner_id) a ON a.id = t.${key}
               LEFT JOIN (${aggregateSubscribers(subscriptionType)}) sub ON sub.id = t.${key}`,
  };
}

function refreshMembers(): CounterRefresh {
  return {
    table: 'users',
    key: 'user_id',
    columns: ['videos_count', 'videos_viewed', 'subscribers_count', 'last_upload_at'],
    source: `SELECT t.user_id AS id, COALESCE(a.n, 0) AS videos_count, COALESCE(a.viewed, 0) AS videos_viewed,
                    COALESCE(sub.n, 0) AS subscribers_count, a.last_upload_at AS last_upload_at
               FROM users t
               LEFT JOIN (SELECT v.user_id AS id, COUNT(*) AS n, SUM(v.viewed) AS viewed, MAX(v.post_date) AS last_upload_at
                            FROM videos v WHERE ${LISTED_VIDEO} AND v.user_id IS NOT NULL GROUP BY v.user_id) a ON a.id = t.user_id
               LEFT JOIN (${aggregateSubscribers('member')}) sub ON sub.id = t.user_id`,
  };
}

function refreshAlbums(): CounterRefresh {
  return {
    table: 'albums',
    key: 'album_id',
    columns: ['photos_amount', 'comments_count', 'likes', 'dislikes', 'rating'],
    source: `SELECT t.album_id AS id, COALESCE(ph.n, 0) AS photos_amount, COALESCE(c.n, 0) AS comments_count,
                    COALESCE(vt.likes, 0) AS likes, COALESCE(vt.dislikes, 0) AS dislikes, ${rateVotes('vt')} AS rating
               FROM albums t
               LEFT JOIN (SELECT album_id AS id, COUNT(*) AS n FROM photos GROUP BY album_id) ph ON ph.id = t.album_id
               LEFT JOIN (${aggregateComments('album')}) c ON c.id = t.album_id
               LEFT JOIN (${aggregateVotes('album')}) vt ON vt.id = t.album_id`,
  };
}

/** total_videos counts the active public videos, as the playlist page lists them. */
function refreshPlaylists(): CounterRefresh {
  return {
    table: 'playlists',
    key: 'playlist_id',
    columns: ['total_videos', 'rating'],
    source: `SELECT t.playlist_id AS id, COALESCE(pv.n, 0) AS total_videos, ${rateVotes('vt')} AS rating
               FROM playlists t
               LEFT JOIN (SELECT l.playlist_id AS id, COUNT(*) AS n FROM playlist_videos l
                            JOIN videos v ON v.video_id = l.video_id WHERE v.status_id = 1 AND v.is_private = 0
                           GROUP BY l.playlist_id) pv
                 ON pv.id = t.playlist_id
               LEFT JOIN (${aggregateVotes('playlist')}) vt ON vt.id = t.playlist_id`,
  };
}

/** The refreshes in dependency order: videos first, then everything that sums over videos. */
export function listCounterRefreshes(now: number): string[] {
  const today = Math.floor(now / DAY_SECONDS);
  return [
    refreshVideos(today),
    refreshCategories(),
    refreshVideoOwners('models', 'model_id', 'SELECT model_id AS owner_id, video_id FROM video_models', 'model'),
    refreshVideoOwners('channels', 'channel_id', 'SELECT channel_id AS owner_id, video_id FROM videos WHERE channel_id IS NOT NULL', 'channel'),
    refreshMembers(),
    refreshAlbums(),
    refreshPlaylists(),
  ].map(buildRefreshStatement);
}

/** Recomputes every denormalized counter; `now` (unix seconds) decides which days count as the last week. */
export async function refreshCounters(db: D1Database, now: number = Math.floor(Date.now() / 1000)): Promise<void> {
  for (const sql of [...listCounterRefreshes(now), ...listListingCounterRefreshes(now)]) await db.prepare(sql).run();
}
