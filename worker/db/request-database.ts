// One request's view of D1: reads that start in the same turn go out as one batch (one round trip), every round trip
// is counted, and a database that fails or falls silent surfaces as DatabaseUnavailable, never a raw error.
// Busy is not down: a round trip waiting behind a queue of writes goes on waiting while D1 keeps answering other round
// trips of this isolate; only a D1 that has answered nothing for the silence limit (or errs) is an outage.

/** D1 failed (an outage, a lock, a timeout): reads may fall back to cached copies, writes answer "try again". */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super('the database is unavailable', { cause });
    this.name = 'DatabaseUnavailable';
  }
}

/** Errors that come from the statement itself (a constraint, the SQL): the request's own, not an outage. */
const STATEMENT_ERROR = /SQLITE_(ERROR|CONSTRAINT|MISMATCH|TOOBIG|RANGE)|constraint failed|syntax error|no such (table|column)|too complex|parameter bindings/i;
/** A statement that only reads: SELECT (or WITH ... SELECT) that writes nothing. */
const READ = /^\s*(SELECT|WITH)\b/i;
const WRITE = /\b(INSERT|UPDATE|DELETE|REPLACE|RETURNING)\b/i;

export interface RequestDatabaseOptions {
  /** D1 answering nothing at all for this long is an outage. */
  silenceMs: number;
  /** However busy D1 is, a round trip that takes longer than this is an outage (a request's time is bounded). */
  limitMs: number;
}

/** When each D1 binding (of this isolate) last answered a round trip, by any request. */
const lastAnswer = new WeakMap<D1Database, number>();

/** Settles when D1 has been silent for `silenceMs` (no round trip of this isolate answered) or `limitMs` have passed. */
function outageTimer(db: D1Database, options: RequestDatabaseOptions): { outage: Promise<never>; stop: () => void } {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outage = new Promise<never>((_, reject) => {
    const check = () => {
      const now = Date.now();
      const silentFor = now - Math.max(started, lastAnswer.get(db) ?? 0);
      if (silentFor >= options.silenceMs || now - started >= options.limitMs) {
        reject(new DatabaseUnavailable(new Error(`no answer in ${now - started} ms (D1 silent for ${silentFor} ms)`)));
      } else {
        timer = setTimeout(check, Math.min(options.silenceMs - silentFor, options.limitMs - (now - started)));
      }
    };
    timer = setTimeout(check, options.silenceMs);
  });
  return { outage, stop: () => clearTimeout(timer) };
}

export interface RequestDatabase extends D1Database {
  /** Round trips to D1 this request has made so far. */
  readonly roundTrips: number;
}

/** A statement as written: prepared on the real database only when it runs, so even preparing is inside the guard. */
interface Written {
  sql: string;
  params: unknown[];
}

interface Pending {
  statements: Written[];
  resolve: (results: D1Result[]) => void;
  reject: (error: unknown) => void;
}

class Statement implements Written {
  constructor(
    private readonly owner: Coalescer,
    readonly sql: string,
    readonly params: unknown[] = [],
  ) {}

  get reads(): boolean {
    return READ.test(this.sql) && !WRITE.test(this.sql);
  }

  bind(...values: unknown[]): Statement {
    return new Statement(this.owner, this.sql, values);
  }

  async first<T>(): Promise<T | null> {
    if (!this.reads) return this.owner.direct(() => this.owner.real(this).first<T>());
    const [result] = await this.owner.read([this]);
    return (result!.results[0] as T | undefined) ?? null;
  }

  async all<T>(): Promise<D1Result<T>> {
    if (!this.reads) return this.owner.direct(() => this.owner.real(this).all<T>());
    const [result] = await this.owner.read([this]);
    return result as D1Result<T>;
  }

  run<T>(): Promise<D1Result<T>> {
    return this.owner.direct(() => this.owner.real(this).run<T>());
  }

  raw<T>(): Promise<T[]> {
    return this.owner.direct(() => this.owner.real(this).raw<T>());
  }
}

class Coalescer {
  roundTrips = 0;
  #pending: Pending[] = [];

  constructor(
    readonly db: D1Database,
    private readonly options: RequestDatabaseOptions,
  ) {}

  real(statement: Written): D1PreparedStatement {
    const prepared = this.db.prepare(statement.sql);
    return statement.params.length > 0 ? prepared.bind(...statement.params) : prepared;
  }

  batch(statements: readonly Written[]): Promise<D1Result[]> {
    return this.direct(() => this.db.batch(statements.map((statement) => this.real(statement))));
  }

  /** One round trip while D1 keeps answering; an outage becomes DatabaseUnavailable, a statement's own error stays. */
  async direct<T>(call: () => Promise<T>): Promise<T> {
    this.roundTrips += 1;
    const { outage, stop } = outageTimer(this.db, this.options);
    const answered = Promise.resolve().then(call);
    // A statement's own error is an answer too: D1 is there.
    answered.then(() => lastAnswer.set(this.db, Date.now()), (error) => STATEMENT_ERROR.test(String(error)) && lastAnswer.set(this.db, Date.now()));
    try {
      return await Promise.race([answered, outage]);
    } catch (error) {
      throw error instanceof DatabaseUnavailable || STATEMENT_ERROR.test(String(error)) ? error : new DatabaseUnavailable(error);
    } finally {
      stop();
    }
  }

  /** Reads wait a moment for the other reads of this turn, then all go out in one batch. */
  read(statements: Written[]): Promise<D1Result[]> {
    return new Promise((resolve, reject) => {
      if (this.#pending.length === 0) void Promise.resolve().then(() => Promise.resolve()).then(() => this.#flush());
      this.#pending.push({ statements, resolve, reject });
    });
  }

  async #flush(): Promise<void> {
    const group = this.#pending;
    this.#pending = [];
    try {
      const results = await this.batch(group.flatMap((p) => p.statements));
      let next = 0;
      for (const pending of group) {
        pending.resolve(results.slice(next, next + pending.statements.length));
        next += pending.statements.length;
      }
    } catch (error) {
      if (error instanceof DatabaseUnavailable || group.length === 1) {
        for (const pending of group) pending.reject(error);
        return;
      }
      // One statement's own error must not fail the others: each is asked again on its own.
      for (const pending of group) this.batch(pending.statements).then(pending.resolve, pending.reject);
    }
  }
}

/** D1 as one request sees it (see the module comment); `roundTrips` tells how many trips it made. */
export function requestDatabase(db: D1Database, options: RequestDatabaseOptions): RequestDatabase {
  const coalescer = new Coalescer(db, options);
  return {
    prepare: (sql: string) => new Statement(coalescer, sql),
    batch: async (statements: Statement[]) => (statements.every((s) => s.reads) ? coalescer.read(statements) : coalescer.batch(statements)),
    exec: (sql: string) => coalescer.direct(() => db.exec(sql)),
    get roundTrips() {
      return coalescer.roundTrips;
    },
  } as unknown as RequestDatabase;
}
