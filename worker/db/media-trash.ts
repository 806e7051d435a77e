// Media waiting to be deleted from R2: files a new processing replaced, kept until every link to them has expired.

/** The statement that puts keys in the trash until `deleteAfter` (for the batch of the change that replaced them). */
export function trashMediaStatement(db: D1Database, keys: readonly string[], deleteAfter: number): D1PreparedStatement {
  return db
    .prepare('INSERT OR IGNORE INTO media_trash (r2_key, delete_after) SELECT value, ?2 FROM json_each(?1)')
    .bind(JSON.stringify(keys), deleteAfter);
}

/** Keys due for deletion, oldest first. */
export async function listDueMedia(db: D1Database, now: number, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT r2_key FROM media_trash WHERE delete_after <= ?1 ORDER BY delete_after LIMIT ?2')
    .bind(now, limit)
    .all<{ r2_key: string }>();
  return results.map((row) => row.r2_key);
}

export async function forgetTrashedMedia(db: D1Database, keys: readonly string[]): Promise<void> {
  await db.prepare('DELETE FROM media_trash WHERE r2_key IN (SELECT value FROM json_each(?1))').bind(JSON.stringify(keys)).run();
}
