// Members as the console sees them: found by name or e-mail, with their state, role and what they did; disabled
// (status 0: hidden, their login refused, their sessions ended) and enabled again with the status they had, given or
// refused the moderator role, and the trusted uploader status (6) of spec section 6.
export const DISABLED = 0;
export const MEMBER = 2;
export const TRUSTED_UPLOADER = 6;

export interface StaffMemberRow {
  user_id: number;
  username: string;
  email: string | null;
  status_id: number;
  enabled_status_id: number | null;
  role: 'member' | 'moderator' | 'admin';
  created_at: number;
  last_login_at: number | null;
}

const COLUMNS = 'user_id, username, email, status_id, enabled_status_id, role, created_at, last_login_at';

/** Members whose name starts with `query` (any case; the NOCASE index serves it) or whose e-mail is it, newest first; all for an empty query. */
export async function searchMembers(db: D1Database, query: string, page: number, perPage: number): Promise<{ items: StaffMemberRow[]; total: number }> {
  const where = query ? `WHERE username LIKE ?1 ESCAPE '\\' OR email = ?2` : '';
  const params = query ? [`${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`, query] : [];
  const [rows, count] = await db.batch<StaffMemberRow | { n: number }>([
    db.prepare(`SELECT ${COLUMNS} FROM users ${where} ORDER BY user_id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`).bind(...params),
    db.prepare(`SELECT COUNT(*) AS n FROM users ${where}`).bind(...params),
  ]);
  return { items: rows!.results as StaffMemberRow[], total: (count!.results[0] as { n: number }).n };
}

export interface StaffMemberDetail extends StaffMemberRow {
  videos: number;
  comments: number;
  wall_posts: number;
  sessions: number;
}

export function readStaffMember(db: D1Database, userId: number, now: number): Promise<StaffMemberDetail | null> {
  return db
    .prepare(
      `SELECT ${COLUMNS},
              (SELECT COUNT(*) FROM videos WHERE user_id = ?1) AS videos,
              (SELECT COUNT(*) FROM comments WHERE user_id = ?1 AND status_id = 1) AS comments,
              (SELECT COUNT(*) FROM wall_posts WHERE user_id = ?1) AS wall_posts,
              (SELECT COUNT(*) FROM sessions WHERE user_id = ?1 AND expires_at > ?2) AS sessions
         FROM users WHERE user_id = ?1`,
    )
    .bind(userId, now)
    .first<StaffMemberDetail>();
}

/** Disables an enabled account, keeping its status for later; its sessions end in the same batch. */
export function disableStatements(db: D1Database, userId: number): D1PreparedStatement[] {
  return [
    db.prepare(`UPDATE users SET enabled_status_id = status_id, status_id = ${DISABLED} WHERE user_id = ?1 AND status_id <> ${DISABLED}`).bind(userId),
    db.prepare('DELETE FROM sessions WHERE user_id = ?1').bind(userId),
  ];
}

export function enableStatement(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare(`UPDATE users SET status_id = COALESCE(enabled_status_id, ${MEMBER}), enabled_status_id = NULL WHERE user_id = ?1 AND status_id = ${DISABLED} AND deleted_at IS NULL`)
    .bind(userId);
}

export function setRoleStatement(db: D1Database, userId: number, role: 'member' | 'moderator'): D1PreparedStatement {
  return db.prepare(`UPDATE users SET role = ?2 WHERE user_id = ?1 AND role <> 'admin'`).bind(userId, role);
}

/** Gives (status 6) or takes back (status 2) the uploader's own management of their videos; a disabled account keeps it for later. */
export function setUploaderStatement(db: D1Database, userId: number, trusted: boolean): D1PreparedStatement {
  const to = trusted ? TRUSTED_UPLOADER : MEMBER;
  return db
    .prepare(
      `UPDATE users SET status_id = CASE WHEN status_id = ${DISABLED} THEN status_id ELSE ?2 END,
                        enabled_status_id = CASE WHEN status_id = ${DISABLED} THEN ?2 ELSE enabled_status_id END
        WHERE user_id = ?1`,
    )
    .bind(userId, to);
}
