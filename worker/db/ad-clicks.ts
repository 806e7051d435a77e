// Ad clicks per creative and day: one row per zone, creative and UTC day, counted up by the click redirect.

/** Counts one click on a zone's creative on a day (YYYY-MM-DD). */
export async function countAdClick(db: D1Database, zoneId: string, creativeId: string, day: string): Promise<void> {
  await db
    .prepare(
      `INSERT INTO ad_clicks (zone_id, creative_id, day, clicks) VALUES (?1, ?2, ?3, 1)
       ON CONFLICT (zone_id, creative_id, day) DO UPDATE SET clicks = clicks + 1`,
    )
    .bind(zoneId, creativeId, day)
    .run();
}

export interface AdClickTotalRow {
  zone_id: string;
  creative_id: string;
  clicks: number;
}

export interface AdClickDayRow extends AdClickTotalRow {
  /** YYYY-MM-DD, UTC. */
  day: string;
}

/**
 * Clicks from day `since` (YYYY-MM-DD) on: one page of the rows per zone, creative and day (newest day first), how many
 * such rows there are, and each creative's totals over the whole range (most clicks first). The table holds one row per
 * creative and day, a few thousand a year, so reading a range needs no index of its own.
 */
export async function listAdClickDays(
  db: D1Database, since: string, page: number, perPage: number,
): Promise<{ items: AdClickDayRow[]; total: number; totals: AdClickTotalRow[] }> {
  const [rows, count, totals] = await db.batch<AdClickDayRow | { n: number } | AdClickTotalRow>([
    db.prepare(
      `SELECT zone_id, creative_id, day, clicks FROM ad_clicks WHERE day >= ?1
        ORDER BY day DESC, zone_id, creative_id LIMIT ?2 OFFSET ?3`,
    ).bind(since, perPage, (page - 1) * perPage),
    db.prepare('SELECT COUNT(*) AS n FROM ad_clicks WHERE day >= ?1').bind(since),
    db.prepare(
      `SELECT zone_id, creative_id, SUM(clicks) AS clicks FROM ad_clicks WHERE day >= ?1
        GROUP BY zone_id, creative_id ORDER BY clicks DESC, zone_id, creative_id`,
    ).bind(since),
  ]);
  return {
    items: rows!.results as AdClickDayRow[],
    total: (count!.results[0] as { n: number }).n,
    totals: totals!.results as AdClickTotalRow[],
  };
}
