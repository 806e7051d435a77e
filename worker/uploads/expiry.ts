// The cron's upload hygiene: unfinished uploads past their expiry lose their R2 parts and tail, and the drafts they
// were for fail with 'upload_expired' (a photo's album goes on without it); drafts whose upload never started expire too.
import { UPLOAD_EXPIRY_SECONDS } from '../config/uploads';
import { dropExpectedPhoto } from '../db/album-uploads';
import { deleteUpload, listExpiredUploads } from '../db/uploads';
import { mediaPrefix } from './arrivals';
import { discardUploadBytes } from './store';

/** Uploads dealt with per run; the next run takes the rest. */
const PER_RUN = 100;

/** Expires what is due; answers how many uploads were dropped. */
export async function expireUploads(db: D1Database, bucket: R2Bucket, now: number): Promise<number> {
  const expired = await listExpiredUploads(db, now, PER_RUN);
  for (const upload of expired) {
    await discardUploadBytes(bucket, upload);
    await deleteUpload(db, upload.upload_id);
    if (upload.purpose === 'video') {
      await db.prepare(`UPDATE videos SET status_id = 3, status_reason = 'upload_expired' WHERE video_id = ?1 AND status_id = 2 AND status_reason = 'uploading'`)
        .bind(upload.object_id).run();
    }
    if (upload.purpose === 'photo') await dropExpectedPhoto(db, upload.object_id, mediaPrefix(upload.object_id), now);
  }
  // Drafts that never got an upload under way.
  const stale = now - UPLOAD_EXPIRY_SECONDS;
  await db.batch([
    db.prepare(
      `UPDATE videos SET status_id = 3, status_reason = 'upload_expired'
        WHERE status_id = 2 AND status_reason = 'uploading' AND post_date < ?1
          AND NOT EXISTS (SELECT 1 FROM uploads u WHERE u.purpose = 'video' AND u.object_id = videos.video_id)`,
    ).bind(stale),
    db.prepare(
      `UPDATE albums SET status_id = 3, status_reason = 'upload_expired'
        WHERE status_id = 2 AND status_reason = 'uploading' AND post_date < ?1
          AND NOT EXISTS (SELECT 1 FROM uploads u WHERE u.purpose = 'photo' AND u.object_id = albums.album_id)`,
    ).bind(stale),
  ]);
  return expired.length;
}
