// npm run bench: page weight; throughput of the anonymous listing (cached and uncached) and of a signed-in member's
// listing and video page, each against a static asset of the same size; D1 round trips of each main screen uncached.
// Also the worker's bundle as `wrangler deploy --dry-run` reports it, and its start-up (a cold first request against
// warm ones). Starts the site on its own port and its own local state (.wrangler/bench-state, so it runs beside
// `npm start`), measures, stops it; the cached listing again without the analytics stand-in and with a rotating ad zone,
// to show what each costs. Bounded: a few seconds per run.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { demoMemberHeaders } from '../bench/demo-member.mjs';
import { base, startups, visitor, waitFor, withServer } from '../bench/server.mjs';
import { root, wranglerBin, wranglerEnv } from './local-env.mjs';

process.env.TUBE_PERSIST_DIR ??= `${root}.wrangler/bench-state`;

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const listingPath = '/videos/latest-updates/1/';
const assetName = 'bench-same-size.html';
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;


function load(url, headers = visitor) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * JS a visit downloads: the page's own scripts (htmx, the island client) with their static imports and, when the
 * page has islands that hydrate on their own, the island runtime and those islands. With `interacted`, also the
 * islands that wait for a first focus or touch (the header search box) and the runtime they bring.
 */
async function shippedJs(html, { interacted = false } = {}) {
  const build = `${root}static/build`;
  const islandFiles = await readdir(`${build}/islands`);
  const names = new Set();
  const addWithImports = async (path) => {
    if (names.has(path)) return;
    names.add(path);
    const code = await readFile(`${build}/${path}`, 'utf8');
    const dir = path.slice(0, path.lastIndexOf('/') + 1);
    for (const match of code.matchAll(/(?:from|import)\s*"\.\/([\w-]+\.js)"/g)) await addWithImports(dir + match[1]);
  };
  for (const match of html.matchAll(/<script[^>]* src="\/build\/([^"]+)"/g)) await addWithImports(match[1]);
  const islands = [...html.matchAll(/<[^>]* data-island="([\w-]+)"[^>]*>/g)]
    .filter((m) => interacted || !m[0].includes('data-hydrate="interaction"'))
    .map((m) => m[1]);
  if (islands.length > 0) {
    for (const name of ['hydrate', ...islands]) {
      const chunk = islandFiles.find((f) => f.startsWith(`${name}-`));
      if (chunk) await addWithImports(`islands/${chunk}`);
    }
  }
  let gzip = 0;
  for (const name of names) gzip += gzipSync(await readFile(`${build}/${name}`)).length;
  return { files: [...names], gzip };
}


/** A page and a static asset of the very same bytes, on the same server, one after the other. */
async function pageAgainstAsset(path, headers = visitor) {
  const html = await (await fetch(base + path, { headers })).text();
  await writeFile(`${root}static/build/${assetName}`, html);
  await waitFor(`${base}/build/${assetName}`, 30_000);
  await load(base + path, headers); // warm-up, same length as the measured runs
  const page = await load(base + path, headers);
  const asset = await load(`${base}/build/${assetName}`);
  return { html, page, asset, ratio: page.requests.average / asset.requests.average };
}

/** The first video a listing links, for the watch-page measurements. */
async function firstVideoPath() {
  const listing = await (await fetch(base + listingPath, { headers: visitor })).text();
  return /href="(\/videos\/\d+\/[^"/]+\/)"/.exec(listing)[1];
}

/** One path of each main screen, found by following the site's own links. */
async function mainScreens() {
  const html = async (path) => (await fetch(base + path, { headers: visitor })).text();
  const categories = await html('/categories/');
  const models = await html('/models/most-popular/1/');
  const community = await html('/community/recent/1/');
  return {
    home: '/',
    listing: listingPath,
    category: /href="(\/categories\/[a-z0-9-]+\/latest-updates\/1\/)"/.exec(categories)[1],
    video: await firstVideoPath(),
    model: /href="(\/model\/[a-z0-9-]+\/)"/.exec(models)[1],
    search: '/search/1/?s=onsen',
    member: /href="(\/members\/\d+\/)"/.exec(community)[1],
  };
}

/** D1 round trips of one uncached render of each main screen (the worker counts them in local runs). */
async function roundTripsPerScreen() {
  const counts = {};
  for (const [screen, path] of Object.entries(await mainScreens())) {
    const response = await fetch(base + path, { headers: visitor });
    await response.arrayBuffer();
    counts[screen] = { path, status: response.status, trips: Number(response.headers.get('X-D1-Round-Trips')) };
  }
  return counts;
}

/** The upload `wrangler deploy --dry-run` reports: total and gzip KiB. */
function workerBundle() {
  const outdir = `${root}.wrangler/bench-bundle`;
  const result = spawnSync(wranglerBin, ['deploy', '--dry-run', '--outdir', outdir], { cwd: root, env: wranglerEnv, encoding: 'utf8' });
  const found = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(`${result.stdout}${result.stderr}`);
  if (!found) throw new Error(`wrangler deploy --dry-run said no size:\n${result.stdout}${result.stderr}`);
  return { total: Number(found[1]), gzip: Number(found[2]) };
}

