// npm run bench (watch page): the JavaScript a visitor downloads on a video page before and after the player
// upgrades (gzip sizes of the files the browser actually requested), and the time from navigation to the
// first played frame with JavaScript off (play pressed as soon as the page has loaded). Median of 5 loads.
import { chromium } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/local-env.mjs';
import { base, visitor, withServer } from './server.mjs';

const RUNS = 5;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function browser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--autoplay-policy=no-user-gesture-required'],
  });
}

async function context(b, javaScriptEnabled) {
  const ctx = await b.newContext({ javaScriptEnabled, extraHTTPHeaders: { 'CF-IPCountry': visitor['CF-IPCountry'] } });
  await ctx.addCookies([{ name: '_agev', value: '1', url: base }, { name: 'cookie_notice', value: '1', url: base }]);
  return ctx;
}

async function gzipOf(url) {
  return gzipSync(await readFile(`${root}static${new URL(url).pathname}`)).length;
}

async function videoPage() {
  const listing = await (await fetch(`${base}/videos/most-viewed/1/`, { headers: visitor })).text();
  return /<a class="card__link" href="(\/videos\/\d+\/[^"]+\/)"/.exec(listing)[1];
}

/** JS files requested before the load event, and all of them once the visitor reached for the player and video.js took it over. */
async function scriptWeights(b, path) {
  const ctx = await context(b, true);
  const page = await ctx.newPage();
  const scripts = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push({ url: request.url(), at: Date.now() });
  });
  await page.goto(base + path, { waitUntil: 'load' });
  const atLoad = scripts.length;
  // video.js comes when the visitor reaches for the player.
  await page.hover('.player');
  await page.waitForSelector('.video-js.vjs-paused, .video-js.vjs-playing', { timeout: 30_000 });
  const sizes = await Promise.all(scripts.map((s) => gzipOf(s.url)));
  await ctx.close();
  const sum = (list) => list.reduce((a, b) => a + b, 0);
  return { beforePlayer: sum(sizes.slice(0, atLoad)), afterPlayer: sum(sizes), files: scripts.length };
}

/** Navigation start to the first frame played (position past 0, polled), with JavaScript off in the page; the harness presses play at load. */
async function firstFrameWithoutJs(b, path) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const ctx = await context(b, false);
    const page = await ctx.newPage();
    await page.goto(base + path, { waitUntil: 'load' });
    await page.locator('video').evaluate((video) => {
      video.muted = true;
      void video.play();
    });
    // The first frame is on screen once the playback position has moved.
    const video = page.locator('video');
    const deadline = Date.now() + 30_000;
    let at = null;
    while (at === null && Date.now() < deadline) {
      at = await video.evaluate((v) => (v.currentTime > 0 ? performance.now() : null));
    }
    if (at === null) throw new Error(`no frame played: ${await video.evaluate((v) => `readyState ${v.readyState}, error ${v.error?.code}`)}`);
    times.push(at);
    await ctx.close();
  }
  return median(times);
}

await withServer('on', async () => {
  const path = await videoPage();
  const b = await browser();
  try {
    const weights = await scriptWeights(b, path);
    const firstFrame = await firstFrameWithoutJs(b, path);
    console.log(`watch page ${path}`);
    console.log(`  JS before the player upgrades   ${kb(weights.beforePlayer)} gzip`);
    console.log(`  JS once video.js has the player ${kb(weights.afterPlayer)} gzip (${weights.files} files)`);
    console.log(`  first frame with JavaScript off ${firstFrame.toFixed(0)} ms from navigation (median of ${RUNS})`);
  } finally {
    await b.close();
  }
});
