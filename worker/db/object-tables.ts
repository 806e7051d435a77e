// The tables behind the objects members vote on, comment on and add to lists: whether one is open, and its counters.
export type RatedObject = 'video' | 'album';

export const OBJECT_TABLES: Record<RatedObject, { table: string; id: string }> = {
  video: { table: 'videos', id: 'video_id' },
  album: { table: 'albums', id: 'album_id' },
};

/** Whether a listed (active, not private) object exists; members vote and comment only on those. */
export async function objectIsOpen(db: D1Database, type: RatedObject, objectId: number): Promise<boolean> {
  const { table, id } = OBJECT_TABLES[type];
  const row = await db.prepare(`SELECT 1 AS ok FROM ${table} WHERE ${id} = ?1 AND status_id = 1 AND is_private = 0`).bind(objectId).first();
  return row !== null;
}
