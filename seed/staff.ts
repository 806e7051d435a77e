// The local demo's operators: a moderator and an admin for the console (/admin/), made once per local state next to
// the demo member (README). They are not part of the deterministic catalogue; an existing account is left alone.
import { hashPassword } from '../worker/auth/password';
import { usernameKey } from '../worker/domain/username-key';
import { sha256Hex } from '../worker/auth/random';

export const DEMO_STAFF = [
  { username: 'moderator', email: 'moderator@example.invalid', password: 'moderator-password', role: 'moderator' },
  { username: 'admin', email: 'admin@example.invalid', password: 'admin-password', role: 'admin' },
] as const;

/** Creates the demo moderator and admin when missing; the names of those it made. */
export async function ensureDemoStaff(db: D1Database, now: number = Math.floor(Date.now() / 1000)): Promise<string[]> {
  const made: string[] = [];
  for (const account of DEMO_STAFF) {
    const result = await db
      .prepare(
        `INSERT INTO users (username, username_key, email, password_hash, email_confirmed, status_id, role, created_at)
         VALUES (?1, ?2, ?3, ?4, 1, 2, ?5, ?6) ON CONFLICT DO NOTHING`,
      )
      .bind(account.username, usernameKey(account.username), account.email, await hashPassword(account.password), account.role, now)
      .run();
    if (result.meta.changes > 0) made.push(account.username);
  }
  return made;
}

/**
 * The keys a local state directory keeps in files, which the demo admin holds: the import token `npm run import` reads,
 * and the feed key the site's local sister sites import its feed with (scripts/start.mjs).
 */
export const LOCAL_KEYS = [
  { file: 'import-token', kind: 'import', label: 'Local command line (npm run import)' },
  { file: 'feed-key', kind: 'feed', label: 'Local sister sites (npm start)' },
] as const;
export const LOCAL_IMPORT_TOKEN_FILE = LOCAL_KEYS[0].file;

/** Gives the demo admin this key (kept in the state directory), unless it has it already. */
export async function ensureDemoKey(
  db: D1Database, key: { kind: string; label: string }, token: string, now: number = Math.floor(Date.now() / 1000),
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO access_keys (kind, label, token_hash, user_id, created_at)
       SELECT ?3, ?4, ?1, user_id, ?2 FROM users WHERE username = 'admin'
       ON CONFLICT (token_hash) DO NOTHING`,
    )
    .bind(await sha256Hex(token), now, key.kind, key.label)
    .run();
}
