// An album job's work: each photo's size, a JPEG thumbnail that fits params.thumb (never enlarged) and, when the site
// asks (params.stills), its WebP sizes cropped to their aspect (the album page's grid and the album's card).
import { join } from 'node:path';
import type { SiteApi } from './api';
import { download } from './download';
import { CorruptedSource } from './errors';
import { probe, runFfmpeg } from './ffmpeg';
import { cardImages } from './stills';
import type { AlbumJob, AlbumResult, Output } from './jobs';
import type { Tools } from './tools';

export async function processAlbum(input: {
  site: SiteApi;
  tools: Tools;
  job: AlbumJob;
  dir: string;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}): Promise<{ files: Output[]; result: AlbumResult }> {
  const { site, tools, job, dir, onProgress, signal } = input;
  const { width, height } = job.params.thumb;
  const files: Output[] = [];
  const photos: AlbumResult['photos'] = [];
  for (const [i, photo] of job.photos.entries()) {
    const original = join(dir, `photo-${photo.photoId}`);
    await download(site, photo.url, original, { size: photo.size, onBytes: () => {}, signal });
    const info = await probe(tools.ffprobe, original, signal).catch((error: unknown) => {
      throw error instanceof CorruptedSource ? new CorruptedSource(`photo ${photo.photoId}: ${error.message}`) : error;
    });
    const name = `thumb-${photo.photoId}.jpg`;
    const thumb = join(dir, name);
    await runFfmpeg(
      tools.ffmpeg,
      ['-i', original, '-frames:v', '1', '-vf', `scale='min(${width},iw)':'min(${height},ih)':force_original_aspect_ratio=decrease`, '-q:v', '3', thumb],
      { duration: 0, onProgress: () => {}, signal },
    );
    files.push({ name, path: thumb });
    if (job.params.stills) files.push(...(await cardImages(tools.ffmpeg, original, dir, `thumb-${photo.photoId}`, job.params.stills, signal)));
    photos.push({ photoId: photo.photoId, width: info.width, height: info.height });
    onProgress((i + 1) / job.photos.length);
  }
  return { files, result: { photos, stills: job.params.stills !== undefined } };
}
