// Signed-in member from the opaque session cookie, looked up by its hash; null for guests.
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { readSessionUser } from '../db/sessions';
import type { AppEnv } from '../env';

export const SESSION_COOKIE = 'sid';

export async function hashSessionId(sessionId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sessionId));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function session(): MiddlewareHandler<AppEnv> {
  return async function sessionUser(c, next) {
    const sessionId = getCookie(c, SESSION_COOKIE);
    const user =
      sessionId && /^[A-Za-z0-9_-]{20,100}$/.test(sessionId)
        ? await readSessionUser(c.env.DB, await hashSessionId(sessionId), Math.floor(Date.now() / 1000))
        : null;
    c.set('user', user);
    await next();
  };
}
