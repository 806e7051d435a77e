// The worker's entry point: every request goes through the Hono app; queued view statistics are written in batches.
import { app } from './app';
import type { Bindings } from './env';
import { consumeViews, type ViewMessage } from './stats/views';

export default {
  fetch: app.fetch,
  queue: (batch, env) => consumeViews(batch as MessageBatch<ViewMessage>, env.DB),
} satisfies ExportedHandler<Bindings>;
