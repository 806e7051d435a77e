// Scheduled imports from sister sites (sites/{name}.json, importFeeds; docs/network.md): each due feed's new rows are
// read from the sister's feed export (JSON Lines, paged by id from where the last pull ended), the rows of sections
// this site does not offer are left out, and the rest start an import like a staff member's (worker/imports/run.ts),
// live at once for a trusted feed, else to moderation. The importer refuses rows it already has (ex_tube and ex_id),
// so a pull that reads rows again, after a lost cursor or a retried cron, finds each video once.
import { SITE, type ImportFeed } from '../config/site';
import { listFeedPulls, recordFeedPull, type FeedPull, type FeedPullStatus } from '../db/feed-pulls';
import type { Bindings } from '../env';
import { HELD_PREFIX, holdImportFile } from './held-files';
import { startHeldImport } from './run';

/** Rows asked for per page (the export's maximum), and pages read per pull: a backlog arrives over several runs. */
export const FEED_PULL_PAGE = 1000;
export const FEED_PULL_PAGES = 5;
/** A sister that has not answered in this long is counted as down until the next pull. */
const FEED_TIMEOUT_MS = 20_000;
/** The cron runs every 30 minutes: a feed due a few minutes after a run is taken by that run. */
const SCHEDULE_SLACK_SECONDS = 5 * 60;

export interface FeedPullReport {
  feed: string;
  status: FeedPullStatus;
  rowsRead: number;
  importId: number | null;
}

type Outcome = { status: FeedPullStatus; detail: string | null };

/** One page of the feed: its rows as lines, whether another follows, or why there is none. */
async function readPage(fetcher: typeof fetch, feed: ImportFeed, key: string, after: number): Promise<{ lines: string[]; more: boolean } | Outcome> {
  const url = new URL('/api/feeds/videos.jsonl', feed.origin);
  url.searchParams.set('after', String(after));
  url.searchParams.set('per_page', String(FEED_PULL_PAGE));
  if (feed.category) url.searchParams.set('category', feed.category);
  let response: Response;
  try {
    response = await fetcher(url, { headers: { Authorization: `Bearer ${key}`, Accept: 'application/x-ndjson' }, signal: AbortSignal.timeout(FEED_TIMEOUT_MS) });
  } catch (error) {
    return { status: 'failed', detail: error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'unreachable' };
  }
  if (response.status === 401) return { status: 'refused', detail: '401' };
  if (!response.ok || !response.headers.get('Content-Type')?.startsWith('application/x-ndjson')) {
    await response.body?.cancel();
    return { status: 'failed', detail: String(response.status) };
  }
  const lines = (await response.text()).split('\n').filter((line) => line.trim() !== '');
  return { lines, more: response.headers.get('Link')?.includes('rel="next"') ?? false };
}

/** A row's video id at the sister (ex_id) and section, or null for a line that is not a feed row. */
function readRow(line: string): { id: number; section: string } | null {
  try {
    const row = JSON.parse(line) as { ex_id?: unknown; section?: unknown };
    const id = Number(row.ex_id);
    return Number.isSafeInteger(id) && id > 0 && typeof row.section === 'string' ? { id, section: row.section } : null;
  } catch {
    return null;
  }
}

/** Reads the feed's new rows and starts their import; what the pull found is recorded whatever happens. */
export async function pullFeed(env: Bindings, feed: ImportFeed, pull: FeedPull | undefined, now: number, fetcher: typeof fetch = fetch): Promise<FeedPullReport> {
  const key = (env as unknown as Record<string, unknown>)[feed.keySecret];
  let after = pull?.after_id ?? 0;
  const kept: string[] = [];
  let rowsRead = 0;
  let outcome: Outcome = { status: 'ok', detail: null };
  if (typeof key !== 'string' || key === '') {
    outcome = { status: 'no_key', detail: feed.keySecret };
  } else {
    for (let page = 0; page < FEED_PULL_PAGES; page++) {
      const read = await readPage(fetcher, feed, key, after);
      if ('status' in read) {
        outcome = read;
        break;
      }
      const rows = read.lines.map((line) => ({ line, row: readRow(line) }));
      if (rows.some(({ row }) => row === null)) {
        outcome = { status: 'failed', detail: 'not_a_feed' };
        break;
      }
      rowsRead += rows.length;
      for (const { line, row } of rows) if ((SITE.sections as readonly string[]).includes(row!.section)) kept.push(line);
      after = Math.max(after, ...rows.map(({ row }) => row!.id));
      if (!read.more) break;
    }
  }
  let importId: number | null = null;
  if (kept.length > 0) {
    // The rows read before a failure are imported: the cursor moves past them only with them.
    const filename = `${feed.name}-feed-${now}.jsonl`;
    const token = await holdImportFile(env.MEDIA, new TextEncoder().encode(kept.join('\n') + '\n'), filename);
    const actor = { userId: null, username: `${feed.label} (feed)` };
    importId = await startHeldImport(env, actor, { held: { key: HELD_PREFIX + token, filename }, trusted: feed.trusted, givenFiles: [] });
  }
  await recordFeedPull(env.DB, { feed: feed.name, afterId: after, status: outcome.status, detail: outcome.detail, rowsRead, importId }, now);
  return { feed: feed.name, status: outcome.status, rowsRead, importId };
}

/** Whether a feed's schedule has come: never pulled, or its hours have passed since the last pull. */
export function feedDue(feed: ImportFeed, pull: FeedPull | undefined, now: number): boolean {
  return !pull || now - pull.pulled_at >= feed.everyHours * 3600 - SCHEDULE_SLACK_SECONDS;
}

/** The cron's part: pulls every feed of the site file whose schedule has come, one after another. */
export async function pullDueFeeds(env: Bindings, now: number, fetcher: typeof fetch = fetch): Promise<FeedPullReport[]> {
  if (SITE.importFeeds.length === 0) return [];
  const pulls = await listFeedPulls(env.DB);
  const reports: FeedPullReport[] = [];
  for (const feed of SITE.importFeeds) {
    if (feedDue(feed, pulls.get(feed.name), now)) reports.push(await pullFeed(env, feed, pulls.get(feed.name), now, fetcher));
  }
  return reports;
}
