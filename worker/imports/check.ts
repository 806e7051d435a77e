// An import file read and judged against the catalogue as it is now: the console's dry run shows it, and a started
// import records it (worker/imports/run.ts), so both judge every row alike.
import type { EmbedPartner } from '../config/embeds';
import { readImportCatalogue } from '../db/imports';
import { parseImport, type FileProblem, type ImportFormat } from './parse';
import { judgeRows, listOf, lookupsOf, type RowVerdict } from './verdicts';

export type CheckedImport =
  | { ok: true; format: ImportFormat; unknownColumns: string[]; verdicts: RowVerdict[]; titles: Map<number, string> }
  | { ok: false; problem: FileProblem; line: number; column?: string };

/** A URL as the verdicts keep it (URL.href), to find it in the catalogue; none when it is not one. */
function normalisedUrl(value: string): string[] {
  try {
    return [new URL(value).href];
  } catch {
    return [];
  }
}

export async function checkImport(
  db: D1Database,
  file: { bytes: Uint8Array; filename: string },
  options: { partners: readonly EmbedPartner[]; now: number; givenFiles: ReadonlySet<string> | null },
): Promise<CheckedImport> {
  const parsed = parseImport(file.bytes, file.filename);
  if (!parsed.ok) return { ok: false, problem: parsed.problem, line: parsed.line, column: parsed.column };
  const catalogue = await readImportCatalogue(db, {
    models: [...new Set(parsed.rows.flatMap((row) => listOf(row.fields.models)))],
    externals: parsed.rows.flatMap((row) => (row.fields.ex_tube && row.fields.ex_id ? [[row.fields.ex_tube, row.fields.ex_id] as const] : [])),
    sourceUrls: parsed.rows.flatMap((row) => (row.fields.source_url ? normalisedUrl(row.fields.source_url) : [])),
  });
  return {
    ok: true,
    format: parsed.format,
    unknownColumns: parsed.unknownColumns,
    verdicts: judgeRows(parsed.rows, parsed.rowErrors, lookupsOf(catalogue), options),
    // A refused row still shows its title where it has one.
    titles: new Map(parsed.rows.map((row) => [row.line, row.fields.title ?? ''])),
  };
}
