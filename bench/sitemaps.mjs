// npm run bench:sitemaps: sitemap generation at 300,000 videos. The real worker (bundled by wrangler) runs in
// workerd through Miniflare over the 300k catalogue of bench:queries (.wrangler/bench-300k, made once), with the
// document cache off so every request generates. Measured: the time to make the index and to stream one full video
// file to its last byte (median of SAMPLES), then every video file once; the workerd process's CPU time (worker and
// local D1 share that process) and its resident memory (VmRSS from /proc, sampled every few ms), against its
// resident memory at rest, to show that a file streams through without being held.
import { Miniflare } from 'miniflare';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, wranglerBin, wranglerEnv } from '../scripts/local-env.mjs';
import { prepareState, readDatabaseId } from './catalogue-state.mjs';

const SIZE = { label: '300k', videos: 300_000 };
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 5);
const SAMPLE_EVERY_MS = 5;
const CLOCK_TICK_MS = 10; // USER_HZ is 100 on Linux
const workDir = path.join(root, '.wrangler', 'bench-sitemaps');

/** The worker as `wrangler deploy` would upload it (its own bundling, Node built-ins included), written to workDir. */
function bundleWorker() {
  const outdir = path.join(workDir, 'dist');
  const result = spawnSync(wranglerBin, ['deploy', '--dry-run', '--outdir', outdir], { cwd: root, env: wranglerEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('wrangler could not bundle the worker');
  return path.join(outdir, 'index.js');
}

/** The workerd process Miniflare started for us: a child of this process. */
function workerdPid() {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8').trim();
      const [, name, rest] = /^\d+ \((.*)\) (.*)$/.exec(stat);
      if (name === 'workerd' && Number(rest.split(' ')[1]) === process.pid) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  throw new Error('no workerd child process');
}

const rssBytes = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
};

/** Runs `work` while sampling the process's resident memory: its result, wall time, CPU time and peak memory. */
async function measured(pid, work) {
  let peak = rssBytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, SAMPLE_EVERY_MS);
  const cpu = cpuMs(pid);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, cpuMs: cpuMs(pid) - cpu, peakRss: Math.max(peak, rssBytes(pid)) };
  } finally {
    clearInterval(timer);
  }
}

/** GETs a path and reads its body to the last byte as it streams: bytes, <url> entries, when the first bytes arrived. */
async function fetchWhole(mf, pathname) {
  const started = performance.now();
  const response = await mf.dispatchFetch(`http://localhost${pathname}`, { headers: { 'CF-IPCountry': 'JP' } });
  if (response.status !== 200) throw new Error(`${pathname}: ${response.status}`);
  const decoder = new TextDecoder();
  let bytes = 0;
  let urls = 0;
  let tail = '';
  let firstByteMs = null;
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.byteLength;
    const text = tail + decoder.decode(chunk, { stream: true });
    urls += text.split('<url>').length - 1;
    tail = text.slice(-4);
  }
  return { bytes, urls, firstByteMs };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1);

async function sampled(pid, work) {
  const runs = [];
  for (let i = 0; i < SAMPLES; i++) runs.push(await measured(pid, work));
  return {
    ms: median(runs.map((run) => run.ms)),
    firstByteMs: median(runs.map((run) => run.result.firstByteMs ?? run.ms)),
    // /proc counts CPU in 10 ms ticks: the mean over the samples resolves finer than one run.
    cpuMs: Math.round(runs.reduce((sum, run) => sum + run.cpuMs, 0) / runs.length),
    peakRss: Math.max(...runs.map((run) => run.peakRss)),
    result: runs[0].result,
  };
}

/** A fresh workerd running the worker over the catalogue, warmed up by `warmUp`; `work` gets it, its pid and its memory at rest. */
async function withWorker(scriptPath, dir, warmUp, work) {
  const mf = new Miniflare({
    modules: true,
    scriptPath,
    compatibilityDate: '2026-04-01',
    compatibilityFlags: ['nodejs_compat'],
    bindings: { APP_ENV: 'local', MEDIA_SECRET: 'bench-sitemaps', CACHE_MODE: 'off' },
    d1Databases: { DB: readDatabaseId() },
    d1Persist: path.join(dir, 'v3', 'd1'),
    kvNamespaces: ['CACHE'],
    r2Buckets: ['MEDIA'],
  });
  try {
    await mf.ready;
    const pid = workerdPid();
    const warm = await warmUp(mf);
    return await work(mf, pid, rssBytes(pid), warm);
  } finally {
    await mf.dispose();
  }
}

