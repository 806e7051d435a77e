// The whole runner against a fake site: registration (again after 401), claims, progress, tus uploads, results and failures.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { VIDEO_PROCESSING } from '../../worker/config/uploads';
import { ConfigError, readConfig } from '../config';
import { runLoop } from '../loop';
import type { Tools } from '../tools';
import { FakeSite } from './fake-site';
import { makeClip, makeImage, streams, testTools, unreadableBytes } from './media';

const site = new FakeSite();
let tools: Tools;
let dir: string;
let workDir: string;
let statePath: string;
const lines: string[] = [];

const videoParams = VIDEO_PROCESSING;

function videoJob(jobId: number, url: string, size: number) {
  return { jobId, kind: 'video', attempt: 1, leaseSeconds: 120, source: { url, size, filename: 'holiday.mp4' }, params: videoParams };
}

beforeAll(async () => {
  tools = await testTools();
  await site.start();
  dir = await mkdtemp(join(tmpdir(), 'runner-loop-'));
  workDir = join(dir, 'work');
  statePath = join(dir, 'state', 'runner.json');
});

afterAll(async () => {
  await site.stop();
  await rm(dir, { recursive: true, force: true });
});

it('says in one line what is missing or malformed', () => {
  expect(() => readConfig({})).toThrow(ConfigError);
  expect(() => readConfig({})).toThrow(/^RUNNER_REGISTRATION_TOKEN is required/);
  expect(() => readConfig({ RUNNER_REGISTRATION_TOKEN: 't', SITE_URL: 'ftp://x' })).toThrow(/^SITE_URL must be an http\(s\) URL/);
  expect(() => readConfig({ RUNNER_REGISTRATION_TOKEN: 't', RUNNER_POLL_SECONDS: '0' })).toThrow(/^RUNNER_POLL_SECONDS/);
  expect(readConfig({ RUNNER_REGISTRATION_TOKEN: 't' })).toMatchObject({ pollSeconds: 3, siteUrl: new URL('http://127.0.0.1:8787/') });
});

it('waits for a site that does not answer, backing off, without crashing', async () => {
  const closed = new FakeSite();
  await closed.start();
  const url = closed.url;
  await closed.stop();
  const config = readConfig({ SITE_URL: url, RUNNER_REGISTRATION_TOKEN: 'x', RUNNER_STATE: join(dir, 'nowhere.json') });
  const stop = new AbortController();
  const seen: string[] = [];
  const loop = runLoop({ config, tools, signal: stop.signal, log: (line) => seen.push(line) });
  await site.until(() => seen.length >= 2, 'two attempts');
  stop.abort();
  await loop;
  expect(seen.slice(0, 2)).toEqual([
    `cannot reach ${url}/ (ECONNREFUSED); trying again in 1 s`,
    `cannot reach ${url}/ (ECONNREFUSED); trying again in 2 s`,
  ]);
});

