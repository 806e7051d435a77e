// `npm run search:rebuild`: rebuilds the full-text search index from the tables of the local D1 (the state
// `wrangler dev` uses), e.g. after category titles changed or a bulk import ran with the triggers paused.
// With --sql it only prints the statements, for a deployed database:
//   npm run -s search:rebuild -- --sql --max-id N > rebuild.sql && npx wrangler d1 execute DB --remote --file rebuild.sql
import { parseArgs } from 'node:util';
import { rebuildSearchIndex, rebuildStatements } from '../worker/db/search-index';
import { openLocalPlatform, PERSIST_DIR_ENV } from './platform';

const USAGE = `Usage: npm run search:rebuild -- [--sql --max-id N]

  (no option)   rebuild the index of the local D1 and print how many videos it holds
  --sql         print the rebuild statements instead of running them
  --max-id N    with --sql: the highest video id (SELECT MAX(video_id) FROM videos)

${PERSIST_DIR_ENV}=DIR uses the state directory DIR instead of .wrangler/state.`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { sql: { type: 'boolean', default: false }, 'max-id': { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values.sql) {
    const maxId = Number(values['max-id']);
    if (!Number.isInteger(maxId) || maxId < 0) throw new Error(`--sql needs --max-id N (a whole number), got ${values['max-id']}\n\n${USAGE}`);
    console.log(rebuildStatements(maxId).map((sql) => `${sql};`).join('\n'));
    return;
  }
  const started = Date.now();
  const platform = await openLocalPlatform();
  try {
    const indexed = await rebuildSearchIndex(platform.env.DB);
    console.log(`search index rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s: ${indexed.toLocaleString('en')} listed videos (${platform.persistDir})`);
  } finally {
    await platform.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
