// The configurable providers of the account forms: Turnstile captcha and Google sign-in are off in the local
// configuration; turned on (by env) their server checks really run, against stubbed Cloudflare and Google endpoints.
import { createExecutionContext, env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from '../seed/generate';
import { app } from '../worker/app';
import { captchaSiteKey } from '../worker/auth/captcha';
import { TURNSTILE_VERIFY_URL } from '../worker/config/turnstile';
import { GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL, googleConfigured } from '../worker/auth/google';
import { pkceChallenge } from '../worker/auth/random';
import type { Bindings } from '../worker/env';
import { firstRow } from './helpers';

const CAPTCHA_ON = { TURNSTILE_SITE_KEY: 'site-key-test', TURNSTILE_SECRET: 'secret-test' };
const GOOGLE_ON = { GOOGLE_CLIENT_ID: 'client-id-test', GOOGLE_CLIENT_SECRET: 'client-secret-test' };

/**
 * The real app with extra configuration, as a deployed site with those secrets would run (the page cache is off:
 * configuration never changes inside one running isolate, but here it does between tests).
 */
function request(path: string, init: RequestInit & { headers?: Record<string, string> }, extra: Partial<Bindings>) {
  const headers = { 'CF-IPCountry': 'JP', 'CF-Connecting-IP': `198.51.100.${Math.floor(Math.random() * 250)}`, ...init.headers };
  const config = { ...env, CACHE_MODE: 'off' as const, ...extra };
  return app.request(`http://localhost${path}`, { ...init, headers, redirect: 'manual' }, config, createExecutionContext());
}

function form(fields: Record<string, string>) {
  return { method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
}

/** Answers calls to one outside URL, lets every other fetch through; records what was sent there. */
function stubEndpoint(url: string, answer: (body: URLSearchParams) => Response) {
  const calls: URLSearchParams[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const target = input instanceof Request ? input.url : String(input);
    if (target !== url) return realFetch(input, init);
    const body = new URLSearchParams(init?.body instanceof URLSearchParams ? init.body : String(init?.body ?? ''));
    calls.push(body);
    return answer(body);
  });
  return calls;
}

afterEach(() => vi.restoreAllMocks());

describe('captcha (Turnstile)', () => {
  it('is off in the local configuration: no widget, no check', async () => {
    expect(captchaSiteKey(env)).toBeNull();
    const html = await (await request('/signin/', {}, {})).text();
    expect(html).not.toContain('cf-turnstile');
  });

  it('when on: the widget with action login is on every account form, and the CSP allows its origin', async () => {
    for (const path of ['/signin/', '/signup/', '/restore-password/']) {
      const response = await request(path, {}, CAPTCHA_ON);
      const html = await response.text();
      expect(html, path).toContain('data-sitekey="site-key-test"');
      expect(html, path).toContain('data-action="login"');
      expect(response.headers.get('Content-Security-Policy')).toContain('script-src \'self\' https://challenges.cloudflare.com');
    }
  });

  it('when on: a login without a solved captcha is refused, and the server asked Turnstile', async () => {
    const calls = stubEndpoint(TURNSTILE_VERIFY_URL, () => Response.json({ success: false, 'error-codes': ['invalid-input-response'] }));
    const response = await request('/api/login.php', form({ usr: DEMO_ACCOUNT.username, pwd: DEMO_ACCOUNT.password, 'cf-turnstile-response': 'bad-token' }), CAPTCHA_ON);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'captcha_failed', codes: { notify: 'captcha_failed' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.get('secret')).toBe('secret-test');
    expect(calls[0]!.get('response')).toBe('bad-token');
  });

  it('when on: a token solved for another action is refused; for "login" it passes', async () => {
    let action = 'signup';
    const calls = stubEndpoint(TURNSTILE_VERIFY_URL, () => Response.json({ success: true, action }));
    const login = form({ usr: DEMO_ACCOUNT.username, pwd: DEMO_ACCOUNT.password, 'cf-turnstile-response': 'token' });
    expect((await request('/api/login.php', login, CAPTCHA_ON)).status).toBe(422);
    action = 'login';
    const response = await request('/api/login.php', form({ usr: DEMO_ACCOUNT.username, pwd: DEMO_ACCOUNT.password, 'cf-turnstile-response': 'token' }), CAPTCHA_ON);
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('when on: sign-up and restore check it too; a missing token never reaches Turnstile', async () => {
    const calls = stubEndpoint(TURNSTILE_VERIFY_URL, () => Response.json({ success: false }));
    const signup = await request('/signup/', form({ username: 'captcha_user', email: 'captcha@example.test', password: 'secret-pass', 'cf-turnstile-response': 't' }), CAPTCHA_ON);
    expect(signup.status).toBe(422);
    expect(await signup.text()).toContain('Please complete the robot check');
    const restore = await request('/restore-password/', form({ email: DEMO_ACCOUNT.email }), CAPTCHA_ON);
    expect(restore.status).toBe(422);
    expect(calls).toHaveLength(1);
    const made = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE username = 'captcha_user'").first<{ n: number }>();
    expect(made?.n).toBe(0);
  });
});

/** An unsigned ID token with these claims (the token endpoint is trusted over TLS; its signature is not checked). */
function idToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'RS256' })}.${part(claims)}.signature`;
}

function googleClaims(overrides: Record<string, unknown> = {}) {
  return {
    iss: 'https://accounts.google.com', aud: GOOGLE_ON.GOOGLE_CLIENT_ID, exp: Math.floor(Date.now() / 1000) + 600,
    sub: `g-${crypto.randomUUID()}`, email: `g${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.test`, email_verified: true, name: 'Hanako Yamada',
    ...overrides,
  };
}

/** Step 1 for real (cookie, state, challenge); returns what step 2 needs. */
async function startGoogle(back = '/videos/latest-updates/1/') {
  const response = await request(`/api/login.g.php?back=${encodeURIComponent(back)}`, {}, GOOGLE_ON);
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('Location')!);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('g_oauth='))!;
  return { location, cookie: cookie.split(';')[0]!, state: location.searchParams.get('state')! };
}

async function finishGoogle(claims: Record<string, unknown>, options: { state?: string } = {}) {
  const started = await startGoogle();
  const calls = stubEndpoint(GOOGLE_TOKEN_URL, () => Response.json({ access_token: 'a', id_token: idToken(claims) }));
  const response = await request(`/api/login.g.php?code=the-code&state=${options.state ?? started.state}`, { headers: { Cookie: started.cookie } }, GOOGLE_ON);
  return { response, calls, started };
}

function sidOf(response: Response): string | null {
  const line = response.headers.getSetCookie().find((l) => l.startsWith('sid='));
  return line ? line.split(';')[0]!.slice(4) : null;
}

describe('Google sign-in', () => {
  it('is off in the local configuration: /api/login.g.php is a 404 and no button shows', async () => {
    expect(googleConfigured(env)).toBe(false);
    expect((await request('/api/login.g.php', {}, {})).status).toBe(404);
    expect(await (await request('/signin/', {}, {})).text()).not.toContain('login.g.php');
  });

  it('step 1: the consent screen with state, PKCE S256 and our callback; the verifier stays in an HttpOnly cookie', async () => {
    const html = await (await request('/signin/', {}, GOOGLE_ON)).text();
    expect(html).toContain('/api/login.g.php');
    const { location, cookie } = await startGoogle();
    expect(`${location.origin}${location.pathname}`).toBe(GOOGLE_AUTH_URL);
    expect(location.searchParams.get('client_id')).toBe('client-id-test');
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost/api/login.g.php');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    const [state, verifier] = cookie.slice('g_oauth='.length).split('.');
    expect(location.searchParams.get('state')).toBe(state);
    expect(location.searchParams.get('code_challenge')).toBe(await pkceChallenge(verifier!));
  });

  it('step 2: the code is exchanged with the verifier, a new confirmed member is made and signed in, back to the page', async () => {
    const claims = googleClaims();
    const { response, calls, started } = await finishGoogle(claims);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/videos/latest-updates/1/');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.get('code')).toBe('the-code');
    expect(calls[0]!.get('grant_type')).toBe('authorization_code');
    expect(calls[0]!.get('code_verifier')).toBe(started.cookie.slice('g_oauth='.length).split('.')[1]);
    expect(calls[0]!.get('client_secret')).toBe('client-secret-test');
    const member = await firstRow<{ username: string; email_confirmed: number; password_hash: string | null }>(
      'SELECT username, email_confirmed, password_hash FROM users WHERE google_sub = ?1', claims.sub,
    );
    expect(member.username).toMatch(/^Hanako_Yamada/);
    expect(member.email_confirmed).toBe(1);
    expect(member.password_hash).toBeNull();
    expect(sidOf(response)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('links to the member with the same verified email, then finds them by Google id', async () => {
    const claims = googleClaims({ email: DEMO_ACCOUNT.email });
    const first = await finishGoogle(claims);
    expect(first.response.status).toBe(303);
    const linked = await firstRow<{ user_id: number }>('SELECT user_id FROM users WHERE google_sub = ?1', claims.sub);
    expect(linked.user_id).toBe(DEMO_ACCOUNT.userId);
    const again = await finishGoogle({ ...claims, email: 'changed@example.test' });
    expect(again.response.status).toBe(303);
    expect(sidOf(again.response)).not.toBeNull();
  });

  it.each([
    ['a state that does not match the cookie', googleClaims(), { state: 'forged-state-forged-state-1234' }],
    ['a token for another client', googleClaims({ aud: 'someone-else' }), {}],
    ['an expired token', googleClaims({ exp: 1000 }), {}],
    ['an unverified email', googleClaims({ email_verified: false }), {}],
    ['another issuer', googleClaims({ iss: 'https://evil.example' }), {}],
  ])('%s ends on sign-in with a notice and no session', async (_name, claims, options) => {
    const { response } = await finishGoogle(claims, options);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/signin/');
    expect(response.headers.getSetCookie().some((line) => line.startsWith('flash=google_failed'))).toBe(true);
    expect(sidOf(response)).toBeNull();
  });

  it('Google refusing the code, or the visitor cancelling, signs nobody in', async () => {
    const started = await startGoogle();
    stubEndpoint(GOOGLE_TOKEN_URL, () => Response.json({ error: 'invalid_grant' }, { status: 400 }));
    const refused = await request(`/api/login.g.php?code=x&state=${started.state}`, { headers: { Cookie: started.cookie } }, GOOGLE_ON);
    expect(sidOf(refused)).toBeNull();
    const cancelled = await request('/api/login.g.php?error=access_denied', {}, GOOGLE_ON);
    expect(cancelled.headers.get('Location')).toBe('/signin/');
  });
});
