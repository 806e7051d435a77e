// A member's own video lists: favourites and watch later (one row per member and video).
import { memberIdSql, type MemberRef } from './member-ref';
import { listOwnPlaylists, type OwnPlaylist } from './playlist-edit';

export type VideoList = 'favourites' | 'watch_later';

/** Adds the video unless it is there already; true when it was added. */
export async function addToList(db: D1Database, list: VideoList, userId: number, videoId: number, now: number): Promise<boolean> {
  const result = await db.prepare(`INSERT OR IGNORE INTO ${list} (user_id, video_id, added_at) VALUES (?1, ?2, ?3)`).bind(userId, videoId, now).run();
  return result.meta.changes > 0;
}

/** Removes the video; true when it was there. */
export async function removeFromList(db: D1Database, list: VideoList, userId: number, videoId: number): Promise<boolean> {
  const result = await db.prepare(`DELETE FROM ${list} WHERE user_id = ?1 AND video_id = ?2`).bind(userId, videoId).run();
  return result.meta.changes > 0;
}

/** What the watch page's "Add to" section shows a member: which lists hold the video, and their playlists. */
export interface AddToState extends Record<VideoList, boolean> {
  playlists: OwnPlaylist[];
}

export async function readAddToState(db: D1Database, member: MemberRef, videoId: number): Promise<AddToState> {
  const [lists, playlists] = await Promise.all([readListMembership(db, member, videoId), listOwnPlaylists(db, member, videoId)]);
  return { ...lists, playlists };
}

/** Which of the member's lists hold the video. */
async function readListMembership(db: D1Database, member: MemberRef, videoId: number): Promise<Record<VideoList, boolean>> {
  const me = memberIdSql(member, 2);
  const row = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM favourites WHERE user_id = ${me.sql} AND video_id = ?1) AS favourites,
              EXISTS (SELECT 1 FROM watch_later WHERE user_id = ${me.sql} AND video_id = ?1) AS watch_later`,
    )
    .bind(videoId, ...me.params)
    .first<{ favourites: number; watch_later: number }>();
  return { favourites: row?.favourites === 1, watch_later: row?.watch_later === 1 };
}
