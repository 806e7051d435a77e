// Rate limits of the account forms: at most `max` counted attempts per subject inside a sliding window.
import { countAttempts, insertAttempt } from '../db/auth-attempts';

/**
 * The windows (documented in the README and the issue note):
 * - failed logins: 5 per account and 20 per IP address in 15 minutes; a success clears the account's count;
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

/** True when any of the scoped subjects has used up its attempts. */
export async function isRateLimited(db: D1Database, subjects: [RateScope, string][], now: number): Promise<boolean> {
  const counts = await Promise.all(
    subjects.map(([scope, subject]) => countAttempts(db, scope, subject, now - RATE_LIMITS[scope].window)),
  );
  return counts.some((count, i) => count >= RATE_LIMITS[subjects[i]![0]].max);
}

export async function countAttempt(db: D1Database, subjects: [RateScope, string][], now: number): Promise<void> {
  await Promise.all(subjects.map(([scope, subject]) => insertAttempt(db, scope, subject, now)));
}
