// npm test's first step (and npm run layers): DESIGN.md's layer rules, checked by tools rather than by memory.
// dependency-cruiser checks the imports (.dependency-cruiser.cjs); a scan checks that only worker/db prepares SQL.
// Exits 1 on any broken rule, naming it.
import { spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { root } from './local-env.mjs';

/** Files of the worker, the views and the islands that prepare a statement outside worker/db. */
async function sqlOutsideDb() {
  const found = [];
  const walk = async (dir) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (/\.tsx?$/.test(entry.name) && !relative(root, path).startsWith('worker/db/')) {
        const lines = (await readFile(path, 'utf8')).split('\n');
        lines.forEach((line, i) => {
          if (/\.prepare\s*\(/.test(line)) found.push(`${relative(root, path)}:${i + 1}`);
        });
      }
    }
  };
  for (const dir of ['worker', 'views', 'islands']) await walk(join(root, dir));
  return found;
}

const cruise = spawnSync(`${root}node_modules/.bin/depcruise`, ['worker', 'views', 'islands', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], {
  cwd: root, stdio: 'inherit',
});
const sql = await sqlOutsideDb();
for (const place of sql) console.error(`  error only-db-prepares-sql: ${place} prepares SQL outside worker/db`);
if (cruise.status !== 0 || sql.length > 0) process.exit(1);
console.log('layers: every rule holds (dependency-cruiser, SQL only in worker/db)');
