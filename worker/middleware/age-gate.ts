// Age gate and cookie notice state: which overlays this visitor still has to see, and the gate's language.
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { GATE_TEXT_COUNTRIES } from '../config/countries';
import type { AppEnv } from '../env';

export const AGE_COOKIE = '_agev';
export const COOKIE_NOTICE_COOKIE = 'cookie_notice';

/** `countries`: whose visitors see the gate (the site file's ageGateCountries). */
export function ageGate(options: { countries: readonly string[] }): MiddlewareHandler<AppEnv> {
  const gatedCountries = new Set(options.countries);
  return async function ageGateState(c, next) {
    const gated = gatedCountries.has(c.get('country')) && getCookie(c, AGE_COOKIE) !== '1';
    // Until a language is chosen, a country with its own gate text gets the gate in that language.
    const gateLang = c.get('langChosen') ? c.get('lang') : (GATE_TEXT_COUNTRIES[c.get('country')] ?? c.get('lang'));
    c.set('ageGateLang', gated ? gateLang : null);
    c.set('showCookieNotice', getCookie(c, COOKIE_NOTICE_COOKIE) !== '1');
    await next();
  };
}
