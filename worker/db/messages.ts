// Private messages between members: conversations (one per other member) with their last message and unread count,
// the messages of one conversation, and read state (a message is read once its recipient opens the conversation).
import { USER_VISIBLE, type UserVisible } from './member-visibility';
import type { Allowance } from './allowance';
import type { Page } from './videos';

export interface Conversation {
  user_id: number;
  username: string;
  user_visible: UserVisible;
  avatar: string | null;
  body: string;
  created_at: number;
  /** Whether the last message was sent by the member whose inbox this is. */
  sent: number;
  unread: number;
}

export interface Message {
  message_id: number;
  sender_id: number;
  body: string;
  created_at: number;
  read_at: number | null;
}

/** Sends the message within the sender's allowance of messages; its id, or null when the allowance was used up. */
export async function insertMessage(
  db: D1Database, m: { senderId: number; recipientId: number; body: string; now: number; within: Allowance },
): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO messages (sender_id, recipient_id, body, created_at) SELECT ?1, ?2, ?3, ?4
        WHERE (SELECT COUNT(*) FROM messages WHERE sender_id = ?1 AND created_at > ?5) < ?6 RETURNING message_id`,
    )
    .bind(m.senderId, m.recipientId, m.body, m.now, m.within.since, m.within.max)
    .first<{ message_id: number }>();
  return row?.message_id ?? null;
}

/** A member's conversations, the latest first; the last message of each (SQLite takes the bare columns from the MAX row). */
export async function listConversations(db: D1Database, q: { userId: number; page: number; perPage: number }): Promise<Page<Conversation>> {
  const mine = `SELECT CASE WHEN sender_id = ?1 THEN recipient_id ELSE sender_id END AS other, message_id, body, created_at,
                       sender_id = ?1 AS sent, (recipient_id = ?1 AND read_at IS NULL) AS unread_one
                  FROM messages WHERE sender_id = ?1 OR recipient_id = ?1`;
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT c.other AS user_id, u.username, ${USER_VISIBLE}, u.avatar, c.body, c.created_at, c.sent, c.unread
           FROM (SELECT other, MAX(message_id) AS last_id, body, created_at, sent, SUM(unread_one) AS unread FROM (${mine}) GROUP BY other) c
           JOIN users u ON u.user_id = c.other
          ORDER BY c.last_id DESC LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
      )
      .bind(q.userId),
    db.prepare(`SELECT COUNT(DISTINCT other) AS total FROM (${mine})`).bind(q.userId),
  ]);
  return { items: rows!.results as Conversation[], total: (count!.results[0] as { total: number }).total };
}

/** One page of the messages between two members, the newest page first, each page in time order. */
export async function listMessages(db: D1Database, q: { userId: number; otherId: number; page: number; perPage: number }): Promise<Page<Message>> {
  const between = '(sender_id = ?1 AND recipient_id = ?2) OR (sender_id = ?2 AND recipient_id = ?1)';
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT * FROM (SELECT message_id, sender_id, body, created_at, read_at FROM messages WHERE ${between}
          ORDER BY message_id DESC LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}) ORDER BY message_id`,
      )
      .bind(q.userId, q.otherId),
    db.prepare(`SELECT COUNT(*) AS total FROM messages WHERE ${between}`).bind(q.userId, q.otherId),
  ]);
  return { items: rows!.results as Message[], total: (count!.results[0] as { total: number }).total };
}

/** Marks what the other member sent as read; the number of messages newly read. */
export async function markRead(db: D1Database, userId: number, otherId: number, now: number): Promise<number> {
  const result = await db
    .prepare('UPDATE messages SET read_at = ?3 WHERE recipient_id = ?1 AND sender_id = ?2 AND read_at IS NULL')
    .bind(userId, otherId, now)
    .run();
  return result.meta.changes;
}
