// npm run bench:watch: the watch page as a phone on a slow network meets it, in its own state
// (.wrangler/bench-watch, the demo catalogue with one image per card), whose most viewed video plays a 70 s 1080p
// ladder made by the runner (bench/ladder.ts):
// - the JavaScript a visitor downloads before and after the player upgrades (gzip sizes of the files requested);
// - on a 360x740 phone (device pixel ratio 2) under Chrome's "Slow 4G" emulation (150 ms round trips, 1.6 Mbit/s
//   down, 750 kbit/s up), navigation to the first frame with play pressed at DOMContentLoaded, JavaScript off and on,
//   and the images fetched before it (requests and bytes over the wire), each the median of 5;
// - the listing's images at its first load on that phone, JavaScript off (where every image of the page loads), and
//   the size of the cards' preview clips (the median over the seeded ones);
// - the rendition the upgraded player (hls.js) holds after 20 s of play at 1.6 and at 10 Mbit/s;
// - stalls (waiting after the first frame) during 60 s of play at 1.6 Mbit/s;
// - runner seconds per minute of the 1080p source for the whole ladder, and storage per minute of source against the
//   two MP4s of processing before the ladder.
import { chromium } from 'playwright-core';
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/local-env.mjs';
import { prepareState } from './catalogue-state.mjs';
import { base, visitor, withServer } from './server.mjs';

const RUNS = 5;
const LISTING = '/videos/latest-updates/1/';
const SLOW_4G = { latency: 150, down: 1600, up: 750 };
const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function browser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--autoplay-policy=no-user-gesture-required'],
  });
}

async function context(b, javaScriptEnabled, device = {}) {
  const ctx = await b.newContext({ javaScriptEnabled, extraHTTPHeaders: { 'CF-IPCountry': visitor['CF-IPCountry'] }, ...device });
  await ctx.addCookies([{ name: '_agev', value: '1', url: base }, { name: 'cookie_notice', value: '1', url: base }]);
  return ctx;
}

/** A page whose network Chrome throttles to `kbps` down with Slow 4G's latency and upload. */
async function throttledPage(ctx, kbps) {
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: SLOW_4G.latency, downloadThroughput: (kbps * 1000) / 8, uploadThroughput: (SLOW_4G.up * 1000) / 8,
  });
  return page;
}

async function gzipOf(url) {
  return gzipSync(await readFile(`${root}static${new URL(url).pathname}`)).length;
}

/** JS files requested before the load event, and all of them once the visitor reached for the player and it upgraded. */
async function scriptWeights(b, path) {
  const ctx = await context(b, true);
  const page = await ctx.newPage();
  const scripts = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push({ url: request.url(), at: Date.now() });
  });
  await page.goto(base + path, { waitUntil: 'load' });
  const atLoad = scripts.length;
  await page.hover('.player');
  await page.waitForSelector('.video-js.vjs-paused, .video-js.vjs-playing', { timeout: 30_000 });
  await page.waitForFunction(() => document.querySelector('video')?.currentSrc.startsWith('blob:'), null, { timeout: 30_000 });
  const sizes = await Promise.all(scripts.map((s) => gzipOf(s.url)));
  await ctx.close();
  const sum = (list) => list.reduce((a, b) => a + b, 0);
  return { beforePlayer: sum(sizes.slice(0, atLoad)), afterPlayer: sum(sizes), files: scripts.length };
}

/**
 * Polls (from here: with JavaScript off the page runs no timers) until the first frame has played (the position has
 * moved); the page's clock then, or null.
 */
async function firstFrameAt(page, timeoutMs) {
  const video = page.locator('video').first();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const at = await video.evaluate((v) => (v.currentTime > 0 ? performance.now() : null));
    if (at !== null) return at;
  }
  return null;
}

/** Images the page has fetched by `at` (its clock, ms; all of them without): requests and bytes over the wire. */
function imagesBy(page, at) {
  return page.evaluate((by) => {
    const images = performance.getEntriesByType('resource')
      .filter((e) => e.initiatorType === 'img' || /\.(webp|jpe?g|png|svg|gif|avif)$/.test(new URL(e.name).pathname))
      .filter((e) => by === undefined || e.responseEnd <= by);
    return { count: images.length, bytes: images.reduce((sum, e) => sum + e.transferSize, 0) };
  }, at);
}

/**
 * Navigation start to the first frame played, play pressed at DOMContentLoaded, on the phone under Slow 4G, and the
 * images fetched before it: each the median of the runs.
 */
async function firstFrame(b, path, javaScriptEnabled) {
  const times = [];
  const images = [];
  for (let i = 0; i < RUNS; i++) {
    const ctx = await context(b, javaScriptEnabled, PHONE);
    const page = await throttledPage(ctx, SLOW_4G.down);
    await page.goto(base + path, { waitUntil: 'domcontentloaded' });
    await page.locator('video').first().evaluate((v) => {
      v.muted = true;
      void v.play();
    });
    const at = await firstFrameAt(page, 60_000);
    if (at === null) throw new Error(`no frame played (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`);
    times.push(at);
    images.push(await imagesBy(page, at));
    await ctx.close();
  }
  return { at: median(times), images: median(images.map((x) => x.count)), imageBytes: median(images.map((x) => x.bytes)) };
}

/** The listing's images once loaded on the phone with JavaScript off, unthrottled (the bytes do not depend on it). */
async function listingImages(b, path) {
  const ctx = await context(b, false, PHONE);
  const page = await ctx.newPage();
  await page.goto(base + path, { waitUntil: 'load' });
  const images = await imagesBy(page);
  await ctx.close();
  return images;
}

