/// <reference types="@cloudflare/workers-types" />
// A D1 database that runs every statement on the real one and writes down its SQL and parameters, so the query-plan
// test and the query bench can EXPLAIN exactly what the worker's query functions ran.

export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

class RecordingStatement {
  constructor(
    readonly real: D1PreparedStatement,
    readonly recorded: RecordedStatement,
    private readonly log: RecordedStatement[],
  ) {}

  bind(...values: unknown[]): RecordingStatement {
    return new RecordingStatement(this.real.bind(...values), { sql: this.recorded.sql, params: values }, this.log);
  }

  first<T>(column?: string): Promise<T | null> {
    this.log.push(this.recorded);
    return column === undefined ? this.real.first<T>() : this.real.first<T>(column);
  }

  all<T>(): Promise<D1Result<T>> {
    this.log.push(this.recorded);
    return this.real.all<T>();
  }

  run<T>(): Promise<D1Result<T>> {
    this.log.push(this.recorded);
    return this.real.run<T>();
  }

  raw<T>(): Promise<T[]> {
    this.log.push(this.recorded);
    return this.real.raw<T>();
  }
}

/** Wraps `db`; every statement it runs is appended to `log`. */
export function recordingDb(db: D1Database, log: RecordedStatement[]): D1Database {
  const recording = {
    prepare: (sql: string) => new RecordingStatement(db.prepare(sql), { sql, params: [] }, log),
    batch: (statements: RecordingStatement[]) => {
      log.push(...statements.map((statement) => statement.recorded));
      return db.batch(statements.map((statement) => statement.real));
    },
    exec: (sql: string) => db.exec(sql),
  };
  return recording as unknown as D1Database;
}

/** The EXPLAIN QUERY PLAN lines of a recorded statement, indented by depth. */
export async function explainPlan(db: D1Database, statement: RecordedStatement): Promise<string[]> {
  const { results } = await db
    .prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
    .bind(...statement.params)
    .all<{ id: number; parent: number; detail: string }>();
  const depth = new Map<number, number>([[0, 0]]);
  return results.map((row) => {
    const level = (depth.get(row.parent) ?? 0) + 1;
    depth.set(row.id, level);
    return `${'  '.repeat(level - 1)}${row.detail}`;
  });
}

const SQL_WORDS = new Set(['WHERE', 'ON', 'JOIN', 'CROSS', 'LEFT', 'INNER', 'INDEXED', 'NOT', 'GROUP', 'ORDER', 'LIMIT', 'USING']);

/** Table of each alias (and of each table used without one) in the FROM and JOIN clauses of `sql`. */
function readAliases(sql: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const [, table, alias] of sql.matchAll(/\b(?:FROM|JOIN)\s+(\w+)(?:\s+(?:AS\s+)?(\w+))?/gi)) {
    aliases.set(table!, table!);
    if (alias && !SQL_WORDS.has(alias.toUpperCase())) aliases.set(alias, table!);
  }
  return aliases;
}

/**
 * Plan lines that read all of one of `tables`: a SCAN of it, with or without an index (a full index scan still
 * reads every entry). SEARCH lines read a key range; a temporary sort after one sorts only that range.
 */
export function findFullScans(statement: RecordedStatement, plan: readonly string[], tables: ReadonlySet<string>): string[] {
  const aliases = readAliases(statement.sql);
  return plan.filter((line) => {
    const scan = /^\s*SCAN (\w+)/.exec(line);
    return scan !== null && tables.has(aliases.get(scan[1]!) ?? scan[1]!);
  });
}
