// npm run build and npm start check every site file (sites/*.json) before anything runs: an invalid one stops them with
// a message naming the file and the field (worker/config/site-schema.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSite, resolveSite } from '../worker/config/site-schema';
import { SITE_NAMES } from '../worker/config/sites';

const dir = fileURLToPath(new URL('../sites/', import.meta.url));
const files = readdirSync(dir).filter((name) => name.endsWith('.json'));

function readJson(name: string): unknown {
  try {
    return JSON.parse(readFileSync(dir + name, 'utf8'));
  } catch (error) {
    throw new Error(`sites/${name}: not valid JSON (${(error as Error).message})`);
  }
}

try {
  const sites = Object.fromEntries(files.map((name) => [name.replace(/\.json$/, ''), parseSite(readJson(name), `sites/${name}`)]));
  for (const [name, site] of Object.entries(sites)) {
    resolveSite(site, sites, `sites/${name}.json`, { local: false });
    // The worker serves the sites it bundles: a file it does not list could not be deployed.
    if (!SITE_NAMES.includes(name)) throw new Error(`sites/${name}.json: not listed in SITE_FILES (worker/config/sites.ts)`);
  }
  console.log(`sites: ${files.map((name) => name.replace(/\.json$/, '')).join(', ')} valid`);
} catch (error) {
  console.error(`invalid site file: ${(error as Error).message}`);
  process.exit(1);
}
