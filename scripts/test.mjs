// npm test: the whole suite: the layer rules (scripts/layers.mjs), the workerd tests (vitest), the media runner's tests
// (vitest in Node, real ffmpeg), then the browser tests (Playwright, JS on and off).
// Meanwhile the demo clips are processed into their ladders (once per machine), which the browser tests' site seeds.
import { spawn, spawnSync } from 'node:child_process';
import { root } from './local-env.mjs';

function run(bin, args) {
  const result = spawnSync(`${root}node_modules/.bin/${bin}`, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

const ladders = spawn(process.execPath, ['--import', 'tsx', 'seed/ladders.ts'], { cwd: root, stdio: 'inherit', env: process.env });
const laddersDone = new Promise((resolve) => ladders.on('exit', (code) => resolve(code ?? 1)));
const layers = spawnSync(process.execPath, ['scripts/layers.mjs'], { cwd: root, stdio: 'inherit' }).status ?? 1;
const unit = run('vitest', ['run']);
const runner = run('vitest', ['run', '--config', 'vitest.runner.config.ts']);
const prepared = await laddersDone;
const e2e = prepared === 0 ? run('playwright', ['test']) : 1;
process.exit(layers || unit || runner || prepared || e2e);
