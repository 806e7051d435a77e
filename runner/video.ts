// A video job's work (docs/runners.md, "Processing"): the rendition ladder as fragmented MP4 with its HLS playlists,
// posters, the timeline sprite and its WebVTT.
import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CorruptedSource, ToolError } from './errors';
import { probe, runFfmpeg, type Probe } from './ffmpeg';
import { readFragmentedMp4 } from './fmp4';
import { bandwidthOf, codecsOf, masterPlaylist, mediaPlaylist, segmentsOf, type Variant } from './hls';
import { cardImages, posterFrame, previewClip } from './stills';
import type { Output, Rung, VideoParams, VideoResult } from './jobs';
import type { Tools } from './tools';

export interface Size {
  width: number;
  height: number;
}

/** Share of the work in the one pass that decodes the source (renditions and sprite); the posters are quick seeks after it. */
const ENCODING = 0.95;

/** Frame rates above this are halved until they fit (a 120 fps phone clip plays at 60). */
const MAX_FRAME_RATE = 60;
/** When the source does not say its frame rate. */
const DEFAULT_FRAME_RATE = 30;

/**
 * Fragmented MP4 that is at once an HLS rendition (fragments cut at each key frame, an empty moov as initialisation,
 * fragment times relative to the moof) and a file any player streams or saves: its sidx index at the start lets a
 * plain <video> read the duration and seek. No mfra index at the end: Chrome reads it before the first frame, two
 * more requests (a phone on Slow 4G started 0.5 s later), while the sidx already says everything it says.
 */
const FRAGMENTED_MP4 = ['-f', 'mp4', '-movflags', '+frag_keyframe+empty_moov+default_base_moof+global_sidx+skip_trailer'];

/**
 * x264 and AAC for one rung: quality-targeted (CRF 23) but capped at the rung's bit rate over a two-second buffer,
 * a key frame at every `keyframeSeconds` of the output's clock and never at a scene cut, so all renditions switch at
 * the same instants.
 */
export function rungEncoding(rung: Rung, frameRate: FrameRate, keyframeSeconds: number): string[] {
  return [
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', rung.profile, '-pix_fmt', 'yuv420p',
    '-maxrate', `${rung.videoKbps}k`, '-bufsize', `${rung.videoKbps * 2}k`,
    ...(frameRate.changed ? ['-r', String(frameRate.rate)] : []),
    '-force_key_frames', `expr:gte(t,n_forced*${keyframeSeconds})`, '-sc_threshold', '0',
    '-c:a', 'aac', '-b:a', `${rung.audioKbps}k`, '-ac', '2',
  ];
}

export interface FrameRate {
  rate: number;
  /** Not the source's own: the encoder must convert to it. */
  changed: boolean;
}

/** The output frame rate: the source's (kept as it is, variable rates too), halved while above MAX_FRAME_RATE. */
export function outputFrameRate(source: number): FrameRate {
  let rate = source > 0 ? source : DEFAULT_FRAME_RATE;
  while (rate > MAX_FRAME_RATE) rate /= 2;
  return { rate, changed: source > MAX_FRAME_RATE };
}

