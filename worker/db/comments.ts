// Comments on videos, albums and other objects, newest first.
import { USER_VISIBLE, type UserVisible } from './member-visibility';
import { OBJECT_TABLES } from './object-tables';
import type { Page } from './videos';

export type CommentObject = 'video' | 'album';

export interface Comment {
  comment_id: number;
  user_id: number;
  username: string;
  user_visible: UserVisible;
  avatar: string | null;
  added_date: number;
  comment: string;
}

export async function listComments(
  db: D1Database,
  q: { objectType: CommentObject; objectId: number; page: number; perPage: number },
): Promise<Page<Comment>> {
  const from = `comments c JOIN users u ON u.user_id = c.user_id
    WHERE c.object_type = ?1 AND c.object_id = ?2 AND c.status_id = 1`;
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT c.comment_id, c.user_id, u.username, ${USER_VISIBLE}, u.avatar, c.added_date, c.comment FROM ${from}
          ORDER BY c.added_date DESC, c.comment_id DESC LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
      )
      .bind(q.objectType, q.objectId),
    db.prepare(`SELECT COUNT(*) AS total FROM ${from}`).bind(q.objectType, q.objectId),
  ]);
  return { items: rows!.results as Comment[], total: (count!.results[0] as { total: number }).total };
}

/** How many comments a member wrote since a moment (the 5-in-10-minutes limit). */
export async function countCommentsSince(db: D1Database, userId: number, since: number): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM comments WHERE user_id = ?1 AND added_date > ?2').bind(userId, since).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Adds the comment and recounts the object's visible comments in the same transaction; returns the comment id. */
export async function insertComment(
  db: D1Database, q: { objectType: CommentObject; objectId: number; userId: number; text: string; now: number },
): Promise<number> {
  const { table, id } = OBJECT_TABLES[q.objectType];
  const [inserted] = await db.batch([
    db.prepare('INSERT INTO comments (object_type, object_id, user_id, comment, added_date) VALUES (?1, ?2, ?3, ?4, ?5) RETURNING comment_id')
      .bind(q.objectType, q.objectId, q.userId, q.text, q.now),
    db.prepare(
      `UPDATE ${table} SET comments_count = (SELECT COUNT(*) FROM comments WHERE object_type = ?1 AND object_id = ?2 AND status_id = 1)
        WHERE ${id} = ?2`,
    ).bind(q.objectType, q.objectId),
  ]);
  return (inserted!.results[0] as { comment_id: number }).comment_id;
}
