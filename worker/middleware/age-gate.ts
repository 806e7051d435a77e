// Age gate and cookie notice state: which overlays this visitor still has to see.
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { countryNeedsGate } from '../config/countries';
import type { AppEnv } from '../env';

export const AGE_COOKIE = '_agev';
export const COOKIE_NOTICE_COOKIE = 'cookie_notice';

export function ageGate(): MiddlewareHandler<AppEnv> {
  return async function ageGateState(c, next) {
    c.set('showAgeGate', countryNeedsGate(c.get('country')) && getCookie(c, AGE_COOKIE) !== '1');
    c.set('showCookieNotice', getCookie(c, COOKIE_NOTICE_COOKIE) !== '1');
    await next();
  };
}
