// Shared local-run settings: where wrangler keeps local D1/KV/R2 state and the environment for wrangler calls.
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** TUBE_PERSIST_DIR moves the whole local state (the browser tests use their own). */
export const persistDir = process.env.TUBE_PERSIST_DIR ?? `${root}.wrangler/state`;

export const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  // Miniflare would otherwise download Cloudflare's Request.cf sample at start-up; nothing may leave the machine.
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  // Keeps wrangler from asking questions when there is no terminal (CI, Playwright's web server).
  CI: process.env.CI ?? 'true',
};

export const wranglerBin = `${root}node_modules/.bin/wrangler`;
