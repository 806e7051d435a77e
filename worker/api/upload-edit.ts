// POST /api/video_edit.php and /api/album_edit.php (spec section 7), multipart: an upload for JS clients. With the
// whole file (or every photo) it is the plain form's upload; with `resumable=1` and the file's name and size (a video)
// or how many photos follow (an album) it makes the draft the tus upload then fills. Success: `{ok, video_id}` or
// `{ok, album_id}`. A refusal: 422 (429 over the daily quota) with the first code, the codes and their info by field,
// and their texts in the visitor's language. Url-encoded, /api/video_edit.php is a trusted uploader's act on their
// own video (act 2 delete, 3 toggle private, 4 re-add with days; worker/uploads/owner-acts.ts): JSON for the
// DeleteUploaded and ReAdd modals (`{ok}` or `{error, code}`), a 303 back with a notice for the plain forms.
import { Hono, type Context } from 'hono';
import { text } from '../auth/accounts';
import type { UploadKind } from '../db/own-uploads';
import type { AppEnv } from '../env';
import { redirectWith, safeBack } from '../http/location';
import { readForm } from '../http/params';
import { uploadMessages } from '../uploads/messages';
import { ownerAct, ownerAlbumAct, type OwnerActCode } from '../uploads/owner-acts';
import { submitUpload } from '../uploads/submit';
import { jsonError, jsonRefusal } from '../http/json';
import { urls } from '../../views/urls';

export const uploadEditApi = new Hono<AppEnv>();

const OWNER_ACT_STATUS: Record<OwnerActCode, 400 | 403 | 404 | 422> = {
  invalid_request: 400, not_allowed: 403, not_found: 404, not_live: 422, taken_down: 422, invalid_days: 422,
};

/**
 * An owner's act (a trusted uploader's on a video, any owner's on an album): the answer a script asked for (Accept:
 * application/json), or back to the page with a notice.
 */
async function act(c: Context<AppEnv>, kind: UploadKind) {
  const form = await readForm(c);
  const outcome = kind === 'video' ? await ownerAct(c, form) : await ownerAlbumAct(c, form);
  if ((c.req.header('Accept') ?? '').includes('application/json')) {
    c.header('Cache-Control', 'no-store');
    return outcome.ok ? c.json({ ok: true }) : jsonError(c, OWNER_ACT_STATUS[outcome.code], outcome.code);
  }
  const back = safeBack(text(form.back) || urls.memberTab(c.get('user')!.userId, kind === 'video' ? 'uploaded_videos' : 'albums'));
  return redirectWith(c, back, outcome.ok ? `upload_${outcome.act}` : `owner_act_${outcome.code}`);
}

async function upload(c: Context<AppEnv>, kind: UploadKind) {
  if (!c.get('user')) return jsonRefusal(c, 403, 'login_required', 'login_required');
  const type = c.req.header('Content-Type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) return act(c, kind);
  if (!type.startsWith('multipart/form-data')) return jsonRefusal(c, 400, 'invalid_request', 'invalid_request');
  const outcome = await submitUpload(c, kind, { resumable: true });
  c.header('Cache-Control', 'no-store');
  if (outcome.ok) return c.json({ ok: true, [kind === 'video' ? 'video_id' : 'album_id']: outcome.id });
  const fields = Object.entries(outcome.errors);
  const code = fields[0]![1]!.code;
  return jsonError(c, code === 'quota' ? 429 : 422, code, {
    codes: Object.fromEntries(fields.map(([field, error]) => [field, error!.code])),
    messages: uploadMessages(c.get('t'), outcome.errors),
    // A field's limit its text names (the minimum minutes, say).
    info: Object.fromEntries(fields.flatMap(([field, error]) => (error!.info ? [[field, error!.info]] : []))),
  });
}

uploadEditApi.post('/api/video_edit.php', (c) => upload(c, 'video'));
uploadEditApi.post('/api/album_edit.php', (c) => upload(c, 'album'));