/** Warm-up: the worker's modules, D1's connection and SQLite's first pages, as on a running site; the video files. */
async function warmUpSitemaps(mf) {
  await fetchWhole(mf, '/robots.txt');
  const indexXml = await (await mf.dispatchFetch('http://localhost/sitemap.xml')).text();
  const videoFiles = [...indexXml.matchAll(/<loc>http:\/\/localhost(\/sitemaps\/videos-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
  await fetchWhole(mf, videoFiles[Math.floor(videoFiles.length / 2)]);
  return videoFiles;
}

/** The control, in a workerd of its own: requests of a route with no D1 and a 100-byte answer drift memory too. */
const CONTROL_REQUESTS = 6_000;

const started = Date.now();
const dir = prepareState(SIZE);
const scriptPath = bundleWorker();

const measuredSitemaps = await withWorker(scriptPath, dir, warmUpSitemaps, async (mf, pid, atRest, videoFiles) => {
  const middle = videoFiles[Math.floor(videoFiles.length / 2)];
  const index = await sampled(pid, async () => (await mf.dispatchFetch('http://localhost/sitemap.xml')).text());
  const oneFile = await sampled(pid, () => fetchWhole(mf, middle));
  const allFiles = await measured(pid, async () => {
    let bytes = 0;
    let urls = 0;
    for (const file of videoFiles) {
      const whole = await fetchWhole(mf, file);
      bytes += whole.bytes;
      urls += whole.urls;
    }
    return { bytes, urls };
  });
  return {
    restRssMiB: Number(mib(atRest)),
    index: {
      files: [...index.result.matchAll(/<loc>/g)].length,
      videoFiles: videoFiles.length,
      ms: Math.round(index.ms),
      cpuMs: index.cpuMs,
      peakRssMiB: Number(mib(index.peakRss)),
    },
    oneVideoFile: {
      file: middle,
      urls: oneFile.result.urls,
      bytes: oneFile.result.bytes,
      ms: Math.round(oneFile.ms),
      firstByteMs: Math.round(oneFile.firstByteMs),
      cpuMs: oneFile.cpuMs,
      peakRssMiB: Number(mib(oneFile.peakRss)),
      peakAboveRestMiB: Number(mib(oneFile.peakRss - atRest)),
    },
    allVideoFiles: {
      files: videoFiles.length,
      urls: allFiles.result.urls,
      bytes: allFiles.result.bytes,
      ms: Math.round(allFiles.ms),
      cpuMs: allFiles.cpuMs,
      peakRssMiB: Number(mib(allFiles.peakRss)),
      peakAboveRestMiB: Number(mib(allFiles.peakRss - atRest)),
    },
  };
});

const control = await withWorker(scriptPath, dir, (mf) => fetchWhole(mf, '/robots.txt'), async (mf, pid, atRest) => {
  const run = await measured(pid, async () => {
    for (let i = 0; i < CONTROL_REQUESTS; i++) await fetchWhole(mf, '/robots.txt');
  });
  return { path: '/robots.txt', requests: CONTROL_REQUESTS, peakAboveRestMiB: Number(mib(run.peakRss - atRest)) };
});

const results = { videos: SIZE.videos, samples: SAMPLES, ...measuredSitemaps, control };
console.log(`\nsitemaps at ${SIZE.videos.toLocaleString('en')} videos (document cache off; workerd holds the worker and local D1; median of ${SAMPLES})`);
console.log(`workerd resident memory at rest: ${results.restRssMiB} MiB`);
console.log(`index: ${results.index.files} files (${results.index.videoFiles} of videos) in ${results.index.ms} ms, workerd CPU ${results.index.cpuMs} ms`);
const o = results.oneVideoFile;
console.log(`one video file ${o.file}: ${o.urls} URLs, ${mib(o.bytes)} MiB, first bytes after ${o.firstByteMs} ms, last after ${o.ms} ms, workerd CPU ${o.cpuMs} ms, peak memory ${o.peakRssMiB} MiB (+${o.peakAboveRestMiB} MiB over rest)`);
const a = results.allVideoFiles;
console.log(`every video file in turn: ${a.urls} URLs, ${mib(a.bytes)} MiB in ${(a.ms / 1000).toFixed(1)} s, workerd CPU ${(a.cpuMs / 1000).toFixed(1)} s, peak memory ${a.peakRssMiB} MiB (+${a.peakAboveRestMiB} MiB over rest)`);
console.log(`control, a fresh workerd: ${CONTROL_REQUESTS} requests for /robots.txt (no D1, 100 bytes each), peak memory +${control.peakAboveRestMiB} MiB over rest`);
mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
writeFileSync(path.join(root, 'bench', 'results', 'sitemaps.json'), JSON.stringify(results, null, 1));
console.log(`\nsitemap bench done in ${((Date.now() - started) / 1000).toFixed(0)} s (results in bench/results/sitemaps.json)`);
