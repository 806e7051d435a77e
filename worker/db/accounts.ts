// Accounts: members as sign-in, sign-up, email confirmation, password restore and Google sign-in see them.
import { usernameKey } from '../domain/username-key';

export interface AccountRow {
  user_id: number;
  username: string;
  email: string | null;
  password_hash: string | null;
  email_confirmed: 0 | 1;
  status_id: number;
  lang: string | null;
}

export type TokenPurpose = 'confirm_email' | 'restore_password';

const ACCOUNT_COLUMNS = 'user_id, username, email, password_hash, email_confirmed, status_id, lang';

/** The member a login names, by username or by email; disabled accounts (status 0) are not found. */
export async function findAccountByLogin(db: D1Database, login: string): Promise<AccountRow | null> {
  const column = login.includes('@') ? 'email' : 'username';
  return db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE ${column} = ?1 AND status_id <> 0`).bind(login).first<AccountRow>();
}

export async function findAccountByEmail(db: D1Database, email: string): Promise<AccountRow | null> {
  return db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE email = ?1 AND status_id <> 0`).bind(email).first<AccountRow>();
}

export async function findAccountByGoogle(db: D1Database, googleSub: string): Promise<AccountRow | null> {
  return db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE google_sub = ?1 AND status_id <> 0`).bind(googleSub).first<AccountRow>();
}

export async function readAccount(db: D1Database, userId: number): Promise<AccountRow | null> {
  return db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE user_id = ?1 AND status_id <> 0`).bind(userId).first<AccountRow>();
}

/**
 * Which of a username and an email another account already uses: the email without case, the username when it looks
 * like another (same key), or equals one without case (rows from before keys were stored may not have one yet).
 */
export async function findTaken(db: D1Database, username: string, email: string): Promise<{ username: boolean; email: boolean }> {
  const row = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM users WHERE username_key = ?3) OR EXISTS (SELECT 1 FROM users WHERE username = ?1) AS username_taken,
              EXISTS (SELECT 1 FROM users WHERE email = ?2) AS email_taken`,
    )
    .bind(username, email, usernameKey(username))
    .first<{ username_taken: number; email_taken: number }>();
  return { username: row?.username_taken === 1, email: row?.email_taken === 1 };
}

export interface NewAccount {
  username: string;
  email: string;
  passwordHash: string | null;
  emailConfirmed: boolean;
  googleSub?: string;
  lang: string;
  country: string | null;
  now: number;
}

/** A single-use link (email confirmation, password restore): only its token's hash is stored. */
export interface LinkToken {
  tokenHash: string;
  purpose: TokenPurpose;
  now: number;
  ttl: number;
}

/**
 * Inserts the member with its username key and, in the same transaction, its link token and the statements `along`
 * it (the mail that tells of it): all happen or none does. Null when the name (or a look-alike) or the email was taken
 * meanwhile (unique indexes decide).
 */
export async function insertAccount(
  db: D1Database, account: NewAccount, link?: { token: LinkToken; along: D1PreparedStatement[] },
): Promise<number | null> {
  const insert = db
    .prepare(
      `INSERT INTO users (username, username_key, email, password_hash, email_confirmed, google_sub, lang, country, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) RETURNING user_id`,
    )
    .bind(
      account.username, usernameKey(account.username), account.email, account.passwordHash, account.emailConfirmed ? 1 : 0,
      account.googleSub ?? null, account.lang, account.country, account.now,
    );
  try {
    if (!link) return (await insert.first<{ user_id: number }>())?.user_id ?? null;
    const { token } = link;
    const [inserted] = await db.batch([
      insert,
      db
        .prepare(
          `INSERT INTO account_tokens (token_hash, user_id, purpose, created_at, expires_at)
           SELECT ?1, user_id, ?2, ?3, ?4 FROM users WHERE username = ?5`,
        )
        .bind(token.tokenHash, token.purpose, token.now, token.now + token.ttl, account.username),
      ...link.along,
    ]);
    return (inserted!.results[0] as { user_id: number } | undefined)?.user_id ?? null;
  } catch (error) {
    if (String(error).includes('UNIQUE constraint failed')) return null;
    throw error;
  }
}

/** Rows of users without a username key written per D1 batch by the backfill. */
const BACKFILL_PAGE = 100;

/**
 * Gives up to `limit` members from before username keys (migration 0013) their key, oldest first; answers how many got
 * one. A member whose key another member already holds keeps none (the two names look alike) and is logged each run.
 */
export async function backfillUsernameKeys(db: D1Database, limit: number): Promise<number> {
  let afterId = 0;
  let seen = 0;
  let filled = 0;
  while (seen < limit) {
    const { results } = await db
      .prepare('SELECT user_id, username FROM users WHERE username_key IS NULL AND user_id > ?1 ORDER BY user_id LIMIT ?2')
      .bind(afterId, Math.min(BACKFILL_PAGE, limit - seen))
      .all<{ user_id: number; username: string }>();
    if (results.length === 0) break;
    // Setting a key only where no row has it yet never fails, so one look-alike cannot stop the rest of the batch.
    const outcomes = await db.batch(
      results.map((row) =>
        db
          .prepare('UPDATE users SET username_key = ?2 WHERE user_id = ?1 AND NOT EXISTS (SELECT 1 FROM users WHERE username_key = ?2)')
          .bind(row.user_id, usernameKey(row.username)),
      ),
    );
    results.forEach((row, index) => {
      if (outcomes[index]?.meta.changes === 1) filled += 1;
      else console.warn(`username key: member ${row.user_id} (${row.username}) looks like another member's name; left without a key`);
    });
    seen += results.length;
    afterId = results.at(-1)!.user_id;
  }
  return filled;
}