/** The size of each distinct preview clip a listing's cards name. */
async function previewSizes(path) {
  const html = await (await fetch(base + path, { headers: visitor })).text();
  const clips = [...new Set([...html.matchAll(/data-preview="([^"]+)"/g)].map((m) => m[1]))];
  return Promise.all(clips.map(async (clip) => (await (await fetch(base + clip, { headers: visitor })).arrayBuffer()).byteLength));
}

/**
 * The upgraded player on the phone at `kbps`: the visitor touches the player (video.js and hls.js arrive), then plays
 * for `seconds`. The rendition on screen then, and the stalls after the first frame (count, longest, total seconds).
 */
async function playFor(b, path, kbps, seconds) {
  const ctx = await context(b, true, PHONE);
  const page = await throttledPage(ctx, kbps);
  await page.goto(base + path, { waitUntil: 'load' });
  await page.locator('.player').first().tap();
  await page.waitForFunction(() => document.querySelector('video')?.currentSrc.startsWith('blob:'), null, { timeout: 60_000 });
  await page.locator('video').first().evaluate((v) => {
    const w = window;
    w.stalls = [];
    w.waitingSince = null;
    w.started = false;
    v.addEventListener('playing', () => {
      if (w.waitingSince !== null) w.stalls.push((performance.now() - w.waitingSince) / 1000);
      w.waitingSince = null;
      w.started = true;
    });
    v.addEventListener('waiting', () => {
      if (w.started) w.waitingSince = performance.now();
    });
    v.muted = true;
    void v.play();
  });
  if ((await firstFrameAt(page, 60_000)) === null) throw new Error(`no frame played at ${kbps} kbit/s`);
  await page.waitForTimeout(seconds * 1000);
  const result = await page.evaluate(() => {
    const v = document.querySelector('video');
    const stalls = [...window.stalls, ...(window.waitingSince === null ? [] : [(performance.now() - window.waitingSince) / 1000])];
    return { height: v.videoHeight, position: v.currentTime, stalls };
  });
  await ctx.close();
  return result;
}

prepareState({ label: 'watch', videos: 3000 });
process.env.TUBE_PERSIST_DIR = `${root}.wrangler/bench-watch`;
const ladderRun = spawnSync(process.execPath, ['--import', 'tsx', 'bench/ladder.ts'], { cwd: root, env: process.env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
if (ladderRun.status !== 0) throw new Error('bench/ladder.ts failed');
const ladder = JSON.parse(ladderRun.stdout.trim().split('\n').pop());

await withServer('on', async () => {
  const b = await browser();
  try {
    const { path } = ladder;
    const weights = await scriptWeights(b, path);
    const frameOff = await firstFrame(b, path, false);
    const frameOn = await firstFrame(b, path, true);
    const listing = await listingImages(b, LISTING);
    const previews = await previewSizes(LISTING);
    const slow = await playFor(b, path, SLOW_4G.down, 20);
    const fast = await playFor(b, path, 10_000, 20);
    const minute = await playFor(b, path, SLOW_4G.down, 60);
    const stalls = minute.stalls;
    console.log(`watch page ${path} (a ${ladder.sourceSeconds.toFixed(0)} s 1080p ladder: ${ladder.rungs.map((h) => `${h}p`).join(', ')})`);
    console.log(`  JS before the player upgrades     ${kb(weights.beforePlayer)} gzip`);
    console.log(`  JS once video.js and hls.js have it ${kb(weights.afterPlayer)} gzip (${weights.files} files)`);
    console.log(`  phone 360x740 under Slow 4G (150 ms, 1.6 Mbit/s), play at DOMContentLoaded, median of ${RUNS}:`);
    for (const [label, frame] of [['off', frameOff], ['on', frameOn]]) {
      console.log(
        `    first frame, JavaScript ${label.padEnd(4)}   ${frame.at.toFixed(0)} ms from navigation; ` +
          `${frame.images} images (${kb(frame.imageBytes)}) fetched before it (goals: 1.5 s, 12 images, 150 KB)`,
      );
    }
    console.log(`  listing ${LISTING} on the phone, JavaScript off: ${listing.count} images, ${kb(listing.bytes)} at first load (goal 400 KB)`);
    console.log(`  card preview clips: median ${kb(median(previews))} over the ${previews.length} seeded (goal about 150 KB)`);
    console.log(`  rendition held after 20 s of play at 1.6 Mbit/s: ${slow.height}p; at 10 Mbit/s: ${fast.height}p`);
    console.log(
      `  60 s of play at 1.6 Mbit/s: ${stalls.length} stalls after the first frame` +
        (stalls.length ? `, longest ${Math.max(...stalls).toFixed(2)} s, ${stalls.reduce((a, b) => a + b, 0).toFixed(2)} s in all` : '') +
        ` (position ${minute.position.toFixed(1)} s, ${minute.height}p)`,
    );
    console.log(`  runner: ${ladder.runnerSecondsPerMinute.toFixed(1)} s per minute of 1080p source for the whole ladder (${ladder.ffmpeg})`);
    console.log(`  storage per minute of source: ladder ${ladder.ladderMegabytesPerMinute.toFixed(1)} MB, the two MP4s before it ${ladder.previousMegabytesPerMinute.toFixed(1)} MB`);
  } finally {
    await b.close();
  }
});
