// The sites the browser tests run against: AsiaTube and its sister SakuraClips side by side, each on its port and state
// (E2E_PORT, E2E_SISTER_PORT and E2E_STATE move them), and the environment `node scripts/start.mjs` gets for each.
// Playwright starts them (playwright.config.ts), unless `npm test` has started them already while the other suites ran
// (scripts/test.mjs), which then says so in E2E_SITE.
import { keptSecret } from './local-env.mjs';

export const e2ePort = Number(process.env.E2E_PORT ?? 8788);
export const e2eSisterPort = Number(process.env.E2E_SISTER_PORT ?? e2ePort + 1);

export const e2eUrl = `http://127.0.0.1:${e2ePort}/`;
export const e2eSisterUrl = `http://127.0.0.1:${e2eSisterPort}/`;

const state = process.env.E2E_STATE ?? '.wrangler/e2e-state';

/** Where each site runs: the header's sister links and the feed SakuraClips imports name these, not the files' ports. */
const LOCAL_SITE_ORIGINS = JSON.stringify({ asiatube: `http://localhost:${e2ePort}`, sakuraclips: `http://localhost:${e2eSisterPort}` });

// AsiaTube's feed key, made before either site starts: its seed gives it to its admin, SakuraClips imports with it.
keptSecret(state, 'feed-key');

/** What both sites are started with: a runner that asks for work every second, so processing starts as soon as
 *  there is work, and no local cron: the journeys drive each step themselves. */
const shared = { RUNNER_POLL_SECONDS: '1', LOCAL_CRON: 'off', LOCAL_SITE_ORIGINS };

export const e2eSiteEnv = { ...shared, SITE: 'asiatube', PORT: String(e2ePort), TUBE_PERSIST_DIR: state };

/** SakuraClips on its own state beside AsiaTube's, whose feed it imports (its key read from AsiaTube's state). */
export const e2eSisterEnv = { ...shared, SITE: 'sakuraclips', PORT: String(e2eSisterPort), TUBE_PERSIST_DIR: `${state}-sakuraclips`, STATE_ASIATUBE: state };

/** Set by scripts/test.mjs once the sites it started answer. */
export const e2eSiteStarted = process.env.E2E_SITE === 'started';
