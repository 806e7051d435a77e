// Friendship between members: a request (user_id asked friend_id) is pending until the asked member accepts or
// declines it; friends are the accepted rows, whichever side asked. Blocks: a member refuses another's contact.
import { MEMBER_CARD_COLUMNS, type MemberCard } from './members';

/** The relation between two members, seen from the first. */
export type Friendship = 'none' | 'friends' | 'request_sent' | 'request_received' | 'declined';

export interface Relation {
  friendship: Friendship;
  /** The first member blocked the second. */
  blocking: boolean;
  /** The second member blocked the first. */
  blockedBy: boolean;
}

export async function readRelation(db: D1Database, userId: number, otherId: number): Promise<Relation> {
  const row = await db
    .prepare(
      `SELECT (SELECT status FROM friends WHERE user_id = ?1 AND friend_id = ?2) AS sent,
              (SELECT status FROM friends WHERE user_id = ?2 AND friend_id = ?1) AS received,
              EXISTS (SELECT 1 FROM blocks WHERE user_id = ?1 AND blocked_id = ?2) AS blocking,
              EXISTS (SELECT 1 FROM blocks WHERE user_id = ?2 AND blocked_id = ?1) AS blocked_by`,
    )
    .bind(userId, otherId)
    .first<{ sent: string | null; received: string | null; blocking: number; blocked_by: number }>();
  const friendship: Friendship =
    row?.sent === 'accepted' || row?.received === 'accepted' ? 'friends'
      : row?.received === 'pending' ? 'request_received'
        : row?.sent === 'pending' ? 'request_sent'
          : row?.sent === 'declined' ? 'declined' : 'none';
  return { friendship, blocking: row?.blocking === 1, blockedBy: row?.blocked_by === 1 };
}

/** Asks for friendship; false when a row from this member already exists (sent, accepted or declined). */
export async function insertFriendRequest(db: D1Database, userId: number, friendId: number, now: number): Promise<boolean> {
  const result = await db
    .prepare(`INSERT OR IGNORE INTO friends (user_id, friend_id, status, created_at, updated_at) VALUES (?1, ?2, 'pending', ?3, ?3)`)
    .bind(userId, friendId, now)
    .run();
  return result.meta.changes > 0;
}

/** Answers a pending request the asker sent to this member; false when there was none. */
export async function answerFriendRequest(db: D1Database, askerId: number, userId: number, status: 'accepted' | 'declined', now: number): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE friends SET status = ?3, updated_at = ?4 WHERE user_id = ?1 AND friend_id = ?2 AND status = 'pending'`)
    .bind(askerId, userId, status, now)
    .run();
  return result.meta.changes > 0;
}

/** Ends a friendship or withdraws a request, in both directions; false when there was nothing to end. */
export async function removeFriendship(db: D1Database, userId: number, otherId: number): Promise<boolean> {
  const result = await db
    .prepare(
      `DELETE FROM friends WHERE ((user_id = ?1 AND friend_id = ?2) OR (user_id = ?2 AND friend_id = ?1 AND status = 'accepted'))
          AND status <> 'declined'`,
    )
    .bind(userId, otherId)
    .run();
  return result.meta.changes > 0;
}

/** The pending requests sent to a member, newest first, with the askers' cards. */
export async function listFriendRequests(db: D1Database, userId: number): Promise<MemberCard[]> {
  const { results } = await db
    .prepare(
      `SELECT ${MEMBER_CARD_COLUMNS}
         FROM friends f JOIN users u ON u.user_id = f.user_id
        WHERE f.friend_id = ?1 AND f.status = 'pending' AND u.status_id <> 0
        ORDER BY f.created_at DESC LIMIT 100`,
    )
    .bind(userId)
    .all<MemberCard>();
  return results;
}

/** Blocks another member: their friendship and requests end with it. False when already blocked. */
export async function block(db: D1Database, userId: number, blockedId: number, now: number): Promise<boolean> {
  const [insert] = await db.batch([
    db.prepare('INSERT OR IGNORE INTO blocks (user_id, blocked_id, created_at) VALUES (?1, ?2, ?3)').bind(userId, blockedId, now),
    db.prepare('DELETE FROM friends WHERE (user_id = ?1 AND friend_id = ?2) OR (user_id = ?2 AND friend_id = ?1)').bind(userId, blockedId),
  ]);
  return insert!.meta.changes > 0;
}

export async function unblock(db: D1Database, userId: number, blockedId: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM blocks WHERE user_id = ?1 AND blocked_id = ?2').bind(userId, blockedId).run();
  return result.meta.changes > 0;
}
