// Members' posts as a report names them: a visible comment or a wall post, with its author's name and its text.
import type { ReportedPost } from '../domain/vocabularies';

export interface ReportablePost {
  username: string;
  text: string;
}

export function readReportablePost(db: D1Database, post: ReportedPost, id: number): Promise<ReportablePost | null> {
  const sql = post === 'comment'
    ? 'SELECT u.username, c.comment AS text FROM comments c JOIN users u ON u.user_id = c.user_id WHERE c.comment_id = ?1 AND c.status_id = 1'
    : 'SELECT u.username, w.body AS text FROM wall_posts w JOIN users u ON u.user_id = w.user_id WHERE w.post_id = ?1';
  return db.prepare(sql).bind(id).first<ReportablePost>();
}
