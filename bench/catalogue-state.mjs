// Shared by the benches that need a catalogue of a given size: its own local state under .wrangler/bench-{label},
// migrated and seeded once, then reused; and the D1 database id Miniflare opens it under.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root, wranglerBin, wranglerEnv } from '../scripts/local-env.mjs';

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, env: { ...wranglerEnv, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`failed: ${command} ${args.join(' ')}`);
}

/** Migrates the size's state and seeds it when empty (300,000 videos take a few minutes, once); returns its folder. */
export function prepareState(size) {
  const dir = path.join(root, '.wrangler', `bench-${size.label}`);
  const started = Date.now();
  run(wranglerBin, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', dir]);
  run(process.execPath, ['--import', 'tsx', 'seed/cli.ts', '--videos', String(size.videos), '--if-empty'], {
    TUBE_PERSIST_DIR: dir,
  });
  console.log(`${size.label}: state ${path.relative(root, dir)} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return dir;
}

export function readDatabaseId() {
  const id = /database_id\s*=\s*"([^"]+)"/.exec(readFileSync(path.join(root, 'wrangler.toml'), 'utf8'))?.[1];
  if (!id) throw new Error('no database_id in wrangler.toml');
  return id;
}
