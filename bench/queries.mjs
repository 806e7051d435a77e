// npm run bench:queries (and the end of npm run bench): listing query time at 3,000 vs 300,000 videos.
// Each size has its own local state (.wrangler/bench-3k, .wrangler/bench-300k), migrated and seeded once and reused;
// the worker's own query functions run inside workerd (Miniflare, bench/query-worker.ts) against that D1. A time is
// the median over samples of one call of the query function: its D1 round trips and SQLite's work, nothing else.
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../scripts/local-env.mjs';
import { prepareState, readDatabaseId } from './catalogue-state.mjs';

const SIZES = [
  { label: '3k', videos: 3_000 },
  { label: '300k', videos: 300_000 },
];
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 7);
const workDir = path.join(root, '.wrangler', 'bench-queries');

async function bundleWorker() {
  mkdirSync(workDir, { recursive: true });
  const outfile = path.join(workDir, 'worker.mjs');
  await build({
    entryPoints: [path.join(root, 'bench', 'query-worker.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  return outfile;
}

async function measureSize(size, scriptPath, databaseId) {
  const dir = prepareState(size);
  const mf = new Miniflare({
    modules: true,
    scriptPath,
    compatibilityDate: '2026-04-01',
    d1Databases: { DB: databaseId },
    d1Persist: path.join(dir, 'v3', 'd1'),
  });
  try {
    const get = async (pathname) => {
      const response = await mf.dispatchFetch(`http://bench${pathname}`);
      if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const started = Date.now();
    const { ms: roundTrip, callsPerSample } = await get(`/round-trip?samples=${SAMPLES}`);
    const results = {};
    const searchMix = await get('/search-mix');
    for (const name of await get('/shapes')) {
      results[name] = await get(`/run?samples=${SAMPLES}&shape=${encodeURIComponent(name)}`);
    }
    console.log(`${size.label}: measured in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { roundTrip, callsPerSample, results, searchMix };
  } finally {
    await mf.dispose();
  }
}

const ms = (value) => (value === undefined ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(1));
const ratio = (large, small) => (large === undefined || small === undefined ? '–' : `${(large / Math.max(small, 0.01)).toFixed(1)}x`);
const deepLabel = (result) => (result.deep ? `${ms(result.deep.ms)} (p${result.deep.page})` : '–');

function printTable(small, large) {
  const [smallLabel, largeLabel] = SIZES.map((size) => size.label);
  console.log(`\nlisting query time in ms, median of ${SAMPLES} samples of ${large.callsPerSample} calls each; one call of the worker's query function`);
  console.log(`inside workerd, D1 round trips included (an empty SELECT 1 takes ${ms(small.roundTrip)} ms / ${ms(large.roundTrip)} ms)`);
  const header = ['shape', `${smallLabel} p1`, `${smallLabel} deep`, `${largeLabel} p1`, `${largeLabel} deep`, 'p1 ratio', 'deep ratio'];
  const rows = Object.keys(large.results).map((name) => {
    const a = small.results[name];
    const b = large.results[name];
    return [name, ms(a.first.ms), deepLabel(a), ms(b.first.ms), deepLabel(b), ratio(b.first.ms, a.first.ms), ratio(b.deep?.ms, a.deep?.ms)];
  });
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Search latency over the mix of Latin and Japanese terms (page 1, relevance): the median of the terms' medians. */
function printSearchSummary(small, large) {
  const { prefix, terms } = large.searchMix;
  const mix = (measured) => terms.map((term) => measured.results[`${prefix} "${term}"`].first.ms);
  const [a, b] = [mix(small), mix(large)];
  console.log(
    `\nsearch latency, ${terms.length} terms (${terms.join(', ')}), page 1 by relevance, median of the terms' medians: ` +
      `${SIZES[0].label} ${ms(median(a))} ms, ${SIZES[1].label} ${ms(median(b))} ms (slowest term ${ms(Math.max(...a))} / ${ms(Math.max(...b))} ms)`,
  );
}

function printPlans(label, measured) {
  console.log(`\nquery plans at ${label} (each statement of page 1 and of the deepest page; FULL SCAN: reads all of a big table)`);
  let fullScans = 0;
  for (const [name, result] of Object.entries(measured.results)) {
    const statements = [...result.first.statements, ...(result.deep?.statements ?? [])];
    const plans = [...new Set(statements.map((s) => s.plan.join(' | ')))];
    const scans = statements.flatMap((s) => s.fullScans);
    fullScans += scans.length;
    console.log(`${name}${scans.length ? `  <-- FULL SCAN: ${[...new Set(scans)].join('; ')}` : ''}`);
    for (const plan of plans) console.log(`    ${plan}`);
  }
  console.log(fullScans === 0 ? 'no full scan of a big table' : `${fullScans} full scans of big tables`);
}

const started = Date.now();
const scriptPath = await bundleWorker();
const databaseId = readDatabaseId();
const measured = [];
for (const size of SIZES) measured.push(await measureSize(size, scriptPath, databaseId));
printTable(measured[0], measured[1]);
printSearchSummary(measured[0], measured[1]);
printPlans(SIZES[1].label, measured[1]);
mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
writeFileSync(path.join(root, 'bench', 'results', 'queries.json'), JSON.stringify(Object.fromEntries(SIZES.map((s, i) => [s.label, measured[i]])), null, 1));
console.log(`\nquery bench done in ${((Date.now() - started) / 1000).toFixed(0)} s (results in bench/results/queries.json)`);
