// Vitest inside workerd: the worker's real bindings from wrangler.toml, local mode, migrations applied per test file.
// Two projects: the whole suite as AsiaTube serves it, and as SakuraClips, whose worker loads with SITE=sakuraclips
// (issue 31), the pages every sister site renders its own way (tests/sister-sites.test.ts, in both) and its scheduled
// import of AsiaTube's feed (tests/sister-feeds.test.ts, SakuraClips's file names it).
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Miniflare would otherwise download Cloudflare's Request.cf sample; tests never leave the machine.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';

const SISTER_FEED_TESTS = 'tests/sister-feeds.test.ts';

async function siteProject(site: string, include: string[], exclude: string[] = []): Promise<TestProjectInlineConfiguration> {
  return {
    plugins: [
      cloudflareTest({
        main: './worker/index.ts',
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            APP_ENV: 'local',
            SITE: site,
            MEDIA_SECRET: 'test-media-secret',
            RUNNER_REGISTRATION_TOKEN: 'test-runner-registration-token',
            TEST_MIGRATIONS: await readD1Migrations('./migrations'),
          },
        },
      }),
    ],
    define: { 'process.env.NODE_ENV': '"production"' },
    test: {
      name: site,
      include,
      exclude,
      globalSetup: ['./tests/global-setup.ts'],
      setupFiles: ['./tests/setup.ts'],
      // Files share their test worker's isolate (its modules load once); tests/setup.ts resets the storage per file.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig(async () => ({
  test: {
    projects: [
      await siteProject('asiatube', ['tests/**/*.test.{ts,tsx}'], [SISTER_FEED_TESTS]),
      await siteProject('sakuraclips', ['tests/sister-sites.test.ts', SISTER_FEED_TESTS]),
    ],
    // One test worker per core of the machine the suite runs on (vitest would leave one core idle).
    maxWorkers: 2,
  },
}));
