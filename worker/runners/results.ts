// What a runner's report does to the video or album it worked on: a result is checked (every file named uploaded
// whole) and decided (duplicate, too short, or on to moderation or its owner's choice of preview); a failure retries
// the job after its pause or fails the object with its reason. Each decision is one batch with the job's end.
import * as z from 'zod';
import { CARD_WIDTHS, JOB_MAX_ATTEMPTS, JOB_RETRY_SECONDS, PHOTO_PROCESSING } from '../config/uploads';
import { failAlbumStatement, processedAlbumStatements } from '../db/album-uploads';
import { endJobStatement, retryJob, type JobRow } from '../db/jobs';
import { listJobResults } from '../db/uploads';
import {
  dropSourceKey, failVideoStatement, importedThumbStatement, isDuplicateSource, processedVideoStatements, readProcessedKeys,
  readProcessingTarget, reprocessedVideoStatements, type ProcessedFiles,
} from '../db/video-uploads';
import { STATUS } from '../domain/vocabularies';
import { bumpCatalogueGeneration } from '../cache/generation';
import type { Bindings } from '../env';
import { videoCacheKey } from '../loaders/video';
import { trashReplacedMedia } from '../media/trash';
import { tooShort } from '../uploads/arrivals';

export type ReportOutcome = { ok: true } | { ok: false; code: string; status: 400 | 422; names?: string[] };

const positive = z.number().int().positive();

export const videoResultSchema = z.object({
  duration: z.number().positive().max(365 * 86_400),
  width: positive.max(16_384),
  height: positive.max(16_384),
  contentHash: z.string().regex(/^[0-9a-f]{64}$/),
  renditions: z.array(z.object({ height: positive.max(9999), width: positive.max(16_384), size: positive })).min(1).max(6),
  hls: z.boolean(),
  posters: z.number().int().min(0).max(8),
  thumbs: z.boolean(),
  preview: z.boolean(),
  sprite: z.boolean(),
});

type VideoResult = z.infer<typeof videoResultSchema>;

const cardSizes = (stem: string) => CARD_WIDTHS.map((width) => `${stem}-${width}.webp`);

/**
 * The files a video result names: the renditions (with their playlists and the master for HLS), the posters (each a
 * JPEG and its card sizes), the job's image at the card sizes, the preview clip, the sprite.
 */
export function videoResultNames(result: VideoResult): string[] {
  return [
    ...result.renditions.map((r) => `${r.height}.mp4`),
    ...(result.hls ? [...result.renditions.map((r) => `${r.height}.m3u8`), 'master.m3u8'] : []),
    ...Array.from({ length: result.posters }, (_, i) => [`poster-${i + 1}.jpg`, ...cardSizes(`poster-${i + 1}`)]).flat(),
    ...(result.thumbs ? cardSizes('thumb') : []),
    ...(result.preview ? ['preview.mp4'] : []),
    ...(result.sprite ? ['sprite.jpg', 'sprite.vtt'] : []),
  ];
}

/** The renditions, master playlist, timeline, card image sizes and preview a result brought, by their R2 keys. */
function processedFiles(result: VideoResult, keys: Map<string, string>): ProcessedFiles {
  return {
    renditions: result.renditions.map((r) => ({ ...r, key: keys.get(`${r.height}.mp4`)! })),
    streamKey: result.hls ? keys.get('master.m3u8')! : null,
    timelineKey: result.sprite ? keys.get('sprite.vtt')!.replace(/\.vtt$/, '') : null,
    thumbSet: result.thumbs ? keys.get(`thumb-${CARD_WIDTHS[0]}.webp`)!.replace(/-[0-9]+\.webp$/, '') : null,
    previewKey: result.preview ? keys.get('preview.mp4')! : null,
  };
}

/**
 * The keys of a video's own processed files (its renditions, playlists and timeline) in the folder its processing made
 * (`videos/{id}-…`), to delete once a new processing replaced them; shared files elsewhere (the demo clips) stay.
 */
