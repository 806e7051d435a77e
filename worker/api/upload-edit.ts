// POST /api/video_edit.php and /api/album_edit.php (spec section 7), multipart: an upload for JS clients. With the
// whole file (or every photo) it is the plain form's upload; with `resumable=1` and the file's name and size (a video)
// or how many photos follow (an album) it makes the draft the tus upload then fills. Success: `{ok, video_id}` or
// `{ok, album_id}`. A refusal: 422 (429 over the daily quota) with the first code, the codes and their info by field,
// and their texts in the visitor's language. The url-encoded member actions on uploaded videos (act 2, 3, 4) come
// with moderation; today they answer 400 invalid_request.
import { Hono, type Context } from 'hono';
import type { UploadKind } from '../db/own-uploads';
import type { AppEnv } from '../env';
import { uploadMessages } from '../uploads/messages';
import { submitUpload } from '../uploads/submit';
import { jsonError } from './respond';

export const uploadEditApi = new Hono<AppEnv>();

async function upload(c: Context<AppEnv>, kind: UploadKind) {
  if (!c.get('user')) return jsonError(c, 403, 'login_required');
  if (!(c.req.header('Content-Type') ?? '').startsWith('multipart/form-data')) return jsonError(c, 400, 'invalid_request');
  const outcome = await submitUpload(c, kind, { resumable: true });
  c.header('Cache-Control', 'no-store');
  if (outcome.ok) return c.json({ ok: true, [kind === 'video' ? 'video_id' : 'album_id']: outcome.id });
  const fields = Object.entries(outcome.errors);
  const code = fields[0]![1]!.code;
  return c.json(
    {
      error: true, code,
      codes: Object.fromEntries(fields.map(([field, error]) => [field, error!.code])),
      info: Object.fromEntries(fields.flatMap(([field, error]) => (error!.info ? [[field, error!.info]] : []))),
      messages: uploadMessages(c.get('t'), outcome.errors),
    },
    code === 'quota' ? 429 : 422,
  );
}

uploadEditApi.post('/api/video_edit.php', (c) => upload(c, 'video'));
uploadEditApi.post('/api/album_edit.php', (c) => upload(c, 'album'));
