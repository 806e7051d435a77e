// One claimed job from start to end: work folder, processing, uploads, then the result or the failure; the folder always goes.
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { processAlbum } from './album';
import type { SiteApi } from './api';
import { download } from './download';
import { CorruptedSource, describeError, isTransient, SiteError } from './errors';
import type { AlbumResult, Failure, ImageResult, Job, Output, VideoResult } from './jobs';
import { ProgressReporter } from './progress';
import { RefusedSource, type RemotePolicy } from './remote-source';
import { cardImages } from './stills';
import type { Tools } from './tools';
import { tusUpload } from './tus';
import { processVideo } from './video';

export interface JobContext {
  site: SiteApi;
  tools: Tools;
  workDir: string;
  /** What the runner may fetch outside the site (imports' URLs). */
  remote: RemotePolicy;
  log: (line: string) => void;
}

/** Share of a job's progress before processing (the download) and after it (the uploads). */
const DOWNLOAD = 0.1;
const UPLOAD = 0.1;

/** Runs `job`; `stop` is the runner shutting down, which hands the job back to the site as a retryable failure. */
export async function runJob(job: Job, context: JobContext, stop: AbortSignal): Promise<void> {
  const { site, log } = context;
  const started = Date.now();
  const lost = new AbortController();
  const signal = AbortSignal.any([stop, lost.signal]);
  const reporter = new ProgressReporter(site, job.jobId, job.leaseSeconds, () => lost.abort(new Error('lost')), log);
  log(`job ${job.jobId} (${job.kind}, attempt ${job.attempt}): started`);
  let dir: string | undefined;
  try {
    await mkdir(context.workDir, { recursive: true });
    dir = await mkdtemp(join(context.workDir, `job-${job.jobId}-`));
    const { files, result } = await work(job, context, dir, (fraction) => reporter.set(fraction), signal);
    const sizes = await Promise.all(files.map(async (file) => (await stat(file.path)).size));
    const total = sizes.reduce((a, b) => a + b, 0);
    let uploaded = 0;
    for (const [i, file] of files.entries()) {
      await tusUpload(site, { jobId: job.jobId, ...file }, {
        onBytes: (confirmed) => reporter.set(1 - UPLOAD + (UPLOAD * (uploaded + confirmed)) / Math.max(1, total)),
        signal,
        log: (line) => log(`job ${job.jobId}: ${line}`),
      });
      uploaded += sizes[i]!;
    }
    await reporter.stop();
    await site.result(job.jobId, result);
    log(`job ${job.jobId}: done in ${((Date.now() - started) / 1000).toFixed(1)} s, ${files.length} files`);
  } catch (error) {
    await reporter.stop();
    // 409 is the job calls' answer for a job that is no longer this runner's; the tus creation says `lost` with 404.
    if (lost.signal.aborted || (error instanceof SiteError && (error.status === 409 || error.code === 'lost'))) {
      log(`job ${job.jobId}: no longer this runner's (lost); dropped`);
    } else if (stop.aborted) {
      await reportFailure(context, job.jobId, { reason: 'error', message: 'the runner was stopped', retryable: true });
    } else {
      await reportFailure(context, job.jobId, failureOf(error));
    }
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

/** Makes the job's files: the album's thumbnails, or the video's renditions, posters and sprite from its downloaded source. */
async function work(
  job: Job,
  context: JobContext,
  dir: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<{ files: Output[]; result: VideoResult | AlbumResult | ImageResult }> {
  const { site, tools, remote } = context;
  const processing = (fraction: number) => onProgress(DOWNLOAD + fraction * (1 - DOWNLOAD - UPLOAD));
  if (job.kind === 'album') {
    return processAlbum({ site, tools, job, dir, onProgress: processing, signal });
  }
  if (job.kind === 'image') {
    const image = join(dir, 'thumb-source');
    await download(site, job.source.url, image, { size: undefined, maxBytes: job.maxBytes, remote, onBytes: () => {}, signal });
    return { files: await cardImages(tools.ffmpeg, image, dir, 'thumb', job.params.stills, signal), result: { thumbs: true } };
  }
  // The extension helps ffprobe guess the container; only a short alphanumeric one is kept.
  const extension = /^\.[a-z0-9]{1,8}$/i.exec(extname(job.source.filename))?.[0] ?? '';
  const source = join(dir, `source${extension}`);
  const { size } = job.source;
  const contentHash = await download(site, job.source.url, source, {
    size,
    maxBytes: job.maxBytes,
    remote,
    onBytes: (received) => onProgress((DOWNLOAD * received) / Math.max(1, size ?? job.maxBytes ?? received)),
    signal,
  });
  let thumbImage: string | undefined;
  if (job.thumb) {
    thumbImage = join(dir, `thumb-source${/^\.[a-z0-9]{1,8}$/i.exec(extname(job.thumb.filename))?.[0] ?? ''}`);
    await download(site, job.thumb.url, thumbImage, { size: job.thumb.size, maxBytes: job.maxBytes, remote, onBytes: () => {}, signal });
  }
  return processVideo({ tools, source, contentHash, params: job.params, thumbImage, dir, onProgress: processing, signal });
}

/** `corrupted` for media the tools cannot read; `error` for the rest, retryable when it looks transient. */
export function failureOf(error: unknown): Failure {
  if (error instanceof CorruptedSource) return { reason: 'corrupted', message: error.message, retryable: false };
  // A URL the runner will not fetch (private address, too large) stays refused on every attempt.
  if (error instanceof RefusedSource) return { reason: 'error', message: error.message, retryable: false };
  return { reason: 'error', message: describeError(error), retryable: isTransient(error) };
}

async function reportFailure(context: JobContext, jobId: number, failure: Failure): Promise<void> {
  context.log(`job ${jobId}: failed, ${failure.reason}${failure.retryable ? ' (retryable)' : ''}: ${failure.message}`);
  try {
    await context.site.failure(jobId, failure);
  } catch (error) {
    // The lease runs out and the site gives the job to another runner (or fails it as abandoned).
    context.log(`job ${jobId}: could not report the failure (${describeError(error)})`);
  }
}
