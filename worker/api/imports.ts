// The command-line importer's calls (scripts/import.mjs, docs/import.md "From the command line"), authenticated by an
// import token (`Authorization: Bearer {token}`) that acts for the staff member who made it:
// - POST /api/import/check: the file (multipart `file`) and the names of the files it will send for source_path rows
//   (`given`, repeated); the dry run's verdict for every row, and the held file's token when something would be made.
// - POST /api/import/start: { held, trusted, given } starts it (a trusted import by admins only), as the console does.
// - GET /api/import/{id}: its state and counts, and each row with its outcome, its video and, for a source_path row,
//   the path, so that the importer sends each file to its video through the resumable upload path (/api/upload/).
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { adminUrls } from '../../views/admin-urls';
import { importTokenStaff } from '../auth/access-keys';
import { embedPartners } from '../config/embeds';
import { IMPORT_FILE_MAX_BYTES } from '../config/limits';
import { listImportRows, readImportRun } from '../db/import-runs';
import type { AppEnv } from '../env';
import { nowSeconds } from '../http/clock';
import { jsonError } from '../http/json';
import { idParam, readFormAll } from '../http/params';
import { checkImport } from '../imports/check';
import { findHeldImportFile, holdImportFile } from '../imports/held-files';
import { MAX_IMPORT_ROWS } from '../imports/parse';
import { startHeldImport } from '../imports/run';
import { files, texts } from '../uploads/forms';

export const importApi = new Hono<AppEnv>();

/** A file name the importer says it will send: a base name, as verdicts compare them. */
const givenName = z.string().min(1).max(255).regex(/^[^/\\]+$/);
const startSchema = z.object({ held: z.string(), trusted: z.boolean().default(false), given: z.array(givenName).max(MAX_IMPORT_ROWS).default([]) });

const refusedToken = (c: Context<AppEnv>) => jsonError(c, 401, 'import_token', { message: c.get('t')('admin.keys.errors.importToken') });

importApi.post('/api/import/check', async (c) => {
  if (!(await importTokenStaff(c))) return refusedToken(c);
  const t = c.get('t');
  const form = await readFormAll(c);
  const [file] = files(form, 'file');
  if (!file) return jsonError(c, 422, 'no_file', { message: t('admin.import.errors.noFile') });
  if (file.size > IMPORT_FILE_MAX_BYTES) return jsonError(c, 413, 'too_large', { message: t('admin.import.errors.tooLarge', { mb: IMPORT_FILE_MAX_BYTES / 1024 / 1024 }) });
  const given = z.array(givenName).max(MAX_IMPORT_ROWS).safeParse(texts(form, 'given'));
  if (!given.success) return jsonError(c, 400, 'invalid_parameter', { field: 'given' });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = await checkImport(c.env.DB, { bytes, filename: file.name }, { partners: embedPartners(c.env), now: nowSeconds(), givenFiles: new Set(given.data) });
  if (!checked.ok) {
    return jsonError(c, 422, 'import_file', {
      message: t(`admin.import.fileProblems.${checked.problem}`, { line: checked.line, column: checked.column ?? '' }), info: { line: checked.line },
    });
  }
  const held = checked.verdicts.some((verdict) => verdict.ok) ? await holdImportFile(c.env.MEDIA, bytes, file.name) : null;
  c.header('Cache-Control', 'no-store');
  return c.json({
    format: checked.format,
    unknownColumns: checked.unknownColumns,
    held,
    rows: checked.verdicts.map((verdict) =>
      verdict.ok
        ? { line: verdict.line, ok: true, title: verdict.plan.title, kind: verdict.plan.kind }
        : {
          line: verdict.line, ok: false, title: checked.titles.get(verdict.line) ?? '', refusal: verdict.refusal,
          message: t(`admin.import.refusals.${verdict.refusal}`, { detail: verdict.detail ?? '' }),
        }),
  });
});

importApi.post('/api/import/start', async (c) => {
  const staff = await importTokenStaff(c);
  if (!staff) return refusedToken(c);
  const t = c.get('t');
  const body = startSchema.safeParse(await c.req.json().catch(() => null));
  if (!body.success) return jsonError(c, 400, 'invalid_request');
  const held = await findHeldImportFile(c.env.MEDIA, body.data.held);
  if (!held) return jsonError(c, 422, 'not_held', { message: t('admin.import.errors.notHeld') });
  if (body.data.trusted && staff.role !== 'admin') return jsonError(c, 403, 'trusted_admins_only', { message: t('admin.import.errors.trustedAdminsOnly') });
  const actor = { userId: staff.user_id, username: staff.username };
  const importId = await startHeldImport(c.env, actor, { held, trusted: body.data.trusted, givenFiles: body.data.given });
  return c.json({ importId, url: adminUrls.importRun(importId) }, 201);
});

importApi.get('/api/import/:id{[0-9]+}', async (c) => {
  if (!(await importTokenStaff(c))) return refusedToken(c);
  const t = c.get('t');
  const run = await readImportRun(c.env.DB, idParam(c.req.param('id')));
  if (!run) return jsonError(c, 404, 'not_found');
  const rows = await listImportRows(c.env.DB, run.import_id, MAX_IMPORT_ROWS);
  c.header('Cache-Control', 'no-store');
  return c.json({
    importId: run.import_id, state: run.state, trusted: run.trusted === 1,
    totalRows: run.total_rows, created: run.created, refused: run.refused,
    rows: rows.map((row) => ({
      line: row.line, title: row.title, outcome: row.outcome, videoId: row.video_id, sourcePath: row.source_path,
      status: row.status_id === null ? null : { id: row.status_id, reason: row.status_reason },
      ...(row.refusal ? { refusal: row.refusal, message: t(`admin.import.refusals.${row.refusal as 'duplicate'}`, { detail: row.detail ?? '' }) } : {}),
    })),
  });
});
