// The runner API of docs/runners.md under /api/runners/: registration with the site's registration token, then, with
// the runner's own token, claiming jobs, progress, results and failures, and the signed downloads of sources.
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { PHOTO_MAX_BYTES, PHOTO_PROCESSING, VIDEO_MAX_BYTES, VIDEO_PROCESSING, JOB_LEASE_SECONDS } from '../config/uploads';
import { listAlbumPhotos } from '../db/album-uploads';
import { claimJob, failAbandonedJobs, readOwnJob, reportProgress, type JobRow } from '../db/jobs';
import { readImportThumbUrl, readJobSource, readVideoThumb } from '../db/video-uploads';
import { insertRunner, isRegistrationToken, type Runner } from '../db/runners';
import type { AppEnv } from '../env';
import { jsonError } from '../http/json';
import { randomToken, sha256Hex } from '../auth/random';
import { mediaCacheControl } from '../cache/policy';
import { serveObject } from '../media/serve';
import { idParamOrNull } from '../http/params';
import { nowSeconds } from '../http/clock';
import { requestRunner } from './auth';
import { applyFailure, applyResult, failAbandoned, type ReportOutcome } from './results';
import { SOURCE_PATH, isValidSourceLink, sourceLink } from './source-links';

export const runnerRoutes = new Hono<AppEnv>();

async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return null;
  }
}

/** Two secrets compared by their hashes, so the comparison takes the same time wherever they differ. */
async function sameSecret(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([sha256Hex(a), sha256Hex(b)]);
  let difference = 0;
  for (let i = 0; i < x.length; i++) difference |= x.charCodeAt(i) ^ y.charCodeAt(i);
  return difference === 0;
}

const registration = z.object({ registrationToken: z.string().min(1).max(500), name: z.string().trim().min(1).max(100) });

runnerRoutes.post('/api/runners/register', async (c) => {
  c.header('Cache-Control', 'no-store');
  const parsed = registration.safeParse(await jsonBody(c));
  if (!parsed.success) return jsonError(c, 400, 'invalid_request');
  const expected = c.env.RUNNER_REGISTRATION_TOKEN;
  const valid = (expected && (await sameSecret(parsed.data.registrationToken, expected))) ||
    (await isRegistrationToken(c.env.DB, await sha256Hex(parsed.data.registrationToken)));
  if (!valid) return jsonError(c, 403, 'invalid_token');
  const runnerToken = randomToken();
  const runnerId = await insertRunner(c.env.DB, parsed.data.name, await sha256Hex(runnerToken), nowSeconds());
  return c.json({ runnerId, runnerToken });
});

/** The runner a call comes from; the calls below answer 401 without one. */
async function runnerOf(c: Context<AppEnv>): Promise<Runner | Response> {
  c.header('Cache-Control', 'no-store');
  return (await requestRunner(c)) ?? jsonError(c, 401, 'unauthorized');
}

/**
 * The image a video job makes the card sizes of: the member's uploaded preview, or the one chosen when the video is
 * processed again; none while the owner is still to choose among the frames processing proposes.
 */
async function jobThumb(c: Context<AppEnv>, videoId: number): Promise<{ key: string; size: number } | null> {
  const key = await readVideoThumb(c.env.DB, videoId);
  if (!key || !/\.(jpe?g|png|webp)$/i.test(key)) return null;
  const object = await c.env.MEDIA.head(key);
  return object ? { key, size: object.size } : null;
}

