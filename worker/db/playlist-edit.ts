// A member's own playlists: create, change, delete, and add or remove videos. Every write names the owner, so a
// playlist of someone else is never touched; total_videos is recounted with the change in one D1 batch.
import { memberIdSql, type MemberRef } from './member-ref';

export interface PlaylistFields {
  title: string;
  description: string;
  isPrivate: 0 | 1;
  orientation: 0 | 1 | 2;
}

/** One of the member's playlists with whether a given video is in it (the watch page's "Add to" section). */
export interface OwnPlaylist {
  playlist_id: number;
  title: string;
  has_video: number;
}

/** The member's playlist's count of the videos it shows: active and public, as its page lists them (same rule as the counters' refresh). */
function recount(db: D1Database, userId: number, playlistId: number, now: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE playlists SET updated_at = ?2, total_videos = (
         SELECT COUNT(*) FROM playlist_videos pv JOIN videos v ON v.video_id = pv.video_id
          WHERE pv.playlist_id = ?1 AND v.status_id = 1 AND v.is_private = 0)
        WHERE playlist_id = ?1 AND user_id = ?3 RETURNING total_videos`,
    )
    .bind(playlistId, now, userId);
}

export async function createPlaylist(db: D1Database, userId: number, fields: PlaylistFields, now: number): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO playlists (title, description, user_id, is_private, orientation, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6) RETURNING playlist_id`,
    )
    .bind(fields.title, fields.description, userId, fields.isPrivate, fields.orientation, now)
    .first<{ playlist_id: number }>();
  return row!.playlist_id;
}

/** Changes the member's playlist; its number of videos, or null when it was not theirs. */
export async function updatePlaylist(db: D1Database, userId: number, playlistId: number, fields: PlaylistFields, now: number): Promise<number | null> {
  const row = await db
    .prepare(
      `UPDATE playlists SET title = ?3, description = ?4, is_private = ?5, orientation = ?6, updated_at = ?7
        WHERE playlist_id = ?1 AND user_id = ?2 RETURNING total_videos`,
    )
    .bind(playlistId, userId, fields.title, fields.description, fields.isPrivate, fields.orientation, now)
    .first<{ total_videos: number }>();
  return row ? row.total_videos : null;
}

/** Deletes the member's playlist (its video rows go with it); the number of videos it had, or null when it was not theirs. */
export async function deletePlaylist(db: D1Database, userId: number, playlistId: number): Promise<number | null> {
  const row = await db
    .prepare('DELETE FROM playlists WHERE playlist_id = ?1 AND user_id = ?2 RETURNING total_videos')
    .bind(playlistId, userId)
    .first<{ total_videos: number }>();
  return row ? row.total_videos : null;
}

/** What a change of a playlist's videos did, and how many videos it now shows (0 when it is not the member's). */
export interface VideoChange<R extends string> { result: R | 'not_owner'; total: number }

function totalOf(result: D1Result | undefined): number {
  return (result?.results[0] as { total_videos: number } | undefined)?.total_videos ?? 0;
}

/**
 * Appends the video to the member's playlist unless it is there (result 'added', 'already' or 'not_owner' for no such
 * playlist of theirs). The insert happens only through the owner check inside the statement; the count follows in the batch.
 */
export async function addPlaylistVideo(
  db: D1Database, userId: number, playlistId: number, videoId: number, now: number,
): Promise<VideoChange<'added' | 'already'>> {
  const [insert, count] = await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO playlist_videos (playlist_id, video_id, position, added_at)
         SELECT p.playlist_id, ?3, COALESCE((SELECT MAX(position) FROM playlist_videos WHERE playlist_id = ?1), 0) + 1, ?4
           FROM playlists p WHERE p.playlist_id = ?1 AND p.user_id = ?2`,
      )
      .bind(playlistId, userId, videoId, now),
    recount(db, userId, playlistId, now),
  ]);
  const total = totalOf(count);
  if (insert!.meta.changes > 0) return { result: 'added', total };
  return { result: count!.results.length > 0 ? 'already' : 'not_owner', total };
}

/** Removes the video from the member's playlist (result 'removed', 'absent' or 'not_owner'). */
export async function removePlaylistVideo(
  db: D1Database, userId: number, playlistId: number, videoId: number, now: number,
): Promise<VideoChange<'removed' | 'absent'>> {
  const [removal, count] = await db.batch([
    db
      .prepare(
        `DELETE FROM playlist_videos WHERE playlist_id = ?1 AND video_id = ?3
            AND EXISTS (SELECT 1 FROM playlists WHERE playlist_id = ?1 AND user_id = ?2)`,
      )
      .bind(playlistId, userId, videoId),
    recount(db, userId, playlistId, now),
  ]);
  const total = totalOf(count);
  if (removal!.meta.changes > 0) return { result: 'removed', total };
  return { result: count!.results.length > 0 ? 'absent' : 'not_owner', total };
}

/** The member's playlists, newest change first, each saying whether the video is in it. */
export async function listOwnPlaylists(db: D1Database, member: MemberRef, videoId: number): Promise<OwnPlaylist[]> {
  const me = memberIdSql(member, 2);
  const { results } = await db
    .prepare(
      `SELECT p.playlist_id, p.title,
              EXISTS (SELECT 1 FROM playlist_videos pv WHERE pv.playlist_id = p.playlist_id AND pv.video_id = ?1) AS has_video
         FROM playlists p WHERE p.user_id = ${me.sql} ORDER BY p.updated_at DESC, p.playlist_id DESC LIMIT 100`,
    )
    .bind(videoId, ...me.params)
    .all<OwnPlaylist>();
  return results;
}
