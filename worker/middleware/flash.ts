// One-time notices after a redirect (flash): a handler sets a notice code, the next page shows it once as a toast.
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env';

export const FLASH_COOKIE = 'flash';

/** Every notice a redirect may carry, and whether it reports a success or an error; texts are `notify.{code}`. */
export const NOTICES = {
  signup_sent: 'success',
  email_confirmed: 'success',
  confirm_link_invalid: 'error',
  restore_sent: 'success',
  password_reset: 'success',
  restore_link_invalid: 'error',
  profile_changed: 'success',
  password_changed: 'success',
  avatar_changed: 'success',
  cover_changed: 'success',
  google_failed: 'error',
  login_required: 'error',
  contact_sent: 'success',
} as const;

export type NoticeCode = keyof typeof NOTICES;
export interface Notice {
  code: NoticeCode;
  kind: (typeof NOTICES)[NoticeCode];
}

export function isNoticeCode(value: string | undefined): value is NoticeCode {
  return value !== undefined && Object.hasOwn(NOTICES, value);
}

/** Carries a notice to the page the response redirects to. */
export function setFlash(c: Context<AppEnv>, code: NoticeCode): void {
  setCookie(c, FLASH_COOKIE, code, { path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: 60 });
}

/** Reads the notice of the previous response, if any, and clears it so it shows once. */
export function flash(): MiddlewareHandler<AppEnv> {
  return async function readFlash(c, next) {
    const code = getCookie(c, FLASH_COOKIE);
    if (code !== undefined) deleteCookie(c, FLASH_COOKIE, { path: '/', httpOnly: true, secure: true, sameSite: 'Lax' });
    c.set('notice', isNoticeCode(code) ? { code, kind: NOTICES[code] } : null);
    await next();
  };
}
