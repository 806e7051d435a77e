// Comments on videos, albums and other objects, newest first.
import { USER_VISIBLE, type UserVisible } from './member-visibility';
import type { Allowance } from './allowance';
import { OBJECT_TABLES } from './object-tables';
import type { Page } from './videos';

export type CommentObject = 'video' | 'album';

export interface Comment {
  comment_id: number;
  user_id: number;
  username: string;
  user_visible: UserVisible;
  avatar: string | null;
  /** Its square card sizes' stem, or null. */
  avatar_set: string | null;
  added_date: number;
  comment: string;
}

/** A page of an object's visible comments, newest first, and their count; null when the object does not exist. */
export async function listComments(
  db: D1Database,
  q: { objectType: CommentObject; objectId: number; page: number; perPage: number },
): Promise<Page<Comment> | null> {
  const { table, id } = OBJECT_TABLES[q.objectType];
  const from = `comments c JOIN users u ON u.user_id = c.user_id
    WHERE c.object_type = ?1 AND c.object_id = ?2 AND c.status_id = 1`;
  const [object, rows, count] = await db.batch([
    db.prepare(`SELECT 1 AS found FROM ${table} WHERE ${id} = ?1`).bind(q.objectId),
    db
      .prepare(
        `SELECT c.comment_id, c.user_id, u.username, ${USER_VISIBLE}, u.avatar, u.avatar_set, c.added_date, c.comment FROM ${from}
          ORDER BY c.added_date DESC, c.comment_id DESC LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
      )
      .bind(q.objectType, q.objectId),
    db.prepare(`SELECT COUNT(*) AS total FROM ${from}`).bind(q.objectType, q.objectId),
  ]);
  if (object!.results.length === 0) return null;
  return { items: rows!.results as Comment[], total: (count!.results[0] as { total: number }).total };
}

/**
 * Adds the comment, when the member has written fewer than the allowance's comments since its moment, and recounts
 * the object's visible comments in the same transaction; the comment id, or null when the allowance was used up.
 */
export async function insertComment(
  db: D1Database, q: { objectType: CommentObject; objectId: number; userId: number; text: string; now: number; within: Allowance },
): Promise<number | null> {
  const { table, id } = OBJECT_TABLES[q.objectType];
  const [inserted] = await db.batch([
    db.prepare(
      `INSERT INTO comments (object_type, object_id, user_id, comment, added_date) SELECT ?1, ?2, ?3, ?4, ?5
        WHERE (SELECT COUNT(*) FROM comments WHERE user_id = ?3 AND added_date > ?6) < ?7 RETURNING comment_id`,
    ).bind(q.objectType, q.objectId, q.userId, q.text, q.now, q.within.since, q.within.max),
    db.prepare(
      `UPDATE ${table} SET comments_count = (SELECT COUNT(*) FROM comments WHERE object_type = ?1 AND object_id = ?2 AND status_id = 1)
        WHERE ${id} = ?2`,
    ).bind(q.objectType, q.objectId),
  ]);
  return (inserted!.results[0] as { comment_id: number } | undefined)?.comment_id ?? null;
}

export interface VisibleComment {
  comment_id: number;
  object_type: CommentObject;
  object_id: number;
  user_id: number;
  comment: string;
}

export function readVisibleComment(db: D1Database, commentId: number): Promise<VisibleComment | null> {
  return db
    .prepare('SELECT comment_id, object_type, object_id, user_id, comment FROM comments WHERE comment_id = ?1 AND status_id = 1')
    .bind(commentId)
    .first<VisibleComment>();
}

/**
 * Removes a visible comment (status 5) and recounts its object's visible comments, for the batch that also writes the
 * audit entry; the removal is the first statement, so an entry written `ifChanged` right after it follows it.
 */
export function removeCommentStatements(db: D1Database, comment: Pick<VisibleComment, 'comment_id' | 'object_type' | 'object_id'>): [D1PreparedStatement, D1PreparedStatement] {
  const { table, id } = OBJECT_TABLES[comment.object_type];
  return [
    db.prepare('UPDATE comments SET status_id = 5 WHERE comment_id = ?1 AND status_id = 1').bind(comment.comment_id),
    db.prepare(
      `UPDATE ${table} SET comments_count = (SELECT COUNT(*) FROM comments WHERE object_type = ?1 AND object_id = ?2 AND status_id = 1)
        WHERE ${id} = ?2`,
    ).bind(comment.object_type, comment.object_id),
  ];
}
