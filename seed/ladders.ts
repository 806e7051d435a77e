// The demo clips processed into rendition ladders, as an upload is: the runner's own processVideo with the site's
// VIDEO_PROCESSING, through whichever ffmpeg the runner finds. The result is kept in .wrangler/seed-ladders/, keyed by
// the clip's bytes, the processing settings and the runner's code, so a machine processes each clip once (a few
// seconds for the 480p clip, about twenty for the 1080p one) and every local state (npm start, the browser tests,
// the benches) reuses it.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { findTools } from '../runner/tools';
import type { VideoParams } from '../runner/jobs';
import { probe } from '../runner/ffmpeg';
import { posterFrame, stillSet } from '../runner/stills';
import { processVideo } from '../runner/video';
import { stillsOf, VIDEO_PROCESSING } from '../worker/config/uploads';
import { CLIP_CUT_OUTS, clipFrameTimes, SEED_CLIPS, type ClipCutOut, type ClipLadder } from './clips';

/** The runner's files whose changes change what it makes. */
const RUNNER_CODE = ['runner/video.ts', 'runner/hls.ts', 'runner/fmp4.ts', 'runner/ffmpeg.ts', 'runner/stills.ts', 'seed/ladders.ts'];

const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4', m3u8: 'application/vnd.apple.mpegurl', jpg: 'image/jpeg', webp: 'image/webp', vtt: 'text/vtt',
};

/**
 * What the seed needs of a processed clip: the renditions, their playlists, the timeline and the preview (no poster
 * frames to choose from); then its card images, frames spread over the clip (`frame-{n}.jpg` at 1280x720 and
 * `frame-{n}-{width}.webp`), and each frame's cut-outs for the other cards (`frame-{n}-{kind}.jpg` and
 * `frame-{n}-{kind}-{width}.webp`, seed/clips.ts).
 */
const params = { ...VIDEO_PROCESSING, posters: 0 } as unknown as VideoParams;
const FRAME_SIZE = { width: 1280, height: 720 };

async function cacheKey(root: string, clip: Buffer): Promise<string> {
  const hash = createHash('sha256').update(clip).update(JSON.stringify(params));
  for (const file of RUNNER_CODE) hash.update(await readFile(path.join(root, file)));
  return hash.digest('hex').slice(0, 24);
}

interface Processed {
  renditions: ClipLadder['renditions'];
}

/** Processes one clip into `dir` (through a scratch folder, so an interrupted run leaves nothing half made). */
async function processClip(source: string, dir: string, log: (line: string) => void): Promise<void> {
  const tools = await findTools({ ffmpegPath: process.env.FFMPEG_PATH, ffprobePath: process.env.FFPROBE_PATH, searchPath: process.env.PATH });
  const scratch = `${dir}.partial`;
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true });
  const started = Date.now();
  const { files, result } = await processVideo({
    tools, source, contentHash: '', params, dir: scratch, onProgress: () => {}, signal: new AbortController().signal,
  });
  const made = new Set(files.map((f) => f.name));
  for (const name of await readdir(scratch)) if (!made.has(name)) await rm(path.join(scratch, name));
  const { videoDuration } = await probe(tools.ffprobe, source, new AbortController().signal);
  const signal = new AbortController().signal;
  for (const [i, time] of clipFrameTimes(videoDuration).entries()) {
    await posterFrame(tools.ffmpeg, source, scratch, `frame-${i + 1}`, time, FRAME_SIZE, params.stills, signal);
    const frame = ['-i', path.join(scratch, `frame-${i + 1}.jpg`)];
    for (const [kind, cut] of Object.entries(CLIP_CUT_OUTS) as [ClipCutOut, (typeof CLIP_CUT_OUTS)[ClipCutOut]][]) {
      await stillSet(tools.ffmpeg, frame, scratch, `frame-${i + 1}-${kind}`, cut.large(i), stillsOf(cut.shape), signal);
    }
  }
  await writeFile(path.join(scratch, 'ladder.json'), JSON.stringify({ renditions: result.renditions } satisfies Processed));
  await rm(dir, { recursive: true, force: true });
  await rename(scratch, dir);
  log(`  ${path.basename(source)}: ${result.renditions.map((r) => `${r.height}p`).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s (${tools.ffmpeg})`);
}

/** Every demo clip's ladder with its files, processing the clips this machine has not processed yet. */
export async function seedLadders(root: string, log: (line: string) => void = console.log): Promise<ClipLadder[]> {
  const ladders: ClipLadder[] = [];
  for (const clip of SEED_CLIPS) {
    const source = path.join(root, 'seed', 'media', `clip-${clip.number}.mp4`);
    const dir = path.join(root, '.wrangler', 'seed-ladders', `clip-${clip.number}-${await cacheKey(root, await readFile(source))}`);
    if (!existsSync(path.join(dir, 'ladder.json'))) {
      log(`processing demo clip ${clip.number} into its rendition ladder (once per machine)`);
      await processClip(source, dir, log);
      // Ladders of this clip made by other settings or code are of no more use.
      for (const name of await readdir(path.dirname(dir))) {
        if (name.startsWith(`clip-${clip.number}-`) && path.join(path.dirname(dir), name) !== dir) await rm(path.join(path.dirname(dir), name), { recursive: true, force: true });
      }
    }
    const { renditions } = JSON.parse(await readFile(path.join(dir, 'ladder.json'), 'utf8')) as Processed;
    const files = await Promise.all(
      (await readdir(dir)).filter((name) => name !== 'ladder.json').map(async (name) => ({
        name,
        // Plain Uint8Array copies: the R2 proxy of getPlatformProxy rejects Node Buffers.
        bytes: new Uint8Array(await readFile(path.join(dir, name))),
        contentType: CONTENT_TYPES[name.split('.').pop()!] ?? 'application/octet-stream',
      })),
    );
    ladders.push({ number: clip.number, renditions, files });
  }
  return ladders;
}

// `node --import tsx seed/ladders.ts`: processes what is missing and exits (npm test runs it beside the workerd tests,
// so the browser tests' site starts without the wait).
if (import.meta.url === `file://${process.argv[1]}`) {
  await seedLadders(path.resolve(path.dirname(new URL(import.meta.url).pathname), '..'));
}
