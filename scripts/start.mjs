// npm start: migrate local D1, seed the demo catalogue when empty, build assets, then serve with wrangler dev.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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
    // Media links are signed with a secret; locally a fresh one per run (links from an earlier run expire with it).
    '--var', `MEDIA_SECRET:${randomBytes(32).toString('base64url')}`,
    ...(process.env.CACHE_MODE ? ['--var', `CACHE_MODE:${process.env.CACHE_MODE}`] : []),
  ],
  { cwd: root, env: wranglerEnv, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => dev.kill(signal));
}
dev.on('exit', (code) => process.exit(code ?? 0));
