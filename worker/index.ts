// The worker's entry point: every request goes through the Hono app.
import { app } from './app';
import type { Bindings } from './env';

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Bindings>;
