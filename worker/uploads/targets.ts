// What a new upload is for, from who asks and its tus metadata: a member's video source or album photo (their own
// draft, a file the rules allow), or a runner's result file (a name its job may make). Each answer carries where the
// bytes go in R2, or the code of the refusal.
import { PHOTO_MAX_BYTES, VIDEO_EXTENSION, VIDEO_FORMATS, VIDEO_MAX_BYTES } from '../config/uploads';
import { readUploadingAlbum } from '../db/album-uploads';
import type { JobRow } from '../db/jobs';
import type { UploadPurpose } from '../db/uploads';
import { readUploadingVideo } from '../db/video-uploads';
import { randomToken } from '../auth/random';
import { idParamOrNull as idOf } from '../http/params';

export interface UploadTarget {
  purpose: UploadPurpose;
  objectId: number;
  userId: number | null;
  jobId: number | null;
  name: string;
  r2Key: string;
  /** Counted toward the member's daily bytes. */
  counted: boolean;
}

export type TargetRefusal = { code: string; status: 400 | 403 | 404 | 413 };
export type TargetOutcome = { ok: true; target: UploadTarget } | ({ ok: false } & TargetRefusal);

const refuse = (code: string, status: TargetRefusal['status'] = 400): TargetOutcome => ({ ok: false, code, status });

const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4', m3u8: 'application/vnd.apple.mpegurl', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', vtt: 'text/vtt',
};
const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** The content type R2 keeps for an upload, from its name's extension. */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/** The code when a video file is not accepted (no file named at all, a format we do not take, too large), else null. */
export function videoFileRefusal(filename: string, size: number): string | null {
  if (filename.trim() === '') return 'required';
  const extension = VIDEO_EXTENSION.exec(filename)?.[1]?.toLowerCase();
  if (!extension || !(VIDEO_FORMATS as readonly string[]).includes(extension)) return 'format';
  return size > VIDEO_MAX_BYTES ? 'too_large' : null;
}

/** The code when a photo's name or size is not accepted, else null (its bytes are checked once it has arrived). */
export function photoFileRefusal(filename: string, size: number): string | null {
  const extension = filename.split('.').pop()?.toLowerCase() ?? '';
  if (!(PHOTO_EXTENSIONS as readonly string[]).includes(extension)) return 'file_invalid_type';
  return size > PHOTO_MAX_BYTES ? 'file_too_large' : null;
}

/** A member's upload: `video` (a draft's id) with its file name, or `album` and `position` for one photo. */
export async function memberTarget(
  db: D1Database, userId: number, metadata: Record<string, string>, length: number, options: { counted: boolean } = { counted: true },
): Promise<TargetOutcome> {
  const filename = metadata.filename ?? '';
  const videoId = idOf(metadata.video);
  if (videoId !== null) {
    const refusal = videoFileRefusal(filename, length);
    if (refusal) return refuse(refusal, refusal === 'too_large' ? 413 : 400);
    if (!(await readUploadingVideo(db, videoId, userId))) return refuse('not_found', 404);
    return { ok: true, target: { purpose: 'video', objectId: videoId, userId, jobId: null, name: filename, r2Key: `sources/${randomToken(18)}`, counted: options.counted } };
  }
  const albumId = idOf(metadata.album);
  const position = idOf(metadata.position);
  if (albumId !== null && position !== null) {
    const refusal = photoFileRefusal(filename, length);
    if (refusal) return refuse(refusal, refusal === 'file_too_large' ? 413 : 400);
    if (!(await readUploadingAlbum(db, albumId, userId, position))) return refuse('not_found', 404);
    const extension = filename.split('.').pop()!.toLowerCase().replace('jpeg', 'jpg');
    const r2Key = `photos/a${albumId}-${randomToken(9)}/${position}.${extension}`;
    return { ok: true, target: { purpose: 'photo', objectId: albumId, userId, jobId: null, name: filename, r2Key, counted: true } };
  }
  return refuse('invalid_request');
}

/** The R2 keys of the preview frames a video's processing proposed. */
export function posterKeys(mediaPrefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `thumbs/${mediaPrefix}/poster-${i + 1}.jpg`);
}

/** Where a job's result file of this name goes, or null when the job may not make such a file. */
export function resultKey(job: Pick<JobRow, 'kind' | 'media_prefix'>, name: string): string | null {
  const prefix = job.media_prefix;
  if (job.kind === 'video') {
    if (/^[1-9][0-9]{1,3}\.(mp4|m3u8)$/.test(name) || name === 'master.m3u8') return `videos/${prefix}/${name}`;
    if (/^poster-[1-8](\.jpg|-[1-9][0-9]{2,3}\.webp)$/.test(name) || /^thumb-[1-9][0-9]{2,3}\.webp$/.test(name)) return `thumbs/${prefix}/${name}`;
    if (name === 'preview.mp4') return `previews/${prefix}/${name}`;
    if (name === 'sprite.jpg' || name === 'sprite.vtt') return `timeline/${prefix}/${name}`;
    return null;
  }
  if (job.kind === 'image') return /^thumb-[1-9][0-9]{2,3}\.webp$/.test(name) ? `thumbs/${prefix}/${name}` : null;
  return /^thumb-[1-9][0-9]{0,9}(\.jpg|-[1-9][0-9]{2,3}\.webp)$/.test(name) ? `photos/${prefix}/${name}` : null;
}

/** A runner's result file: `job` (one it holds) and `name` (one the job may make). */
export function resultTarget(job: JobRow | null, metadata: Record<string, string>): TargetOutcome {
  if (!job) return refuse('lost', 404);
  const name = metadata.name ?? '';
  const r2Key = resultKey(job, name);
  if (!r2Key) return refuse('invalid_name');
  return { ok: true, target: { purpose: 'result', objectId: job.object_id, userId: null, jobId: job.job_id, name, r2Key, counted: false } };
}
