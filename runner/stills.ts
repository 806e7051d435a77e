// Stills and the preview clip (docs/runners.md, "Processing"): each poster frame of a video as a large JPEG (for
// sharing and the owner's choice) and as WebP at every card width, an image (the member's uploaded preview, the chosen
// poster when a video is processed again, an album's photo) at the card widths of its shape, and a few seconds of
// evenly spaced cuts that play on a card under the pointer.
import { join } from 'node:path';
import { runFfmpeg } from './ffmpeg';
import type { Output, Stills, VideoParams } from './jobs';

type Preview = VideoParams['preview'];

/** Card images have the stills' aspect whatever the picture (16:9 for videos): the height at a width, even. */
export function cardHeight(width: number, aspect: Stills['aspect'] = { width: 16, height: 9 }): number {
  return Math.round((width * aspect.height) / aspect.width / 2) * 2;
}

/** Scaled to cover the box, then cropped to it around the centre. */
const coverFilter = (width: number, height: number) =>
  `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height},setsar=1`;

/** The card-size WebP outputs of one picture (`{stem}-{width}.webp`) and the filters that make them from `[c{i}]`. */
function cardSizes(dir: string, stem: string, stills: Stills): { filters: string[]; args: string[]; files: Output[] } {
  const files = stills.widths.map((width) => ({ name: `${stem}-${width}.webp`, path: join(dir, `${stem}-${width}.webp`) }));
  const filters = stills.widths.map((width, i) => `[c${i}]${coverFilter(width, cardHeight(width, stills.aspect))}[w${i}]`);
  const args = files.flatMap((file, i) => ['-map', `[w${i}]`, '-frames:v', '1', '-c:v', 'libwebp', '-quality', String(stills.quality), file.path]);
  return { filters, args, files };
}

/**
 * A picture (the first frame of ffmpeg's `input`) as `{name}.jpg`, cropped to fill `size`, and `{name}-{width}.webp`
 * at each card width, in one ffmpeg run.
 */
export async function stillSet(
  ffmpeg: string, input: string[], dir: string, name: string, size: { width: number; height: number }, stills: Stills, signal: AbortSignal,
): Promise<Output[]> {
  const large = { name: `${name}.jpg`, path: join(dir, `${name}.jpg`) };
  const cards = cardSizes(dir, name, stills);
  const graph = [
    `[0:v:0]split=${stills.widths.length + 1}[large]${stills.widths.map((_, i) => `[c${i}]`).join('')}`,
    `[large]${coverFilter(size.width, size.height)}[jpg]`,
    ...cards.filters,
  ].join(';');
  await runFfmpeg(ffmpeg, [...input, '-filter_complex', graph, '-map', '[jpg]', '-frames:v', '1', '-q:v', '3', large.path, ...cards.args], {
    duration: 0, onProgress: () => {}, signal,
  });
  return [large, ...cards.files];
}

/** A poster frame at `time`: `{name}.jpg` at `size` (the video's shape) and `{name}-{width}.webp` at each card width. */
export function posterFrame(
  ffmpeg: string, source: string, dir: string, name: string, time: number, size: { width: number; height: number }, stills: Stills, signal: AbortSignal,
): Promise<Output[]> {
  return stillSet(ffmpeg, ['-ss', time.toFixed(3), '-i', source], dir, name, size, stills, signal);
}

/** An image (any format ffmpeg reads) at each card width: `{stem}-{width}.webp`. */
export async function cardImages(ffmpeg: string, image: string, dir: string, stem: string, stills: Stills, signal: AbortSignal): Promise<Output[]> {
  const cards = cardSizes(dir, stem, stills);
  const graph = [`[0:v:0]split=${stills.widths.length}${stills.widths.map((_, i) => `[c${i}]`).join('')}`, ...cards.filters].join(';');
  await runFfmpeg(ffmpeg, ['-i', image, '-filter_complex', graph, ...cards.args], { duration: 0, onProgress: () => {}, signal });
  return cards.files;
}

/**
 * When the preview's cuts start: `cuts` of `seconds` each, evenly spread, each in the middle of its share of the
 * video. A video shorter than the cuts need gets as many whole cuts as fit, at least one (as long as the video).
 */
export function previewCuts(duration: number, preview: Preview): { start: number; length: number }[] {
  const length = Math.min(preview.seconds, duration);
  const count = Math.max(1, Math.min(preview.cuts, Math.floor(duration / preview.seconds)));
  return Array.from({ length: count }, (_, i) => ({
    start: Math.max(0, Math.min(duration - length, (duration * (i + 0.5)) / count - length / 2)),
    length,
  }));
}

/** The preview clip: the cuts joined, `width`x`height` (cropped to fill), H.264 without sound, moov first. */
export async function previewClip(ffmpeg: string, source: string, dir: string, duration: number, preview: Preview, signal: AbortSignal): Promise<Output> {
  const file = { name: 'preview.mp4', path: join(dir, 'preview.mp4') };
  const cuts = previewCuts(duration, preview);
  const fit = `scale=${preview.width}:${preview.height}:force_original_aspect_ratio=increase,crop=${preview.width}:${preview.height},setsar=1,fps=${preview.frameRate}`;
  const graph = [
    ...cuts.map((_, i) => `[${i}:v:0]${fit}[v${i}]`),
    `${cuts.map((_, i) => `[v${i}]`).join('')}concat=n=${cuts.length}:v=1:a=0[preview]`,
  ].join(';');
  await runFfmpeg(
    ffmpeg,
    [
      ...cuts.flatMap((cut) => ['-ss', cut.start.toFixed(3), '-t', cut.length.toFixed(3), '-i', source]),
      '-filter_complex', graph, '-map', '[preview]', '-an',
      '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-crf', '28', '-pix_fmt', 'yuv420p',
      '-maxrate', `${preview.videoKbps}k`, '-bufsize', `${preview.videoKbps * 2}k`, '-movflags', '+faststart', file.path,
    ],
    { duration: 0, onProgress: () => {}, signal },
  );
  return file;
}
