// An import as staff run it in the console, for the tests: the dry run of a file, its start from the check, and its
// queue steps run one after another until it is done.
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { readImportRun } from '../worker/db/import-runs';
import type { Bindings } from '../worker/env';
import { advanceImport } from '../worker/imports/run';
import { get, post } from './helpers';

export async function checkImportFile(csv: string, cookies: Record<string, string>, bindings: Partial<Bindings> = {}) {
  const body = new FormData();
  body.append('file', new File([csv], 'partner.csv'));
  const response = await get('/admin/import/check/', { method: 'POST', body, cookies }, bindings);
  const html = await response.text();
  return { response, html, held: /name="held" value="([^"]+)"/.exec(html)?.[1] };
}

/** Checks and starts a file; the import's id. */
export async function startImport(
  csv: string, cookies: Record<string, string>, options: { trusted?: boolean; bindings?: Partial<Bindings> } = {},
): Promise<number> {
  const { held } = await checkImportFile(csv, cookies, options.bindings);
  expect(held).toBeDefined();
  const response = await post('/admin/import/start/', { held: held!, ...(options.trusted && { trusted: '1' }) }, { cookies }, options.bindings);
  expect(response.status).toBe(303);
  return Number(/^\/admin\/import\/(\d+)\/$/.exec(response.headers.get('Location') ?? '')?.[1]);
}

/** Advances an import step by step (as its queue messages would) until it is done. */
export async function runImportToEnd(importId: number, bindings: Partial<Bindings> = {}) {
  for (let step = 0; step < 20; step++) {
    if ((await readImportRun(env.DB, importId))?.state === 'done') break;
    await advanceImport({ ...(env as unknown as Bindings), ...bindings }, importId);
  }
  return (await readImportRun(env.DB, importId))!;
}
