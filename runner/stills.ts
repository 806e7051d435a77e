// A video's stills and its preview clip (docs/runners.md, "Processing"): each poster frame as a large JPEG (for
// sharing and the owner's choice) and as WebP at every card width, an image (the member's uploaded preview, or the
// chosen poster when a video is processed again) at those widths, and a few seconds of evenly spaced cuts that play
// on a card under the pointer.
import { join } from 'node:path';
import { runFfmpeg } from './ffmpeg';
import type { Output, VideoParams } from './jobs';

type Stills = VideoParams['stills'];
type Preview = VideoParams['preview'];

/** Card images are 16:9 whatever the picture: scaled to cover the box, then cropped to it around the centre. */
export function cardHeight(width: number): number {
  return Math.round((width * 9) / 16 / 2) * 2;
}

const cover = (width: number) => `scale=${width}:${cardHeight(width)}:force_original_aspect_ratio=increase,crop=${width}:${cardHeight(width)},setsar=1`;

/** The card-width WebP outputs of one picture: `{stem}-{width}.webp`, one ffmpeg output each. */
function cardOutputs(dir: string, stem: string, stills: Stills, label: (i: number) => string): { args: string[]; files: Output[] } {
  const files = stills.widths.map((width) => ({ name: `${stem}-${width}.webp`, path: join(dir, `${stem}-${width}.webp`) }));
  const args = files.flatMap((file, i) => ['-map', `[${label(i)}]`, '-frames:v', '1', '-c:v', 'libwebp', '-quality', String(stills.quality), file.path]);
  return { args, files };
}

/** A poster frame at `time`: `{name}.jpg` at `size` and `{name}-{width}.webp` at each card width, from one seek. */
export async function posterFrame(
  ffmpeg: string, source: string, dir: string, name: string, time: number, size: { width: number; height: number }, stills: Stills, signal: AbortSignal,
): Promise<Output[]> {
  const large = { name: `${name}.jpg`, path: join(dir, `${name}.jpg`) };
  const cards = cardOutputs(dir, name, stills, (i) => `w${i}`);
  const graph = [
    `[0:v:0]split=${stills.widths.length + 1}[large]${stills.widths.map((_, i) => `[c${i}]`).join('')}`,
    `[large]scale=${size.width}:${size.height},setsar=1[jpg]`,
    ...stills.widths.map((width, i) => `[c${i}]${cover(width)}[w${i}]`),
  ].join(';');
  await runFfmpeg(ffmpeg, ['-ss', time.toFixed(3), '-i', source, '-filter_complex', graph, '-map', '[jpg]', '-frames:v', '1', '-q:v', '3', large.path, ...cards.args], {
    duration: 0, onProgress: () => {}, signal,
  });
  return [large, ...cards.files];
}

/** An image (any format ffmpeg reads) at each card width: `{stem}-{width}.webp`. */
export async function cardImages(ffmpeg: string, image: string, dir: string, stem: string, stills: Stills, signal: AbortSignal): Promise<Output[]> {
  const cards = cardOutputs(dir, stem, stills, (i) => `w${i}`);
  const graph = [
    `[0:v:0]split=${stills.widths.length}${stills.widths.map((_, i) => `[c${i}]`).join('')}`,
    ...stills.widths.map((width, i) => `[c${i}]${cover(width)}[w${i}]`),
  ].join(';');
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
