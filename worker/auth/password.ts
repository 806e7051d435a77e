// Password hashing: PBKDF2-SHA256 via WebCrypto, stored as pbkdf2-sha256$iterations$salt$hash (base64).
const SCHEME = 'pbkdf2-sha256';
/** workerd refuses PBKDF2 above 100,000 iterations. */
export const MAX_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function decodeBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

async function deriveHash(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number, bits: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const derived = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, bits);
  return new Uint8Array(derived);
}

/** Compares without an early exit, so the time taken does not reveal where the first difference is. */
function equalConstantTime(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ (b[i % b.length] ?? 0);
  return difference === 0;
}

export async function hashPassword(password: string, iterations: number = MAX_ITERATIONS): Promise<string> {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) {
    throw new Error(`iterations must be an integer from 1 to ${MAX_ITERATIONS}`);
  }
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await deriveHash(password, salt, iterations, HASH_BITS);
  return `${SCHEME}$${iterations}$${encodeBase64(salt)}$${encodeBase64(hash)}`;
}

/** False for a wrong password and for any stored value that is not a well-formed hash of this scheme. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterationText, saltText, hashText, ...rest] = stored.split('$');
  if (scheme !== SCHEME || rest.length > 0 || !iterationText || !saltText || !hashText) return false;
  const iterations = Number(iterationText);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) return false;
  const salt = decodeBase64(saltText);
  const expected = decodeBase64(hashText);
  if (!salt || !expected || expected.length === 0 || expected.length > 64) return false;
  const actual = await deriveHash(password, salt, iterations, expected.length * 8);
  return equalConstantTime(actual, expected);
}
