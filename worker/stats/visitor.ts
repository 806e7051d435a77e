// Who a view is from, without storing addresses: a member by id, anyone else by a hash of client address and
// User-Agent; and the address on its own (hashed) for the per-address ceilings. Hashes are HMACs salted with MEDIA_SECRET.
import { sign } from '../media/signing';

export interface Viewer {
  /** `u{userId}` for a member, otherwise `a{hash of address and User-Agent}`. */
  visitor: string;
  /** A hash of the client address alone. */
  address: string;
}

/** 22 base64url characters (132 bits) of an HMAC: plenty against collisions, half the bytes in every row and index. */
const HASH_LENGTH = 22;

async function saltedHash(secret: string, text: string): Promise<string> {
  return (await sign(secret, text)).slice(0, HASH_LENGTH);
}

export async function viewerOf(secret: string, userId: number | null, ip: string, userAgent: string): Promise<Viewer> {
  const address = await saltedHash(secret, `address\n${ip}`);
  const visitor = userId === null ? `a${await saltedHash(secret, `visitor\n${ip}\n${userAgent}`)}` : `u${userId}`;
  return { visitor, address };
}
