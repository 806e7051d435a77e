// Who a runner's request comes from: the runner whose token the Authorization header carries (never a member's session).
import type { Context } from 'hono';
import { sha256Hex } from '../auth/random';
import { touchRunner, type Runner } from '../db/runners';
import type { AppEnv } from '../env';
import { nowSeconds } from '../http/clock';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** The runner behind the request's bearer token (seen now), or null. */
export async function requestRunner(c: Context<AppEnv>): Promise<Runner | null> {
  const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
  return token ? touchRunner(c.env.DB, await sha256Hex(token), nowSeconds()) : null;
}
