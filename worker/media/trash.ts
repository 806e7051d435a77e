// The cron's part of media hygiene: files a new processing replaced leave R2 once every link handed out to them has
// expired (SIGNED_URL_SECONDS plus the hour links are aligned to), so no player that started before loses its file.
import { forgetTrashedMedia, listDueMedia, trashMediaStatement } from '../db/media-trash';
import { SIGNED_URL_SECONDS } from '../config/limits';

/** R2 deletes at most 1000 keys in one call. */
const PER_RUN = 1000;

/** The statement that trashes replaced files until the last link to them has expired. */
export function trashReplacedMedia(db: D1Database, keys: readonly string[], now: number): D1PreparedStatement {
  return trashMediaStatement(db, keys, now + SIGNED_URL_SECONDS + 3600);
}

/** Deletes what is due; answers how many keys went. */
export async function emptyMediaTrash(db: D1Database, bucket: R2Bucket, now: number): Promise<number> {
  const due = await listDueMedia(db, now, PER_RUN);
  if (due.length === 0) return 0;
  await bucket.delete(due);
  await forgetTrashedMedia(db, due);
  return due.length;
}
