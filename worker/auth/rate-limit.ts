// Rate limits of the account and contact forms: at most `max` counted attempts per subject inside a sliding window,
// each decided and recorded in one atomic step.
import { deleteAttempts, insertAttemptsWithin } from '../db/auth-attempts';

/**
 * The windows (documented in the README and docs/api.md):
 * - failed logins: 5 per account (its username and its email share them) and 20 per IP address in 15 minutes; a success
 *   clears the account's count;
 * - sign-ups: 5 new accounts per IP address an hour;
 * - restore mails: 3 per email address and 10 per IP address an hour;
 * - contact messages: 5 per IP address an hour.
 * A blocked subject is refused before any password is hashed, so floods cost no PBKDF2 time.
 */
export const RATE_LIMITS = {
  login_account: { max: 5, window: 15 * 60 },
  login_ip: { max: 20, window: 15 * 60 },
  signup_ip: { max: 5, window: 60 * 60 },
  restore_email: { max: 3, window: 60 * 60 },
  restore_ip: { max: 10, window: 60 * 60 },
  contact_ip: { max: 5, window: 60 * 60 },
} as const;

export type RateScope = keyof typeof RATE_LIMITS;

/** The longest window: attempts older than this count for nothing and the cron deletes them. */
export const LONGEST_WINDOW = Math.max(...Object.values(RATE_LIMITS).map((limit) => limit.window));

/** Attempts taken for a request; `giveBack` returns them when what was attempted turns out not to count. */
export interface Attempt {
  giveBack: () => Promise<void>;
}

/**
 * Takes one attempt from every subject's allowance before the work is done, or null when one of them has none left.
 * An attempt in flight already counts, so N parallel requests let exactly the limit through.
 */
export async function takeAttempt(db: D1Database, subjects: [RateScope, string][], now: number): Promise<Attempt | null> {
  const limits = subjects.map(([scope, subject]) => ({ scope, subject, max: RATE_LIMITS[scope].max, since: now - RATE_LIMITS[scope].window }));
  const ids = await insertAttemptsWithin(db, limits, now);
  return ids && { giveBack: () => deleteAttempts(db, ids) };
}
