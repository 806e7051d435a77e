// Vitest inside workerd: the worker's real bindings from wrangler.toml, local mode, migrations applied per test file.
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// Miniflare would otherwise download Cloudflare's Request.cf sample; tests never leave the machine.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';

export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      main: './worker/index.ts',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          APP_ENV: 'local',
          MEDIA_SECRET: 'test-media-secret',
          RUNNER_REGISTRATION_TOKEN: 'test-runner-registration-token',
          TEST_MIGRATIONS: await readD1Migrations('./migrations'),
        },
      },
    }),
  ],
  define: { 'process.env.NODE_ENV': '"production"' },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    globalSetup: ['./tests/global-setup.ts'],
    setupFiles: ['./tests/setup.ts'],
    // Files share their test worker's isolate (its modules load once); tests/setup.ts resets the storage per file.
    isolate: false,
    // One test worker per core of the machine the suite runs on (vitest would leave one core idle).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}));