const line = (label, result) =>
  `  ${label.padEnd(22)}${result.requests.average.toFixed(1)} req/s (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx})`;

function comparison(label, run, goal) {
  return [line(label, run.page), line('static asset', run.asset), `  ratio                 ${run.ratio.toFixed(2)}x (${label} vs static asset; goal >= ${goal})`];
}

/**
 * The demo zones with the listing's banner rotating: two creatives, so one view in ten draws the other one and streams
 * through the rewriter (worker/middleware/ad-draw.tsx). The demo's listing zone has one creative and never rotates.
 */
const banner = { desktop: { width: 728, height: 90 }, mobile: { width: 320, height: 100 } };
const demoBanner = (name, alt) => ({
  kind: 'image', id: name, alt, target: `https://${name}.example/`,
  image: { desktop: `/img/ads/${name}-728x90.svg`, mobile: `/img/ads/${name}-320x100.svg` },
});
const ROTATING_LISTING_ADS = JSON.stringify({
  zones: [{ id: 'listing-top', placement: 'listing', sizes: banner, creatives: [demoBanner('kitchen', 'Bright Kitchen'), demoBanner('books', 'Northwind Books')] }],
});

try {
  const cached = await withServer('on', async () => {
    const anonymous = await pageAgainstAsset(listingPath);
    const member = await demoMemberHeaders(base);
    const video = await firstVideoPath();
    return { anonymous, memberListing: await pageAgainstAsset(listingPath, member), memberVideo: await pageAgainstAsset(video, member) };
  });
  const uncached = await withServer('off', async () => ({ listing: await pageAgainstAsset(listingPath), trips: await roundTripsPerScreen() }));
  // What each per-view extra costs the cached listing: the analytics stand-in's D1 writes, and an ad zone that rotates.
  const withoutStandIn = await withServer('on', () => pageAgainstAsset(listingPath), { ANALYTICS_STAND_IN: 'off' });
  const rotatingAds = await withServer('on', () => pageAgainstAsset(listingPath), { ADS: ROTATING_LISTING_ADS });
  const css = await readFile(`${root}static/build/site.css`);
  const html = cached.anonymous.html;
  const js = await shippedJs(html);
  const interacted = await shippedJs(html, { interacted: true });
  console.log(`listing page ${listingPath}`);
  console.log(`  HTML                  ${kb(Buffer.byteLength(html))} raw, ${kb(gzipSync(html).length)} gzip (budget 35 KB gzip)`);
  console.log(`  CSS                   ${kb(gzipSync(css).length)} gzip (budget 15 KB)`);
  console.log(`  JS first load         ${kb(js.gzip)} gzip in ${js.files.length} files (budget 20 KB)`);
  console.log(`  JS once the search box is focused ${kb(interacted.gzip)} gzip in ${interacted.files.length} files`);
  const bundle = workerBundle();
  console.log(`worker (wrangler deploy --dry-run)  ${bundle.total.toFixed(1)} KiB, ${bundle.gzip.toFixed(1)} KiB gzip (goal <= 500 KiB gzip)`);
  for (const { cacheMode, coldMs, warmMs } of startups) {
    console.log(`  start-up (cache ${cacheMode.padEnd(3)})    first request ${coldMs.toFixed(0)} ms, warm ${warmMs.toFixed(0)} ms: ${(coldMs - warmMs).toFixed(0)} ms to start the worker`);
  }
  console.log(`throughput, ${connections} connections, ${seconds} s per run; each page against a same-size static asset on the same server`);
  console.log(comparison('cached listing', cached.anonymous, 0.9).join('\n'));
  console.log(comparison('uncached listing', uncached.listing, 0.3).join('\n'));
  console.log('what per-view extras cost the cached listing (each on a site of its own, against its own static asset)');
  console.log(`  analytics stand-in off ${withoutStandIn.ratio.toFixed(2)}x (on: ${cached.anonymous.ratio.toFixed(2)}x; each page view is one queued D1 write, batched)`);
  console.log(`  rotating listing zone  ${rotatingAds.ratio.toFixed(2)}x (one creative: ${cached.anonymous.ratio.toFixed(2)}x; one view in ten streams through the rewriter)`);
  console.log(comparison('signed-in listing', cached.memberListing, 0.35).join('\n'));
  console.log(comparison('signed-in video', cached.memberVideo, 0.35).join('\n'));
  console.log('D1 round trips of an uncached render (goal <= 2 per screen)');
  for (const [screen, { path, status, trips }] of Object.entries(uncached.trips)) {
    console.log(`  ${screen.padEnd(10)}${String(trips).padStart(3)}   ${status} ${path}`);
  }
} finally {
  await rm(`${root}static/build/${assetName}`, { force: true });
}
