// Operators' bulk-import files of videos, CSV (UTF-8, a header row, RFC 4180 quoting) or JSON Lines with the same keys,
// read into rows of known fields, with each refused row's line and problem. Pure: bytes in, rows out.

export const IMPORT_LANGUAGES = ['ru', 'de', 'fr', 'es', 'pl', 'it', 'pt', 'ja', 'nl'] as const;

/** The keys an import file may use, each language's title and description last. */
export const IMPORT_COLUMNS: readonly string[] = [
  'title', 'description', 'categories', 'models', 'section', 'duration', 'post_date', 'thumb_url', 'source_url',
  'source_path', 'embed_url', 'ex_tube', 'ex_id',
  ...IMPORT_LANGUAGES.flatMap((lang) => [`title_${lang}`, `description_${lang}`]),
];
const KNOWN_COLUMNS: ReadonlySet<string> = new Set(IMPORT_COLUMNS);

/** Rows a file may hold, a CSV header not counted. */
export const MAX_IMPORT_ROWS = 100_000;
/** Characters one value may hold. */
export const MAX_FIELD_LENGTH = 10_000;

export type ImportFormat = 'csv' | 'jsonl';
/** Why a whole file is refused. */
export type FileProblem = 'invalid_utf8' | 'empty' | 'no_title_column' | 'duplicate_column' | 'too_many_rows' | 'unterminated_quote';
/** Why one row is refused; the rest of the file is still read. */
export type RowProblem = 'too_many_fields' | 'too_few_fields' | 'invalid_json' | 'not_an_object' | 'bad_value' | 'field_too_long';

/** An accepted row: the line it starts on and its known columns' non-empty values by column name. */
export interface ImportRow { line: number; fields: Record<string, string> }
/** A refused row: the line it starts on, its first problem and the column at fault where there is one. */
export interface RowError { line: number; problem: RowProblem; column?: string }
/**
 * A read file: its columns in order (unknown ones listed apart, their values dropped), accepted rows and refused ones;
 * or why the whole file is refused and where.
 */
export type ParsedImport =
  | { ok: true; format: ImportFormat; columns: string[]; unknownColumns: string[]; rows: ImportRow[]; rowErrors: RowError[] }
  | { ok: false; format: ImportFormat; problem: FileProblem; line: number; column?: string };

/** JSON Lines for a .jsonl, .ndjson or .json name, CSV for a .csv one; otherwise JSON Lines when the text starts with `{`. */
export function importFormatOf(filename: string | undefined, text: string): ImportFormat {
  const name = filename?.toLowerCase() ?? '';
  if (/\.(?:jsonl|ndjson|json)$/.test(name)) return 'jsonl';
  if (name.endsWith('.csv')) return 'csv';
  return /^\s*\{/.test(text) ? 'jsonl' : 'csv';
}

/**
 * Reads an import file. Lines are counted from 1 and end at LF, CR LF or a lone CR. A row with any problem is left out
 * of `rows` and reported in `rowErrors` instead.
 */
export function parseImport(bytes: Uint8Array, filename?: string): ParsedImport {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const format = importFormatOf(filename, new TextDecoder().decode(bytes));
    return { ok: false, format, problem: 'invalid_utf8', line: lineOfFirstInvalidByte(bytes) };
  }
  const format = importFormatOf(filename, text);
  if (text.trim() === '') return { ok: false, format, problem: 'empty', line: 1 };
  return format === 'csv' ? parseCsv(text) : parseJsonLines(text);
}

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const QUOTE = 0x22;
const COMMA = 0x2c;

/** The line holding the first byte that is not UTF-8: CR and LF bytes are never inside a character, so lines decode apart. */
function lineOfFirstInvalidByte(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let start = 0;
  for (let at = 0; at < bytes.length; at++) {
    if (bytes[at] !== LF && bytes[at] !== CR) continue;
    try {
      decoder.decode(bytes.subarray(start, at));
    } catch {
      return line;
    }
    if (bytes[at] === CR && bytes[at + 1] === LF) at++;
    start = at + 1;
    line++;
  }
  // Every earlier line decoded, so the fault is in the last.
  return line;
}

/** A row's values as fields, empty ones left out; refused when a value is longer than MAX_FIELD_LENGTH. */
function rowOf(line: number, values: [column: string, value: string][]): ImportRow | RowError {
  const fields: Record<string, string> = {};
  for (const [column, value] of values) {
    if (value.length > MAX_FIELD_LENGTH) return { line, problem: 'field_too_long', column };
    if (value !== '') fields[column] = value;
  }
  return { line, fields };
}

type CsvRecord = { line: number; fields: string[] } | { line: number; unterminatedQuote: true };

/**
 * The records of a CSV text with the lines they start on; the last is an unterminated quote when a quoted field never
 * closes (its line the one the field starts on). Unquoted fields are trimmed. A quoted field is kept as written; spaces
 * and tabs before its opening quote are ignored, and anything between its closing quote and the next comma or line end
 * is appended as it stands, where a strict reader would refuse the file.
 */
function* csvRecords(text: string): Generator<CsvRecord> {
  let at = 0;
  let line = 1;
  while (at < text.length) {
    const recordLine = line;
    const fields: string[] = [];
    for (;;) {
      while (text.charCodeAt(at) === SPACE || text.charCodeAt(at) === TAB) at++;
      let value = '';
      if (text.charCodeAt(at) === QUOTE) {
        const quoteLine = line;
        at++;
        for (;;) {
          const close = text.indexOf('"', at);
          if (close < 0) {
            yield { line: quoteLine, unterminatedQuote: true };
            return;
          }
          line += lineBreaksIn(text, at, close);
          value += text.slice(at, close);
          at = close + 1;
          if (text.charCodeAt(at) !== QUOTE) break;
          value += '"';
          at++;
        }
        const end = fieldEnd(text, at);
        fields.push(value + text.slice(at, end));
        at = end;
      } else {
        const end = fieldEnd(text, at);
        fields.push(text.slice(at, end).trim());
        at = end;
      }
      if (text.charCodeAt(at) !== COMMA) break;
      at++;
    }
    if (text.charCodeAt(at) === CR) at++;
    if (text.charCodeAt(at) === LF) at++;
    line++;
    yield { line: recordLine, fields };
  }
}

