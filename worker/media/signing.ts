// Signed, expiring media URLs (HMAC-SHA256 with the MEDIA_SECRET binding): video files are only served to
// links the site handed out lately, so a raw R2 key or an old link does not hotlink.
import { SIGNED_URL_SECONDS } from '../config/limits';
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

const ALIGN_SECONDS = 3600;

/** Play links feed the players; download links answer as attachments (the landing hands them out after its wait). */
export type MediaPurpose = 'play' | 'download';
export const MEDIA_PURPOSES: readonly MediaPurpose[] = ['play', 'download'];

/**
 * A signed grant to one folder of media (a video's renditions and playlists) for a purpose until a time. It sits in
 * the path, `/media/{purpose}/{expires}.{signature}/{dir}/{file}`, so what a playlist names relatively (`360.m3u8`,
 * `360.mp4`) resolves inside the same grant. It covers the files directly in `dir`, not the folders below.
 */
export interface MediaGrant {
  dir: string;
  purpose: MediaPurpose;
  expires: number;
  signature: string;
}

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

const grantText = (dir: string, purpose: MediaPurpose, expires: number) => `${purpose}\n${dir}/\n${expires}`;

function toBase64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

export function expiryFrom(nowSeconds: number): number {
  return (Math.floor(nowSeconds / ALIGN_SECONDS) + 1) * ALIGN_SECONDS + SIGNED_URL_SECONDS;
}

/** An HMAC-SHA256 signature of a text, base64url. */
export async function sign(secret: string, text: string): Promise<string> {
  return toBase64Url(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(text)));
}

/** Checks a signature made by sign(); WebCrypto compares in constant time. */
export async function verify(secret: string, text: string, signature: string): Promise<boolean> {
  const bytes = fromBase64Url(signature);
  return bytes !== null && crypto.subtle.verify('HMAC', await hmacKey(secret), bytes, encoder.encode(text));
}

/** A grant to `dir` for `purpose`, expiring on the whole hour 6 to 7 hours from `nowSeconds`. */
export async function grantMedia(secret: string, dir: string, purpose: MediaPurpose, nowSeconds: number): Promise<MediaGrant> {
  const expires = expiryFrom(nowSeconds);
  return { dir, purpose, expires, signature: await sign(secret, grantText(dir, purpose, expires)) };
}

/** The path of a file of the granted folder. */
export function grantedPath(grant: MediaGrant, file: string): string {
  return `/media/${grant.purpose}/${grant.expires}.${grant.signature}/${grant.dir}/${file}`;
}

export type Verdict = 'valid' | 'expired' | 'forged';

/** Checks a grant read from a path (`token` is its `{expires}.{signature}`) for a folder. */
export async function checkGrant(secret: string, dir: string, purpose: MediaPurpose, token: string, nowSeconds: number): Promise<Verdict> {
  const match = /^([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'forged';
  const expires = Number(match[1]);
  if (!(await verify(secret, grantText(dir, purpose, expires), match[2]!))) return 'forged';
  return expires > nowSeconds ? 'valid' : 'expired';
}
