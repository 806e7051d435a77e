// Posts on member and model walls: adding one (at most 5 in 10 minutes), deleting one (its author or the wall's member).
import type { Allowance } from './allowance';

export type WallType = 'member' | 'model';

/** Adds the post within the member's allowance of posts; its id, or null when the allowance was used up. */
export async function insertWallPost(
  db: D1Database, p: { wallType: WallType; wallId: number; userId: number; body: string; now: number; within: Allowance },
): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO wall_posts (wall_type, wall_id, user_id, body, created_at) SELECT ?1, ?2, ?3, ?4, ?5
        WHERE (SELECT COUNT(*) FROM wall_posts WHERE user_id = ?3 AND created_at > ?6) < ?7 RETURNING post_id`,
    )
    .bind(p.wallType, p.wallId, p.userId, p.body, p.now, p.within.since, p.within.max)
    .first<{ post_id: number }>();
  return row?.post_id ?? null;
}

export interface DeletedWallPost {
  wall_type: WallType;
  wall_id: number;
  user_id: number;
  body: string;
}

/** Deletes a wall post whoever wrote it (a moderator acting on a report), for the batch that audits it. */
export function deleteWallPostStatement(db: D1Database, postId: number): D1PreparedStatement {
  return db.prepare('DELETE FROM wall_posts WHERE post_id = ?1').bind(postId);
}

/**
 * Deletes a post its author wrote or that is on the member's own wall (any post for a moderator, `anyPost`); the post
 * as it was, or null when it was not theirs to delete.
 */
export async function deleteWallPost(db: D1Database, userId: number, postId: number, anyPost = false): Promise<DeletedWallPost | null> {
  return db
    .prepare(
      `DELETE FROM wall_posts WHERE post_id = ?1 AND (?3 = 1 OR user_id = ?2 OR (wall_type = 'member' AND wall_id = ?2))
       RETURNING wall_type, wall_id, user_id, body`,
    )
    .bind(postId, userId, anyPost ? 1 : 0)
    .first<DeletedWallPost>();
}
