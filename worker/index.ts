// The worker's entry point: every request goes through the Hono app; queued view statistics are written in batches;
// a cron refreshes the denormalised counters, list totals and rankings (top in country, popular today).
import { app } from './app';
import { refreshCounters } from './db/counters';
import type { Bindings } from './env';
import { consumeViews, type ViewMessage } from './stats/views';

export default {
  fetch: app.fetch,
  queue: (batch, env) => consumeViews(batch as MessageBatch<ViewMessage>, env.DB),
  scheduled: (_controller, env, ctx) => ctx.waitUntil(refreshCounters(env.DB)),
} satisfies ExportedHandler<Bindings>;
