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
