// Tells how many D1 round trips a response took (X-D1-Round-Trips), for the benchmark and tests; local runs only.
import type { MiddlewareHandler } from 'hono';
import type { RequestDatabase } from '../db/request-database';
import type { AppEnv, Bindings } from '../env';

export const ROUND_TRIPS_HEADER = 'X-D1-Round-Trips';

export interface RoundTripsOptions {
  enabled: (env: Bindings) => boolean;
}

export function roundTrips(options: RoundTripsOptions): MiddlewareHandler<AppEnv> {
  return async function roundTripsHeader(c, next) {
    await next();
    const count = (c.env.DB as Partial<RequestDatabase>).roundTrips;
    if (options.enabled(c.env) && count !== undefined) c.res.headers.set(ROUND_TRIPS_HEADER, String(count));
  };
}