async function ownProcessedKeys(db: D1Database, videoId: number): Promise<string[]> {
  const old = await readProcessedKeys(db, videoId);
  const playlists = old.streamKey ? [old.streamKey, ...old.renditions.map((key) => key.replace(/\.mp4$/, '.m3u8'))] : [];
  const timeline = old.timelineKey ? [`${old.timelineKey}.vtt`, `${old.timelineKey}.jpg`] : [];
  const own = new RegExp(`^(videos|timeline)/${videoId}-[A-Za-z0-9_-]+/`);
  return [...old.renditions, ...playlists, ...timeline].filter((key) => own.test(key));
}

export const albumResultSchema = z.object({
  photos: z.array(z.object({ photoId: positive, width: positive.max(65_535), height: positive.max(65_535) })).min(1).max(1000),
  /** Each photo's card sizes came too (`thumb-{photoId}-{width}.webp`); runners before them leave it out. */
  stills: z.boolean().default(false),
});

export const failureSchema = z.object({
  reason: z.enum(['corrupted', 'error']),
  message: z.string().max(2000).default(''),
  retryable: z.boolean().default(false),
});

const failObject = (db: D1Database, job: JobRow, reason: string) =>
  job.kind === 'album' ? failAlbumStatement(db, job.object_id, reason) : failVideoStatement(db, job.object_id, reason);

/** The R2 keys of the files a report names, or the names that were not uploaded whole. */
async function uploadedKeys(db: D1Database, job: JobRow, names: string[]): Promise<{ keys: Map<string, string>; missing: string[] }> {
  const results = await listJobResults(db, job.job_id);
  const keys = new Map(names.flatMap((name) => (results.has(name) ? [[name, results.get(name)!.r2_key] as const] : [])));
  return { keys, missing: names.filter((name) => !keys.has(name)) };
}

async function applyVideoResult(env: Bindings, job: JobRow, runnerId: number, body: unknown, now: number): Promise<ReportOutcome> {
  const parsed = videoResultSchema.safeParse(body);
  if (!parsed.success) return { ok: false, code: 'invalid_request', status: 400 };
  const result = parsed.data;
  const { keys, missing } = await uploadedKeys(env.DB, job, videoResultNames(result));
  if (missing.length > 0) return { ok: false, code: 'missing_files', status: 422, names: missing };
  const db = env.DB;
  const end = endJobStatement(db, { jobId: job.job_id, runnerId, state: 'done', now });
  const files = processedFiles(result, keys);
  if (job.reprocess) {
    // The old files stay until the links pages and players hold to them have expired; the cached video goes now.
    const replaced = await ownProcessedKeys(db, job.object_id);
    await db.batch([...reprocessedVideoStatements(db, job.object_id, files), trashReplacedMedia(db, replaced, now), end]);
    await env.CACHE.delete(videoCacheKey(job.object_id));
    return { ok: true };
  }
  const video = await readProcessingTarget(db, job.object_id);
  const refusal = (await isDuplicateSource(db, job.object_id, result.contentHash))
    ? 'duplicate'
    : tooShort(result.duration, video?.exclusive === 1)?.code;
  if (refusal) {
    await db.batch([failVideoStatement(db, job.object_id, refusal), end]);
    await env.MEDIA.delete([...keys.values()]);
    return { ok: true };
  }
  const firstPoster = result.posters > 0
    ? { key: keys.get('poster-1.jpg')!, set: keys.get(`poster-1-${CARD_WIDTHS[0]}.webp`)!.replace(/-[0-9]+\.webp$/, '') }
    : null;
  const processed = await db.batch([
    ...processedVideoStatements(db, job.object_id, {
      duration: result.duration, width: result.width, height: result.height, contentHash: result.contentHash,
      posters: result.posters, firstPoster, ...files,
    }),
    end,
  ]);
  // A trusted import's video is live at once: cached lists start again.
  if ((processed.at(-2)!.results[0] as { status_id: number } | undefined)?.status_id === STATUS.active) await bumpCatalogueGeneration(env);
  if (video?.source_key && env.KEEP_SOURCES !== 'true') {
    await env.MEDIA.delete(video.source_key);
    await dropSourceKey(db, job.object_id);
  }
  return { ok: true };
}

