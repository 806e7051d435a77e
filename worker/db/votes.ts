// Votes on videos and albums: one per member and object; the object's likes, dislikes and rating are recounted from
// the votes in the same transaction, so they stay exact however many members vote at once.
import { OBJECT_TABLES as TARGETS, type RatedObject as VoteObject } from './object-tables';

export type { VoteObject };

export interface VoteCounts {
  likes: number;
  dislikes: number;
}

/** Whether a listed (active, not private) object exists; members vote and comment only on those. */
export async function objectIsOpen(db: D1Database, type: VoteObject, objectId: number): Promise<boolean> {
  const { table, id } = TARGETS[type];
  const row = await db.prepare(`SELECT 1 AS ok FROM ${table} WHERE ${id} = ?1 AND status_id = 1 AND is_private = 0`).bind(objectId).first();
  return row !== null;
}

/** Records the vote unless the member voted on the object before; answers whether it counted and the new counts. */
export async function castVote(
  db: D1Database, type: VoteObject, objectId: number, userId: number, vote: 0 | 1, now: number,
): Promise<{ counted: boolean; counts: VoteCounts }> {
  const { table, id } = TARGETS[type];
  const count = (value: 0 | 1) => `(SELECT COUNT(*) FROM votes WHERE object_type = ?1 AND object_id = ?2 AND vote = ${value})`;
  const [inserted, , counts] = await db.batch([
    db.prepare('INSERT OR IGNORE INTO votes (object_type, object_id, user_id, vote, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(type, objectId, userId, vote, now),
    db.prepare(
      `UPDATE ${table} SET likes = ${count(1)}, dislikes = ${count(0)},
              rating = CASE WHEN ${count(1)} + ${count(0)} > 0 THEN 5.0 * ${count(1)} / (${count(1)} + ${count(0)}) ELSE 0 END
        WHERE ${id} = ?2`,
    ).bind(type, objectId),
    db.prepare(`SELECT likes, dislikes FROM ${table} WHERE ${id} = ?1`).bind(objectId),
  ]);
  return { counted: inserted!.meta.changes > 0, counts: counts!.results[0] as VoteCounts };
}
