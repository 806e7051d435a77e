// Bulk writes for the demo catalogue: multi-row INSERTs with inlined literals, emptiness check and wipe.
export type SqlValue = string | number | null;
export type SqlRow = readonly SqlValue[];

/** D1 rejects statements over 100 KB; stay under that with some room for the INSERT prefix. */
const MAX_STATEMENT_BYTES = 90_000;
/**
 * Workerd's SQLite runs out of memory on long VALUES lists well below the byte limit (about 7,000 one-column
 * or 4,000 four-column rows); stay at a third of that.
 */
const MAX_VALUES_PER_STATEMENT = 6_000;
const MAX_ROWS_PER_STATEMENT = 2_000;
/** Statements per db.batch() call: one transaction, a few MB of SQL. */
const STATEMENTS_PER_BATCH = 24;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const NON_ASCII = /[^\x00-\x7f]/;

/** Every table of the schema, children before parents, so deleting in this order never breaks a foreign key. */
const TABLES_CHILDREN_FIRST = [
  'video_views_daily', 'search_terms', 'reports', 'wall_posts', 'messages', 'blocks', 'friends',
  'subscriptions', 'votes', 'comments', 'history', 'watch_later', 'favourites', 'playlist_videos', 'playlists',
  'photos', 'albums', 'video_models', 'video_categories', 'video_renditions', 'videos', 'models', 'category_titles', 'categories',
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

/** INSERT statements within the byte and row limits, produced lazily. */
export function* generateInsertStatements(table: string, columns: readonly string[], rows: Iterable<SqlRow>): Generator<string> {
  const prefix = `INSERT INTO ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(',')}) VALUES `;
  const maxRows = Math.max(1, Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(MAX_VALUES_PER_STATEMENT / columns.length)));
  let tuples: string[] = [];
  let bytes = prefix.length;
  for (const row of rows) {
    const tuple = formatRowTuple(row, columns.length);
    const tupleBytes = measureUtf8Bytes(tuple) + 1;
    if (prefix.length + tupleBytes > MAX_STATEMENT_BYTES) throw new Error(`bulk insert: a row of ${table} is too large`);
    if (bytes + tupleBytes > MAX_STATEMENT_BYTES || tuples.length === maxRows) {
      yield prefix + tuples.join(',');
      tuples = [];
      bytes = prefix.length;
    }
    tuples.push(tuple);
    bytes += tupleBytes;
  }
  if (tuples.length > 0) yield prefix + tuples.join(',');
}

function* groupStatements(statements: Iterable<string>, size: number): Generator<string[]> {
  let group: string[] = [];
  for (const sql of statements) {
    group.push(sql);
    if (group.length === size) {
      yield group;
      group = [];
    }
  }
  if (group.length > 0) yield group;
}

/**
 * Inserts rows with as few round trips as the statement limits allow. The next batch's SQL is formatted while the
 * previous batch runs; batches stay in order.
 */
export async function insertRows(
  db: D1Database,
  table: string,
  columns: readonly string[],
  rows: readonly SqlRow[],
): Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  for (const group of groupStatements(generateInsertStatements(table, columns, rows), STATEMENTS_PER_BATCH)) {
    const statements = group.map((sql) => db.prepare(sql));
    await running;
    running = db.batch(statements);
  }
  await running;
}

export async function hasAnyVideo(db: D1Database): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS found FROM videos LIMIT 1').first()) !== null;
}

/** Deletes every row of every table, children first. */
export async function clearCatalogue(db: D1Database): Promise<void> {
  await db.batch(TABLES_CHILDREN_FIRST.map((table) => db.prepare(`DELETE FROM ${table}`)));
}
