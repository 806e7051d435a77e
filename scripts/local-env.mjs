// Shared local-run settings: where wrangler keeps local D1/KV/R2 state and the environment for wrangler calls.
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** The sister site a local run serves (SITE, a file of sites/; AsiaTube when unset). */
export const siteName = process.env.SITE || 'asiatube';

/**
 * TUBE_PERSIST_DIR moves the whole local state (the browser tests use their own). A sister site other than AsiaTube
 * keeps its own (.wrangler/state-{site}) unless `--shared` asks for AsiaTube's, one catalogue for both.
 */
export const persistDir = process.env.TUBE_PERSIST_DIR
  ?? (siteName === 'asiatube' || process.argv.includes('--shared') ? `${root}.wrangler/state` : `${root}.wrangler/state-${siteName}`);

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
