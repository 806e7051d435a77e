// Signed-in member from the opaque session cookie, looked up by its hash; null for guests. A page read also reads what
// the page adds for the member (options.pageState), keyed by the session, in the same D1 round trip.
// When D1 cannot say who the member is, a page read goes on as a guest's with `accountsUnavailable` set (pages show
// their public copy); a write cannot be done without knowing the member, so it is refused as D1 being unavailable.
// Members-only pages ask for the member through signedInMember(), so such a member gets the outage notice, never the
// guest's way (home, or sign in) as if signed out.
import type { Context, MiddlewareHandler } from 'hono';
import { sha256Hex } from '../auth/random';
import { sessionIdOf } from '../auth/session-cookie';
import type { MemberRef } from '../db/member-ref';
import { DatabaseUnavailable } from '../db/request-database';
import { readSessionUser } from '../db/sessions';
import type { AppEnv, SessionUser } from '../env';
import type { MemberPageState } from '../loaders/member-page-state';

export interface SessionOptions {
  /** The member's own state a page at `path` shows, or null when it shows none. */
  pageState: (db: D1Database, path: string, member: MemberRef) => Promise<MemberPageState> | null;
}

export function session(options: SessionOptions): MiddlewareHandler<AppEnv> {
  return async function sessionUser(c, next) {
    const sessionId = sessionIdOf(c);
    const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
    let user: SessionUser | null = null;
    if (sessionId) {
      const member = { sessionHash: await sha256Hex(sessionId), now: Math.floor(Date.now() / 1000) };
      try {
        // Both reads start together, so they go out as one batch.
        const [found, state] = await Promise.all([
          readSessionUser(c.env.DB, member.sessionHash, member.now),
          reading ? options.pageState(c.env.DB, c.req.path, member) : null,
        ]);
        user = found;
        if (found && state) c.set('memberPageState', state);
      } catch (error) {
        if (!(error instanceof DatabaseUnavailable) || !reading) throw error;
        c.set('accountsUnavailable', true);
      }
    }
    c.set('user', user);
    await next();
  };
}

/**
 * The signed-in member, or null for a guest. A visitor whose session could not be read (D1 unavailable) is neither:
 * that throws DatabaseUnavailable, which answers the localised "briefly unavailable" notice (503).
 */
export function signedInMember(c: Context<AppEnv>): SessionUser | null {
  if (c.get('accountsUnavailable')) throw new DatabaseUnavailable('the session could not be read');
  return c.get('user');
}
