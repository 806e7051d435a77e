// The resumable-upload protocol, tus 1.0.0 (creation, expiration, termination), at /api/upload/: members upload their
// videos and photos, runners their results. Bytes go to R2 as they arrive (store.ts); an upload cut off is resumed from
// the offset HEAD tells; one PATCH at a time holds an upload. Refusals are JSON with a code, as every /api/ answer.
import { Hono, type Context } from 'hono';
import { UPLOAD_BYTES_PER_DAY, UPLOAD_EXPIRY_SECONDS, UPLOAD_LOCK_SECONDS, VIDEO_MAX_BYTES } from '../config/uploads';
import { DAY_SECONDS } from '../config/limits';
import { readOwnJob } from '../db/jobs';
import { deleteUpload, insertUpload, lockUpload, readUpload, type UploadRow } from '../db/uploads';
import type { AppEnv } from '../env';
import { jsonError } from '../http/json';
import { requestRunner } from '../runners/auth';
import { randomToken } from '../auth/random';
import { importTokenStaff } from '../auth/access-keys';
import { idParamOrNull } from '../http/params';
import { nowSeconds } from '../http/clock';
import { uploadArrived } from './arrivals';
import { UploadTooLong, appendToUpload, discardUploadBytes } from './store';
import { memberTarget, resultTarget, type TargetOutcome } from './targets';

export const TUS_BASE = '/api/upload/';
const TUS_VERSION = '1.0.0';
const UPLOAD_ID = /^[A-Za-z0-9_-]{24}$/;

export const tusRoutes = new Hono<AppEnv>();

function tusHeaders(c: Context<AppEnv>) {
  c.header('Tus-Resumable', TUS_VERSION);
  c.header('Cache-Control', 'no-store');
}

/** `key base64, key2 base64` → values (a key without a value reads as ''). */
function parseUploadMetadata(header: string | undefined): Record<string, string> | null {
  const values: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value = ''] = pair.trim().split(' ');
    if (!key) continue;
    try {
      values[key] = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(value), (ch) => ch.charCodeAt(0)));
    } catch {
      return null;
    }
  }
  return values;
}

function uploadLength(c: Context<AppEnv>): number | null {
  const value = c.req.header('Upload-Length') ?? '';
  return /^(0|[1-9][0-9]{0,14})$/.test(value) ? Number(value) : null;
}

/** The upload of this request's URL, when the member or runner asking may write it. */
async function ownUpload(c: Context<AppEnv>): Promise<UploadRow | null> {
  const id = c.req.param('id') ?? '';
  if (!UPLOAD_ID.test(id)) return null;
  const upload = await readUpload(c.env.DB, id);
  if (!upload) return null;
  if (upload.user_id !== null) return upload.user_id === (c.get('user')?.userId ?? (await importTokenStaff(c))?.user_id) ? upload : null;
  const runner = await requestRunner(c);
  return runner && upload.job_id !== null && (await readOwnJob(c.env.DB, upload.job_id, runner.runner_id)) ? upload : null;
}

async function targetOf(c: Context<AppEnv>, metadata: Record<string, string>, length: number): Promise<TargetOutcome> {
  const user = c.get('user');
  if (user) return memberTarget(c.env.DB, user.userId, metadata, length);
  // Runners send many result files per job: their token is asked first.
  const runner = await requestRunner(c);
  if (runner) {
    const jobId = idParamOrNull(metadata.job);
    return resultTarget(jobId === null ? null : await readOwnJob(c.env.DB, jobId, runner.runner_id), metadata);
  }
  // The command-line importer sends an import's files as the staff member its token acts for, outside their daily bytes.
  const importer = await importTokenStaff(c);
  if (importer) return memberTarget(c.env.DB, importer.user_id, metadata, length, { counted: false });
  return { ok: false, code: 'login_required', status: 403 };
}

const expiresHeader = (at: number) => new Date(at * 1000).toUTCString();

tusRoutes.options(TUS_BASE, (c) => {
  tusHeaders(c);
  c.header('Tus-Version', TUS_VERSION);
  c.header('Tus-Extension', 'creation,expiration,termination');
  c.header('Tus-Max-Size', String(VIDEO_MAX_BYTES));
  return c.body(null, 204);
});

