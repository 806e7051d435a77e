// The full-text indexes of listed videos, trigrams (migrations/0010_video_search.sql) and CJK bigrams
// (0017_cjk_search.sql): triggers keep both in step with every write; bulk loads pause them and rebuild both from the
// tables in one pass, as `npm run search:rebuild` does.

/** Videos re-indexed per statement, so each statement stays well inside D1's per-query time limit. */
const REBUILD_CHUNK = 20_000;

const pauseSql = (paused: boolean) => `UPDATE search_index_control SET bulk_load = ${paused ? 1 : 0} WHERE id = 1`;

/** Pauses (true) or resumes (false) the index triggers; while paused, writes leave the index behind. */
export async function setSearchBulkLoad(db: D1Database, paused: boolean): Promise<void> {
  await db.prepare(pauseSql(paused)).run();
}

/** Each index and the columns of video_search_source it is filled from (title, description, tags). */
const INDEX_SOURCES = {
  video_search: 'title, description, tags',
  video_bigrams: 'title_bigrams, description_bigrams, tags_bigrams',
};

/**
 * The statements that rebuild the indexes for video ids up to `maxId`: pause the triggers, empty the indexes, fill
 * them from video_search_source a range of ids at a time, resume. Plain SQL, so they can also run through
 * `wrangler d1 execute --remote --file` (see `npm run search:rebuild -- --sql`).
 */
export function rebuildStatements(maxId: number, chunk: number = REBUILD_CHUNK): string[] {
  const fills: string[] = [];
  for (let low = 1; low <= maxId; low += chunk) {
    for (const [table, columns] of Object.entries(INDEX_SOURCES)) {
      fills.push(
        `INSERT INTO ${table} (rowid, title, description, tags) SELECT video_id, ${columns} ` +
          `FROM video_search_source WHERE video_id BETWEEN ${low} AND ${low + chunk - 1}`,
      );
    }
  }
  const empty = Object.keys(INDEX_SOURCES).map((table) => `DELETE FROM ${table}`);
  return [pauseSql(true), ...empty, ...fills, pauseSql(false)];
}

/** Rebuilds the indexes from the tables (rebuildStatements); returns the number of videos indexed. */
export async function rebuildSearchIndex(db: D1Database, chunk: number = REBUILD_CHUNK): Promise<number> {
  const range = await db.prepare('SELECT COALESCE(MAX(video_id), 0) AS high FROM videos').first<{ high: number }>();
  for (const sql of rebuildStatements(range!.high, chunk)) await db.prepare(sql).run();
  const indexed = await db.prepare('SELECT COUNT(*) AS n FROM video_search').first<{ n: number }>();
  return indexed!.n;
}
