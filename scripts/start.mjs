// npm start: migrate local D1, seed the demo catalogue when empty, build assets, then serve with wrangler dev and run one
// media runner (runner/) next to it.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildAssets } from './build.mjs';
import { keptSecret, persistDir, root, sharedState, siteFile, siteName, stateDirOf, untilAnswering, wranglerBin, wranglerEnv } from './local-env.mjs';

const site = siteFile(siteName);
const port = process.env.PORT ?? String(site.localPort);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env: wranglerEnv, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`failed: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

/**
 * A secret of this run's state. Media links are signed with `media-secret`, so pages in the persisted page cache keep
 * working links across restarts; runners register with `runner-registration-token`, so the local runner's saved
 * registration stays good. Production sets both with `wrangler secret put`.
 */
const localSecret = (name) => keptSecret(persistDir, name);

/**
 * The feed keys of the sister sites this site imports (its file's importFeeds): the variable when set, else the key
 * kept in the sister's local state, which its seed gives its admin. A shared catalogue has its sister's videos already.
 */
function feedKeyVars(site) {
  if (sharedState) return [];
  return site.importFeeds?.flatMap((feed) => ['--var', `${feed.keySecret}:${process.env[feed.keySecret] ?? keptSecret(stateDirOf(feed.site), 'feed-key')}`]) ?? [];
}

/**
 * The media runner and the seed's clip processing use ffmpeg from the PATH (Debian's, current) and otherwise the npm
 * package's 2018 build, which does the whole job too (runner/tools.ts); say which.
 */
function reportFfmpeg() {
  const found = spawnSync('ffmpeg', ['-version'], { encoding: 'utf8' });
  if (found.status === 0) console.log(`ffmpeg: ${found.stdout.split('\n', 1)[0]}`);
  else console.log("ffmpeg: none on the PATH, so the npm package's 2018 build processes videos (it works; `apt-get install -y ffmpeg` gives Debian's current one)");
}

const started = Date.now();
reportFfmpeg();
run(wranglerBin, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir]);
run(process.execPath, ['--import', 'tsx', 'seed/cli.ts', '--if-empty']);
await buildAssets();
console.log(`ready to serve after ${((Date.now() - started) / 1000).toFixed(1)} s`);

const runnerToken = localSecret('runner-registration-token');
const dev = spawn(
  wranglerBin,
  [
    'dev', '--local', '--ip', '127.0.0.1', '--port', port, '--persist-to', persistDir,
    '--var', 'APP_ENV:local', '--show-interactive-dev-session=false',
    // Which sister site this run serves (sites/{name}.json), the keys of the feeds it imports, and where its sister
    // sites run when not on their files' local ports.
    '--var', `SITE:${siteName}`,
    ...feedKeyVars(site),
    ...(process.env.LOCAL_SITE_ORIGINS ? ['--var', `LOCAL_SITE_ORIGINS:${process.env.LOCAL_SITE_ORIGINS}`] : []),
    // The cron's handler answers /__scheduled, which this script asks every half hour as Cloudflare's cron would.
    '--test-scheduled',
    '--var', `MEDIA_SECRET:${localSecret('media-secret')}`,
    '--var', `RUNNER_REGISTRATION_TOKEN:${runnerToken}`,
    // What the benches vary (npm run bench): the page cache, the analytics stand-in and the ad zones.
    ...['CACHE_MODE', 'ANALYTICS_STAND_IN', 'ADS'].flatMap((name) => (process.env[name] ? ['--var', `${name}:${process.env[name]}`] : [])),
    // The demo embed partner of a local run is this site itself (its /embed/ player, its card images), so that
    // docs/import.md's example imports with nothing outside the machine; EMBED_PARTNERS replaces it.
    '--var', `EMBED_PARTNERS:${process.env.EMBED_PARTNERS ?? JSON.stringify([
      { name: 'demo-partner', label: 'Demo Partner (this site)', origins: [`http://127.0.0.1:${port}`, `http://localhost:${port}`] },
    ])}`,
    // Where npm run bench:profile reaches the worker (wrangler's default is 9229).
    ...(process.env.INSPECTOR_PORT ? ['--inspector-port', process.env.INSPECTOR_PORT] : []),
  ],
  { cwd: root, env: wranglerEnv, stdio: 'inherit' },
);

/**
 * The local media runner, started once the site answers. It runs in its own process group, so a Ctrl-C reaches it
 * once (through here) and it can hand its job back; its lines are prefixed with [runner].
 */
function startRunner() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'runner/index.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SITE_URL: `http://127.0.0.1:${port}`,
      RUNNER_REGISTRATION_TOKEN: runnerToken,
      RUNNER_STATE: `${persistDir}/runner/state.json`,
      RUNNER_WORKDIR: `${persistDir}/runner/work`,
      // Imports' URLs may name this machine (the local demo partner is the site itself).
      RUNNER_ALLOW_PRIVATE_SOURCES: 'true',
    },
  });
  createInterface({ input: child.stdout }).on('line', (line) => console.log(`[runner] ${line}`));
  createInterface({ input: child.stderr }).on('line', (line) => console.error(`[runner] ${line}`));
  child.on('exit', (code, signal) => console.log(`[runner] exited (${signal ?? `code ${code}`})`));
  return child;
}

let runner;
let stopping = false;
/** One signal for the runner: a second would make it quit without handing its job back. */
function stopRunner(signal) {
  if (stopping) return;
  stopping = true;
  runner?.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    dev.kill(signal);
    stopRunner(signal);
  });
}
process.on('exit', () => runner?.kill('SIGKILL'));
dev.on('exit', async (code) => {
  stopRunner('SIGTERM');
  if (runner && runner.exitCode === null && runner.signalCode === null) {
    await Promise.race([new Promise((resolve) => runner.once('exit', resolve)), sleep(5000)]);
  }
  process.exit(code ?? 0);
});
// The site answers anything once wrangler serves it; false if wrangler ends first.
if ((await untilAnswering(`http://127.0.0.1:${port}/api/runners/`, dev)) && !stopping) {
  const host = `${site.feedName}.localhost:${port}`;
  const other = site.languages?.find((lang) => lang !== (site.defaultLanguage ?? 'en')) ?? 'ja';
  console.log(
    `site: ${site.name} at http://${host}/ (its default language, or the one you chose); each language at its own host, ` +
      `e.g. http://${other}.${host}/ (docs/languages.md)`,
  );
  runner = startRunner();
  runLocalCron();
}

/**
 * Cloudflare runs the worker's cron every half hour (wrangler.toml); wrangler dev does not, so this asks its handler
 * then, and once now: counters, expiries, partner embed checks and sister-site feed pulls happen locally too.
 * LOCAL_CRON=off leaves them out (the browser tests, which drive each step themselves).
 */
function runLocalCron() {
  if (process.env.LOCAL_CRON === 'off') return;
  const ask = () => fetch(`http://127.0.0.1:${port}/__scheduled?cron=${encodeURIComponent('*/30 * * * *')}`)
    .then((response) => response.body?.cancel())
    .catch(() => {});
  ask();
  setInterval(ask, 30 * 60 * 1000).unref();
}
