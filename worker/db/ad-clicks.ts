// Ad clicks per creative and day: one row per zone, creative and UTC day, counted up by the click redirect.

export interface AdClickCount {
  zone_id: string;
  creative_id: string;
  day: string;
  clicks: number;
}

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

/** The daily click counts of one creative, newest day first. */
export async function listAdClicks(db: D1Database, zoneId: string, creativeId: string): Promise<AdClickCount[]> {
  const { results } = await db
    .prepare('SELECT zone_id, creative_id, day, clicks FROM ad_clicks WHERE zone_id = ?1 AND creative_id = ?2 ORDER BY day DESC')
    .bind(zoneId, creativeId)
    .all<AdClickCount>();
  return results;
}
