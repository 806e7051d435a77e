// What a member's finished upload sets going: a video's source is checked for its length where the container tells
// it (too short fails the video at once) and queued for a runner; a photo is checked by its bytes and joins its album.
// A refusal drops the bytes and answers the spec's code.
import { MIN_SECONDS, MIN_SECONDS_EXCLUSIVE } from '../config/uploads';
import { addUploadedPhoto, dropExpectedPhoto } from '../db/album-uploads';
import type { UploadRow } from '../db/uploads';
import { failVideoStatement, isExclusiveVideo, queueVideo } from '../db/video-uploads';
import { IMAGE_TYPES, probeImage } from '../media/image-probe';
import { randomToken } from '../auth/random';
import { mp4Duration } from './mp4-duration';

export type Arrival = { ok: true } | { ok: false; code: string; info?: Record<string, number> };

/** Bytes read from the start of a photo to learn its format and size (JPEG headers may follow EXIF). */
const PHOTO_HEADER_BYTES = 256 * 1024;

/** The too-short refusal when a duration is known and below the minimum, else null. */
export function tooShort(duration: number | null, exclusive: boolean): Extract<Arrival, { ok: false }> | null {
  const minimum = exclusive ? MIN_SECONDS_EXCLUSIVE : MIN_SECONDS;
  return duration !== null && duration < minimum ? { ok: false, code: 'too_short', info: { minutes: minimum / 60 } } : null;
}

/** A folder name for an object's processed media: its id and a random part, so keys cannot be guessed. */
export function mediaPrefix(objectId: number): string {
  return `${objectId}-${randomToken(9)}`;
}

function rangeReader(bucket: R2Bucket, key: string) {
  return async (offset: number, length: number) => {
    const object = await bucket.get(key, { range: { offset, length } });
    return object ? new Uint8Array(await object.arrayBuffer()) : new Uint8Array();
  };
}

async function videoArrived(db: D1Database, bucket: R2Bucket, upload: UploadRow, now: number): Promise<Arrival> {
  const exclusive = await isExclusiveVideo(db, upload.object_id);
  const refusal = tooShort(await mp4Duration(rangeReader(bucket, upload.r2_key), upload.length), exclusive);
  if (refusal) {
    await failVideoStatement(db, upload.object_id, refusal.code).run();
    await bucket.delete(upload.r2_key);
    return refusal;
  }
  await queueVideo(db, upload.object_id, upload.r2_key, mediaPrefix(upload.object_id), now);
  return { ok: true };
}

async function photoArrived(db: D1Database, bucket: R2Bucket, upload: UploadRow, now: number): Promise<Arrival> {
  const head = await rangeReader(bucket, upload.r2_key)(0, PHOTO_HEADER_BYTES);
  const info = probeImage(head);
  const position = Number(upload.r2_key.split('/').pop()!.split('.')[0]);
  const extension = upload.r2_key.split('.').pop();
  if (!info || IMAGE_TYPES[info.format].extension !== extension) {
    await bucket.delete(upload.r2_key);
    await dropExpectedPhoto(db, upload.object_id, mediaPrefix(upload.object_id), now);
    return { ok: false, code: 'file_invalid_type' };
  }
  await addUploadedPhoto(db, {
    albumId: upload.object_id, position, image: upload.r2_key, width: info.width, height: info.height,
    mediaPrefix: mediaPrefix(upload.object_id), now,
  });
  return { ok: true };
}

/** Sets going what a finished upload brings; a runner's result waits for its job's report. */
export function uploadArrived(db: D1Database, bucket: R2Bucket, upload: UploadRow, now: number): Promise<Arrival> {
  if (upload.purpose === 'video') return videoArrived(db, bucket, upload, now);
  if (upload.purpose === 'photo') return photoArrived(db, bucket, upload, now);
  return Promise.resolve({ ok: true });
}
