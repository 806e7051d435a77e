// Builds the browser assets into static/build/: minified CSS, vendored htmx and the island bundles (React API on Preact).
// The files are made in a directory of their own (outside static/, which wrangler serves), then swapped in at once, so
// a site already serving (npm start beside the tests or the bench, which build too) never serves a half-built set.
// Also writes the information pages' texts (locales/pages/) to static/texts/, where the worker reads them.
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { copyFile, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}static/build`;

/** Stops the build (and npm start) on an invalid site file, naming the file and the field (scripts/check-sites.ts). */
function checkSites() {
  const checked = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-sites.ts'], { cwd: root, stdio: 'inherit' });
  if (checked.status !== 0) process.exit(checked.status ?? 1);
}

export async function buildAssets() {
  checkSites();
  await buildPageTexts();
  const made = `${root}.wrangler/assets-${process.pid}.new`;
  await makeAssets(made);
  const old = `${root}.wrangler/assets-${process.pid}.old`;
  await rename(out, old).catch((error) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(made, out);
  await rm(old, { recursive: true, force: true });
}

async function makeAssets(out) {
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  await Promise.all([
    // htmx is vendored as published (already minified); pages load it from our own origin.
    copyFile(`${root}node_modules/htmx.org/dist/htmx.min.js`, `${out}/htmx.min.js`),
    // The player skin, loaded by the player island together with video.js (watch pages only).
    copyFile(`${root}node_modules/video.js/dist/video-js.min.css`, `${out}/video-js.css`),
    build({
      entryPoints: [`${root}static/css/site.css`],
      outfile: `${out}/site.css`,
      minify: true,
      bundle: true,
      logLevel: 'warning',
    }),
    build({
      entryPoints: [`${root}islands/client.ts`],
      outdir: `${out}/islands`,
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      target: ['es2020'],
      jsx: 'automatic',
      jsxImportSource: 'react',
      define: { 'process.env.NODE_ENV': '"production"' },
      // Islands are written against React's API and shipped on Preact's compatible runtime (7 KB vs 69 KB gzip).
      alias: {
        react: 'preact/compat',
        'react-dom': 'preact/compat',
        'react-dom/client': 'preact/compat/client',
        'react/jsx-runtime': 'preact/jsx-runtime',
        '@preact/signals-react': '@preact/signals',
      },
      logLevel: 'warning',
    }),
  ]);
}

/**
 * The information pages' long texts (about 60 KiB gzip in ten languages) stay out of the worker's bundle: each
 * language's file is served as a static asset, minified, and the worker fetches it through its ASSETS binding
 * (worker/loaders/page-texts.ts). A file is replaced whole (written beside, then renamed), and only when it changed, so
 * the vitest run and a starting site may both build at once.
 */
export async function buildPageTexts() {
  const out = `${root}static/texts`;
  await mkdir(out, { recursive: true });
  const files = (await readdir(`${root}locales/pages`)).filter((name) => name.endsWith('.json'));
  await Promise.all(files.map(async (name) => {
    const text = JSON.stringify(JSON.parse(await readFile(`${root}locales/pages/${name}`, 'utf8')));
    if (await readFile(`${out}/${name}`, 'utf8').catch(() => null) === text) return;
    const made = `${out}/.${name}.${process.pid}.new`;
    await writeFile(made, text);
    await rename(made, `${out}/${name}`);
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAssets();
  console.log('built static/build and static/texts');
}
