// Posts on member and model walls: adding one, deleting one (its author or the wall's member), and the 5-in-10-minutes count.
export type WallType = 'member' | 'model';

export async function insertWallPost(db: D1Database, p: { wallType: WallType; wallId: number; userId: number; body: string; now: number }): Promise<number> {
  const row = await db
    .prepare('INSERT INTO wall_posts (wall_type, wall_id, user_id, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5) RETURNING post_id')
    .bind(p.wallType, p.wallId, p.userId, p.body, p.now)
    .first<{ post_id: number }>();
  return row!.post_id;
}

export async function countWallPostsSince(db: D1Database, userId: number, since: number): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM wall_posts WHERE user_id = ?1 AND created_at > ?2').bind(userId, since).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Deletes a post its author wrote or that is on the member's own wall; the wall it was on, or null when it was not theirs to delete. */
export async function deleteWallPost(db: D1Database, userId: number, postId: number): Promise<{ wall_type: WallType; wall_id: number } | null> {
  return db
    .prepare(
      `DELETE FROM wall_posts WHERE post_id = ?1 AND (user_id = ?2 OR (wall_type = 'member' AND wall_id = ?2))
       RETURNING wall_type, wall_id`,
    )
    .bind(postId, userId)
    .first<{ wall_type: WallType; wall_id: number }>();
}
