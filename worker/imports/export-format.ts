// The feed export's rows in the import format (docs/import.md): each live video as an embedded row of this site, so
// a partner or sister site imports it with the importer as it is. CSV (a header row, RFC 4180 quoting, every column)
// or JSON Lines (the keys that have a value).
import { IMPORT_LANGUAGES } from './parse';

/** The export's columns, in order: an embedded row's, then each language's title and description. */
export const EXPORT_COLUMNS = [
  'title', 'description', 'categories', 'models', 'section', 'duration', 'post_date', 'thumb_url', 'embed_url', 'ex_tube', 'ex_id',
  ...IMPORT_LANGUAGES.flatMap((lang) => [`title_${lang}`, `description_${lang}`]),
] as const;

export type ExportRow = Partial<Record<(typeof EXPORT_COLUMNS)[number], string>>;

/** A CSV field: quoted when it holds a quote, a comma, a line break or surrounding space (which readers trim). */
function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvHeader(): string {
  return EXPORT_COLUMNS.join(',') + '\r\n';
}

export function csvRecord(row: ExportRow): string {
  return EXPORT_COLUMNS.map((column) => csvField(row[column] ?? '')).join(',') + '\r\n';
}

export function jsonLine(row: ExportRow): string {
  const present = EXPORT_COLUMNS.flatMap((column) => (row[column] ? [[column, row[column]] as const] : []));
  return JSON.stringify(Object.fromEntries(present)) + '\n';
}