export async function confirmEmail(db: D1Database, userId: number): Promise<void> {
  await db.prepare('UPDATE users SET email_confirmed = 1 WHERE user_id = ?1').bind(userId).run();
}

export async function updatePassword(db: D1Database, userId: number, passwordHash: string): Promise<void> {
  await db.prepare('UPDATE users SET password_hash = ?2 WHERE user_id = ?1').bind(userId, passwordHash).run();
}

export async function linkGoogle(db: D1Database, userId: number, googleSub: string): Promise<void> {
  await db.prepare('UPDATE users SET google_sub = ?2, email_confirmed = 1 WHERE user_id = ?1').bind(userId, googleSub).run();
}

export async function recordLogin(db: D1Database, userId: number, now: number): Promise<void> {
  await db.prepare('UPDATE users SET last_login_at = ?2 WHERE user_id = ?1').bind(userId, now).run();
}

/**
 * Stores a link token's hash, with the statements `along` it (the mail that tells of it) in the same transaction;
 * earlier tokens of the same purpose for the member stop working.
 */
export async function insertAccountToken(db: D1Database, userId: number, token: LinkToken, along: D1PreparedStatement[] = []): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM account_tokens WHERE user_id = ?1 AND purpose = ?2').bind(userId, token.purpose),
    db
      .prepare('INSERT INTO account_tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(token.tokenHash, userId, token.purpose, token.now, token.now + token.ttl),
    ...along,
  ]);
}

/** The member of a valid, unexpired token, which is used up by this call (single use); null otherwise. */
export async function takeAccountToken(db: D1Database, tokenHash: string, purpose: TokenPurpose, now: number): Promise<number | null> {
  const row = await db
    .prepare('DELETE FROM account_tokens WHERE token_hash = ?1 AND purpose = ?2 RETURNING user_id, expires_at')
    .bind(tokenHash, purpose)
    .first<{ user_id: number; expires_at: number }>();
  return row && row.expires_at > now ? row.user_id : null;
}

/** Whether a token is valid without using it up (the reset form is shown before the new password is sent). */
export async function peekAccountToken(db: D1Database, tokenHash: string, purpose: TokenPurpose, now: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS ok FROM account_tokens WHERE token_hash = ?1 AND purpose = ?2 AND expires_at > ?3')
    .bind(tokenHash, purpose, now)
    .first();
  return row !== null;
}

export async function deleteExpiredAccountTokens(db: D1Database, now: number): Promise<void> {
  await db.prepare('DELETE FROM account_tokens WHERE expires_at <= ?1').bind(now).run();
}
