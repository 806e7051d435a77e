// The worker's entry point: every request goes through the Hono app with its own view of D1 (coalesced reads, counted
// round trips, outages as DatabaseUnavailable); queued view statistics and search terms are written in batches; a cron
// refreshes the denormalised counters, list totals and rankings (top in country, popular today)
// and prunes expired sessions, link tokens, old rate-limit attempts, marks of counted views older than their window,
// analytics stand-in events older than 90 days (a bounded number per run), unfinished uploads past their expiry, and
// media a new processing replaced once its links have expired, and import files held a day and never started; it also
// publishes the re-adds whose day has come.
import { app } from './app';
import { pruneAccountState } from './auth/prune';
import { backfillUsernameKeys } from './db/accounts';
import { refreshCounters } from './db/counters';
import { requestDatabase } from './db/request-database';
import { emptyMediaTrash } from './media/trash';
import { expireUploads } from './uploads/expiry';
import { publishReadds } from './uploads/owner-acts';
import { bumpCatalogueGeneration } from './cache/generation';
import type { Bindings } from './env';
import { pruneAnalyticsEvents } from './stats/analytics';
import { checkPartnerEmbeds } from './imports/embed-check';
import { expireHeldFiles } from './imports/held-files';
import { IMPORT_QUEUE, consumeImports, type ImportMessage } from './imports/run';
import { pullDueFeeds } from './imports/feed-pull';
import { SEARCH_QUEUE, consumeSearchTerms, type SearchTermMessage } from './stats/search-terms';
import { consumeViews, pruneViewMarks, type ViewMessage } from './stats/views';

/**
 * D1 answering nothing for D1_SILENCE_MS, or one round trip waiting past D1_LIMIT_MS however busy D1 is, is an outage:
 * pages fall back to cached copies, writes answer "try again". The silence limit can be set per deployment.
 */
const D1_SILENCE_MS = 3000;
const D1_LIMIT_MS = 25_000;

/** Members from before username keys that one cron run gives a key (migration 0013). */
const USERNAME_KEYS_PER_RUN = 1000;

// The entry module exports handlers only: workerd refuses to start on any other named export.
export default {
  fetch: (request: Request, env: Bindings, ctx: ExecutionContext) =>
    app.fetch(request, { ...env, DB: requestDatabase(env.DB, { silenceMs: Number(env.D1_SILENCE_MS) || D1_SILENCE_MS, limitMs: D1_LIMIT_MS }) }, ctx),
  // Batches of the search terms' and the imports' queues go to their consumers; every other batch is view statistics.
  queue: (batch, env) =>
    batch.queue === SEARCH_QUEUE
      ? consumeSearchTerms(batch as MessageBatch<SearchTermMessage>, env.DB)
      : batch.queue === IMPORT_QUEUE
        ? consumeImports(batch as MessageBatch<ImportMessage>, env)
        : consumeViews(batch as MessageBatch<ViewMessage>, env.DB),
  scheduled: (controller, env, ctx) =>
    ctx.waitUntil(
      Promise.all([
        refreshCounters(env.DB),
        backfillUsernameKeys(env.DB, USERNAME_KEYS_PER_RUN),
        pruneAccountState(env.DB, Math.floor(controller.scheduledTime / 1000)),
        pruneViewMarks(env.DB, Math.floor(controller.scheduledTime / 1000)),
        pruneAnalyticsEvents(env.DB, Math.floor(controller.scheduledTime / 1000)),
        expireUploads(env.DB, env.MEDIA, Math.floor(controller.scheduledTime / 1000)),
        emptyMediaTrash(env.DB, env.MEDIA, Math.floor(controller.scheduledTime / 1000)),
        expireHeldFiles(env.DB, env.MEDIA, Math.floor(controller.scheduledTime / 1000)),
        checkPartnerEmbeds(env.DB, Math.floor(controller.scheduledTime / 1000)),
        pullDueFeeds(env, Math.floor(controller.scheduledTime / 1000)),
        publishReadds(env.DB, Math.floor(controller.scheduledTime / 1000)).then((published) => (published > 0 ? bumpCatalogueGeneration(env) : undefined)),
      ]),
    ),
} satisfies ExportedHandler<Bindings>;
