// Importing videos in the console (/admin/import/, docs/import.md): staff send a CSV or JSON Lines file and get its dry
// run, a verdict for every row (what it would create, or why it is refused), with nothing written.
import { Hono, type Context } from 'hono';
import { ImportPage, type ImportCheck } from '../../../views/pages/admin/import';
import { embedPartners } from '../../config/embeds';
import { IMPORT_FILE_MAX_BYTES } from '../../config/limits';
import { readImportCatalogue } from '../../db/imports';
import type { AppEnv } from '../../env';
import { nowSeconds } from '../../http/clock';
import { readFormAll } from '../../http/params';
import { parseImport } from '../../imports/parse';
import { judgeRows, listOf, lookupsOf } from '../../imports/verdicts';
import { requireStaff } from '../../moderation/staff';
import { files } from '../../uploads/forms';
import { consolePage } from './console';

export const importRoutes = new Hono<AppEnv>();

const IMPORT_FILE_MAX_MEGABYTES = IMPORT_FILE_MAX_BYTES / 1024 / 1024;

function importPage(c: Context<AppEnv>, result: { error?: string; check?: ImportCheck } = {}) {
  const staff = requireStaff(c);
  const t = c.get('t');
  return consolePage(c, t('admin.import.title'), <ImportPage t={t} isAdmin={staff.role === 'admin'} maxMegabytes={IMPORT_FILE_MAX_MEGABYTES} {...result} />, result.error ? 422 : 200);
}

importRoutes.get('/admin/import/', (c) => importPage(c));

importRoutes.post('/admin/import/check/', async (c) => {
  requireStaff(c);
  const t = c.get('t');
  const [file] = files(await readFormAll(c), 'file');
  if (!file) return importPage(c, { error: t('admin.import.errors.noFile') });
  if (file.size > IMPORT_FILE_MAX_BYTES) return importPage(c, { error: t('admin.import.errors.tooLarge', { mb: IMPORT_FILE_MAX_MEGABYTES }) });
  const parsed = parseImport(new Uint8Array(await file.arrayBuffer()), file.name);
  if (!parsed.ok) {
    return importPage(c, { error: t(`admin.import.fileProblems.${parsed.problem}`, { line: parsed.line, column: parsed.column ?? '' }) });
  }
  const catalogue = await readImportCatalogue(c.env.DB, {
    models: [...new Set(parsed.rows.flatMap((row) => listOf(row.fields.models)))],
    externals: parsed.rows.flatMap((row) => (row.fields.ex_tube && row.fields.ex_id ? [[row.fields.ex_tube, row.fields.ex_id] as const] : [])),
  });
  // The dry run takes no video files: a source_path row's file is sent when the import runs.
  const verdicts = judgeRows(parsed.rows, parsed.rowErrors, lookupsOf(catalogue), { partners: embedPartners(c.env), now: nowSeconds(), givenFiles: null });
  return importPage(c, { check: { filename: file.name, format: parsed.format, unknownColumns: parsed.unknownColumns, verdicts } });
});