async function applyAlbumResult(env: Bindings, job: JobRow, runnerId: number, body: unknown, now: number): Promise<ReportOutcome> {
  const parsed = albumResultSchema.safeParse(body);
  if (!parsed.success) return { ok: false, code: 'invalid_request', status: 400 };
  const { photos, stills } = parsed.data;
  const sizeNames = (photoId: number) => (stills ? PHOTO_PROCESSING.stills.widths.map((width) => `thumb-${photoId}-${width}.webp`) : []);
  const names = photos.flatMap((p) => [`thumb-${p.photoId}.jpg`, ...sizeNames(p.photoId)]);
  const { keys, missing } = await uploadedKeys(env.DB, job, names);
  if (missing.length > 0) return { ok: false, code: 'missing_files', status: 422, names: missing };
  const thumbs = photos.map((p) => ({
    photoId: p.photoId,
    key: keys.get(`thumb-${p.photoId}.jpg`)!,
    set: stills ? keys.get(sizeNames(p.photoId)[0]!)!.replace(/-[0-9]+\.webp$/, '') : null,
  }));
  await env.DB.batch([...processedAlbumStatements(env.DB, job.object_id, thumbs), endJobStatement(env.DB, { jobId: job.job_id, runnerId, state: 'done', now })]);
  return { ok: true };
}

export const imageResultSchema = z.object({ thumbs: z.literal(true) });

/** An imported partner video's thumbnail at the card sizes: the video goes to moderation, or live from a trusted import. */
async function applyImageResult(env: Bindings, job: JobRow, runnerId: number, body: unknown, now: number): Promise<ReportOutcome> {
  if (!imageResultSchema.safeParse(body).success) return { ok: false, code: 'invalid_request', status: 400 };
  const names = cardSizes('thumb');
  const { keys, missing } = await uploadedKeys(env.DB, job, names);
  if (missing.length > 0) return { ok: false, code: 'missing_files', status: 422, names: missing };
  const largest = keys.get(names.at(-1)!)!;
  const [, published] = await env.DB.batch([
    endJobStatement(env.DB, { jobId: job.job_id, runnerId, state: 'done', now }),
    importedThumbStatement(env.DB, job.object_id, { key: largest, set: largest.replace(/-[0-9]+\.webp$/, '') }),
  ]);
  if ((published!.results[0] as { status_id: number } | undefined)?.status_id === STATUS.active) await bumpCatalogueGeneration(env);
  return { ok: true };
}

/** A runner's result for its job. */
export function applyResult(env: Bindings, job: JobRow, runnerId: number, body: unknown, now: number): Promise<ReportOutcome> {
  if (job.kind === 'image') return applyImageResult(env, job, runnerId, body, now);
  return job.kind === 'video' ? applyVideoResult(env, job, runnerId, body, now) : applyAlbumResult(env, job, runnerId, body, now);
}

/** A runner's failure of its job: another try after the pause when it may help, else the object fails with the reason. */
export async function applyFailure(db: D1Database, job: JobRow, runnerId: number, body: unknown, now: number): Promise<ReportOutcome> {
  const parsed = failureSchema.safeParse(body);
  if (!parsed.success) return { ok: false, code: 'invalid_request', status: 400 };
  const { reason, message, retryable } = parsed.data;
  const error = `${reason}: ${message}`.slice(0, 2000);
  if (retryable && job.attempts < JOB_MAX_ATTEMPTS) {
    const pause = JOB_RETRY_SECONDS * 2 ** (job.attempts - 1);
    if (await retryJob(db, job.job_id, runnerId, error, now, pause)) return { ok: true };
  }
  await db.batch([failObject(db, job, reason), endJobStatement(db, { jobId: job.job_id, runnerId, state: 'failed', error, now })]);
  return { ok: true };
}

/** Jobs abandoned on their last attempt fail their objects with the reason 'abandoned'. */
export async function failAbandoned(db: D1Database, jobs: Pick<JobRow, 'kind' | 'object_id'>[]): Promise<void> {
  if (jobs.length > 0) await db.batch(jobs.map((job) => failObject(db, job as JobRow, 'abandoned')));
}
