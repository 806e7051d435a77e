// Member sessions: a random opaque id in an HttpOnly, Secure, SameSite=Lax cookie; only its SHA-256 is stored.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { deleteSession, insertSession } from '../db/sessions';
import type { AppEnv } from '../env';
import { sharedCookieDomain } from '../config/cookie-domain';
import { TOKEN_PATTERN, randomToken, sha256Hex } from './random';

export const SESSION_COOKIE = 'sid';
/** A session lasts 30 days from login. */
export const SESSION_TTL = 30 * 86_400;
/**
 * An HttpOnly, Secure, SameSite=Lax cookie every language host shares (worker/config/language-hosts.ts): the session's,
 * and the visit's campaign (worker/stats/campaigns.ts).
 */
export function sharedPrivateCookie(c: Context<AppEnv>) {
  return { path: '/', httpOnly: true, secure: true, sameSite: 'Lax', domain: sharedCookieDomain(c.get('languageHost')) } as const;
}

/** The session id the request carries, when it has the shape of one. */
export function sessionIdOf(c: Context<AppEnv>): string | null {
  const id = getCookie(c, SESSION_COOKIE);
  return id && TOKEN_PATTERN.test(id) ? id : null;
}

/**
 * Signs the member in with a brand-new session id. Whatever session the request carried is destroyed first, so an id
 * planted or seen before login is worthless after it (session fixation).
 */
export async function startSession(c: Context<AppEnv>, userId: number, now: number): Promise<void> {
  const previous = sessionIdOf(c);
  if (previous) await deleteSession(c.env.DB, await sha256Hex(previous));
  const id = randomToken();
  await insertSession(c.env.DB, await sha256Hex(id), userId, now, SESSION_TTL);
  setCookie(c, SESSION_COOKIE, id, { ...sharedPrivateCookie(c), maxAge: SESSION_TTL });
}

/** Destroys the request's session server-side and clears its cookie. */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const id = sessionIdOf(c);
  if (id) await deleteSession(c.env.DB, await sha256Hex(id));
  deleteCookie(c, SESSION_COOKIE, sharedPrivateCookie(c));
}