/** Where an unquoted stretch starting at `from` ends: the next comma, line break or the end of the text. */
function fieldEnd(text: string, from: number): number {
  let at = from;
  while (at < text.length) {
    const char = text.charCodeAt(at);
    if (char === COMMA || char === LF || char === CR) break;
    at++;
  }
  return at;
}

/** Line breaks (LF, CR LF, lone CR) in text[from, to). */
function lineBreaksIn(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = from; at < to; at++) {
    const char = text.charCodeAt(at);
    if (char === LF || (char === CR && text.charCodeAt(at + 1) !== LF)) count++;
  }
  return count;
}

/** The first non-blank record is the header; each later one is a row, read by the header's known columns. */
function parseCsv(text: string): ParsedImport {
  let header: string[] | undefined;
  let knownColumns: [column: string, index: number][] = [];
  let rowCount = 0;
  const rows: ImportRow[] = [];
  const rowErrors: RowError[] = [];
  for (const record of csvRecords(text)) {
    const { line } = record;
    if ('unterminatedQuote' in record) return { ok: false, format: 'csv', problem: 'unterminated_quote', line };
    const { fields } = record;
    // A blank line.
    if (fields.length === 1 && fields[0] === '') continue;
    if (!header) {
      header = fields.map((name) => name.trim().toLowerCase());
      const seen = new Set<string>();
      for (const name of header) {
        if (seen.has(name)) return { ok: false, format: 'csv', problem: 'duplicate_column', line, column: name };
        // A column without a name is neither listed nor read.
        if (name !== '') seen.add(name);
      }
      if (!seen.has('title')) return { ok: false, format: 'csv', problem: 'no_title_column', line };
      knownColumns = header.flatMap((name, index) => (KNOWN_COLUMNS.has(name) ? [[name, index] as [string, number]] : []));
      continue;
    }
    if (++rowCount > MAX_IMPORT_ROWS) return { ok: false, format: 'csv', problem: 'too_many_rows', line };
    if (fields.length !== header.length) {
      rowErrors.push({ line, problem: fields.length > header.length ? 'too_many_fields' : 'too_few_fields' });
      continue;
    }
    const row = rowOf(line, knownColumns.map(([column, index]) => [column, fields[index]!]));
    if ('fields' in row) rows.push(row);
    else rowErrors.push(row);
  }
  if (!header) return { ok: false, format: 'csv', problem: 'no_title_column', line: 1 };
  const columns = header.filter((name) => name !== '');
  return { ok: true, format: 'csv', columns, unknownColumns: columns.filter((name) => !KNOWN_COLUMNS.has(name)), rows, rowErrors };
}

/**
 * A JSON value as a field's text: strings as they are, finite numbers and booleans written out, lists of strings and
 * numbers joined with `|`; undefined for anything else.
 */
function jsonValueText(value: unknown): string | undefined {
  const isText = (item: unknown) => typeof item === 'string' || (typeof item === 'number' && Number.isFinite(item));
  if (isText(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every(isText)) return value.join('|');
  return undefined;
}

/**
 * Each non-blank line is one object. Keys are trimmed and lower-cased; two keys of a line that then read the same
 * refuse the file as a CSV header naming a column twice does. Values of unknown keys are neither read nor checked.
 */
function parseJsonLines(text: string): ParsedImport {
  const columns = new Set<string>();
  let rowCount = 0;
  const rows: ImportRow[] = [];
  const rowErrors: RowError[] = [];
  for (const [index, source] of text.split(/\r\n|\r|\n/).entries()) {
    const line = index + 1;
    if (source.trim() === '') continue;
    if (++rowCount > MAX_IMPORT_ROWS) return { ok: false, format: 'jsonl', problem: 'too_many_rows', line };
    let object: unknown;
    try {
      object = JSON.parse(source);
    } catch {
      rowErrors.push({ line, problem: 'invalid_json' });
      continue;
    }
    if (typeof object !== 'object' || object === null || Array.isArray(object)) {
      rowErrors.push({ line, problem: 'not_an_object' });
      continue;
    }
    const lineColumns = new Set<string>();
    const values: [string, string][] = [];
    let badColumn: string | undefined;
    for (const [key, value] of Object.entries(object)) {
      const column = key.trim().toLowerCase();
      if (column === '') continue;
      if (lineColumns.has(column)) return { ok: false, format: 'jsonl', problem: 'duplicate_column', line, column };
      lineColumns.add(column);
      columns.add(column);
      if (!KNOWN_COLUMNS.has(column) || value === null || badColumn !== undefined) continue;
      const fieldText = jsonValueText(value);
      if (fieldText === undefined) badColumn = column;
      else values.push([column, fieldText]);
    }
    const row = badColumn === undefined ? rowOf(line, values) : { line, problem: 'bad_value' as const, column: badColumn };
    if ('fields' in row) rows.push(row);
    else rowErrors.push(row);
  }
  if (!columns.has('title')) return { ok: false, format: 'jsonl', problem: 'no_title_column', line: 1 };
  const names = [...columns];
  return { ok: true, format: 'jsonl', columns: names, unknownColumns: names.filter((name) => !KNOWN_COLUMNS.has(name)), rows, rowErrors };
}
