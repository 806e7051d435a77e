// npm run bench:review: how many items a moderator reviews per minute, with the keyboard and with today's clicks, on a
// site of its own (fresh demo state, so its queue is the seed's), in Debian's chromium with JavaScript on.
import { rmSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

const port = 8797;
const state = '.wrangler/bench-review-state';
// Each run starts from the seed's queue: the main process (not a test worker, which loads this file too) clears the
// state the last run left.
if (!process.env.TEST_WORKER_INDEX) rmSync(state, { recursive: true, force: true });

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'review-speed.spec.ts',
  timeout: 600_000,
  workers: 1,
  retries: 0,
  projects: [{ name: 'review', use: { javaScriptEnabled: true } }],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: { PORT: String(port), TUBE_PERSIST_DIR: state },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
