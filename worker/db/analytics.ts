// Navigation analytics in D1: the local stand-in for the Analytics Engine dataset (analytics_events) and the
// per-campaign daily rollup (campaign_days) the console reads.
export interface AnalyticsEventRow {
  at: number;
  /** The site it was counted on (its file's feedName): sister sites may share a catalogue. */
  site: string;
  kind: 'page' | 'signup' | 'upload';
  route: string;
  lang: string;
  section: string;
  country: string;
  /** '' when the event carries none. */
  campaign: string;
  htmx: boolean;
}

/**
 * Inserts events in one statement whatever their number: they travel as one JSON array (a statement binds at most 100
 * values), and SQLite unpacks it in their order.
 */
export function insertAnalyticsEventsStatement(db: D1Database, events: readonly AnalyticsEventRow[]): D1PreparedStatement {
  const rows = events.map((e) => [e.at, e.kind, e.route, e.lang, e.section, e.country, e.campaign, e.htmx ? 1 : 0, e.site]);
  return db
    .prepare(
      `INSERT INTO analytics_events (at, kind, route, lang, section, country, campaign, htmx, site)
       SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7, value ->> 8
       FROM json_each(?1) ORDER BY key`,
    )
    .bind(JSON.stringify(rows));
}

export interface CampaignCounts {
  visits: number;
  signups: number;
  uploads: number;
}

/** Adds to a campaign's counts of one day (days since 1970-01-01, UTC) on one site. */
export function addCampaignDayStatement(db: D1Database, site: string, campaign: string, day: number, add: CampaignCounts): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO campaign_days (site, campaign, day, visits, signups, uploads) VALUES (?6, ?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (site, campaign, day) DO UPDATE
         SET visits = visits + excluded.visits, signups = signups + excluded.signups, uploads = uploads + excluded.uploads`,
    )
    .bind(campaign, day, add.visits, add.signups, add.uploads, site);
}

export interface CampaignDayRow extends CampaignCounts {
  site: string;
  campaign: string;
  day: number;
}

/** The sites the rollup has counted on ('' for rows from before sites were named), for the console's filter. */
export async function listCampaignSites(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare('SELECT DISTINCT site FROM campaign_days ORDER BY site').all<{ site: string }>();
  return results.map((row) => row.site);
}

export interface CampaignTotalRow extends CampaignCounts {
  campaign: string;
}

/**
 * Campaigns' counts from day `since` on, on one site or (null) every site: one page of the rows per site, campaign and
 * day (newest day first), how many such rows there are, and each campaign's totals over the whole range (most visits
 * first).
 */
export async function listCampaignDays(
  db: D1Database, since: number, page: number, perPage: number, site: string | null = null,
): Promise<{ items: CampaignDayRow[]; total: number; totals: CampaignTotalRow[] }> {
  const where = 'day >= ?1 AND (?4 IS NULL OR site = ?4)';
  const [rows, count, totals] = await db.batch<CampaignDayRow | { n: number } | CampaignTotalRow>([
    db.prepare(
      `SELECT site, campaign, day, visits, signups, uploads FROM campaign_days WHERE ${where}
        ORDER BY day DESC, campaign, site LIMIT ?2 OFFSET ?3`,
    ).bind(since, perPage, (page - 1) * perPage, site),
    db.prepare(`SELECT COUNT(*) AS n FROM campaign_days WHERE ${where}`).bind(since, null, null, site),
    db.prepare(
      `SELECT campaign, SUM(visits) AS visits, SUM(signups) AS signups, SUM(uploads) AS uploads FROM campaign_days
        WHERE ${where} GROUP BY campaign ORDER BY visits DESC, campaign`,
    ).bind(since, null, null, site),
  ]);
  return {
    items: rows!.results as CampaignDayRow[],
    total: (count!.results[0] as { n: number }).n,
    totals: totals!.results as CampaignTotalRow[],
  };
}

/**
 * Deletes stand-in events from before `before` (unix seconds) among the `limit` oldest event ids, and tells how many
 * went. Ids grow with time, so the oldest events sit at the start of the key: the walk over that key range stays
 * bounded however large the table is, where a search by time (no index) would scan it all.
 */
export async function deleteAnalyticsEventsBefore(db: D1Database, before: number, limit: number): Promise<number> {
  const result = await db
    .prepare('DELETE FROM analytics_events WHERE event_id < (SELECT MIN(event_id) FROM analytics_events) + ?2 AND at < ?1')
    .bind(before, limit)
    .run();
  return result.meta.changes;
}
