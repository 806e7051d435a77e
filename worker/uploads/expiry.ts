// The cron's upload hygiene: unfinished uploads past their expiry lose their R2 parts and tail, and the drafts they
// were for fail with 'upload_expired' (a photo's album goes on without it); drafts whose upload never started expire too.
import { UPLOAD_EXPIRY_SECONDS } from '../config/uploads';
import { dropExpectedPhoto } from '../db/album-uploads';
import { deleteUpload, listExpiredUploads } from '../db/uploads';
import { expireUnstartedDrafts, expireVideoDraft } from '../db/video-uploads';
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
    if (upload.purpose === 'video') await expireVideoDraft(db, upload.object_id);
    if (upload.purpose === 'photo') await dropExpectedPhoto(db, upload.object_id, mediaPrefix(upload.object_id), now);
  }
  // Drafts that never got an upload under way.
  await expireUnstartedDrafts(db, now - UPLOAD_EXPIRY_SECONDS);
  return expired.length;
}
