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

export interface RunnerRow {
  runner_id: number;
  name: string;
  registered_at: number;
  last_seen_at: number;
  revoked_at: number | null;
  /** Jobs it holds now. */
  working: number;
}

export async function listRunners(db: D1Database): Promise<RunnerRow[]> {
  const { results } = await db
    .prepare(
      `SELECT r.runner_id, r.name, r.registered_at, r.last_seen_at, r.revoked_at,
              (SELECT COUNT(*) FROM jobs j WHERE j.runner_id = r.runner_id AND j.state = 'processing') AS working
         FROM runners r ORDER BY r.revoked_at IS NOT NULL, r.last_seen_at DESC LIMIT 200`,
    )
    .all<RunnerRow>();
  return results;
}

/** Revokes a runner: its token stops working (its jobs come back to others when their leases end). */
export function revokeRunnerStatement(db: D1Database, runnerId: number, now: number): D1PreparedStatement {
  return db.prepare('UPDATE runners SET revoked_at = ?2 WHERE runner_id = ?1 AND revoked_at IS NULL').bind(runnerId, now);
}

export interface RunnerTokenRow {
  token_id: number;
  label: string;
  created_at: number;
  creator_name: string | null;
  revoked_at: number | null;
}

export async function listRunnerTokens(db: D1Database): Promise<RunnerTokenRow[]> {
  const { results } = await db
    .prepare(
      `SELECT t.token_id, t.label, t.created_at, u.username AS creator_name, t.revoked_at
         FROM runner_tokens t LEFT JOIN users u ON u.user_id = t.created_by ORDER BY t.revoked_at IS NOT NULL, t.token_id DESC LIMIT 200`,
    )
    .all<RunnerTokenRow>();
  return results;
}

export function insertRunnerTokenStatement(db: D1Database, token: { label: string; hash: string; by: number; now: number }): D1PreparedStatement {
  return db
    .prepare('INSERT INTO runner_tokens (label, token_hash, created_by, created_at) VALUES (?1, ?2, ?3, ?4) RETURNING token_id')
    .bind(token.label, token.hash, token.by, token.now);
}

export function revokeRunnerTokenStatement(db: D1Database, tokenId: number, now: number): D1PreparedStatement {
  return db.prepare('UPDATE runner_tokens SET revoked_at = ?2 WHERE token_id = ?1 AND revoked_at IS NULL').bind(tokenId, now);
}

/** Whether a registration token made in the console (by its hash) is still valid. */
export async function isRegistrationToken(db: D1Database, tokenHash: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS ok FROM runner_tokens WHERE token_hash = ?1 AND revoked_at IS NULL').bind(tokenHash).first()) !== null;
}
