// What the sitemaps list: the public, live items of each kind, found by id ranges and read by keyset (never OFFSET).
import { SITEMAP_KINDS, type SitemapKind } from '../config/sitemaps';
import { PUBLIC_ALBUM } from './albums';
import { LISTED_CHANNEL } from './channels';
import { LISTED_MODEL } from './models';
import { PUBLIC_PLAYLIST } from './playlists';
import { PUBLIC_VIDEO } from './video-listing';

/** A kind's table, its id, the condition its listings show an item under, and the columns an entry needs. */
interface KindSql {
  from: string;
  id: string;
  listed: string;
  columns: string;
}

const KINDS: Record<Exclude<SitemapKind, 'videos'>, KindSql> = {
  // A category's page exists even when empty; the sitemap names those with listed videos (counted by the cron).
  categories: { from: 'categories c', id: 'c.category_id', listed: 'c.total_videos <> 0', columns: 'c.category_id AS id, c.dir, NULL AS lastmod' },
  models: { from: 'models m', id: 'm.model_id', listed: LISTED_MODEL, columns: 'm.model_id AS id, m.dir, NULL AS lastmod' },
  channels: { from: 'channels', id: 'channel_id', listed: LISTED_CHANNEL, columns: 'channel_id AS id, dir, last_video_at AS lastmod' },
  playlists: { from: 'playlists p', id: 'p.playlist_id', listed: PUBLIC_PLAYLIST, columns: 'p.playlist_id AS id, NULL AS dir, p.updated_at AS lastmod' },
  albums: { from: 'albums a', id: 'a.album_id', listed: PUBLIC_ALBUM, columns: 'a.album_id AS id, a.dir, a.post_date AS lastmod' },
};

const VIDEOS: KindSql = {
  from: 'videos v',
  id: 'v.video_id',
  listed: PUBLIC_VIDEO,
  // The title, slug and description in the file's language where the video has them (vt: its video_texts row).
  columns: 'v.video_id, COALESCE(vt.dir, v.dir) AS dir, COALESCE(vt.title, v.title) AS title, ' +
    'COALESCE(vt.description, v.description) AS description, v.duration, v.post_date, v.viewed, v.thumb, v.file_key, v.ex_tube, v.url AS ex_url',
};

function kindSql(kind: SitemapKind): KindSql {
  return kind === 'videos' ? VIDEOS : KINDS[kind];
}

/** A category, model, channel, playlist or album page: its id, its dir (null for playlists) and when it last changed. */
export interface SitemapPageRow {
  id: number;
  dir: string | null;
  lastmod: number | null;
}

export interface SitemapVideoRow {
  video_id: number;
  dir: string;
  title: string;
  description: string;
  duration: number;
  post_date: number;
  viewed: number;
  thumb: string;
  /** An embedded partner video's partner and embed address (docs/import.md): its player_loc. */
  file_key: string;
  ex_tube: string | null;
  ex_url: string | null;
  /** The video's category titles in the file's language, joined by TAG_SEPARATOR; null without categories. */
  tags: string | null;
}

/** Between the category titles of `tags`: a control character no title holds. */
export const TAG_SEPARATOR = '\x1f';

/** One read of a file: the listed items with ids in (after, upTo], in id order, at most `limit`. */
export interface KeysetRead {
  after: number;
  upTo: number;
  limit: number;
}

/**
 * The files each kind has: file n when an item with an id in ((n - 1) * size, n * size] is listed. A skip scan: per
 * file, one seek to the first listed id past the previous file's range, so the cost follows the number of files, not
 * of items. All kinds in one round trip.
 */
export async function listSitemapFiles(db: D1Database, idsPerFile: Record<SitemapKind, number>): Promise<Record<SitemapKind, number[]>> {
  const results = await db.batch(
    SITEMAP_KINDS.map((kind) => {
      const { from, id, listed } = kindSql(kind);
      // Written into the statement: a bound number arrives as a REAL, and the file arithmetic needs integer division.
      const size = Math.trunc(idsPerFile[kind]);
      const first = (after: string) => `(SELECT ${id} FROM ${from} WHERE ${id} > ${after} AND ${listed} ORDER BY ${id} LIMIT 1)`;
      return db.prepare(
        `WITH RECURSIVE listed(id) AS (
           SELECT ${first('0')}
           UNION ALL
           SELECT ${first(`((listed.id - 1) / ${size} + 1) * ${size}`)} FROM listed WHERE listed.id IS NOT NULL
         )
         SELECT (id - 1) / ${size} + 1 AS file FROM listed WHERE id IS NOT NULL`,
      );
    }),
  );
  const files = SITEMAP_KINDS.map((kind, i) => [kind, (results[i]!.results as { file: number }[]).map((row) => row.file)]);
  return Object.fromEntries(files) as Record<SitemapKind, number[]>;
}

/** A keyset read of videos in `lang` (their own text there, else the original) with their category titles in `lang` (English where a title is missing). */
export async function listSitemapVideos(db: D1Database, read: KeysetRead, lang: string): Promise<SitemapVideoRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${VIDEOS.columns},
              (SELECT group_concat(COALESCE(own.title, en.title, c.dir), char(31))
                 FROM video_categories vc
                 JOIN categories c ON c.category_id = vc.category_id
                 LEFT JOIN category_titles own ON own.category_id = vc.category_id AND own.lang = ?4
                 LEFT JOIN category_titles en ON en.category_id = vc.category_id AND en.lang = 'en'
                WHERE vc.video_id = v.video_id) AS tags
         FROM ${VIDEOS.from} LEFT JOIN video_texts vt ON vt.video_id = v.video_id AND vt.lang = ?4
        WHERE ${VIDEOS.id} > ?1 AND ${VIDEOS.id} <= ?2 AND ${VIDEOS.listed}
        ORDER BY ${VIDEOS.id} LIMIT ?3`,
    )
    .bind(read.after, read.upTo, read.limit, lang)
    .all<SitemapVideoRow>();
  return results;
}

/** A keyset read of one kind's pages. */
export async function listSitemapPages(db: D1Database, kind: Exclude<SitemapKind, 'videos'>, read: KeysetRead): Promise<SitemapPageRow[]> {
  const { from, id, listed, columns } = KINDS[kind];
  const { results } = await db
    .prepare(`SELECT ${columns} FROM ${from} WHERE ${id} > ?1 AND ${id} <= ?2 AND ${listed} ORDER BY ${id} LIMIT ?3`)
    .bind(read.after, read.upTo, read.limit)
    .all<SitemapPageRow>();
  return results;
}
