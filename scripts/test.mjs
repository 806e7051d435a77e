// npm test: the whole suite: the layer rules (scripts/layers.mjs), the workerd tests (vitest), the media runner's tests
// (vitest in Node, real ffmpeg), then the browser tests (Playwright, JS on and off).
// Neither vitest run keeps both cores busy (workerd runs each test file's isolate on one thread; the runner's tests wait
// on ffmpeg), so they run side by side, and beside them the demo clips are processed into their ladders (once per
// machine) and the browser tests' two sites, which seed them, are started: Playwright then finds them answering.
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { e2eSisterEnv, e2eSisterUrl, e2eSiteEnv, e2eUrl } from './e2e-site.mjs';
import { answers, root, untilAnswering } from './local-env.mjs';

/** Runs a command to its end; its output is shown as it comes, or, when `quiet`, all at once at the end. */
function run(command, args, { quiet = false, env = process.env } = {}) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'] });
  const output = [];
  if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => child.on('close', (code) => {
    if (quiet) process.stdout.write(Buffer.concat(output));
    resolve(code ?? 1);
  }));
}

const bin = (name) => `${root}node_modules/.bin/${name}`;

/** Whether the browser tests have ended: a site that exits before then has failed them, and says so at once. */
let testsEnded = false;

/**
 * One of the browser tests' sites, started as Playwright would start it. Its last lines (errors, and the requests it
 * answered) are kept to explain a start that fails, or a site that exits while the tests run.
 */
async function startE2eSite(url, siteEnv) {
  if (!process.env.CI && await answers(url, { ok: true })) return { site: null, ready: true };
  const site = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root, env: { ...process.env, ...siteEnv }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  for (const stream of [site.stdout, site.stderr]) {
    stream.setEncoding('utf8').on('data', (text) => {
      lines.push(...text.split('\n'));
      lines.splice(0, Math.max(0, lines.length - 60));
    });
  }
  if (await untilAnswering(url, site, { ok: true, timeoutMs: 180_000 })) {
    site.once('exit', (code, signal) => {
      if (!testsEnded) console.error(`The browser tests' site at ${url} exited (${signal ?? `code ${code}`}) while they ran:\n${lines.join('\n')}`);
    });
    return { site, ready: true };
  }
  console.error(`The browser tests' site did not start at ${url}:\n${lines.join('\n')}`);
  return { site, ready: false };
}

/** AsiaTube once the ladders it seeds are ready, then its sister (which seeds from the same ladders). */
async function startE2eSites() {
  const first = await startE2eSite(e2eUrl, e2eSiteEnv);
  if (!first.ready) return { sites: [first.site], ready: false };
  const sister = await startE2eSite(e2eSisterUrl, e2eSisterEnv);
  return { sites: [first.site, sister.site], ready: sister.ready };
}

/** When each part ended, in seconds from the start: printed last, so a slow run shows which part made it slow. */
const started = Date.now();
const endings = [];
const ended = (part) => (result) => {
  endings.push(`${part} ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return result;
};

const layers = ended('layers')(spawnSync(process.execPath, ['scripts/layers.mjs'], { cwd: root, stdio: 'inherit' }).status ?? 1);
const e2eSites = run(process.execPath, ['--import', 'tsx', 'seed/ladders.ts'], { quiet: true })
  .then(ended('demo clips'))
  .then((prepared) => (prepared === 0 ? startE2eSites() : { sites: [], ready: false }))
  .then(ended('browser tests\' sites'));
const [unit, runner] = await Promise.all([
  run(bin('vitest'), ['run']).then(ended('vitest')),
  run(bin('vitest'), ['run', '--config', 'vitest.runner.config.ts'], { quiet: true }).then(ended('runner')),
]);
const { sites, ready } = await e2eSites;
const e2e = ready ? ended('Playwright')(await run(bin('playwright'), ['test'], { env: { ...process.env, E2E_SITE: 'started' } })) : 1;
testsEnded = true;
console.log(`npm test, each part ended at: ${endings.join(', ')}`);
await Promise.all(sites.filter((site) => site && site.exitCode === null).map((site) => {
  site.kill('SIGTERM');
  return Promise.race([new Promise((resolve) => site.once('exit', resolve)), sleep(10_000)]);
}));
process.exit(layers || unit || runner || e2e);
