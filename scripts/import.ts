// npm run import -- FILE [--approve] [--dry-run]: imports a CSV or JSON Lines file (docs/import.md) into a running site,
// the local one by default (SITE_URL, else http://localhost:$PORT, else port 8787). It authenticates with an import
// token (IMPORT_TOKEN; locally, the demo admin's, kept in the state directory by npm start). It prints each row's
// verdict and a summary; starts the import (trusted with --approve, admins only) unless --dry-run; follows it; and
// sends the file of each source_path row (a path relative to the import file) to its video through the resumable
// upload path. It exits 1 when nothing could be imported.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseImport } from '../worker/imports/parse';
import { LOCAL_IMPORT_TOKEN_FILE } from '../seed/staff';
import { persistDir } from './local-env.mjs';

const USAGE = 'Usage: npm run import -- FILE [--approve] [--dry-run]';
/** Bytes sent per PATCH of an upload. */
const CHUNK_BYTES = 8 * 1024 * 1024;
/** How long the import may take to create its videos before the importer gives up following it. */
const FOLLOW_SECONDS = 600;

interface CheckedRow { line: number; ok: boolean; title: string; kind?: 'hosted' | 'embedded'; message?: string }
interface RunRow { line: number; outcome: 'pending' | 'created' | 'refused'; videoId: number | null; sourcePath: string | null; message?: string }
interface Run { importId: number; state: 'queued' | 'running' | 'done'; created: number; refused: number; totalRows: number; rows: RunRow[] }

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { approve: { type: 'boolean' }, 'dry-run': { type: 'boolean' } } });
const file = positionals[0];
if (!file || positionals.length > 1) fail(USAGE);
const site = (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? '8787'}`).replace(/\/+$/, '');
const tokenFile = resolve(persistDir, LOCAL_IMPORT_TOKEN_FILE);
const token = process.env.IMPORT_TOKEN ?? (existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : fail(
  `No import token: set IMPORT_TOKEN (Console → Keys makes one), or start the local site once (npm start) for the demo admin's.`,
));
const auth = { Authorization: `Bearer ${token}` };

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(site + path, { ...init, headers: { ...auth, ...init.headers } }).catch((error: Error) =>
    fail(`${site} does not answer (${error.message}): is the site running (npm start)?`));
  const body = (await response.json().catch(() => null)) as (T & { message?: string; code?: string }) | null;
  if (!response.ok) fail(`${path}: ${response.status} ${body?.message ?? body?.code ?? response.statusText}`);
  return body as T;
}

// The files of source_path rows, found next to the import file (as the row gives the path, relative to it).
const bytes = readFileSync(file);
const parsed = parseImport(new Uint8Array(bytes), basename(file));
const files = new Map<string, string>();
if (parsed.ok) {
  for (const row of parsed.rows) {
    const path = 'fields' in row ? row.fields.source_path : undefined;
    if (!path) continue;
    const local = resolve(dirname(file), path);
    if (existsSync(local) && statSync(local).isFile()) files.set(basename(path), local);
  }
}

const form = new FormData();
form.append('file', new Blob([bytes]), basename(file));
for (const name of files.keys()) form.append('given', name);
const checked = await call<{ held: string | null; unknownColumns: string[]; rows: CheckedRow[] }>('/api/import/check', { method: 'POST', body: form });
for (const row of checked.rows) {
  console.log(row.ok ? `line ${row.line}: creates ${row.kind} video “${row.title}”` : `line ${row.line}: refused, ${row.message}`);
}
if (checked.unknownColumns.length > 0) console.log(`columns not read: ${checked.unknownColumns.join(', ')}`);
const creatable = checked.rows.filter((row) => row.ok).length;
console.log(`${creatable} of ${checked.rows.length} rows would create a video`);
if (!checked.held) fail('nothing to import');
if (values['dry-run']) process.exit(0);

const started = await call<{ importId: number; url: string }>('/api/import/start', {
  method: 'POST', headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ held: checked.held, trusted: values.approve === true, given: [...files.keys()] }),
});
console.log(`import ${started.importId} started: ${site}${started.url}`);

let run = await call<Run>(`/api/import/${started.importId}`);
for (const deadline = Date.now() + FOLLOW_SECONDS * 1000; run.state !== 'done' && Date.now() < deadline;) {
  await sleep(1000);
  run = await call<Run>(`/api/import/${started.importId}`);
}
if (run.state !== 'done') fail(`the import is still ${run.state} after ${FOLLOW_SECONDS} s; its page follows it: ${site}${started.url}`);

/** Sends a file to its video through tus: create the upload, then PATCH it chunk by chunk, resuming from HEAD's offset. */
async function upload(videoId: number, path: string): Promise<void> {
  const size = statSync(path).size;
  const metadata = [['filename', basename(path)], ['video', String(videoId)]].map(([k, v]) => `${k} ${Buffer.from(v!).toString('base64')}`).join(',');
  const created = await fetch(`${site}/api/upload/`, {
    method: 'POST', headers: { ...auth, 'Tus-Resumable': '1.0.0', 'Upload-Length': String(size), 'Upload-Metadata': metadata },
  });
  if (created.status !== 201) fail(`upload of ${path}: ${created.status} ${((await created.json().catch(() => null)) as { code?: string } | null)?.code ?? ''}`);
  const location = new URL(created.headers.get('Location')!, site).href;
  const handle = await open(path);
  try {
    let offset = 0;
    for (let attempts = 0; offset < size;) {
      const chunk = Buffer.alloc(Math.min(CHUNK_BYTES, size - offset));
      await handle.read(chunk, 0, chunk.length, offset);
      const sent = await fetch(location, {
        method: 'PATCH', body: chunk,
        headers: { ...auth, 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      }).catch(() => null);
      if (sent?.status === 204) {
        offset = Number(sent.headers.get('Upload-Offset'));
        attempts = 0;
        continue;
      }
      if (sent && sent.status !== 409 && sent.status < 500) fail(`upload of ${path}: ${sent.status} ${((await sent.json().catch(() => null)) as { code?: string } | null)?.code ?? ''}`);
      if (++attempts > 5) fail(`upload of ${path}: the site stopped answering`);
      await sleep(1000 * attempts);
      const head = await fetch(location, { method: 'HEAD', headers: { ...auth, 'Tus-Resumable': '1.0.0' } }).catch(() => null);
      if (head?.ok) offset = Number(head.headers.get('Upload-Offset'));
    }
  } finally {
    await handle.close();
  }
}

let uploaded = 0;
const refusedByCheck = new Set(checked.rows.filter((row) => !row.ok).map((row) => row.line));
for (const row of run.rows) {
  // Refused while it ran (the catalogue changed since the check: a duplicate now).
  if (row.outcome === 'refused' && !refusedByCheck.has(row.line)) console.log(`line ${row.line}: refused, ${row.message}`);
  if (row.outcome !== 'created' || !row.sourcePath || row.videoId === null) continue;
  const local = files.get(basename(row.sourcePath))!;
  await upload(row.videoId, local);
  uploaded += 1;
  console.log(`line ${row.line}: sent ${row.sourcePath} to video ${row.videoId}`);
}
console.log(`done: ${run.created} created (${uploaded} ${uploaded === 1 ? 'file' : 'files'} sent), ${run.refused} refused, out of ${run.totalRows} rows: ${site}${started.url}`);
process.exit(run.created > 0 ? 0 : 1);
