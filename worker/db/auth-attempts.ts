// Counted authentication attempts (failed logins, sign-ups, restore mails) per scope and subject, for rate limits.
export async function countAttempts(db: D1Database, scope: string, subject: string, since: number): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM auth_attempts WHERE scope = ?1 AND subject = ?2 AND at > ?3')
    .bind(scope, subject, since)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export async function insertAttempt(db: D1Database, scope: string, subject: string, at: number): Promise<void> {
  await db.prepare('INSERT INTO auth_attempts (scope, subject, at) VALUES (?1, ?2, ?3)').bind(scope, subject, at).run();
}

export async function clearAttempts(db: D1Database, scope: string, subject: string): Promise<void> {
  await db.prepare('DELETE FROM auth_attempts WHERE scope = ?1 AND subject = ?2').bind(scope, subject).run();
}

export async function deleteAttemptsBefore(db: D1Database, before: number): Promise<void> {
  await db.prepare('DELETE FROM auth_attempts WHERE at <= ?1').bind(before).run();
}
