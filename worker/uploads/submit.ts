// One upload request, as the plain forms and the JSON calls send it: the fields with the whole file (or every photo),
// or, for the resumable path (`resumable=1`), the fields with the name and size of what follows by tus. A body larger
// than a plain upload may be is refused unread.
import type { Context } from 'hono';
import { PLAIN_UPLOAD_MAX_BYTES } from '../config/uploads';
import type { UploadKind } from '../db/own-uploads';
import type { AppEnv } from '../env';
import { readFormAll } from '../http/params';
import { reportConversion } from '../stats/analytics';
import { startAlbumUpload, uploadAlbumWhole } from './album-upload';
import { one, type FieldErrors, type PostedForm } from './forms';
import { startVideoUpload, uploadVideoWhole } from './video-upload';

export type Submitted = { ok: true; id: number } | { ok: false; form: PostedForm | null; errors: FieldErrors };

/** Room for the multipart framing and the other fields around the file. */
const FORM_OVERHEAD = 6 * 1024 * 1024;

/** An upload accepted (a whole one, or the start of a resumable one) counts for the campaign the visit remembers. */
export async function submitUpload(c: Context<AppEnv>, kind: UploadKind, options: { resumable: boolean }): Promise<Submitted> {
  const outcome = await storeUpload(c, kind, options);
  if (outcome.ok) reportConversion(c, 'upload');
  return outcome;
}

async function storeUpload(c: Context<AppEnv>, kind: UploadKind, options: { resumable: boolean }): Promise<Submitted> {
  if (Number(c.req.header('Content-Length') ?? 0) > PLAIN_UPLOAD_MAX_BYTES + FORM_OVERHEAD) {
    const field = kind === 'video' ? 'file' : 'photos';
    return { ok: false, form: null, errors: { [field]: { code: 'too_large_plain', info: { mb: PLAIN_UPLOAD_MAX_BYTES / 1e6 } } } };
  }
  const form = await readFormAll(c);
  const resumable = options.resumable && one(form, 'resumable') === '1';
  if (kind === 'video') {
    const outcome = resumable ? await startVideoUpload(c, form) : await uploadVideoWhole(c, form);
    return outcome.ok ? { ok: true, id: outcome.videoId } : { ok: false, form, errors: outcome.errors };
  }
  const outcome = resumable ? await startAlbumUpload(c, form) : await uploadAlbumWhole(c, form);
  return outcome.ok ? { ok: true, id: outcome.albumId } : { ok: false, form, errors: outcome.errors };
}
