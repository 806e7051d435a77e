// Google sign-in (/api/login.g.php): OAuth 2.0 authorisation code with PKCE (S256) and state, linking the Google
// account to a member by its id, else by its verified email, else creating a confirmed member. Off unless configured.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { UNKNOWN_COUNTRY } from '../config/countries';
import { findAccountByEmail, findAccountByGoogle, findTaken, insertAccount, linkGoogle } from '../db/accounts';
import type { AppEnv, Bindings } from '../env';
import { nowSeconds } from '../http/clock';
import { safeBack } from '../http/location';
import { reportConversion } from '../stats/analytics';
import { USERNAME_MAX, USERNAME_MIN, signInAs } from './accounts';
import { TOKEN_PATTERN, pkceChallenge, randomToken } from './random';

export const GOOGLE_AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const GOOGLE_PATH = '/api/login.g.php';
/** Holds state, PKCE verifier and the page to come back to, for the ten minutes a sign-in may take. */
export const GOOGLE_COOKIE = 'g_oauth';
const GOOGLE_COOKIE_TTL = 600;

export function googleConfigured(env: Bindings): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

function redirectUri(c: Context<AppEnv>): string {
  return `${new URL(c.req.url).origin}${GOOGLE_PATH}`;
}

const cookieOptions = { path: GOOGLE_PATH, httpOnly: true, secure: true, sameSite: 'Lax' } as const;

/** Step 1: remember state, verifier and the way back in a short cookie; send the visitor to Google's consent screen. */
export async function startGoogleSignIn(c: Context<AppEnv>): Promise<Response> {
  const state = randomToken();
  const verifier = randomToken(48);
  const back = safeBack(c.req.query('back'));
  setCookie(c, GOOGLE_COOKIE, `${state}.${verifier}.${encodeURIComponent(back)}`, { ...cookieOptions, maxAge: GOOGLE_COOKIE_TTL });
  const query = new URLSearchParams({
    client_id: c.env.GOOGLE_CLIENT_ID!,
    redirect_uri: redirectUri(c),
    response_type: 'code',
    scope: 'openid email profile',
    state,
    code_challenge: await pkceChallenge(verifier),
    code_challenge_method: 'S256',
    prompt: 'select_account',
  });
  c.header('Cache-Control', 'no-store');
  return c.redirect(`${GOOGLE_AUTH_URL}?${query}`, 302);
}

interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

/** The claims of the ID token the token endpoint returned over TLS to us directly (OpenID Connect Core 3.1.3.7). */
function identityOf(idToken: unknown, clientId: string, now: number): GoogleIdentity | null {
  if (typeof idToken !== 'string') return null;
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0))));
  } catch {
    return null;
  }
  const valid =
    GOOGLE_ISSUERS.includes(String(claims.iss)) &&
    claims.aud === clientId &&
    typeof claims.exp === 'number' && claims.exp > now &&
    typeof claims.sub === 'string' && claims.sub.length > 0 &&
    typeof claims.email === 'string' &&
    claims.email_verified === true;
  if (!valid) return null;
  return { sub: claims.sub as string, email: claims.email as string, name: typeof claims.name === 'string' ? claims.name : '' };
}

/** Exchanges the code (with the PKCE verifier) for the identity; null when Google refuses or answers nonsense. */
async function exchangeCode(c: Context<AppEnv>, code: string, verifier: string): Promise<GoogleIdentity | null> {
  try {
    const response = await fetch(GOOGLE_TOKEN_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        code,
        client_id: c.env.GOOGLE_CLIENT_ID!,
        client_secret: c.env.GOOGLE_CLIENT_SECRET!,
        redirect_uri: redirectUri(c),
        grant_type: 'authorization_code',
        code_verifier: verifier,
      }),
    });
    if (!response.ok) return null;
    const body = await response.json<{ id_token?: unknown }>();
    return identityOf(body.id_token, c.env.GOOGLE_CLIENT_ID!, nowSeconds());
  } catch {
    return null;
  }
}

/** Usernames to try for a Google identity: its name or the email's local part in allowed characters, then with a number added. */
function usernameCandidates(identity: GoogleIdentity): string[] {
  const source = identity.name || identity.email.split('@')[0]!;
  const cleaned = [...source.normalize('NFKC').replace(/\s+/g, '_').replace(/[^\p{L}\p{N}._-]/gu, '')].slice(0, USERNAME_MAX - 5).join('');
  const base = [...cleaned].length >= USERNAME_MIN ? cleaned : 'member';
  const numbered = Array.from({ length: 4 }, () => `${base}${Math.floor(1000 + Math.random() * 9000)}`);
  return [base, ...numbered, `${base}${Date.now() % 100000}`];
}

/** A new confirmed member under the first candidate name that neither is nor looks like a taken one; null when none is free. */
async function createMember(c: Context<AppEnv>, identity: GoogleIdentity): Promise<number | null> {
  const db = c.env.DB;
  for (const username of usernameCandidates(identity)) {
    if ((await findTaken(db, username, '')).username) continue;
    // The unique indexes have the last word: a look-alike that signed up since the check sends us on to the next name.
    const userId = await insertAccount(db, {
      username,
      email: identity.email,
      passwordHash: null,
      emailConfirmed: true,
      googleSub: identity.sub,
      lang: c.get('lang'),
      country: c.get('country') === UNKNOWN_COUNTRY ? null : c.get('country'),
      now: nowSeconds(),
    });
    if (userId === null) continue;
    reportConversion(c, 'signup');
    return userId;
  }
  return null;
}

/** The member for a Google identity: linked before, or with the same verified email (then linked), or new. */
async function memberFor(c: Context<AppEnv>, identity: GoogleIdentity): Promise<number | null> {
  const db = c.env.DB;
  const linked = await findAccountByGoogle(db, identity.sub);
  if (linked) return linked.user_id;
  const sameEmail = await findAccountByEmail(db, identity.email);
  if (sameEmail) {
    await linkGoogle(db, sameEmail.user_id, identity.sub);
    return sameEmail.user_id;
  }
  return createMember(c, identity);
}

/**
 * Step 2, Google's redirect back: the state must match the cookie's, the code is exchanged with the verifier, the
 * member signed in with a fresh session and sent back. Any failure ends on the sign-in page with a notice.
 */
export async function finishGoogleSignIn(c: Context<AppEnv>): Promise<{ ok: true; back: string } | { ok: false }> {
  const [state, verifier, back] = (getCookie(c, GOOGLE_COOKIE) ?? '').split('.');
  deleteCookie(c, GOOGLE_COOKIE, cookieOptions);
  const code = c.req.query('code');
  if (!state || !verifier || !TOKEN_PATTERN.test(state) || c.req.query('state') !== state || !code || code.length > 2048) return { ok: false };
  const identity = await exchangeCode(c, code, verifier);
  const userId = identity ? await memberFor(c, identity) : null;
  if (userId === null) return { ok: false };
  await signInAs(c, userId, nowSeconds());
  let way = '/';
  try {
    way = safeBack(decodeURIComponent(back ?? '/'));
  } catch {
    // A cookie edited by hand: go home.
  }
  return { ok: true, back: way };
}
