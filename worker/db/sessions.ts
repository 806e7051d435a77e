// Sessions: the member behind a session hash, if the session is still valid.
import type { SessionUser } from '../env';

interface SessionRow {
  user_id: number;
  username: string;
  avatar: string | null;
  status_id: number;
  role: SessionUser['role'];
  unread: number;
}

export async function readSessionUser(db: D1Database, sessionHash: string, now: number): Promise<SessionUser | null> {
  const row = await db
    .prepare(
      `SELECT u.user_id, u.username, u.avatar, u.status_id, u.role,
              (SELECT COUNT(*) FROM messages m WHERE m.recipient_id = u.user_id AND m.read_at IS NULL) AS unread
         FROM sessions s JOIN users u ON u.user_id = s.user_id
        WHERE s.session_hash = ?1 AND s.expires_at > ?2 AND u.status_id <> 0`,
    )
    .bind(sessionHash, now)
    .first<SessionRow>();
  return row
    ? { userId: row.user_id, username: row.username, avatar: row.avatar, statusId: row.status_id, role: row.role, unreadMessages: row.unread }
    : null;
}

export async function insertSession(db: D1Database, sessionHash: string, userId: number, now: number, ttl: number): Promise<void> {
  await db
    .prepare('INSERT INTO sessions (session_hash, user_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(sessionHash, userId, now, now + ttl)
    .run();
}

export async function deleteSession(db: D1Database, sessionHash: string): Promise<void> {
  await db.prepare('DELETE FROM sessions WHERE session_hash = ?1').bind(sessionHash).run();
}

/** Every session of a member but the one kept (after a password change), or all of them (after a restore). */
export async function deleteMemberSessions(db: D1Database, userId: number, keepHash: string | null = null): Promise<void> {
  await db.prepare('DELETE FROM sessions WHERE user_id = ?1 AND session_hash IS NOT ?2').bind(userId, keepHash).run();
}

export async function deleteExpiredSessions(db: D1Database, now: number): Promise<void> {
  await db.prepare('DELETE FROM sessions WHERE expires_at <= ?1').bind(now).run();
}
