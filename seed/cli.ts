// `npm run seed`: fills the local D1 and R2 (the state `wrangler dev` uses) with the deterministic demo catalogue.
import { parseArgs } from 'node:util';
import { backfillUsernameKeys } from '../worker/db/accounts';
import { clearCatalogue } from '../worker/db/bulk';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_STAFF, ensureDemoKey, ensureDemoStaff, LOCAL_KEYS } from './staff';
import { openLocalPlatform, PERSIST_DIR_ENV, PROJECT_ROOT } from './platform';
import { hasPartnerFeeds, writePartnerFeeds } from './partner-feeds';
import { seedLadders } from './ladders';
import { isCatalogueEmpty, writeCatalogue, type PhaseReport } from './write';

const USAGE = `Usage: npm run seed -- [--videos N] [--seed N] [--if-empty] [--reset]

  --videos N   catalogue size (default 3000; other tables scale with it)
  --seed N     random seed (default: the fixed seed of seed/random.ts)
  --if-empty   do nothing when the catalogue already has videos
  --reset      delete every row of every table first

Every picture is one of the demo clips' frames or its cut-outs, shared by every row (seed/clips.ts).

Apply the migrations first: npx wrangler d1 migrations apply DB --local
${PERSIST_DIR_ENV}=DIR uses the state directory DIR (wrangler's --persist-to) instead of .wrangler/state.`;

interface CliOptions {
  videos: number;
  seed?: number;
  ifEmpty: boolean;
  reset: boolean;
}

function parsePositiveInteger(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a positive integer, got ${text}`);
  return value;
}

function parseCliOptions(argv: readonly string[]): CliOptions | null {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      videos: { type: 'string' },
      seed: { type: 'string' },
      'if-empty': { type: 'boolean', default: false },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return null;
  return {
    videos: parsePositiveInteger('videos', values.videos) ?? 3000,
    seed: parsePositiveInteger('seed', values.seed),
    ifEmpty: values['if-empty'] ?? false,
    reset: values.reset ?? false,
  };
}

function printPhase({ phase, ms, count }: PhaseReport): void {
  const rows = count === undefined ? '' : ` (${count.toLocaleString('en')})`;
  console.log(`  ${phase.padEnd(28)} ${(ms / 1000).toFixed(2).padStart(7)} s${rows}`);
}

/** A local database from before migration 0013 gets its members' username keys (nothing to do, one index step, after that). */
async function backfillLocalUsernameKeys(db: D1Database): Promise<void> {
  const filled = await backfillUsernameKeys(db, Number.MAX_SAFE_INTEGER);
  if (filled > 0) console.log(`username keys given to ${filled.toLocaleString('en')} members`);
}

/** The demo moderator and admin, made when missing and printed with the password to sign in with; the admin's local keys. */
async function ensureLocalStaff(db: D1Database, persistDir: string): Promise<void> {
  const made = await ensureDemoStaff(db);
  for (const account of DEMO_STAFF) {
    console.log(`demo ${account.role}: ${account.username} / ${account.password}${made.includes(account.username) ? ' (created)' : ''}`);
  }
  for (const key of LOCAL_KEYS) {
    const file = join(persistDir, key.file);
    if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'));
    await ensureDemoKey(db, key, readFileSync(file, 'utf8').trim());
  }
}

/** A local state seeded before the partner sliders existed gets the demo feeds. */
async function ensureLocalPartnerFeeds(media: R2Bucket): Promise<void> {
  if (await hasPartnerFeeds(media)) return;
  console.log(`partner feeds written (${await writePartnerFeeds(media)} objects)`);
}

async function runSeed(options: CliOptions): Promise<void> {
  const started = Date.now();
  const platform = await openLocalPlatform();
  try {
    console.log(`local state: ${platform.persistDir}`);
    const db = platform.env.DB;
    if (options.reset) {
      await clearCatalogue(db);
      console.log('reset: all tables emptied');
    }
    if (!(await isCatalogueEmpty(db))) {
      if (options.ifEmpty) {
        console.log('catalogue already has videos; nothing to do (--if-empty)');
        await backfillLocalUsernameKeys(db);
        await ensureLocalStaff(db, platform.persistDir);
        await ensureLocalPartnerFeeds(platform.env.MEDIA);
        return;
      }
      throw new Error('the catalogue already has videos; run with --reset to replace it');
    }
    console.log(`seeding ${options.videos.toLocaleString('en')} videos`);
    const clips = await seedLadders(PROJECT_ROOT);
    const summary = await writeCatalogue(platform.env, {
      videos: options.videos,
      seed: options.seed,
      clips,
      onPhase: printPhase,
    });
    await ensureLocalStaff(db, platform.persistDir);
    const totalRows = Object.values(summary.rowsPerTable).reduce((total, rows) => total + rows, 0);
    console.log(
      `done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${totalRows.toLocaleString('en')} rows`,
    );
  } finally {
    await platform.dispose();
  }
}

async function main(): Promise<void> {
  const options = parseCliOptions(process.argv.slice(2));
  if (!options) {
    console.log(USAGE);
    return;
  }
  await runSeed(options);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
