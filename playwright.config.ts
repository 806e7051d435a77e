// Browser tests against a started site (its own local state), in Debian's chromium, with JavaScript on and off.
import { defineConfig } from '@playwright/test';
import { e2ePort, e2eSisterEnv, e2eSisterUrl, e2eSiteEnv, e2eSiteStarted, e2eUrl } from './scripts/e2e-site.mjs';

export default defineConfig({
  testDir: './e2e',
  timeout: 120_000,
  fullyParallel: true,
  // One and a half per core: a test spends part of its time idle (a download's wait, a throttled stream, an upload's
  // processing), and a third worker fills that time (the suite took 512 s with two workers, 457 s with three).
  workers: '150%',
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--disable-quic',
      ],
    },
    // Germany is gated: tests that need the gate out of the way pass the _agev cookie.
    extraHTTPHeaders: { 'CF-IPCountry': 'JP' },
  },
  projects: [
    { name: 'js-on', use: { javaScriptEnabled: true } },
    { name: 'js-off', use: { javaScriptEnabled: false } },
  ],
  // AsiaTube, then its sister SakuraClips (e2e/sister-sites.spec.ts), each started as `npm start` starts it.
  webServer: [e2eUrl, e2eSisterUrl].map((url, index) => ({
    command: 'node scripts/start.mjs',
    url,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI || e2eSiteStarted,
    env: index === 0 ? e2eSiteEnv : e2eSisterEnv,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