export async function processVideo(input: {
  tools: Tools;
  source: string;
  contentHash: string;
  params: VideoParams;
  /** An image to make the card sizes of (`thumb-{width}.webp`). */
  thumbImage?: string;
  dir: string;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}): Promise<{ files: Output[]; result: VideoResult }> {
  const { tools, params, dir, onProgress, signal } = input;
  const { source, info } = await readSource(tools, input.source, dir, signal);
  const rungs = ladderFor(info, params.ladder);
  const sizes = rungs.map((r) => r.size);
  const frameRate = outputFrameRate(info.frameRate);
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
      ...renditionFiles.flatMap((file, i) => [
        '-map', `[v${i}]`, '-map', '0:a:0?', ...rungEncoding(rungs[i]!.rung, frameRate, params.keyframeSeconds), ...FRAGMENTED_MP4, file.path,
      ]),
      '-map', '[sprite]', '-frames:v', '1', '-q:v', '5', spriteFile.path,
    ],
    { duration: info.duration, onProgress: (f) => onProgress(f * ENCODING), signal },
  );
  const vttFile = { name: 'sprite.vtt', path: join(dir, 'sprite.vtt') };
  await writeFile(vttFile.path, spriteVtt(sprite, params.sprite, info.duration));
  const playlistFiles = await writePlaylists(dir, renditionFiles.map((f) => f.name), frameRate.rate, params);

  const posterSize = sizes[sizes.length - 1] ?? info;
  const times = posterTimes(info.videoDuration, params.posters);
  // What follows the one decode: each poster, the job's image, the preview clip, quick seeks each.
  const steps = times.length + (input.thumbImage ? 1 : 0) + 1;
  let done = 0;
  const step = () => onProgress(ENCODING + ((1 - ENCODING) * ++done) / steps);
  const stillFiles: Output[] = [];
  for (const [i, time] of times.entries()) {
    stillFiles.push(...(await posterFrame(tools.ffmpeg, source, dir, `poster-${i + 1}`, time, posterSize, params.stills, signal)));
    step();
  }
  if (input.thumbImage) {
    stillFiles.push(...(await cardImages(tools.ffmpeg, input.thumbImage, dir, 'thumb', params.stills, signal)));
    step();
  }
  const preview = await previewClip(tools.ffmpeg, source, dir, info.videoDuration, params.preview, signal);
  step();

  const renditions = await Promise.all(
    sizes.map(async (size, i) => ({ height: size.height, width: size.width, size: (await stat(renditionFiles[i]!.path)).size })),
  );
  return {
    files: [...renditionFiles, ...playlistFiles, ...stillFiles, preview, spriteFile, vttFile],
    result: {
      duration: Math.round(info.duration * 1000) / 1000,
      width: info.width,
      height: info.height,
      contentHash: input.contentHash,
      renditions,
      hls: true,
      posters: times.length,
      thumbs: Boolean(input.thumbImage),
      preview: true,
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
 * Each rendition's media playlist (`{height}.m3u8`, by byte range into its MP4) and the master playlist over them,
 * written from the fragments' index; the packaged 2018 ffmpeg crashes writing HLS itself, and one packager for every
 * ffmpeg gives the same files wherever a runner runs.
 */
async function writePlaylists(dir: string, files: readonly string[], frameRate: number, params: VideoParams): Promise<Output[]> {
  const variants: Variant[] = [];
  const outputs: Output[] = [];
  for (const file of files) {
    const mp4 = await readFragmentedMp4(join(dir, file));
    const segments = segmentsOf(mp4, params.segmentSeconds);
    const video = mp4.tracks.find((t) => t.kind === 'video');
    const playlist = file.replace(/\.mp4$/, '.m3u8');
    const { peak, average } = bandwidthOf(mp4, segments);
    await writeFile(join(dir, playlist), mediaPlaylist(file, mp4, segments));
    outputs.push({ name: playlist, path: join(dir, playlist) });
    variants.push({
      file, playlist, width: video?.width ?? 0, height: video?.height ?? 0, frameRate, codecs: codecsOf(mp4), bandwidth: peak, averageBandwidth: average,
    });
  }
  await writeFile(join(dir, 'master.m3u8'), masterPlaylist(variants, params.startHeight));
  return [...outputs, { name: 'master.m3u8', path: join(dir, 'master.m3u8') }];
}

/** The ladder's rungs this source gets, each with its picture size (renditionSizes); a source below them all gets the lowest rung's settings at its own height. */
export function ladderFor(source: Size, ladder: readonly Rung[]): { rung: Rung; size: Size }[] {
  const byHeight = [...ladder].sort((a, b) => a.height - b.height);
  return renditionSizes(source, byHeight.map((r) => r.height)).map((size) => ({
    size,
    rung: [...byHeight].reverse().find((r) => r.height <= size.height) ?? byHeight[0]!,
  }));
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
