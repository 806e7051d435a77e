// Visitor country from Cloudflare's request.cf.country; locally a CF-IPCountry header may override it.
import type { MiddlewareHandler } from 'hono';
import { UNKNOWN_COUNTRY, isCountryCode } from '../config/countries';
import type { AppEnv } from '../env';

export interface CountryOptions {
  /** Whether a CF-IPCountry request header may override the edge's value (local runs and tests only). */
  trustHeader: (env: AppEnv['Bindings']) => boolean;
}

export function country(options: CountryOptions): MiddlewareHandler<AppEnv> {
  return async function countryFromEdge(c, next) {
    const fromEdge = (c.req.raw as { cf?: IncomingRequestCfProperties }).cf?.country;
    const fromHeader = options.trustHeader(c.env) ? c.req.header('CF-IPCountry')?.toUpperCase() : undefined;
    const value = [fromHeader, typeof fromEdge === 'string' ? fromEdge : undefined].find(isCountryCode);
    c.set('country', value ?? UNKNOWN_COUNTRY);
    await next();
  };
}
