// Processing real synthetic clips with the packaged ffmpeg: renditions, posters, the sprite and its VTT, and unreadable sources.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CorruptedSource } from '../errors';
import { failureOf } from '../job';
import { VIDEO_PROCESSING } from '../../worker/config/uploads';
import type { VideoParams } from '../jobs';
import type { Tools } from '../tools';
import { ladderFor, outputFrameRate, planSprite, posterTimes, processVideo, renditionSizes, vttTime } from '../video';
import { cardHeight, previewCuts } from '../stills';
import { makeClip, makeImage, makeTone, streams, testTools, unreadableBytes } from './media';

const params: VideoParams = VIDEO_PROCESSING as unknown as VideoParams;
const rung = (height: number) => ({ height, videoKbps: 300, audioKbps: 64, profile: 'main' as const });

let tools: Tools;
let dir: string;

beforeAll(async () => {
  tools = await testTools();
  dir = await mkdtemp(join(tmpdir(), 'runner-video-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function process(name: string, source: string, videoParams: VideoParams) {
  const out = join(dir, name);
  await rm(out, { recursive: true, force: true });
  await mkdir(out);
  const progress: number[] = [];
  const done = await processVideo({
    tools, source, contentHash: 'hash', params: videoParams, dir: out, onProgress: (f) => progress.push(f), signal: new AbortController().signal,
  });
  return { ...done, progress };
}

describe('planning', () => {
  it('keeps renditions at or below the source, even, to the aspect ratio, and the source height when it is below them all', () => {
    expect(renditionSizes({ width: 1280, height: 720 }, [360, 720])).toEqual([{ height: 360, width: 640 }, { height: 720, width: 1280 }]);
    expect(renditionSizes({ width: 1920, height: 1080 }, [720, 360])).toEqual([{ height: 360, width: 640 }, { height: 720, width: 1280 }]);
    expect(renditionSizes({ width: 854, height: 480 }, [360, 720])).toEqual([{ height: 360, width: 640 }]);
    expect(renditionSizes({ width: 96, height: 54 }, [360, 720])).toEqual([{ height: 54, width: 96 }]);
    expect(renditionSizes({ width: 97, height: 55 }, [360])).toEqual([{ height: 54, width: 96 }]);
    expect(renditionSizes({ width: 720, height: 1280 }, [360, 720])).toEqual([{ height: 360, width: 202 }, { height: 720, width: 406 }]);
  });

  it("gives each size the rung of its height, and a source below the ladder the lowest rung's settings", () => {
    const ladder = [rung(720), rung(240), rung(480)];
    expect(ladderFor({ width: 1280, height: 720 }, ladder).map((r) => [r.size.height, r.rung.height])).toEqual([[240, 240], [480, 480], [720, 720]]);
    expect(ladderFor({ width: 640, height: 360 }, ladder).map((r) => [r.size.height, r.rung.height])).toEqual([[240, 240]]);
    expect(ladderFor({ width: 320, height: 180 }, ladder).map((r) => [r.size, r.rung.height])).toEqual([[{ width: 320, height: 180 }, 240]]);
  });

  it("keeps the source's frame rate, halving it above 60 fps", () => {
    expect(outputFrameRate(30000 / 1001)).toEqual({ rate: 30000 / 1001, changed: false });
    expect(outputFrameRate(60)).toEqual({ rate: 60, changed: false });
    expect(outputFrameRate(120)).toEqual({ rate: 60, changed: true });
    expect(outputFrameRate(240)).toEqual({ rate: 60, changed: true });
    expect(outputFrameRate(0)).toEqual({ rate: 30, changed: false });
  });

  it('cuts a preview from a video shorter than its cuts need: as many whole cuts as fit, at least one', () => {
    expect(previewCuts(3.4, params.preview).map((cut) => [cut.start.toFixed(2), cut.length])).toEqual([['0.07', 1], ['1.20', 1], ['2.33', 1]]);
    expect(previewCuts(0.6, params.preview)).toEqual([{ start: 0, length: 0.6 }]);
    expect(cardHeight(320)).toBe(180);
    expect(cardHeight(480)).toBe(270);
  });

  it('spreads posters at 10 %, 30 %, 50 %, 70 % …, closer when there are more than five', () => {
    expect(posterTimes(100, 4).map(Math.round)).toEqual([10, 30, 50, 70]);
    expect(posterTimes(100, 5).map(Math.round)).toEqual([10, 30, 50, 70, 90]);
    expect(posterTimes(100, 9).map(Math.round)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(posterTimes(100, 1)).toEqual([10]);
  });

  it('takes a sprite frame every max(minInterval, duration / maxFrames) seconds', () => {
    expect(planSprite(612.4, params.sprite)).toEqual({ interval: 6.124, count: 100, columns: 10, rows: 10 });
    expect(planSprite(30, params.sprite)).toEqual({ interval: 2, count: 15, columns: 10, rows: 2 });
    expect(planSprite(3, params.sprite)).toEqual({ interval: 2, count: 2, columns: 2, rows: 1 });
    expect(vttTime(3725.5)).toBe('01:02:05.500');
  });
});

describe('a 30 s 320x180 clip', () => {
  let source: string;
  let done: Awaited<ReturnType<typeof process>>;

  beforeAll(async () => {
    source = join(dir, 'clip-320.mp4');
    await makeClip(tools, source, { width: 320, height: 180, seconds: 30, rate: 10 });
    done = await process('out-320', source, { ...params, ladder: [rung(120), rung(180), rung(360)] });
  });

  it('makes H.264 yuv420p + AAC renditions up to the source height, moov first (the packaged or the system ffmpeg)', async () => {
    expect(done.result.renditions.map(({ width, height }) => [width, height])).toEqual([[214, 120], [320, 180]]);
    for (const rendition of done.result.renditions) {
      const path = join(dir, 'out-320', `${rendition.height}.mp4`);
      const info = await streams(tools, path);
      const video = info.streams.find((s) => s.codec_type === 'video');
      expect(video).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p', width: rendition.width, height: rendition.height });
      expect(info.streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
      expect(info.duration).toBeCloseTo(30, 0);
      const bytes = await readFile(path);
      expect(rendition.size).toBe(bytes.length);
      expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    }
    expect(done.result).toMatchObject({ width: 320, height: 180, contentHash: 'hash', posters: 4, sprite: true });
    expect(done.result.duration).toBeCloseTo(30, 0);
  });

  it('names every file it made: posters at the largest rendition size as JPEG and at each card width as 16:9 WebP, the preview', async () => {
    const posters = [1, 2, 3, 4].flatMap((n) => [`poster-${n}.jpg`, `poster-${n}-320.webp`, `poster-${n}-480.webp`, `poster-${n}-640.webp`]);
    expect(done.files.map((f) => f.name)).toEqual([
      '120.mp4', '180.mp4', '120.m3u8', '180.m3u8', 'master.m3u8', ...posters, 'preview.mp4', 'sprite.jpg', 'sprite.vtt',
    ]);
    for (const poster of done.files.filter((f) => /^poster-\d\.jpg$/.test(f.name))) {
      expect((await streams(tools, poster.path)).streams[0]).toMatchObject({ codec_name: 'mjpeg', width: 320, height: 180 });
    }
    for (const [width, height] of [[320, 180], [480, 270], [640, 360]]) {
      const file = done.files.find((f) => f.name === `poster-2-${width}.webp`)!;
      expect((await streams(tools, file.path)).streams[0]).toMatchObject({ codec_name: 'webp', width, height });
      // A still image, not an animation of one frame.
      expect((await readFile(file.path)).subarray(12, 16).toString('latin1')).toBe('VP8 ');
    }
    expect(done.result).toMatchObject({ posters: 4, thumbs: false, preview: true });
  });

  it('makes a 5 s preview of five evenly spaced 1 s cuts: 320x180 H.264, no sound, moov first, small', async () => {
    const file = done.files.find((f) => f.name === 'preview.mp4')!;
    const info = await streams(tools, file.path);
    expect(info.streams).toHaveLength(1);
    expect(info.streams[0]).toMatchObject({ codec_type: 'video', codec_name: 'h264', width: 320, height: 180 });
    expect(info.duration).toBeCloseTo(5, 0);
    const bytes = await readFile(file.path);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    expect(bytes.length).toBeLessThan(150_000);
    expect(previewCuts(30, params.preview).map((cut) => [cut.start, cut.length])).toEqual([[2.5, 1], [8.5, 1], [14.5, 1], [20.5, 1], [26.5, 1]]);
  });

  it('tiles one 128x72 frame every 2 s, ten to a row, with a VTT cue per frame', async () => {
    expect((await streams(tools, join(dir, 'out-320', 'sprite.jpg'))).streams[0]).toMatchObject({ width: 1280, height: 144 });
    const vtt = await readFile(join(dir, 'out-320', 'sprite.vtt'), 'utf8');
    const cues = vtt.split('\n\n').slice(1, -1);
    expect(vtt.startsWith('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nsprite.jpg#xywh=0,0,128,72\n\n')).toBe(true);
    expect(vtt.endsWith('\n\n')).toBe(true);
    expect(cues).toHaveLength(15);
    expect(cues[10]).toBe('00:00:20.000 --> 00:00:22.000\nsprite.jpg#xywh=0,72,128,72');
    expect(cues[14]).toBe(`00:00:28.000 --> ${vttTime(done.result.duration)}\nsprite.jpg#xywh=512,72,128,72`);
    for (const cue of cues) expect(cue).toMatch(/^\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}\nsprite\.jpg#xywh=\d+,\d+,128,72$/);
  });

  it('reports progress that only grows, up to the end of the work', () => {
    expect(done.progress.length).toBeGreaterThan(5);
    expect(done.progress).toEqual([...done.progress].sort((a, b) => a - b));
    expect(done.progress.at(-1)).toBeCloseTo(1, 2);
  });
});

it('reads an MPEG-TS source (the packaged ffprobe crashes on one; then it probes ffmpeg\'s Matroska copy)', async () => {
  const source = join(dir, 'clip.ts');
  await makeClip(tools, join(dir, 'clip-ts.mp4'), { width: 160, height: 90, seconds: 4, rate: 10 });
  await promisify(execFile)(tools.ffmpeg, ['-loglevel', 'error', '-y', '-i', join(dir, 'clip-ts.mp4'), '-c', 'copy', '-f', 'mpegts', source]);
  const done = await process('out-ts', source, params);
  expect(done.result.renditions).toEqual([{ height: 90, width: 160, size: expect.any(Number) }]);
  expect(done.result.duration).toBeCloseTo(4, 0);
  expect(done.files.map((f) => f.name)).toContain('sprite.vtt');
});

it('never upscales a 96x54 clip: one rendition at its own size', async () => {
  const source = join(dir, 'clip-96.mp4');
  await makeClip(tools, source, { width: 96, height: 54, seconds: 3, rate: 10 });
  const done = await process('out-96', source, params);
  expect(done.result.renditions).toEqual([{ height: 54, width: 96, size: expect.any(Number) }]);
  const info = await streams(tools, join(dir, 'out-96', '54.mp4'));
  expect(info.streams.find((s) => s.codec_type === 'video')).toMatchObject({ width: 96, height: 54 });
  expect((await streams(tools, join(dir, 'out-96', 'sprite.jpg'))).streams[0]).toMatchObject({ width: 256, height: 72 });
  expect(done.files.filter((f) => /^poster-\d\.jpg$/.test(f.name))).toHaveLength(4);
  // Three seconds hold three whole cuts of a second.
  expect((await streams(tools, join(dir, 'out-96', 'preview.mp4'))).duration).toBeCloseTo(3, 0);
});

it("makes the job's own image (a member's preview) into 16:9 WebP at each card width, cropped around its centre", async () => {
  const source = join(dir, 'clip-thumb.mp4');
  await makeClip(tools, source, { width: 160, height: 90, seconds: 2, rate: 10 });
  const image = join(dir, 'square.png');
  await makeImage(tools, image, 800, 800);
  const out = join(dir, 'out-thumb');
  await mkdir(out);
  const done = await processVideo({
    tools, source, contentHash: 'hash', params: { ...params, posters: 0 }, thumbImage: image, dir: out, onProgress: () => {}, signal: new AbortController().signal,
  });
  expect(done.files.map((f) => f.name).filter((name) => name.startsWith('thumb-') || name.startsWith('poster-'))).toEqual(['thumb-320.webp', 'thumb-480.webp', 'thumb-640.webp']);
  expect((await streams(tools, join(out, 'thumb-480.webp'))).streams[0]).toMatchObject({ codec_name: 'webp', width: 480, height: 270 });
  expect(done.result).toMatchObject({ posters: 0, thumbs: true, preview: true });
});

it('calls unreadable bytes and a source without a video stream corrupted, not retryable', async () => {
  const noise = join(dir, 'noise.mp4');
  await writeFile(noise, unreadableBytes(200_000));
  const error = await process('out-noise', noise, params).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(CorruptedSource);
  expect(failureOf(error)).toMatchObject({ reason: 'corrupted', retryable: false, message: expect.stringMatching(/^ffprobe: /) });

  const tone = join(dir, 'tone.m4a');
  await makeTone(tools, tone);
  const silent = await process('out-tone', tone, params).catch((e: unknown) => e);
  expect(failureOf(silent)).toEqual({ reason: 'corrupted', message: 'no video stream', retryable: false });
});
