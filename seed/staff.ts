// The local demo's operators: a moderator and an admin for the console (/admin/), made once per local state next to
// the demo member (README). They are not part of the deterministic catalogue; an existing account is left alone.
import { hashPassword } from '../worker/auth/password';
import { usernameKey } from '../worker/domain/username-key';

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
