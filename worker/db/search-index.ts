// The full-text index of listed videos (migrations/0010_video_search.sql): triggers keep it in step with every write;
// bulk loads pause them and rebuild the index from the tables in one pass, as `npm run search:rebuild` does.

/** Videos re-indexed per statement, so each statement stays well inside D1's per-query time limit. */
const REBUILD_CHUNK = 20_000;

/** Pauses (true) or resumes (false) the index triggers; while paused, writes leave the index behind. */
export async function setSearchBulkLoad(db: D1Database, paused: boolean): Promise<void> {
  await db.prepare('UPDATE search_index_control SET bulk_load = ?1 WHERE id = 1').bind(paused ? 1 : 0).run();
}

/**
 * Empties the index and fills it again from video_search_source, a range of video ids per statement, then resumes
 * the triggers. Returns the number of videos indexed.
 */
export async function rebuildSearchIndex(db: D1Database, chunk: number = REBUILD_CHUNK): Promise<number> {
  await setSearchBulkLoad(db, true);
  await db.prepare('DELETE FROM video_search').run();
  const range = await db.prepare('SELECT MIN(video_id) AS low, MAX(video_id) AS high FROM videos').first<{ low: number | null; high: number | null }>();
  if (range?.low != null && range.high != null) {
    const insert = db.prepare(
      `INSERT INTO video_search (rowid, title, description, tags)
         SELECT video_id, title, description, tags FROM video_search_source WHERE video_id BETWEEN ?1 AND ?2`,
    );
    for (let low = range.low; low <= range.high; low += chunk) await insert.bind(low, low + chunk - 1).run();
  }
  await setSearchBulkLoad(db, false);
  const listed = await db.prepare('SELECT COUNT(*) AS n FROM videos WHERE status_id = 1 AND is_private = 0').first<{ n: number }>();
  return listed!.n;
}
