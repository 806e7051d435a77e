// Keys for machines (migrations/0031_access_keys.sql): feed keys and import tokens, kept as their SHA-256.
import type { StaffRole } from '../moderation/staff';

export type AccessKeyKind = 'feed' | 'import';

export interface AccessKey {
  key_id: number;
  kind: AccessKeyKind;
  label: string;
  user_id: number;
  username: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

/** Who a live key acts for: its maker, with their role now (null once they are no longer staff or are disabled). */
export interface KeyHolder {
  key_id: number;
  user_id: number;
  username: string;
  role: StaffRole | null;
}

export function insertAccessKeyStatement(
  db: D1Database, key: { kind: AccessKeyKind; label: string; tokenHash: string; userId: number }, now: number,
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO access_keys (kind, label, token_hash, user_id, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(key.kind, key.label, key.tokenHash, key.userId, now);
}

export function revokeAccessKeyStatement(db: D1Database, keyId: number, now: number): D1PreparedStatement {
  return db.prepare('UPDATE access_keys SET revoked_at = ?2 WHERE key_id = ?1 AND revoked_at IS NULL').bind(keyId, now);
}

/** Every key, live ones first, newest first. */
export async function listAccessKeys(db: D1Database): Promise<AccessKey[]> {
  const { results } = await db
    .prepare(
      `SELECT k.key_id, k.kind, k.label, k.user_id, u.username, k.created_at, k.last_used_at, k.revoked_at
         FROM access_keys k JOIN users u ON u.user_id = k.user_id
        ORDER BY k.revoked_at IS NOT NULL, k.created_at DESC, k.key_id DESC LIMIT 200`,
    )
    .all<AccessKey>();
  return results;
}

/** The live key of this kind with this hash, marking it used (at most once a minute, to spare writes). */
export async function useAccessKey(db: D1Database, kind: AccessKeyKind, tokenHash: string, now: number): Promise<KeyHolder | null> {
  const holder = await db
    .prepare(
      `SELECT k.key_id, k.user_id, u.username,
              CASE WHEN u.status_id <> 0 AND u.role IN ('moderator', 'admin') THEN u.role END AS role, k.last_used_at
         FROM access_keys k JOIN users u ON u.user_id = k.user_id
        WHERE k.token_hash = ?1 AND k.kind = ?2 AND k.revoked_at IS NULL`,
    )
    .bind(tokenHash, kind)
    .first<KeyHolder & { last_used_at: number | null }>();
  if (!holder) return null;
  if (holder.last_used_at === null || now - holder.last_used_at >= 60) {
    await db.prepare('UPDATE access_keys SET last_used_at = ?2 WHERE key_id = ?1').bind(holder.key_id, now).run();
  }
  const { last_used_at: _used, ...rest } = holder;
  return rest;
}
