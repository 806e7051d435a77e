// Signed, expiring links through which a runner downloads what it processes (an upload's source, an album's photos):
// those objects are never public, and a link leaks nothing once it has expired.
import { SOURCE_LINK_SECONDS } from '../config/uploads';
import { sign, verify } from '../media/signing';

export const SOURCE_PATH = '/api/runners/source/';

const message = (key: string, expires: number) => `source\n${key}\n${expires}`;

/** An absolute link to an R2 object for a runner, valid SOURCE_LINK_SECONDS. */
export async function sourceLink(secret: string, origin: string, key: string, now: number): Promise<string> {
  const expires = now + SOURCE_LINK_SECONDS;
  return `${origin}${SOURCE_PATH}${key}?e=${expires}&s=${await sign(secret, message(key, expires))}`;
}

/** Whether a request's `e` and `s` sign this key and have not expired. */
export async function isValidSourceLink(secret: string, key: string, query: URLSearchParams, now: number): Promise<boolean> {
  const expires = query.get('e') ?? '';
  if (!/^[0-9]{1,12}$/.test(expires) || Number(expires) <= now) return false;
  return verify(secret, message(key, Number(expires)), query.get('s') ?? '');
}
