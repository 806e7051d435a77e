// Synthetic media for the runner tests, made with the same ffmpeg the runner finds (test patterns and a tone, nothing filmed).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { findTools, type Tools } from '../tools';

const run = promisify(execFile);

export function testTools(): Promise<Tools> {
  return findTools({ ffmpegPath: process.env.FFMPEG_PATH, ffprobePath: process.env.FFPROBE_PATH, searchPath: process.env.PATH });
}

/**
 * Every ffmpeg a runner may meet here: the npm package's 2018 build always, and the system's (Debian's) when it is on
 * the PATH; tests that depend on the build run once with each.
 */
export async function toolSets(): Promise<{ label: string; tools: Tools }[]> {
  const packaged = await findTools({ ffmpegPath: undefined, ffprobePath: undefined, searchPath: '' });
  const sets = [{ label: 'packaged ffmpeg', tools: packaged }];
  const system = await findTools({ ffmpegPath: undefined, ffprobePath: undefined, searchPath: process.env.PATH }).catch(() => null);
  if (system && system.ffmpeg !== packaged.ffmpeg) sets.push({ label: 'system ffmpeg', tools: system });
  return sets;
}

/** An H.264/AAC test-pattern clip (testsrc2 with a sine tone). */
export async function makeClip(tools: Tools, path: string, clip: { width: number; height: number; seconds: number; rate: number }): Promise<void> {
  await run(tools.ffmpeg, [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc2=size=${clip.width}x${clip.height}:rate=${clip.rate}`,
    '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100',
    '-t', String(clip.seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', path,
  ]);
}

/** The times (seconds) of a file's video key frames. */
export async function keyFrameTimes(tools: Tools, path: string): Promise<number[]> {
  const { stdout } = await run(tools.ffprobe, [
    '-v', 'error', '-select_streams', 'v:0', '-skip_frame', 'nokey', '-show_entries', 'frame=pts_time', '-of', 'csv=p=0', path,
  ]);
  return stdout.split('\n').filter((line) => line.trim() !== '').map((line) => Number(line.split(',')[0]));
}

/** A still test pattern; the extension chooses the format (.png, .jpg). */
export async function makeImage(tools: Tools, path: string, width: number, height: number): Promise<void> {
  await run(tools.ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}`, '-frames:v', '1', path]);
}

/**
 * Bytes no demuxer reads (ffprobe: "Invalid data found when processing input"). Random bytes now and then look like a
 * stream to one of its probes (then "no video stream"), which would make a test's verdict a matter of chance.
 */
export function unreadableBytes(length: number): Buffer {
  return Buffer.alloc(length);
}

/** An audio-only file: a source without a video stream. */
export async function makeTone(tools: Tools, path: string): Promise<void> {
  await run(tools.ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '2', '-c:a', 'aac', path]);
}

export interface StreamInfo {
  codec_type: string;
  codec_name: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
}

/** ffprobe's streams and format of a file. */
export async function streams(tools: Tools, path: string): Promise<{ streams: StreamInfo[]; duration: number }> {
  const { stdout } = await run(tools.ffprobe, ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', path]);
  const answer = JSON.parse(stdout) as { streams: StreamInfo[]; format: { duration: string } };
  return { streams: answer.streams, duration: Number(answer.format.duration) };
}
