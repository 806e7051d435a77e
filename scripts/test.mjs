// npm test: the whole suite, the workerd tests (vitest), the media runner's tests (vitest in Node, real ffmpeg), then the browser tests (Playwright, JS on and off).
import { spawnSync } from 'node:child_process';
import { root } from './local-env.mjs';

function run(bin, args) {
  const result = spawnSync(`${root}node_modules/.bin/${bin}`, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

const unit = run('vitest', ['run']);
const runner = run('vitest', ['run', '--config', 'vitest.runner.config.ts']);
const e2e = run('playwright', ['test']);
process.exit(unit || runner || e2e);
