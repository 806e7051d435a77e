// Signed, expiring media URLs (HMAC-SHA256 with the MEDIA_SECRET binding): video files are only served to
// links the site handed out lately, so a raw R2 key or an old link does not hotlink.
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

/** A link is valid 6 to 7 hours: expiries are whole hours, so pages stay byte-identical within an hour. */
export const SIGNED_URL_SECONDS = 6 * 3600;
const ALIGN_SECONDS = 3600;

export interface SignedMedia {
  key: string;
  expires: number;
  /** Answer with Content-Disposition: attachment (the download landing). */
  download: boolean;
}

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

const message = (m: SignedMedia) => `${m.key}\n${m.expires}\n${m.download ? 'dl' : 'play'}`;

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

/** `/media/{key}?e={expires}&s={signature}` (plus `&dl=1` for a download). */
export async function signedMediaUrl(secret: string, media: SignedMedia): Promise<string> {
  return `/media/${media.key}?e=${media.expires}${media.download ? '&dl=1' : ''}&s=${await sign(secret, message(media))}`;
}

export type Verdict = 'valid' | 'expired' | 'forged';

/** Checks a request's e, s and dl parameters for a key. */
export async function verifyMedia(secret: string, key: string, query: URLSearchParams, nowSeconds: number): Promise<{ verdict: Verdict; download: boolean }> {
  const expiresText = query.get('e') ?? '';
  const download = query.get('dl') === '1';
  if (!/^[0-9]{1,12}$/.test(expiresText)) return { verdict: 'forged', download };
  const expires = Number(expiresText);
  if (!(await verify(secret, message({ key, expires, download }), query.get('s') ?? ''))) return { verdict: 'forged', download };
  return { verdict: expires > nowSeconds ? 'valid' : 'expired', download };
}
