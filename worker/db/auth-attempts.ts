// Counted attempts (failed logins, sign-ups, restore mails, contact messages) per scope and subject, for rate limits.
export interface AttemptLimit {
  scope: string;
  subject: string;
  /** Attempts allowed after `since`. */
  max: number;
  since: number;
}

/**
 * Records one attempt for each subject, in one statement, only when none of them has used up its limit: parallel
 * requests are decided one after another by the database, so exactly the limit gets through. The ids of the attempts
 * recorded (to give back with `deleteAttempts`), or null when a limit was reached and nothing was recorded.
 */
export async function insertAttemptsWithin(db: D1Database, limits: readonly AttemptLimit[], now: number): Promise<number[] | null> {
  const params: unknown[] = [now];
  const add = (value: unknown) => `?${params.push(value)}`;
  const rows = limits.map((l) => `SELECT ${add(l.scope)} AS scope, ${add(l.subject)} AS subject`).join(' UNION ALL ');
  const within = limits
    .map((l) => `(SELECT COUNT(*) FROM auth_attempts WHERE scope = ${add(l.scope)} AND subject = ${add(l.subject)} AND at > ${add(l.since)}) < ${add(l.max)}`)
    .join(' AND ');
  const { results } = await db
    .prepare(`INSERT INTO auth_attempts (scope, subject, at) SELECT scope, subject, ?1 FROM (${rows}) WHERE ${within} RETURNING rowid AS id`)
    .bind(...params)
    .all<{ id: number }>();
  return results.length === limits.length ? results.map((row) => row.id) : null;
}

/** Gives attempts back: the ones a request recorded before it turned out not to count (a login that succeeded). */
export async function deleteAttempts(db: D1Database, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.prepare(`DELETE FROM auth_attempts WHERE rowid IN (${ids.map(() => '?').join(', ')})`).bind(...ids).run();
}

export async function clearAttempts(db: D1Database, scope: string, subject: string): Promise<void> {
  await db.prepare('DELETE FROM auth_attempts WHERE scope = ?1 AND subject = ?2').bind(scope, subject).run();
}

export async function deleteAttemptsBefore(db: D1Database, before: number): Promise<void> {
  await db.prepare('DELETE FROM auth_attempts WHERE at <= ?1').bind(before).run();
}
