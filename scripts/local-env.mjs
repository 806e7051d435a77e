// Shared local-run settings: where wrangler keeps local D1/KV/R2 state and the environment for wrangler calls.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** The sister site a local run serves (SITE, a file of sites/; AsiaTube when unset). */
export const siteName = process.env.SITE || 'asiatube';

/** A site file as written (scripts/check-sites.ts checks its fields); a name with no file ends the run, naming the files. */
export function siteFile(name) {
  const path = `${root}sites/${name}.json`;
  if (!existsSync(path)) {
    const known = readdirSync(`${root}sites`).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5));
    console.error(`SITE=${name}: no such site file (sites/: ${known.join(', ')})`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Whether this run serves a sister site on AsiaTube's state, one catalogue for both (`--shared`). */
export const sharedState = siteName !== 'asiatube' && process.argv.includes('--shared');

/** Where a site's local state is by default: AsiaTube's (.wrangler/state), another's beside it (.wrangler/state-{site}). */
const defaultStateDir = (name) => (name === 'asiatube' ? `${root}.wrangler/state` : `${root}.wrangler/state-${name}`);

/**
 * TUBE_PERSIST_DIR moves the whole local state (the browser tests use their own). A sister site other than AsiaTube
 * keeps its own (.wrangler/state-{site}) unless `--shared` asks for AsiaTube's, one catalogue for both.
 */
export const persistDir = process.env.TUBE_PERSIST_DIR ?? (sharedState ? defaultStateDir('asiatube') : defaultStateDir(siteName));

/**
 * The state directory of another sister site run on this machine: STATE_{SITE} when set (the browser tests' sites),
 * else its default one.
 */
export function stateDirOf(name) {
  return process.env[`STATE_${name.toUpperCase().replaceAll('-', '_')}`] ?? defaultStateDir(name);
}

/**
 * A secret made once in a state directory and kept there: a local run's media secret and runner token, and the feed
 * key (`feed-key`) a site's local sister sites import its feed with, which its seed gives its admin.
 */
export function keptSecret(dir, name) {
  const file = `${dir}/${name}`;
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'));
  }
  return readFileSync(file, 'utf8').trim();
}

export const wranglerEnv = {
  ...process.env,
  // Every tool a local run starts (the seed, the runner) works on the same state.
  TUBE_PERSIST_DIR: persistDir,
  WRANGLER_SEND_METRICS: 'false',
  // Miniflare would otherwise download Cloudflare's Request.cf sample at start-up; nothing may leave the machine.
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  // Keeps wrangler from asking questions when there is no terminal (CI, Playwright's web server).
  CI: process.env.CI ?? 'true',
};

export const wranglerBin = `${root}node_modules/.bin/wrangler`;

/** Whether `url` answers now: anything at all, or with `ok`, a 2xx. */
export async function answers(url, { ok = false } = {}) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return !ok || response.ok;
  } catch {
    return false;
  }
}

/**
 * Asks `url` every half second until it answers (see `answers`): true then; false once `server`, the process meant to
 * serve it, has ended, or `timeoutMs` has passed.
 */
export async function untilAnswering(url, server, { ok = false, timeoutMs = Infinity } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (server.exitCode === null && server.signalCode === null && Date.now() < deadline) {
    if (await answers(url, { ok })) return true;
    await sleep(500);
  }
  return false;
}