tusRoutes.post(TUS_BASE, async (c) => {
  tusHeaders(c);
  if (c.req.header('Tus-Resumable') !== TUS_VERSION) return jsonError(c, 412, 'tus_version');
  const length = uploadLength(c);
  const metadata = parseUploadMetadata(c.req.header('Upload-Metadata'));
  if (length === null || metadata === null) return jsonError(c, 400, 'invalid_request');
  const outcome = await targetOf(c, metadata, length);
  if (!outcome.ok) return jsonError(c, outcome.status, outcome.code);
  const { target } = outcome;
  const now = nowSeconds();
  const upload = {
    upload_id: randomToken(18), user_id: target.userId, job_id: target.jobId, purpose: target.purpose, object_id: target.objectId,
    name: target.name, length, r2_key: target.r2Key, created_at: now, expires_at: now + UPLOAD_EXPIRY_SECONDS,
  };
  const quota = target.counted ? { since: now - DAY_SECONDS, maxBytes: UPLOAD_BYTES_PER_DAY } : null;
  if (!(await insertUpload(c.env.DB, upload, quota))) return jsonError(c, 429, 'quota');
  c.header('Location', `${TUS_BASE}${upload.upload_id}`);
  c.header('Upload-Expires', expiresHeader(upload.expires_at));
  return c.body(null, 201);
});

tusRoutes.get(`${TUS_BASE}:id`, async (c) => {
  tusHeaders(c);
  const upload = await ownUpload(c);
  if (!upload || (upload.completed_at === null && upload.expires_at <= nowSeconds())) return jsonError(c, 404, 'not_found');
  c.header('Upload-Offset', String(upload.received));
  c.header('Upload-Length', String(upload.length));
  if (upload.completed_at === null) c.header('Upload-Expires', expiresHeader(upload.expires_at));
  return c.body(null, 200);
});

tusRoutes.patch(`${TUS_BASE}:id`, async (c) => {
  tusHeaders(c);
  if (c.req.header('Tus-Resumable') !== TUS_VERSION) return jsonError(c, 412, 'tus_version');
  if (c.req.header('Content-Type') !== 'application/offset+octet-stream') return jsonError(c, 415, 'content_type');
  const offset = Number(c.req.header('Upload-Offset') ?? NaN);
  const upload = await ownUpload(c);
  if (!upload) return jsonError(c, 404, 'not_found');
  if (!Number.isSafeInteger(offset) || offset < 0) return jsonError(c, 400, 'invalid_request');
  if (offset + Number(c.req.header('Content-Length') ?? 0) > upload.length) return jsonError(c, 413, 'too_large');
  const now = nowSeconds();
  const locked = await lockUpload(c.env.DB, upload.upload_id, offset, now, now + UPLOAD_LOCK_SECONDS);
  if (!locked) {
    if (upload.completed_at !== null || upload.expires_at <= now) return jsonError(c, 404, 'not_found');
    // Another offset than the stored one, or another PATCH under way: the client asks HEAD and goes on from there.
    return jsonError(c, 409, 'offset');
  }
  try {
    const { received, complete } = await appendToUpload(c.env.DB, c.env.MEDIA, locked, c.req.raw.body, now);
    c.header('Upload-Offset', String(received));
    if (complete) {
      const arrival = await uploadArrived(c.env.DB, c.env.MEDIA, locked, now);
      if (!arrival.ok) return jsonError(c, 422, arrival.code, { info: arrival.info ?? {} });
    } else {
      c.header('Upload-Expires', expiresHeader(now + UPLOAD_EXPIRY_SECONDS));
    }
    return c.body(null, 204);
  } catch (error) {
    if (error instanceof UploadTooLong) return jsonError(c, 413, 'too_large');
    throw error;
  }
});

tusRoutes.delete(`${TUS_BASE}:id`, async (c) => {
  tusHeaders(c);
  const upload = await ownUpload(c);
  if (!upload || upload.completed_at !== null) return jsonError(c, 404, 'not_found');
  await discardUploadBytes(c.env.MEDIA, upload);
  await deleteUpload(c.env.DB, upload.upload_id);
  return c.body(null, 204);
});
