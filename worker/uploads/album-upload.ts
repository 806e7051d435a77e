// Starting a member's album upload, shared by the plain form, the upload island and /api/album_edit.php: the fields
// make a draft expecting its photos, which either came with them (the plain form: each checked by its bytes, stored,
// and the last queues the album) or follow one by one by the resumable upload.
import type { Context } from 'hono';
import { slugify } from '../../views/urls';
import { randomToken } from '../auth/random';
import { PHOTO_MAX_BYTES, PLAIN_UPLOAD_MAX_BYTES } from '../config/uploads';
import { addUploadedPhoto, insertAlbumDraft } from '../db/album-uploads';
import type { AppEnv } from '../env';
import { IMAGE_TYPES, probeImage, type ImageInfo } from '../media/image-probe';
import { nowSeconds } from '../http/clock';
import { mediaPrefix } from './arrivals';
import { files, one, readAlbumFields, type AlbumFields, type FieldErrors, type PostedForm } from './forms';
import { dailyCount } from './video-upload';

export type AlbumOutcome = { ok: true; albumId: number } | { ok: false; errors: FieldErrors };

async function createDraft(c: Context<AppEnv>, fields: AlbumFields, photos: number): Promise<number | null> {
  const now = nowSeconds();
  return insertAlbumDraft(c.env.DB, {
    userId: c.get('user')!.userId, title: fields.title, description: fields.description, gender: fields.gender,
    isPrivate: fields.isPrivate, categoryDirs: fields.categoryDirs, photos, coverPosition: fields.cover, dir: slugify(fields.title), now,
  }, dailyCount(now));
}

/** Each posted photo as an image the site keeps (JPEG, PNG or WebP by its bytes, at most 20 MB), or the first refusal. */
async function checkPhotos(photos: File[]): Promise<{ bytes: Uint8Array; info: ImageInfo }[] | FieldErrors['photos']> {
  if (photos.reduce((total, photo) => total + photo.size, 0) > PLAIN_UPLOAD_MAX_BYTES) {
    return { code: 'too_large_plain', info: { mb: PLAIN_UPLOAD_MAX_BYTES / 1e6 } };
  }
  const checked = [];
  for (const photo of photos) {
    if (photo.size > PHOTO_MAX_BYTES) return { code: 'file_too_large', info: { name: photo.name, size: PHOTO_MAX_BYTES / 1024 / 1024 } };
    const bytes = new Uint8Array(await photo.arrayBuffer());
    const info = probeImage(bytes);
    if (!info) return { code: 'file_invalid_type', info: { name: photo.name } };
    checked.push({ bytes, info });
  }
  return checked;
}

/** The plain form: the fields and every photo in one request. */
export async function uploadAlbumWhole(c: Context<AppEnv>, form: PostedForm): Promise<AlbumOutcome> {
  const posted = files(form, 'photos');
  const { fields, errors } = await readAlbumFields(c, form, posted.length);
  const photos = posted.length > 0 ? await checkPhotos(posted) : [];
  if (!Array.isArray(photos)) errors.photos = photos;
  if (Object.keys(errors).length > 0 || !Array.isArray(photos)) return { ok: false, errors };
  const albumId = await createDraft(c, fields, photos.length);
  if (albumId === null) return { ok: false, errors: { notify: { code: 'quota' } } };
  const folder = `photos/a${albumId}-${randomToken(9)}`;
  const prefix = mediaPrefix(albumId);
  for (const [index, photo] of photos.entries()) {
    const type = IMAGE_TYPES[photo.info.format];
    const image = `${folder}/${index + 1}.${type.extension}`;
    await c.env.MEDIA.put(image, photo.bytes, { httpMetadata: { contentType: type.contentType } });
    await addUploadedPhoto(c.env.DB, {
      albumId, position: index + 1, image, width: photo.info.width, height: photo.info.height, mediaPrefix: prefix, now: nowSeconds(),
    });
  }
  return { ok: true, albumId };
}

/** The resumable upload's first step: the fields and how many photos follow (`photos_count`). */
export async function startAlbumUpload(c: Context<AppEnv>, form: PostedForm): Promise<AlbumOutcome> {
  const count = Number(one(form, 'photos_count')) || 0;
  const { fields, errors } = await readAlbumFields(c, form, count);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const albumId = await createDraft(c, fields, count);
  return albumId === null ? { ok: false, errors: { notify: { code: 'quota' } } } : { ok: true, albumId };
}
