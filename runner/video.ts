// A video job's work (docs/runners.md, "Processing"): renditions, posters, the timeline sprite and its WebVTT.
import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CorruptedSource, ToolError } from './errors';
import { probe, runFfmpeg, type Probe } from './ffmpeg';
import type { Output, VideoParams, VideoResult } from './jobs';
import type { Tools } from './tools';

export interface Size {
  width: number;
  height: number;
}

/** Share of the work in the one pass that decodes the source (renditions and sprite); the posters are quick seeks after it. */
const ENCODING = 0.95;

/** x264 settings chosen for speed on a small machine at a quality a tube site needs. */
const H264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'];
const AAC = ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'];

export async function processVideo(input: {
  tools: Tools;
  source: string;
  contentHash: string;
  params: VideoParams;
  dir: string;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}): Promise<{ files: Output[]; result: VideoResult }> {
  const { tools, params, dir, onProgress, signal } = input;
  const { source, info } = await readSource(tools, input.source, dir, signal);
  const sizes = renditionSizes(info, params.renditions);
  const renditionFiles = sizes.map((size) => ({ name: `${size.height}.mp4`, path: join(dir, `${size.height}.mp4`) }));
  const sprite = planSprite(info.videoDuration, params.sprite);
  const spriteFile = { name: 'sprite.jpg', path: join(dir, 'sprite.jpg') };

  // One decode feeds every rendition and the sprite: split, then scale each branch.
  const { width, height } = params.sprite;
  const graph = [
    `[0:v:0]split=${sizes.length + 1}${sizes.map((_, i) => `[s${i}]`).join('')}[frames]`,
    ...sizes.map((size, i) => `[s${i}]scale=${size.width}:${size.height},setsar=1[v${i}]`),
    `[frames]select='lt(selected_n\\,${sprite.count})*gte(t\\,selected_n*${sprite.interval.toFixed(6)})',` +
      `scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2,setsar=1,` +
      `tile=${sprite.columns}x${sprite.rows}[sprite]`,
  ].join(';');
  await runFfmpeg(
    tools.ffmpeg,
    [
      '-i', source, '-filter_complex', graph,
      ...renditionFiles.flatMap((file, i) => ['-map', `[v${i}]`, '-map', '0:a:0?', ...H264, ...AAC, '-movflags', '+faststart', file.path]),
      '-map', '[sprite]', '-frames:v', '1', '-q:v', '5', spriteFile.path,
    ],
    { duration: info.duration, onProgress: (f) => onProgress(f * ENCODING), signal },
  );
  const vttFile = { name: 'sprite.vtt', path: join(dir, 'sprite.vtt') };
  await writeFile(vttFile.path, spriteVtt(sprite, params.sprite, info.duration));

  const posterSize = sizes[sizes.length - 1] ?? info;
  const times = posterTimes(info.videoDuration, params.posters);
  const posterFiles: Output[] = [];
  for (const [i, time] of times.entries()) {
    const file = { name: `poster-${i + 1}.jpg`, path: join(dir, `poster-${i + 1}.jpg`) };
    await runFfmpeg(
      tools.ffmpeg,
      ['-ss', time.toFixed(3), '-i', source, '-map', '0:v:0', '-frames:v', '1', '-vf', `scale=${posterSize.width}:${posterSize.height},setsar=1`, '-q:v', '3', file.path],
      { duration: 0, onProgress: () => {}, signal },
    );
    posterFiles.push(file);
    onProgress(ENCODING + ((1 - ENCODING) * (i + 1)) / times.length);
  }
  onProgress(1);

  const renditions = await Promise.all(
    sizes.map(async (size, i) => ({ height: size.height, width: size.width, size: (await stat(renditionFiles[i]!.path)).size })),
  );
  return {
    files: [...renditionFiles, ...posterFiles, spriteFile, vttFile],
    result: {
      duration: Math.round(info.duration * 1000) / 1000,
      width: info.width,
      height: info.height,
      contentHash: input.contentHash,
      renditions,
      posters: times.length,
      sprite: true,
    },
  };
}