/** What a runner needs to do a job: signed links to what it downloads, and what to make. */
async function jobPayload(c: Context<AppEnv>, job: JobRow, now: number) {
  const origin = new URL(c.req.url).origin;
  const base = { jobId: job.job_id, kind: job.kind, attempt: job.attempts, leaseSeconds: JOB_LEASE_SECONDS };
  if (job.kind === 'image') {
    const thumbUrl = await readImportThumbUrl(c.env.DB, job.object_id);
    return thumbUrl ? { ...base, source: { url: thumbUrl }, maxBytes: PHOTO_MAX_BYTES, params: { stills: VIDEO_PROCESSING.stills } } : null;
  }
  if (job.kind === 'video') {
    const source = await readJobSource(c.env.DB, job.object_id, job.reprocess === 1);
    if (!source) return null;
    if (source.kind === 'remote') {
      // An imported hosted video (docs/import.md): the runner fetches its source URL, and its thumbnail when it has one.
      const outside = (url: string) => ({ url, filename: (new URL(url).pathname.split('/').pop() ?? '').replace(/[^\w.-]/g, '_').slice(-100) || 'source' });
      return {
        ...base,
        source: outside(source.url),
        ...(source.thumbUrl && { thumb: outside(source.thumbUrl) }),
        maxBytes: VIDEO_MAX_BYTES,
        params: VIDEO_PROCESSING,
      };
    }
    const thumb = await jobThumb(c, job.object_id);
    return {
      ...base,
      source: { url: await sourceLink(c.env.MEDIA_SECRET, origin, source.key, now), size: source.size, filename: source.name },
      ...(thumb && { thumb: { url: await sourceLink(c.env.MEDIA_SECRET, origin, thumb.key, now), size: thumb.size, filename: thumb.key.split('/').pop()! } }),
      // A re-processing keeps the preview chosen: no frames to propose.
      params: job.reprocess ? { ...VIDEO_PROCESSING, posters: 0 } : VIDEO_PROCESSING,
    };
  }
  const photos = await listAlbumPhotos(c.env.DB, job.object_id);
  return {
    ...base,
    photos: await Promise.all(photos.map(async (p) => ({ photoId: p.photo_id, url: await sourceLink(c.env.MEDIA_SECRET, origin, p.image, now) }))),
    params: PHOTO_PROCESSING,
  };
}

runnerRoutes.post('/api/runners/jobs/claim', async (c) => {
  const runner = await runnerOf(c);
  if (runner instanceof Response) return runner;
  const now = nowSeconds();
  await failAbandoned(c.env.DB, await failAbandonedJobs(c.env.DB, now));
  const job = await claimJob(c.env.DB, runner.runner_id, now, JOB_LEASE_SECONDS);
  if (!job) return c.json({ job: null });
  const payload = await jobPayload(c, job, now);
  if (!payload) {
    // The object lost what the job needs (its source is gone): nothing for a runner to do with it.
    await applyFailure(c.env.DB, job, runner.runner_id, { reason: 'error', message: 'source missing' }, now);
    return c.json({ job: null });
  }
  return c.json({ job: payload });
});

/** The job of the path (0, no job, when it is not an id). */
const jobIdOf = (c: Context<AppEnv>) => idParamOrNull(c.req.param('id')) ?? 0;

runnerRoutes.post('/api/runners/jobs/:id/progress', async (c) => {
  const runner = await runnerOf(c);
  if (runner instanceof Response) return runner;
  const parsed = z.object({ percent: z.number().min(0).max(100) }).safeParse(await jsonBody(c));
  if (!parsed.success) return jsonError(c, 400, 'invalid_request');
  const renewed = await reportProgress(c.env.DB, jobIdOf(c), runner.runner_id, Math.round(parsed.data.percent), nowSeconds(), JOB_LEASE_SECONDS);
  return renewed ? c.json({ ok: true, leaseSeconds: JOB_LEASE_SECONDS }) : jsonError(c, 409, 'lost');
});

/** A report on a job the runner still holds; 409 `lost` when it does not. */
async function report(c: Context<AppEnv>, apply: (job: JobRow, runner: Runner, body: unknown, now: number) => Promise<ReportOutcome>) {
  const runner = await runnerOf(c);
  if (runner instanceof Response) return runner;
  const job = await readOwnJob(c.env.DB, jobIdOf(c), runner.runner_id);
  if (!job) return jsonError(c, 409, 'lost');
  const outcome = await apply(job, runner, await jsonBody(c), nowSeconds());
  if (!outcome.ok) return jsonError(c, outcome.status, outcome.code, outcome.names ? { info: { names: outcome.names } } : {});
  return c.json({ ok: true });
}

runnerRoutes.post('/api/runners/jobs/:id/result', (c) => report(c, (job, runner, body, now) => applyResult(c.env, job, runner.runner_id, body, now)));
runnerRoutes.post('/api/runners/jobs/:id/failure', (c) => report(c, (job, runner, body, now) => applyFailure(c.env.DB, job, runner.runner_id, body, now)));

runnerRoutes.get(`${SOURCE_PATH}*`, async (c) => {
  const key = c.req.path.slice(SOURCE_PATH.length);
  if (!/^(sources|photos|videos|thumbs)\/[A-Za-z0-9/_.-]{1,200}$/.test(key) || key.includes('..')) return jsonError(c, 404, 'not_found');
  if (!(await isValidSourceLink(c.env.MEDIA_SECRET, key, new URL(c.req.url).searchParams, nowSeconds()))) return jsonError(c, 403, 'forbidden');
  return serveObject(c, key, { cacheControl: mediaCacheControl('runner-source') });
});
