// npm start: migrate local D1, seed the demo catalogue when empty, build assets, then serve with wrangler dev.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { buildAssets } from './build.mjs';
import { persistDir, root, wranglerBin, wranglerEnv } from './local-env.mjs';

const port = process.env.PORT ?? '8787';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env: wranglerEnv, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`failed: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Media links are signed with a secret. Locally it is made once per state directory and kept there, so pages
 * in the persisted page cache keep working links across restarts; production sets it with `wrangler secret put`.
 */
function localMediaSecret() {
  const file = `${persistDir}/media-secret`;
  if (!existsSync(file)) {
    mkdirSync(persistDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'));
  }
  return readFileSync(file, 'utf8').trim();
}

const started = Date.now();
run(wranglerBin, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir]);
run(process.execPath, ['--import', 'tsx', 'seed/cli.ts', '--if-empty']);
await buildAssets();
console.log(`ready to serve after ${((Date.now() - started) / 1000).toFixed(1)} s`);

const dev = spawn(
  wranglerBin,
  [
    'dev', '--local', '--ip', '127.0.0.1', '--port', port, '--persist-to', persistDir,
    '--var', 'APP_ENV:local', '--show-interactive-dev-session=false',
    '--var', `MEDIA_SECRET:${localMediaSecret()}`,
    ...(process.env.CACHE_MODE ? ['--var', `CACHE_MODE:${process.env.CACHE_MODE}`] : []),
  ],
  { cwd: root, env: wranglerEnv, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => dev.kill(signal));
}
dev.on('exit', (code) => process.exit(code ?? 0));