/**
 * Probes the source. The packaged ffprobe (a 2023 static build) dies of SIGSEGV on every MPEG-TS file (.ts, .mts,
 * .m2t) on some machines, this one included, while ffmpeg reads them: then ffmpeg copies the streams into Matroska,
 * which ffprobe reads, and the copy is the source. What ffmpeg cannot read either is corrupted.
 */
async function readSource(tools: Tools, source: string, dir: string, signal: AbortSignal): Promise<{ source: string; info: Probe }> {
  try {
    return { source, info: await probe(tools.ffprobe, source, signal) };
  } catch (error) {
    if (!(error instanceof ToolError && error.signal === 'SIGSEGV')) throw error;
  }
  const copy = join(dir, 'source-copy.mkv');
  await runFfmpeg(tools.ffmpeg, ['-i', source, '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-f', 'matroska', copy], {
    duration: 0,
    onProgress: () => {},
    signal,
  }).catch((error: unknown) => {
    throw error instanceof ToolError && error.signal === null ? new CorruptedSource(error.message) : error;
  });
  return { source: copy, info: await probe(tools.ffprobe, copy, signal) };
}

/**
 * The renditions to make: each asked-for height not above the source's, or the source's own height when it is below
 * them all. Never upscaled; heights and widths even (yuv420p needs both), widths kept to the aspect ratio.
 */
export function renditionSizes(source: Size, heights: number[]): Size[] {
  const even = (n: number) => Math.max(2, Math.floor(n / 2) * 2);
  const fitting = heights.filter((h) => h <= source.height);
  const chosen = new Set((fitting.length ? fitting : [source.height]).map(even));
  return [...chosen]
    .sort((a, b) => a - b)
    .map((height) => ({ height, width: Math.max(2, Math.round((source.width * height) / source.height / 2) * 2) }));
}

/** Poster times in seconds: at 10 %, 30 %, 50 %, 70 %, 90 % of the video, closer together when there are more than five. */
export function posterTimes(duration: number, count: number): number[] {
  const step = count > 1 ? Math.min(0.2, 0.8 / (count - 1)) : 0;
  return Array.from({ length: count }, (_, i) => duration * (0.1 + i * step));
}

export interface SpritePlan {
  /** Seconds between frames. */
  interval: number;
  count: number;
  columns: number;
  rows: number;
}

/** One frame every max(minInterval, duration / maxFrames) seconds, `columns` to a row (fewer when there are fewer frames). */
export function planSprite(duration: number, sprite: VideoParams['sprite']): SpritePlan {
  const interval = Math.max(sprite.minInterval, duration / sprite.maxFrames);
  const count = Math.min(sprite.maxFrames, Math.max(1, Math.ceil(duration / interval - 1e-6)));
  const columns = Math.min(sprite.columns, count);
  return { interval, count, columns, rows: Math.ceil(count / columns) };
}

/** The WebVTT whose cues name each frame's rectangle in the sprite relatively (`sprite.jpg#xywh=x,y,w,h`); the last cue ends with the video. */
export function spriteVtt(plan: SpritePlan, sprite: VideoParams['sprite'], duration: number): string {
  const cues = Array.from({ length: plan.count }, (_, i) => {
    const start = i * plan.interval;
    const end = i === plan.count - 1 ? Math.max(duration, start) : (i + 1) * plan.interval;
    const x = (i % plan.columns) * sprite.width;
    const y = Math.floor(i / plan.columns) * sprite.height;
    return `${vttTime(start)} --> ${vttTime(end)}\nsprite.jpg#xywh=${x},${y},${sprite.width},${sprite.height}\n\n`;
  });
  return `WEBVTT\n\n${cues.join('')}`;
}

/** HH:MM:SS.mmm */
export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}
