// Bulk writes for the demo catalogue: multi-row INSERTs with inlined literals, emptiness check and wipe.
export type SqlValue = string | number | null;
export type SqlRow = readonly SqlValue[];

/** D1 rejects statements over 100 KB; stay under that with some room for the INSERT prefix. */
const MAX_STATEMENT_BYTES = 90_000;
/** Statements per db.batch() call: one transaction, a few MB of SQL. */
const STATEMENTS_PER_BATCH = 24;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const NON_ASCII = /[^\x00-\x7f]/;

/** Every table of the schema, children before parents, so deleting in this order never breaks a foreign key. */
const TABLES_CHILDREN_FIRST = [
  'video_views_daily', 'search_keywords', 'reports', 'wall_posts', 'messages', 'blocks', 'friends',
  'subscriptions', 'votes', 'comments', 'history', 'watch_later', 'favourites', 'playlist_videos', 'playlists',
  'photos', 'albums', 'video_models', 'video_categories', 'videos', 'models', 'category_titles', 'categories',
  'channels', 'sessions', 'users',
] as const;

function quoteIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`bulk insert: invalid SQL identifier ${JSON.stringify(name)}`);
  return name;
}

/** One value as an SQL literal: strings quoted with '' doubling, finite numbers as is, null as NULL. */
export function formatSqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`bulk insert: non-finite number ${value}`);
    return String(value);
  }
  if (typeof value !== 'string') throw new Error(`bulk insert: unsupported value type ${typeof value}`);
  if (value.includes('\0')) throw new Error('bulk insert: NUL character in string');
  return `'${value.replaceAll("'", "''")}'`;
}

function measureUtf8Bytes(text: string): number {
  if (!NON_ASCII.test(text)) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code < 0xdc00 ? 1 : 3; // a surrogate pair adds up to 4
  }
  return bytes;
}

function formatRowTuple(row: SqlRow, width: number): string {
  if (row.length !== width) throw new Error(`bulk insert: row has ${row.length} values, expected ${width}`);
  return `(${row.map(formatSqlLiteral).join(',')})`;
}

/** Splits rows into INSERT statements of at most MAX_STATEMENT_BYTES each. */
export function buildInsertStatements(table: string, columns: readonly string[], rows: readonly SqlRow[]): string[] {
  const prefix = `INSERT INTO ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(',')}) VALUES `;
  const statements: string[] = [];
  let tuples: string[] = [];
  let bytes = prefix.length;
  for (const row of rows) {
    const tuple = formatRowTuple(row, columns.length);
    const tupleBytes = measureUtf8Bytes(tuple) + 1;
    if (prefix.length + tupleBytes > MAX_STATEMENT_BYTES) throw new Error(`bulk insert: a row of ${table} is too large`);
    if (bytes + tupleBytes > MAX_STATEMENT_BYTES) {
      statements.push(prefix + tuples.join(','));
      tuples = [];
      bytes = prefix.length;
    }
    tuples.push(tuple);
    bytes += tupleBytes;
  }
  if (tuples.length > 0) statements.push(prefix + tuples.join(','));
  return statements;
}

async function runStatementsInBatches(db: D1Database, statements: readonly string[]): Promise<void> {
  for (let start = 0; start < statements.length; start += STATEMENTS_PER_BATCH) {
    const group = statements.slice(start, start + STATEMENTS_PER_BATCH);
    await db.batch(group.map((sql) => db.prepare(sql)));
  }
}

/** Inserts rows with as few round trips as the statement size limit allows. */
export async function insertRows(
  db: D1Database,
  table: string,
  columns: readonly string[],
  rows: readonly SqlRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await runStatementsInBatches(db, buildInsertStatements(table, columns, rows));
}

export async function hasAnyVideo(db: D1Database): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS found FROM videos LIMIT 1').first()) !== null;
}

/** Deletes every row of every table, children first. */
export async function clearCatalogue(db: D1Database): Promise<void> {
  await db.batch(TABLES_CHILDREN_FIRST.map((table) => db.prepare(`DELETE FROM ${table}`)));
}
