// Cron housekeeping of account state: expired sessions and link tokens, attempts older than every rate-limit window.
import { deleteExpiredAccountTokens } from '../db/accounts';
import { deleteAttemptsBefore } from '../db/auth-attempts';
import { deleteExpiredSessions } from '../db/sessions';
import { LONGEST_WINDOW } from './rate-limit';

export async function pruneAccountState(db: D1Database, now: number): Promise<void> {
  await Promise.all([deleteExpiredSessions(db, now), deleteExpiredAccountTokens(db, now), deleteAttemptsBefore(db, now - LONGEST_WINDOW)]);
}
