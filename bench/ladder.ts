// npm run bench:watch, its media part: a 70 s 1080p synthetic source (testsrc2, made once and kept in
// .wrangler/bench-media), processed into the whole ladder by the runner's own code (timed: runner seconds per minute
// of source) and, for comparison, into the two MP4s processing made before the ladder (360p and 720p, CRF 23,
// uncapped); storage per minute of each. The ladder then becomes the most viewed video's files in the bench state
// (TUBE_PERSIST_DIR), so the browser runs can play a minute of it. Prints one JSON line.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { findTools, type Tools } from '../runner/tools';
import type { VideoParams } from '../runner/jobs';
import { processVideo } from '../runner/video';
import { bumpCatalogueGeneration } from '../worker/cache/generation';
import { VIDEO_PROCESSING } from '../worker/config/uploads';
import { openLocalPlatform, PROJECT_ROOT } from '../seed/platform';

const run = promisify(execFile);
const SECONDS = 70;
const FOLDER = 'videos/bench-ladder';
const work = path.join(PROJECT_ROOT, '.wrangler', 'bench-media');
const source = path.join(work, `source-1080p-${SECONDS}s.mp4`);

/** The source: busy enough that every rung meets its bit-rate cap, as filmed footage does. */
async function makeSource(tools: Tools): Promise<void> {
  if (existsSync(source)) return;
  await mkdir(work, { recursive: true });
  await run(tools.ffmpeg, [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${SECONDS}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:beep_factor=2:sample_rate=48000:duration=${SECONDS}`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '192k', `${source}.partial.mp4`,
  ]);
  await rename(`${source}.partial.mp4`, source);
}

async function folderBytes(dir: string, names: readonly string[]): Promise<number> {
  const sizes = await Promise.all(names.map(async (name) => (await stat(path.join(dir, name))).size));
  return sizes.reduce((a, b) => a + b, 0);
}

/** Processing as it was before the ladder: 360p and 720p MP4 files, CRF 23, no cap, faststart, one decode. */
async function previousProcessing(tools: Tools, dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  const h264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-movflags', '+faststart'];
  await run(tools.ffmpeg, [
    '-hide_banner', '-loglevel', 'error', '-y', '-i', source,
    '-filter_complex', '[0:v:0]split=2[a][b];[a]scale=640:360[v0];[b]scale=1280:720[v1]',
    '-map', '[v0]', '-map', '0:a:0', ...h264, path.join(dir, '360.mp4'),
    '-map', '[v1]', '-map', '0:a:0', ...h264, path.join(dir, '720.mp4'),
  ]);
  return folderBytes(dir, ['360.mp4', '720.mp4']);
}

const tools = await findTools({ ffmpegPath: process.env.FFMPEG_PATH, ffprobePath: process.env.FFPROBE_PATH, searchPath: process.env.PATH });
await makeSource(tools);
const ladderDir = path.join(work, 'ladder');
await rm(ladderDir, { recursive: true, force: true });
await mkdir(ladderDir, { recursive: true });
const started = performance.now();
const { files, result } = await processVideo({
  tools, source, contentHash: '', params: { ...VIDEO_PROCESSING, posters: 0 } as unknown as VideoParams,
  dir: ladderDir, onProgress: () => {}, signal: new AbortController().signal,
});
const runnerSeconds = (performance.now() - started) / 1000;
const minutes = result.duration / 60;
const streamNames = files.map((f) => f.name).filter((name) => /\.(mp4|m3u8)$/.test(name));
const ladderBytes = await folderBytes(ladderDir, streamNames);
const previousBytes = await previousProcessing(tools, path.join(work, 'previous'));

// The most viewed video plays the ladder in the bench state.
const platform = await openLocalPlatform();
try {
  const { DB, MEDIA } = platform.env;
  for (const name of await readdir(ladderDir)) {
    if (!/\.(mp4|m3u8)$/.test(name)) continue;
    const contentType = name.endsWith('.mp4') ? 'video/mp4' : 'application/vnd.apple.mpegurl';
    await MEDIA.put(`${FOLDER}/${name}`, new Uint8Array(await readFile(path.join(ladderDir, name))), { httpMetadata: { contentType } });
  }
  const video = (await DB.prepare('SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY viewed DESC LIMIT 1').first<{ video_id: number; dir: string }>())!;
  const top = result.renditions.at(-1)!;
  await DB.batch([
    DB.prepare('DELETE FROM video_renditions WHERE video_id = ?1').bind(video.video_id),
    ...result.renditions.map((r) =>
      DB.prepare('INSERT INTO video_renditions (video_id, height, width, file_key, size) VALUES (?1, ?2, ?3, ?4, ?5)')
        .bind(video.video_id, r.height, r.width, `${FOLDER}/${r.height}.mp4`, r.size)),
    DB.prepare('UPDATE videos SET file_key = ?2, stream_key = ?3, width = ?4, height = ?5, file_size = ?6, duration = ?7 WHERE video_id = ?1')
      .bind(video.video_id, `${FOLDER}/${top.height}.mp4`, `${FOLDER}/master.m3u8`, top.width, top.height, top.size, Math.round(result.duration)),
  ]);
  await bumpCatalogueGeneration(platform.env);
  console.log(JSON.stringify({
    path: `/videos/${video.video_id}/${encodeURIComponent(video.dir)}/`,
    sourceSeconds: result.duration,
    runnerSecondsPerMinute: runnerSeconds / minutes,
    ladderMegabytesPerMinute: ladderBytes / 1e6 / minutes,
    previousMegabytesPerMinute: previousBytes / 1e6 / minutes,
    rungs: result.renditions.map((r) => r.height),
    ffmpeg: tools.ffmpeg,
  }));
} finally {
  await platform.dispose();
}
