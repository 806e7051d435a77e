// npm run bench: page weight and throughput of the anonymous listing page against a static asset of the same size.
// Starts the site on its own port (local state as `npm start` uses), measures, stops it. Bounded: a few seconds per run.
import autocannon from 'autocannon';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { base, visitor as headers, waitFor, withServer } from '../bench/server.mjs';
import { root } from './local-env.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const listingPath = '/videos/latest-updates/1/';
const assetName = 'bench-same-size.html';
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;


function load(url) {
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


/** The listing page and a static asset of the very same bytes, on the same server, one after the other. */
async function pageAgainstAsset() {
  const html = await (await fetch(base + listingPath, { headers })).text();
  await writeFile(`${root}static/build/${assetName}`, html);
  await waitFor(`${base}/build/${assetName}`, 30_000);
  await load(base + listingPath); // warm-up, same length as the measured runs
  const page = await load(base + listingPath);
  const asset = await load(`${base}/build/${assetName}`);
  return { html, page, asset, ratio: page.requests.average / asset.requests.average };
}

const line = (label, result) =>
  `  ${label.padEnd(22)}${result.requests.average.toFixed(1)} req/s (p50 ${result.latency.p50} ms, errors ${result.errors + result.non2xx})`;

try {
  const cached = await withServer('on', pageAgainstAsset);
  const uncached = await withServer('off', pageAgainstAsset);
  const css = await readFile(`${root}static/build/site.css`);
  const js = await shippedJs(cached.html);
  const interacted = await shippedJs(cached.html, { interacted: true });
  const html = cached.html;
  console.log(`listing page ${listingPath}`);
  console.log(`  HTML                  ${kb(Buffer.byteLength(html))} raw, ${kb(gzipSync(html).length)} gzip (budget 35 KB gzip)`);
  console.log(`  CSS                   ${kb(gzipSync(css).length)} gzip (budget 15 KB)`);
  console.log(`  JS first load         ${kb(js.gzip)} gzip in ${js.files.length} files (budget 20 KB)`);
  console.log(`  JS once the search box is focused ${kb(interacted.gzip)} gzip in ${interacted.files.length} files`);
  console.log(`throughput, ${connections} connections, ${seconds} s per run; each page against a same-size static asset on the same server`);
  console.log(line('cached listing', cached.page));
  console.log(line('static asset', cached.asset));
  console.log(`  ratio                 ${cached.ratio.toFixed(2)}x (anonymous cached listing vs static asset; goal >= 0.9)`);
  console.log(line('uncached listing', uncached.page));
  console.log(line('static asset', uncached.asset));
  console.log(`  ratio                 ${uncached.ratio.toFixed(2)}x (uncached listing with its D1 queries vs static asset; goal >= 0.3)`);
} finally {
  await rm(`${root}static/build/${assetName}`, { force: true });
}
