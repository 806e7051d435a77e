// Navigation analytics: page views, sign-ups and uploads, each with its campaign (docs/analytics.md). Reporting never
// delays nor fails a response: the data point is a non-blocking write, D1 writes go in batches after the response.
// Sinks: the Workers Analytics Engine dataset (ANALYTICS) when bound; the D1 stand-in analytics_events where that
// dataset cannot be read (local runs, whose binding is miniflare's write-only simulator, or no binding); and the
// campaign_days rollup the console reads, for events with a campaign only.
import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import { DAY_SECONDS } from '../config/limits';
import { SITE } from '../config/site';
import { deleteAnalyticsEventsBefore, type AnalyticsEventRow, type CampaignCounts } from '../db/analytics';
import type { AppEnv, Bindings } from '../env';
import { nowSeconds } from '../http/clock';
import { queueAnalyticsWrite } from './analytics-writer';

export type AnalyticsEventKind = AnalyticsEventRow['kind'];

/** The count in a campaign's day each kind of event adds to. */
const ROLLUP: Record<AnalyticsEventKind, keyof CampaignCounts> = { page: 'visits', signup: 'signups', upload: 'uploads' };

/**
 * The route pattern that answers the request: the first matching route that is not middleware, known before any
 * handler runs, so a page from the page cache names the same route as the page it copies. '' when none matches.
 */
function routeOf(c: Context<AppEnv>): string {
  return matchedRoutes(c).find((route) => route.method !== 'ALL')?.path ?? '';
}

/**
 * An event's Analytics Engine data point: the campaign as index, the blobs in the order docs/analytics.md lists, the
 * last naming the site (its feedName), so sister sites writing to one dataset are told apart.
 */
export function dataPointOf(event: AnalyticsEventRow): AnalyticsEngineDataPoint {
  return {
    indexes: [event.campaign],
    blobs: [event.kind, event.route, event.lang, event.section, event.country, event.campaign, event.htmx ? 'htmx' : 'full', event.site],
    doubles: [1],
  };
}

function needsStandIn(env: Bindings): boolean {
  if (env.ANALYTICS_STAND_IN === 'off') return false;
  return !env.ANALYTICS || env.APP_ENV === 'local';
}

/** Reports one event of this request with its campaign (null: none) to every sink that applies. */
export function reportEvent(c: Context<AppEnv>, kind: AnalyticsEventKind, campaign: string | null): void {
  try {
    const event: AnalyticsEventRow = {
      at: nowSeconds(), site: SITE.feedName, kind, route: routeOf(c), lang: c.get('lang'), section: c.get('section'), country: c.get('country'),
      campaign: campaign ?? '', htmx: c.req.header('HX-Request') === 'true',
    };
    c.env.ANALYTICS?.writeDataPoint(dataPointOf(event));
    const rollup = campaign
      ? { site: event.site, campaign, day: Math.floor(event.at / DAY_SECONDS), add: { visits: 0, signups: 0, uploads: 0, [ROLLUP[kind]]: 1 } }
      : null;
    queueAnalyticsWrite(c.env.DB, { event: needsStandIn(c.env) ? event : null, rollup }, (promise) => c.executionCtx.waitUntil(promise));
  } catch (error) {
    console.warn('analytics: an event was not reported', error);
  }
}

/** A sign-up or an upload, attributed to the campaign the visit remembers (worker/middleware/campaign.ts). */
export function reportConversion(c: Context<AppEnv>, kind: 'signup' | 'upload'): void {
  reportEvent(c, kind, c.get('campaign') ?? null);
}

/** The stand-in keeps what Analytics Engine keeps: three months. */
export const ANALYTICS_EVENTS_KEEP_DAYS = 90;
/** Events one cron run (every 30 minutes) deletes at most, so a run stays short however far behind it is. */
export const ANALYTICS_EVENTS_PRUNED_PER_RUN = 5000;

/** The cron's housekeeping of the D1 stand-in; campaign_days, the console's rollup, is kept for good. */
export function pruneAnalyticsEvents(db: D1Database, now: number): Promise<number> {
  return deleteAnalyticsEventsBefore(db, now - ANALYTICS_EVENTS_KEEP_DAYS * DAY_SECONDS, ANALYTICS_EVENTS_PRUNED_PER_RUN);
}
