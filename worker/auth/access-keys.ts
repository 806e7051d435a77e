// A request made with a key for machines (db/access-keys.ts): `Authorization: Bearer {key}`, or `?key={key}` where a
// link must carry it (a feed's address). The key's holder is the staff member who made it, with their role now.
import type { Context } from 'hono';
import { useAccessKey, type AccessKeyKind, type KeyHolder } from '../db/access-keys';
import type { AppEnv } from '../env';
import { nowSeconds } from '../http/clock';
import { sha256Hex } from './random';

const KEY = /^[A-Za-z0-9_-]{20,100}$/;

/** The live key of this kind the request carries, and who holds it; null for none, another kind or a revoked one. */
export async function requestKeyHolder(c: Context<AppEnv>, kind: AccessKeyKind): Promise<KeyHolder | null> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  const key = bearer ?? c.req.query('key');
  if (!key || !KEY.test(key)) return null;
  return useAccessKey(c.env.DB, kind, await sha256Hex(key), nowSeconds());
}

/** The staff member an import token acts for, while they are still staff. */
export async function importTokenStaff(c: Context<AppEnv>): Promise<(KeyHolder & { role: NonNullable<KeyHolder['role']> }) | null> {
  const holder = await requestKeyHolder(c, 'import');
  return holder && holder.role ? { ...holder, role: holder.role } : null;
}