it('registers, claims, processes, uploads and reports; drops a lost job; hands its job back when stopped', async () => {
  const clip = join(dir, 'clip.mp4');
  await makeClip(tools, clip, { width: 96, height: 54, seconds: 4, rate: 10 });
  const clipBytes = await readFile(clip);
  site.sources.set('clip.mp4', clipBytes);
  site.sources.set('stalled.mp4', randomBytes(100_000));
  site.stalledSources.add('stalled.mp4');
  site.sources.set('noise.mp4', unreadableBytes(50_000));
  await makeImage(tools, join(dir, 'big.png'), 640, 480);
  await makeImage(tools, join(dir, 'small.jpg'), 200, 100);
  const big = await readFile(join(dir, 'big.png'));
  const small = await readFile(join(dir, 'small.jpg'));
  site.sources.set('big.png', big);
  site.sources.set('small.jpg', small);

  site.jobs.push(
    videoJob(1, `${site.url}/media/clip.mp4`, clipBytes.length),
    videoJob(2, '/media/stalled.mp4', 100_000),
    videoJob(3, '/media/noise.mp4', 50_000),
    videoJob(5, '/media/clip.mp4', clipBytes.length + 1),
    {
      jobId: 4, kind: 'album', attempt: 2, leaseSeconds: 120,
      photos: [{ photoId: 7, url: '/media/big.png', size: big.length }, { photoId: 8, url: '/media/small.jpg' }],
      params: { thumb: { width: 320, height: 240 }, stills: { widths: [160, 240], quality: 75, aspect: { width: 1, height: 1 } } },
    },
  );
  site.lostJobs.add(2);
  let dropped = false;
  site.patchFault = (upload) => (upload.name === '54.mp4' && !dropped && (dropped = true) ? 'drop' : undefined);
  // A token the site does not know: the first claim answers 401 and the runner registers.
  await mkdir(join(dir, 'state'));
  await writeFile(statePath, JSON.stringify({ siteUrl: `${site.url}/`, runnerId: 9, runnerToken: 'stale' }));

  const config = readConfig({
    SITE_URL: site.url, RUNNER_REGISTRATION_TOKEN: site.registrationToken, RUNNER_NAME: 'test-runner',
    RUNNER_STATE: statePath, RUNNER_WORKDIR: workDir, RUNNER_POLL_SECONDS: '0.1',
  });
  const stop = new AbortController();
  const loop = runLoop({ config, tools, signal: stop.signal, log: (line) => lines.push(line) });
  await site.until(() => site.results.has(4) && site.failures.has(5), 'the album job and the short download');

  expect(site.registrations).toEqual([{ name: 'test-runner', runnerToken: expect.any(String) }]);
  expect(JSON.parse(await readFile(statePath, 'utf8'))).toMatchObject({ runnerId: 1, runnerToken: site.registrations[0]!.runnerToken });

  // The video: every file uploaded whole (54.mp4 after a dropped PATCH and a HEAD), and the result as the doc says.
  const posters = [1, 2, 3, 4].flatMap((n) => [`poster-${n}.jpg`, `poster-${n}-320.webp`, `poster-${n}-480.webp`, `poster-${n}-640.webp`]);
  const names = ['54.mp4', '54.m3u8', 'master.m3u8', ...posters, 'preview.mp4', 'sprite.jpg', 'sprite.vtt'];
  for (const name of names) expect(site.file(1, name), name).toBeDefined();
  expect(site.uploads.filter((u) => u.jobId === 1).map((u) => u.name).sort()).toEqual(names.sort());
  expect(site.file(1, '54.mp4')!.heads).toBe(1);
  expect(site.results.get(1)).toEqual({
    duration: expect.closeTo(4, 0),
    width: 96,
    height: 54,
    contentHash: createHash('sha256').update(clipBytes).digest('hex'),
    renditions: [{ height: 54, width: 96, size: site.file(1, '54.mp4')!.length }],
    hls: true,
    posters: 4,
    thumbs: false,
    preview: true,
    sprite: true,
  });
  expect(site.file(1, 'sprite.vtt')!.data.toString()).toMatch(/^WEBVTT\n\n00:00:00\.000 --> 00:00:02\.000\nsprite\.jpg#xywh=0,0,128,72\n\n/);
  const progress = site.progress.get(1)!;
  expect(progress.length).toBeGreaterThan(0);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
  expect(Math.max(...progress)).toBeLessThan(100);

  // The lost job is dropped without a word to the site; unreadable bytes are corrupted; a short download may be retried.
  expect(site.results.has(2) || site.failures.has(2)).toBe(false);
  expect(lines).toContain("job 2: no longer this runner's (lost); dropped");
  expect(site.failures.get(3)).toEqual({ reason: 'corrupted', message: expect.stringMatching(/^ffprobe: /), retryable: false });
  expect(site.failures.get(5)).toEqual({ reason: 'error', message: `/media/clip.mp4: got ${clipBytes.length} bytes of ${clipBytes.length + 1}`, retryable: true });

  // The album: original sizes reported, thumbnails fit 320x240 and are never enlarged; the WebP sizes are squares
  // (the stills' aspect) at each width, the small photo's enlarged to fill them.
  expect(site.results.get(4)).toEqual({ photos: [{ photoId: 7, width: 640, height: 480 }, { photoId: 8, width: 200, height: 100 }], stills: true });
  for (const [name, size, codec] of [
    ['thumb-7.jpg', { width: 320, height: 240 }, 'mjpeg'], ['thumb-8.jpg', { width: 200, height: 100 }, 'mjpeg'],
    ['thumb-7-160.webp', { width: 160, height: 160 }, 'webp'], ['thumb-8-240.webp', { width: 240, height: 240 }, 'webp'],
  ] as const) {
    const file = join(dir, name);
    await writeFile(file, site.file(4, name)!.data);
    expect((await streams(tools, file)).streams[0], name).toMatchObject({ codec_name: codec, ...size });
  }
  expect(site.uploads.filter((u) => u.jobId === 4).length).toBe(6);

  // Stopped while working: the job goes back to the site as a retryable failure.
  site.stalledSources.add('clip.mp4');
  site.jobs.push(videoJob(6, '/media/clip.mp4', clipBytes.length));
  await site.until(() => (site.progress.get(6)?.length ?? 0) > 0, 'job 6 under way');
  stop.abort();
  await loop;
  expect(site.failures.get(6)).toEqual({ reason: 'error', message: 'the runner was stopped', retryable: true });
  expect(await readdir(workDir)).toEqual([]);
  expect(site.errors).toEqual([]);
});
