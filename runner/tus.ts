// A minimal tus 1.0.0 client for result files: create, PATCH in 8 MiB chunks, HEAD and resume after an interruption.
import { open, stat, type FileHandle } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SiteApi } from './api';
import { describeError, SiteError, TransientError } from './errors';

/** The site takes chunks that are a multiple of 8 MiB, or the end of the file. */
export const CHUNK_BYTES = 8 * 1024 * 1024;

/** Interruptions survived per file before the upload (and with it the job) fails, retryably. */
const MAX_RESUMES = 5;

const TUS = { 'Tus-Resumable': '1.0.0' };

/** Where the upload stands after a request: the offset the site confirmed, or why the request did not get through. */
type Step = { offset: number } | { interrupted: string };

/** Uploads `path` as `name` for job `jobId`; `onBytes` hears how many bytes the site has confirmed. */
export async function tusUpload(
  site: SiteApi,
  upload: { jobId: number; name: string; path: string },
  options: { onBytes: (confirmed: number) => void; signal: AbortSignal; log: (line: string) => void },
): Promise<void> {
  const { onBytes, signal, log } = options;
  const length = (await stat(upload.path)).size;
  const created = await site.fetch(site.url('api/upload/'), {
    method: 'POST',
    headers: {
      ...TUS,
      'Upload-Length': String(length),
      'Upload-Metadata': `job ${base64(String(upload.jobId))}, name ${base64(upload.name)}`,
    },
    signal,
  });
  const location = created.headers.get('Location');
  if (created.status !== 201 || !location) {
    const answer = (await created.json().catch(() => undefined)) as { code?: string } | undefined;
    throw new SiteError(created.status, answer?.code, `tus create ${upload.name}`);
  }
  await created.body?.cancel();
  const uploadUrl = new URL(location, site.url(''));

  const file = await open(upload.path);
  try {
    let offset = 0;
    let resumes = 0;
    while (offset < length) {
      let step = await patch(site, uploadUrl, file, offset, length, signal);
      while ('interrupted' in step) {
        log(`${upload.name}: ${step.interrupted} at byte ${offset}; asking the site where to resume`);
        if (++resumes > MAX_RESUMES) throw new TransientError(`${upload.name}: upload interrupted ${MAX_RESUMES} times`);
        await sleep(250 * 2 ** resumes, undefined, { signal });
        step = await head(site, uploadUrl, signal);
      }
      offset = step.offset;
      onBytes(offset);
    }
  } finally {
    await file.close();
  }
}

/** Sends the chunk at `offset`: 8 MiB, or what is left of the file. */
async function patch(site: SiteApi, uploadUrl: URL, file: FileHandle, offset: number, length: number, signal: AbortSignal): Promise<Step> {
  const chunk = Buffer.alloc(Math.min(CHUNK_BYTES, length - offset));
  await file.read(chunk, 0, chunk.length, offset);
  return request(site, uploadUrl, signal, {
    method: 'PATCH',
    headers: { ...TUS, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(offset) },
    body: chunk,
  });
}

/** Asks how many bytes the site kept. */
function head(site: SiteApi, uploadUrl: URL, signal: AbortSignal): Promise<Step> {
  return request(site, uploadUrl, signal, { method: 'HEAD', headers: TUS });
}

/** A network error, a 409 (offsets disagree) or a 5xx is an interruption to resume from; any other refusal ends the upload. */
async function request(site: SiteApi, uploadUrl: URL, signal: AbortSignal, init: RequestInit): Promise<Step> {
  let response: Response;
  try {
    response = await site.fetch(uploadUrl, { ...init, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    return { interrupted: `${init.method} failed (${describeError(error)})` };
  }
  await response.body?.cancel();
  const offset = Number(response.headers.get('Upload-Offset'));
  if (response.ok && Number.isInteger(offset)) return { offset };
  if (response.status === 409 || response.status >= 500) return { interrupted: `${init.method} answered ${response.status}` };
  throw new SiteError(response.status, undefined, `tus ${init.method} ${uploadUrl.pathname}`);
}

function base64(text: string): string {
  return Buffer.from(text).toString('base64');
}
