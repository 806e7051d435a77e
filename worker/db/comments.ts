// Comments on videos, albums and other objects, newest first.
import type { Page } from './videos';

export type CommentObject = 'video' | 'album';

export interface Comment {
  comment_id: number;
  user_id: number;
  username: string;
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
        `SELECT c.comment_id, c.user_id, u.username, u.avatar, c.added_date, c.comment FROM ${from}
          ORDER BY c.added_date DESC, c.comment_id DESC LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
      )
      .bind(q.objectType, q.objectId),
    db.prepare(`SELECT COUNT(*) AS total FROM ${from}`).bind(q.objectType, q.objectId),
  ]);
  return { items: rows!.results as Comment[], total: (count!.results[0] as { total: number }).total };
}
