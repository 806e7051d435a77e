// Playlists: the public list, one playlist with its videos, and a member's playlists.
import type { PlaylistSort } from '../domain/vocabularies';
import { USER_VISIBLE, type UserVisible } from './member-visibility';
import type { Page, VideoCard } from './videos';
import { CARD_COLUMNS } from './video-listing';

export interface PlaylistCard {
  playlist_id: number;
  title: string;
  total_videos: number;
  viewed: number;
  is_private: number;
  user_id: number;
  username: string;
  user_visible: UserVisible;
  thumb: string | null;
  /** The stem of that image's card sizes. */
  thumb_set: string | null;
}

export interface PlaylistDetail extends PlaylistCard {
  description: string;
  orientation: number;
}

/** The first video's thumbnail (and its card sizes) stands for the playlist. */
const firstVideo = (column: string) => `(SELECT v.${column} FROM playlist_videos pv JOIN videos v ON v.video_id = pv.video_id
    WHERE pv.playlist_id = p.playlist_id ORDER BY pv.position LIMIT 1) AS ${column}`;
const CARD_SELECT = `SELECT p.playlist_id, p.title, p.total_videos, p.viewed, p.is_private, p.user_id, u.username, ${USER_VISIBLE},
  ${firstVideo('thumb')}, ${firstVideo('thumb_set')}
  FROM playlists p JOIN users u ON u.user_id = p.user_id`;

const ORDER_BY: Record<PlaylistSort, string> = {
  'most-popular': 'p.viewed DESC, p.playlist_id DESC',
  'latest-updates': 'p.updated_at DESC, p.playlist_id DESC',
  'top-rated': 'p.rating DESC, p.playlist_id DESC',
  'count-videos': 'p.total_videos DESC, p.playlist_id DESC',
};
/** '<> 0', not '> 0': no index is read for it as a range; it matches the sort indexes' WHERE (migrations/0009). */
export const PUBLIC_PLAYLIST = 'p.is_private = 0 AND p.total_videos <> 0';

export async function listPlaylists(
  db: D1Database,
  q: { gender: number; sort: PlaylistSort; page: number; perPage: number },
): Promise<Page<PlaylistCard>> {
  const [rows, count] = await db.batch([
    db
      .prepare(
        `${CARD_SELECT} WHERE ${PUBLIC_PLAYLIST} AND p.orientation = ?1
          ORDER BY ${ORDER_BY[q.sort]} LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
      )
      .bind(q.gender),
    db.prepare(`SELECT COUNT(*) AS total FROM playlists p WHERE ${PUBLIC_PLAYLIST} AND p.orientation = ?1`).bind(q.gender),
  ]);
  return { items: rows!.results as PlaylistCard[], total: (count!.results[0] as { total: number }).total };
}

export async function listMemberPlaylists(
  db: D1Database,
  q: { userId: number; includePrivate: boolean; page: number; perPage: number },
): Promise<Page<PlaylistCard>> {
  const where = `p.user_id = ?1 ${q.includePrivate ? '' : 'AND p.is_private = 0'}`;
  const [rows, count] = await db.batch([
    db
      .prepare(`${CARD_SELECT} WHERE ${where} ORDER BY p.updated_at DESC LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`)
      .bind(q.userId),
    db.prepare(`SELECT COUNT(*) AS total FROM playlists p WHERE ${where}`).bind(q.userId),
  ]);
  return { items: rows!.results as PlaylistCard[], total: (count!.results[0] as { total: number }).total };
}

export async function readPlaylist(db: D1Database, playlistId: number): Promise<PlaylistDetail | null> {
  return db
    .prepare(
      `SELECT p.playlist_id, p.title, p.description, p.orientation, p.total_videos, p.viewed, p.is_private,
              p.user_id, u.username, ${USER_VISIBLE}, NULL AS thumb, NULL AS thumb_set
         FROM playlists p JOIN users u ON u.user_id = p.user_id WHERE p.playlist_id = ?1`,
    )
    .bind(playlistId)
    .first<PlaylistDetail>();
}

/** A playlist's public videos in playlist order: deleted and private videos are left out. */
export async function listPlaylistVideos(
  db: D1Database,
  q: { playlistId: number; page: number; perPage: number },
): Promise<Page<VideoCard>> {
  const where = 'pv.playlist_id = ?1 AND v.status_id = 1 AND v.is_private = 0';
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${CARD_COLUMNS}
           FROM playlist_videos pv JOIN videos v ON v.video_id = pv.video_id
          WHERE ${where} ORDER BY pv.position LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
      )
      .bind(q.playlistId),
    db
      .prepare(`SELECT COUNT(*) AS total FROM playlist_videos pv JOIN videos v ON v.video_id = pv.video_id WHERE ${where}`)
      .bind(q.playlistId),
  ]);
  return { items: rows!.results as VideoCard[], total: (count!.results[0] as { total: number }).total };
}
