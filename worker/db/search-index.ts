// The full-text index of listed videos (migrations/0010_video_search.sql): triggers keep it in step with every write;
// bulk loads pause them and rebuild the index from the tables in one pass, as `npm run search:rebuild` does.

/** Videos re-indexed per statement, so each statement stays well inside D1's per-query time limit. */
const REBUILD_CHUNK = 20_000;

const pauseSql = (paused: boolean) => `UPDATE search_index_control SET bulk_load = ${paused ? 1 : 0} WHERE id = 1`;

/** Pauses (true) or resumes (false) the index triggers; while paused, writes leave the index behind. */
export async function setSearchBulkLoad(db: D1Database, paused: boolean): Promise<void> {
  await db.prepare(pauseSql(paused)).run();
}

/**
 * The statements that rebuild the index for video ids up to `maxId`: pause the triggers, empty the index, fill it
 * from video_search_source a range of ids at a time, resume. Plain SQL, so they can also run through
 * `wrangler d1 execute --remote --file` (see `npm run search:rebuild -- --sql`).
 */
export function rebuildStatements(maxId: number, chunk: number = REBUILD_CHUNK): string[] {
  const fills: string[] = [];
  for (let low = 1; low <= maxId; low += chunk) {
    fills.push(
      `INSERT INTO video_search (rowid, title, description, tags) SELECT video_id, title, description, tags ` +
        `FROM video_search_source WHERE video_id BETWEEN ${low} AND ${low + chunk - 1}`,
    );
  }
  return [pauseSql(true), 'DELETE FROM video_search', ...fills, pauseSql(false)];
}

/** Rebuilds the index from the tables (rebuildStatements); returns the number of videos indexed. */
export async function rebuildSearchIndex(db: D1Database, chunk: number = REBUILD_CHUNK): Promise<number> {
  const range = await db.prepare('SELECT COALESCE(MAX(video_id), 0) AS high FROM videos').first<{ high: number }>();
  for (const sql of rebuildStatements(range!.high, chunk)) await db.prepare(sql).run();
  const indexed = await db.prepare('SELECT COUNT(*) AS n FROM video_search').first<{ n: number }>();
  return indexed!.n;
}
