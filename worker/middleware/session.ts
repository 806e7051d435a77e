// Signed-in member from the opaque session cookie, looked up by its hash; null for guests. When D1 cannot say who the
// member is, a page read goes on as a guest's with `accountsUnavailable` set (pages show their public copy); a write
// cannot be done without knowing the member, so it is refused as D1 being unavailable.
import type { MiddlewareHandler } from 'hono';
import { sha256Hex } from '../auth/random';
import { sessionIdOf } from '../auth/session-cookie';
import { DatabaseUnavailable } from '../db/request-database';
import { readSessionUser } from '../db/sessions';
import type { AppEnv, SessionUser } from '../env';

export function session(): MiddlewareHandler<AppEnv> {
  return async function sessionUser(c, next) {
    const sessionId = sessionIdOf(c);
    let user: SessionUser | null = null;
    if (sessionId) {
      try {
        user = await readSessionUser(c.env.DB, await sha256Hex(sessionId), Math.floor(Date.now() / 1000));
      } catch (error) {
        if (!(error instanceof DatabaseUnavailable) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) throw error;
        c.set('accountsUnavailable', true);
      }
    }
    c.set('user', user);
    await next();
  };
}
