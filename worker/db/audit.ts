// The audit log: every console action (and a moderator's deletion where content stands) with who took it, when, on
// what, the state before and after, and the reason; admins read it filtered by actor, action or target.
export const AUDIT_ACTIONS = [
  'video.approve', 'video.reject', 'video.edit', 'video.take_down', 'video.restore',
  'album.approve', 'album.reject', 'album.edit',
  'video.undo', 'album.undo',
  'report.dismiss', 'report.reply', 'report.take_down_post',
  'member.disable', 'member.enable', 'member.grant_moderator', 'member.revoke_moderator', 'member.grant_uploader', 'member.revoke_uploader',
  'comment.delete', 'wall_post.delete',
  'job.retry', 'job.ladders', 'runner.revoke', 'runner_token.create', 'runner_token.revoke',
  'video.owner_delete', 'video.owner_private', 'video.owner_public', 'video.owner_readd',
  'album.owner_delete', 'album.owner_private', 'album.owner_public',
  'video.owner_edit', 'album.owner_edit',
  'search_term.hide', 'search_blocklist.edit',
  'account.delete',
  'import.start', 'import.finish', 'category_synonym.add', 'category_synonym.remove',
  'access_key.create', 'access_key.revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = [
  'video', 'album', 'report', 'member', 'comment', 'wall_post', 'job', 'runner', 'runner_token', 'search_term', 'search_blocklist', 'import', 'category', 'access_key',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export interface AuditActor {
  userId: number;
  username: string;
}

export interface AuditEntry {
  action: AuditAction;
  targetType: AuditTarget;
  /** The target's id, or the row the batch's previous statement inserted (an object the same batch makes). */
  targetId: number | 'last-inserted';
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * The audit entry of an action, for the batch that takes it. With `ifChanged` it is written only when the statement
 * just before it in the batch changed a row: an action someone else took first leaves no entry.
 */
/**
 * Who an entry names: a staff member, or no account (userId null): one deleted since the action began (an import that
 * finishes after its starter left), or a scheduled job named by what it is (a sister site's feed).
 */
export interface AuditAuthor {
  userId: number | null;
  username: string;
}

export function auditStatement(
  db: D1Database,
  actor: AuditAuthor,
  entry: AuditEntry,
  now: number,
  options: { ifChanged?: boolean } = {},
): D1PreparedStatement {
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  return db
    .prepare(
      `INSERT INTO audit_log (actor_id, actor_name, action, target_type, target_id, before, after, reason, created_at)
       SELECT ?1, ?2, ?3, ?4, ${entry.targetId === 'last-inserted' ? 'last_insert_rowid()' : '?5'}, ?6, ?7, ?8, ?9${options.ifChanged ? ' WHERE changes() > 0' : ''}`,
    )
    .bind(actor.userId, actor.username, entry.action, entry.targetType, entry.targetId === 'last-inserted' ? null : entry.targetId, json(entry.before), json(entry.after), entry.reason ?? null, now);
}

export interface AuditRow {
  entry_id: number;
  actor_id: number | null;
  actor_name: string;
  action: AuditAction;
  target_type: AuditTarget;
  target_id: number;
  before: string | null;
  after: string | null;
  reason: string | null;
  created_at: number;
}

/** The latest entry of one of `actions` on a target, the newest first. */
export function readLatestEntry(db: D1Database, target: { type: AuditTarget; id: number }, actions: readonly AuditAction[]): Promise<AuditRow | null> {
  return db
    .prepare(
      `SELECT * FROM audit_log WHERE target_type = ?1 AND target_id = ?2 AND action IN (${actions.map((_, i) => `?${i + 3}`).join(', ')})
        ORDER BY created_at DESC, entry_id DESC LIMIT 1`,
    )
    .bind(target.type, target.id, ...actions)
    .first<AuditRow>();
}

export interface AuditFilter {
  actor?: string;
  action?: AuditAction;
  targetType?: AuditTarget;
  targetId?: number;
}

export async function listAudit(db: D1Database, filter: AuditFilter, page: number, perPage: number): Promise<{ items: AuditRow[]; total: number }> {
  const where: string[] = [];
  const params: (string | number)[] = [];
  const add = (sql: string, value: string | number) => {
    params.push(value);
    where.push(sql.replace('?', `?${params.length}`));
  };
  if (filter.actor) add('actor_name = ? COLLATE NOCASE', filter.actor);
  if (filter.action) add('action = ?', filter.action);
  if (filter.targetType) add('target_type = ?', filter.targetType);
  if (filter.targetId !== undefined) add('target_id = ?', filter.targetId);
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, count] = await db.batch<AuditRow | { n: number }>([
    db.prepare(`SELECT * FROM audit_log ${clause} ORDER BY created_at DESC, entry_id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`).bind(...params),
    db.prepare(`SELECT COUNT(*) AS n FROM audit_log ${clause}`).bind(...params),
  ]);
  return { items: rows!.results as AuditRow[], total: (count!.results[0] as { n: number }).n };
}
