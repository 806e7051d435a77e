// Votes on videos and albums: one per member and object; the object's likes, dislikes and rating are recounted from
// the votes in the same transaction, so they stay exact however many members vote at once.
import { rateVotes } from './counters';
import { OBJECT_TABLES, type RatedObject } from './object-tables';

export interface VoteCounts {
  likes: number;
  dislikes: number;
}

/** Records the vote unless the member voted on the object before; answers whether it counted and the new counts. */
export async function castVote(
  db: D1Database, type: RatedObject, objectId: number, userId: number, vote: 0 | 1, now: number,
): Promise<{ counted: boolean; counts: VoteCounts }> {
  const { table, id } = OBJECT_TABLES[type];
  const [inserted, , counts] = await db.batch([
    db.prepare('INSERT OR IGNORE INTO votes (object_type, object_id, user_id, vote, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(type, objectId, userId, vote, now),
    db.prepare(
      `UPDATE ${table} SET likes = vt.likes, dislikes = vt.dislikes, rating = ${rateVotes('vt')}
         FROM (SELECT COALESCE(SUM(vote), 0) AS likes, COALESCE(SUM(1 - vote), 0) AS dislikes
                 FROM votes WHERE object_type = ?1 AND object_id = ?2) AS vt
        WHERE ${id} = ?2`,
    ).bind(type, objectId),
    db.prepare(`SELECT likes, dislikes FROM ${table} WHERE ${id} = ?1`).bind(objectId),
  ]);
  return { counted: inserted!.meta.changes > 0, counts: counts!.results[0] as VoteCounts };
}
