// The site the browser tests run against: its port and state (E2E_PORT and E2E_STATE move them), and the environment
// `node scripts/start.mjs` gets for it. Playwright starts it (playwright.config.ts), unless `npm test` has started it
// already while the other suites ran (scripts/test.mjs), which then says so in E2E_SITE.
export const e2ePort = Number(process.env.E2E_PORT ?? 8788);

export const e2eUrl = `http://127.0.0.1:${e2ePort}/`;

/** What the site is started with: its own state, a runner that asks for work every second, so an upload's
 *  processing starts as soon as it lands, and no local cron: the journeys drive each step themselves. */
export const e2eSiteEnv = {
  PORT: String(e2ePort),
  TUBE_PERSIST_DIR: process.env.E2E_STATE ?? '.wrangler/e2e-state',
  RUNNER_POLL_SECONDS: '1',
  LOCAL_CRON: 'off',
};

/** Set by scripts/test.mjs once the site it started answers. */
export const e2eSiteStarted = process.env.E2E_SITE === 'started';
