// Starting a member's video upload, shared by the plain form, the upload island and /api/video_edit.php: the fields
// make a draft, and either the file came with them (the plain form: checked by name, format, size, length and bytes,
// stored and queued at once) or it follows by the resumable upload (the island: the draft waits for it).
import type { Context } from 'hono';
import { slugify } from '../../views/urls';
import { randomToken, sha256Hex } from '../auth/random';
import { DAY_SECONDS } from '../config/limits';
import { PLAIN_UPLOAD_MAX_BYTES, UPLOADS_PER_DAY } from '../config/uploads';
import { nowSeconds } from '../http/clock';
import { insertVideoDraft, isDuplicateSource, type ArrivedSource } from '../db/video-uploads';
import type { AppEnv } from '../env';
import type { UploadedImage } from '../media/uploads';
import { tooShort } from './arrivals';
import { files, one, readVideoFields, type FieldErrors, type PostedForm, type VideoFields } from './forms';
import { mp4Duration } from './mp4-duration';
import { videoFileRefusal } from './targets';

export type StartOutcome = { ok: true; videoId: number } | { ok: false; errors: FieldErrors };

/** The uploads a member may start in a rolling day, from now. */
export function dailyCount(now: number) {
  return { since: now - DAY_SECONDS, max: UPLOADS_PER_DAY };
}

/** Stores the preview a member sent, in a folder of theirs no one can guess; its key. */
async function storePreview(bucket: R2Bucket, userId: number, image: UploadedImage): Promise<string> {
  const key = `thumbs/u${userId}-${randomToken(9)}/preview.${image.extension}`;
  await bucket.put(key, image.bytes, { httpMetadata: { contentType: image.contentType } });
  return key;
}

/** The plain form's file: the spec's refusals, or its bytes. */
async function checkPlainFile(
  db: D1Database, file: File | undefined, exclusive: boolean,
): Promise<{ bytes: Uint8Array; name: string; hash: string } | { error: FieldErrors['file'] }> {
  if (!file) return { error: { code: 'required' } };
  const refusal = videoFileRefusal(file.name, file.size);
  if (refusal) return { error: { code: refusal } };
  if (file.size > PLAIN_UPLOAD_MAX_BYTES) return { error: { code: 'too_large_plain', info: { mb: PLAIN_UPLOAD_MAX_BYTES / 1e6 } } };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const short = tooShort(await mp4Duration(async (offset, length) => bytes.subarray(offset, offset + length), bytes.length), exclusive);
  if (short) return { error: { code: short.code, info: short.info } };
  const hash = await sha256Hex(bytes);
  if (await isDuplicateSource(db, 0, hash)) return { error: { code: 'duplicate' } };
  return { bytes, name: file.name, hash };
}

async function createDraft(c: Context<AppEnv>, fields: VideoFields, source?: ArrivedSource): Promise<number | null> {
  const user = c.get('user')!;
  const now = nowSeconds();
  const thumb = fields.preview ? await storePreview(c.env.MEDIA, user.userId, fields.preview) : '';
  const videoId = await insertVideoDraft(c.env.DB, {
    userId: user.userId, title: fields.title, description: fields.description, lang: c.get('lang'), gender: fields.gender,
    isPrivate: fields.isPrivate, exclusive: fields.exclusive, categoryDirs: fields.categoryDirs, modelIds: fields.modelIds,
    thumb, dir: slugify(fields.title), now,
  }, dailyCount(now), source);
  if (videoId === null && thumb) await c.env.MEDIA.delete(thumb);
  return videoId;
}

/** The plain form: the fields and the whole file in one request. */
export async function uploadVideoWhole(c: Context<AppEnv>, form: PostedForm): Promise<StartOutcome> {
  const { fields, errors } = await readVideoFields(c, form);
  const file = await checkPlainFile(c.env.DB, files(form, 'file')[0], fields.exclusive === 1);
  if ('error' in file) errors.file = file.error;
  if (Object.keys(errors).length > 0 || 'error' in file) return { ok: false, errors };
  const uploadId = randomToken(18);
  const key = `sources/${uploadId}`;
  await c.env.MEDIA.put(key, file.bytes);
  const source = { uploadId, key, name: file.name, length: file.bytes.length, mediaPrefixTail: randomToken(9), contentHash: file.hash };
  const videoId = await createDraft(c, fields, source);
  if (videoId === null) {
    await c.env.MEDIA.delete(key);
    return { ok: false, errors: { notify: { code: 'quota' } } };
  }
  return { ok: true, videoId };
}

/**
 * The resumable upload's first step: the fields and the name and size of the file to come (`filename`, `size`); the
 * draft then waits for the file at /api/upload/.
 */
export async function startVideoUpload(c: Context<AppEnv>, form: PostedForm): Promise<StartOutcome> {
  const { fields, errors } = await readVideoFields(c, form);
  const refusal = videoFileRefusal(one(form, 'filename'), Number(one(form, 'size')) || 0);
  if (refusal) errors.file = { code: refusal };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const videoId = await createDraft(c, fields);
  return videoId === null ? { ok: false, errors: { notify: { code: 'quota' } } } : { ok: true, videoId };
}
