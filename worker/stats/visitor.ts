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

/**
 * The address a visitor is known by: an IPv4 address itself, an IPv6 address by its /64, because an IPv6 host may take
 * any address of its /64 at will (and a household's devices share one), as devices behind a NAT share an IPv4 address.
 */
export function addressBlock(ip: string): string {
  if (!ip.includes(':') || ip.includes('.')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

export async function viewerOf(secret: string, userId: number | null, ip: string, userAgent: string): Promise<Viewer> {
  const block = addressBlock(ip);
  const address = await saltedHash(secret, `address\n${block}`);
  const visitor = userId === null ? `a${await saltedHash(secret, `visitor\n${block}\n${userAgent}`)}` : `u${userId}`;
  return { visitor, address };
}
