// Registered runners: a new one with the hash of its token, and the runner behind a token (seen now).
export interface Runner {
  runner_id: number;
  name: string;
}

export async function insertRunner(db: D1Database, name: string, tokenHash: string, now: number): Promise<number> {
  const row = await db
    .prepare('INSERT INTO runners (name, token_hash, registered_at, last_seen_at) VALUES (?1, ?2, ?3, ?3) RETURNING runner_id')
    .bind(name, tokenHash, now)
    .first<{ runner_id: number }>();
  return row!.runner_id;
}

/** The runner a token belongs to, unless revoked; its last-seen time moves to now. */
export async function touchRunner(db: D1Database, tokenHash: string, now: number): Promise<Runner | null> {
  return db
    .prepare('UPDATE runners SET last_seen_at = ?2 WHERE token_hash = ?1 AND revoked_at IS NULL RETURNING runner_id, name')
    .bind(tokenHash, now)
    .first<Runner>();
}
