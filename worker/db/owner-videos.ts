// A trusted uploader's own videos (status_id 6): read one, delete it (status 5, deleted by its owner), make it private
// or public, schedule its re-add, and the re-adds whose day has come, published anew.
import { OWNER_DELETED } from '../config/moderation';

export interface OwnerVideo {
  video_id: number;
  user_id: number | null;
  status_id: number;
  status_reason: string | null;
  is_private: number;
}

const COLUMNS = 'video_id, user_id, status_id, status_reason, is_private';

export function readOwnerVideo(db: D1Database, videoId: number): Promise<OwnerVideo | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM videos WHERE video_id = ?1`).bind(videoId).first<OwnerVideo>();
}

/** Deletes the video from the state it was read in; changes nothing once it has moved on. */
export function ownerDeleteStatement(db: D1Database, video: OwnerVideo): D1PreparedStatement {
  return db
    .prepare(`UPDATE videos SET status_id = 5, status_reason = '${OWNER_DELETED}', readd_at = NULL WHERE video_id = ?1 AND status_id = ?2`)
    .bind(video.video_id, video.status_id);
}

export function setPrivateStatement(db: D1Database, video: OwnerVideo, isPrivate: 0 | 1): D1PreparedStatement {
  return db
    .prepare('UPDATE videos SET is_private = ?2 WHERE video_id = ?1 AND status_id = 1 AND is_private = ?3')
    .bind(video.video_id, isPrivate, video.is_private);
}

export function scheduleReaddStatement(db: D1Database, videoId: number, readdAt: number): D1PreparedStatement {
  return db.prepare('UPDATE videos SET readd_at = ?2 WHERE video_id = ?1').bind(videoId, readdAt);
}

/** Re-adds due by `now`, oldest first, at most `limit`. */
export async function listDueReadds(db: D1Database, now: number, limit: number): Promise<OwnerVideo[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM videos WHERE readd_at IS NOT NULL AND readd_at <= ?1 ORDER BY readd_at LIMIT ?2`)
    .bind(now, limit)
    .all<OwnerVideo>();
  return results;
}

/** Publishes a due re-add: dated now, and live again when its owner had deleted it. */
export function publishReaddStatement(db: D1Database, videoId: number, now: number): D1PreparedStatement {
  const back = `status_id = 5 AND status_reason = '${OWNER_DELETED}'`;
  return db
    .prepare(
      `UPDATE videos SET post_date = ?2, readd_at = NULL,
              status_id = CASE WHEN ${back} THEN 1 ELSE status_id END,
              status_reason = CASE WHEN ${back} THEN NULL ELSE status_reason END
        WHERE video_id = ?1 AND readd_at IS NOT NULL`,
    )
    .bind(videoId, now);
}
