// Shared by the benchmarks: start the site (as `npm start` does, on its own port: BENCH_PORT or a free one), wait for
// it, stop it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { root } from '../scripts/local-env.mjs';
import { visitor } from './demo-member.mjs';

/** A port nothing listens on now: the system picks one for a moment, then it is given back. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** BENCH_PORT, or a free port. */
export const port = Number(process.env.BENCH_PORT) || (await freePort());
export const base = `http://127.0.0.1:${port}`;
export { visitor };

/** Waits until `url` answers 200; resolves with how long that first answer took (ms). */
export async function waitFor(url, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const asked = performance.now();
    try {
      const response = await fetch(url, { headers: visitor });
      await response.arrayBuffer();
      if (response.ok) return performance.now() - asked;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** The worker's start-up, per site started: its first answer (a cold isolate) against the median of the next five. */
export const startups = [];

async function measureStartup(cacheMode) {
  const cold = await waitFor(`${base}/robots.txt`, 240_000);
  const warm = [];
  for (let i = 0; i < 5; i += 1) warm.push(await waitFor(`${base}/robots.txt`, 10_000));
  startups.push({ cacheMode, coldMs: cold, warmMs: warm.sort((a, b) => a - b)[2] });
}

/**
 * Starts the site with the given cache mode ('on' or 'off') and any other variables scripts/start.mjs passes on
 * (ANALYTICS_STAND_IN, ADS), runs `measure`, and stops it.
 */
export async function withServer(cacheMode, measure, vars = {}) {
  const server = spawn(process.execPath, [`${root}scripts/start.mjs`], {
    cwd: root,
    env: { ...process.env, ...vars, PORT: String(port), CACHE_MODE: cacheMode },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  try {
    await measureStartup(cacheMode);
    return await measure();
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}
