// Signed-in member from the opaque session cookie, looked up by its hash; null for guests.
import type { MiddlewareHandler } from 'hono';
import { sha256Hex } from '../auth/random';
import { sessionIdOf } from '../auth/session-cookie';
import { readSessionUser } from '../db/sessions';
import type { AppEnv } from '../env';

export function session(): MiddlewareHandler<AppEnv> {
  return async function sessionUser(c, next) {
    const sessionId = sessionIdOf(c);
    const user = sessionId ? await readSessionUser(c.env.DB, await sha256Hex(sessionId), Math.floor(Date.now() / 1000)) : null;
    c.set('user', user);
    await next();
  };
}
