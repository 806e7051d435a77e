// Writes analytics to D1 in batches: events wait in the isolate, and one D1 round trip takes every event that arrived
// while the previous one was under way. A busy site (events already waiting as a round trip starts) first gathers for
// GATHER_MS, so it writes a few batches a second instead of one per page view or two, each batch's events in one
// statement (npm run bench: the cached listing makes 0.89x of a static asset with the stand-in and 0.97x without it;
// one statement per event made 0.86x); a quiet one writes each event at once. The write starts a macrotask after the
// response, so X-D1-Round-Trips counts only what the page took.
import { addCampaignDayStatement, insertAnalyticsEventsStatement, type AnalyticsEventRow, type CampaignCounts } from '../db/analytics';

export interface AnalyticsWrite {
  /** An event for the D1 stand-in, when it records this one. */
  event: AnalyticsEventRow | null;
  /** What to add to a campaign's day of the rollup. */
  rollup: { site: string; campaign: string; day: number; add: CampaignCounts } | null;
}

/** Events per D1 batch at most. */
const BATCH = 100;
/**
 * Batches one drain writes before leaving the rest to the next event's drain: it runs in the waitUntil of the request
 * that started it, whose time is bounded, and each round trip may take up to the request database's time limit.
 */
const ROUNDS = 5;
/** How long a busy site's round trip waits for more events to join it. */
const GATHER_MS = 100;

const waiting: AnalyticsWrite[] = [];
let draining = false;

function statementsOf(db: D1Database, writes: readonly AnalyticsWrite[]): D1PreparedStatement[] {
  const days = new Map<string, NonNullable<AnalyticsWrite['rollup']>>();
  for (const { rollup } of writes) {
    if (!rollup) continue;
    const key = `${rollup.site}/${rollup.day}/${rollup.campaign}`;
    const sum = days.get(key)?.add ?? { visits: 0, signups: 0, uploads: 0 };
    days.set(key, {
      ...rollup, add: { visits: sum.visits + rollup.add.visits, signups: sum.signups + rollup.add.signups, uploads: sum.uploads + rollup.add.uploads },
    });
  }
  const events = writes.flatMap(({ event }) => (event ? [event] : []));
  return [
    ...(events.length > 0 ? [insertAnalyticsEventsStatement(db, events)] : []),
    ...[...days.values()].map(({ site, campaign, day, add }) => addCampaignDayStatement(db, site, campaign, day, add)),
  ];
}

async function drain(db: D1Database): Promise<void> {
  try {
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (let round = 0; round < ROUNDS && waiting.length > 0; round++) {
      if (waiting.length > 1) await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
      const writes = waiting.splice(0, BATCH);
      try {
        await db.batch(statementsOf(db, writes));
      } catch (error) {
        // Analytics lose these events; the pages they counted were answered long ago.
        console.warn(`analytics: ${writes.length} events not stored`, error);
      }
    }
  } finally {
    draining = false;
  }
}

/** Queues a write; the request that finds no drain under way starts one in its waitUntil. */
export function queueAnalyticsWrite(db: D1Database, write: AnalyticsWrite, waitUntil: (promise: Promise<unknown>) => void): void {
  if (!write.event && !write.rollup) return;
  waiting.push(write);
  if (draining) return;
  draining = true;
  waitUntil(drain(db));
}
