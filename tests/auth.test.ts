// Accounts: sign-in, sign-up, email confirmation, password restore, sessions, rate limits and the JSON login calls,
// through the real worker against migrated D1; mail is read from the local outbox.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../seed/generate';
import { verifyPassword } from '../worker/auth/password';
import { RATE_LIMITS } from '../worker/auth/rate-limit';
import { listOutbox } from '../worker/db/outbox';
import { firstRow, get, post, sessionFor, type FetchOptions } from './helpers';

let ipCounter = 0;
/** Each test signs in from its own address, so the per-IP limits of one test do not leak into another. */
function fromNewIp(): FetchOptions {
  ipCounter += 1;
  return { headers: { 'CF-Connecting-IP': `203.0.113.${ipCounter}` } };
}

function cookieOf(response: Response, name: string): string | null {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [key, value] = pair!.split('=');
    if (key === name) return value ?? '';
  }
  return null;
}

function setCookieLine(response: Response, name: string): string {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? '';
}

async function isSignedIn(sid: string): Promise<boolean> {
  // /edit/ is members only: a guest is sent home.
  return (await get('/edit/', { cookies: { sid } })).status === 200;
}

let userCounter = 0;
function newMember() {
  userCounter += 1;
  const name = `tester${userCounter}_${Math.random().toString(36).slice(2, 7)}`;
  return { username: name, email: `${name}@example.test`, password: `secret-${name}` };
}

async function lastMailTo(email: string) {
  const [mail] = await listOutbox(env.DB, 1, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const link = /https?:\/\/\S+/.exec(mail.body_text)?.[0];
  if (!link) throw new Error('mail without link');
  const url = new URL(link);
  return { mail, path: url.pathname + url.search };
}

async function signUpConfirmed() {
  const member = newMember();
  expect((await post('/signup/', member, fromNewIp())).status).toBe(303);
  const { path } = await lastMailTo(member.email);
  expect((await get(path)).status).toBe(303);
  return member;
}

describe('sign-in form', () => {
  it('shows the form on /signin/ with the way back', async () => {
    const html = await (await get('/signin/?back=%2Fvideos%2Flatest-updates%2F1%2F')).text();
    expect(html).toContain('name="usr"');
    expect(html).toContain('name="pwd"');
    expect(html).toContain('value="/videos/latest-updates/1/"');
    expect(html).not.toContain('cf-turnstile'); // the captcha is off locally
  });

  it('both fields are required', async () => {
    const response = await post('/signin/', { usr: '', pwd: '' }, fromNewIp());
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html.match(/This field is required/g)).toHaveLength(2);
    expect(html).toContain('aria-invalid="true"');
  });

  it('a username under 3 or a password under 5 characters is refused without a query or a counted attempt', async () => {
    const before = await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM auth_attempts');
    for (const form of [{ usr: 'ab', pwd: 'long-enough' }, { usr: 'demo', pwd: '1234' }]) {
      const response = await post('/signin/', form, fromNewIp());
      expect(response.status).toBe(422);
      expect(await response.text()).toContain('Invalid username or password');
    }
    expect((await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM auth_attempts')).n).toBe(before.n);
  });

  it('a wrong password is invalid_usr_or_pwd and keeps the username in the form', async () => {
    const response = await post('/signin/', { usr: 'demo', pwd: 'wrong-password' }, fromNewIp());
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('Invalid username or password');
    expect(html).toContain('value="demo"');
    expect(cookieOf(response, 'sid')).toBeNull();
  });

  it('an unknown user gets the same answer as a wrong password', async () => {
    const response = await post('/signin/', { usr: 'nobody-here', pwd: 'whatever-pass' }, fromNewIp());
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('Invalid username or password');
  });

  it('messages come in the visitor language', async () => {
    const response = await post('/signin/', { usr: '', pwd: '' }, { ...fromNewIp(), cookies: { app_lang: 'ja' } });
    const html = await response.text();
    expect(html).toContain('<html lang="ja"');
    expect(html).not.toContain('This field is required');
  });

  it('success: a new HttpOnly, Secure, SameSite=Lax session and 303 back where the visitor was', async () => {
    const response = await post('/signin/', { usr: DEMO_ACCOUNT.username, pwd: DEMO_ACCOUNT.password, back: '/videos/most-viewed/1/' }, fromNewIp());
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/videos/most-viewed/1/');
    const line = setCookieLine(response, 'sid');
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/Secure/i);
    expect(line).toMatch(/SameSite=Lax/i);
    const sid = cookieOf(response, 'sid')!;
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await isSignedIn(sid)).toBe(true);
    // Only the hash is stored.
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE session_hash = ?1').bind(sid).first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it('logs in by email as well, and never goes back to another site', async () => {
    const response = await post('/signin/', { usr: DEMO_ACCOUNT.email, pwd: DEMO_ACCOUNT.password, back: '//evil.example/' }, fromNewIp());
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/');
  });

  it('a session cookie from before login is not valid after login (rotation)', async () => {
    const before = await sessionFor(DEMO_ACCOUNT.userId);
    expect(await isSignedIn(before.sid!)).toBe(true);
    const response = await post('/signin/', { usr: DEMO_ACCOUNT.username, pwd: DEMO_ACCOUNT.password }, { ...fromNewIp(), cookies: before });
    const after = cookieOf(response, 'sid')!;
    expect(after).not.toBe(before.sid);
    expect(await isSignedIn(before.sid!)).toBe(false);
    expect(await isSignedIn(after)).toBe(true);
  });

  it('a signed-in visitor asking for /signin/ goes straight back', async () => {
    const response = await get('/signin/?back=%2Fcategories%2F', { cookies: await sessionFor(DEMO_ACCOUNT.userId) });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/categories/');
  });
});

describe('logout', () => {
  it('destroys the session, sets the logout cookie and reloads the page it came from', async () => {
    const cookies = await sessionFor(DEMO_ACCOUNT.userId);
    const response = await post('/logout/', {}, { cookies, headers: { Referer: 'http://localhost/categories/' } });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/categories/');
    expect(cookieOf(response, 'logout')).toBe('1');
    expect(cookieOf(response, 'sid')).toBe('');
    expect(await isSignedIn(cookies.sid!)).toBe(false);
  });
});

describe('too_many_attempts', () => {
  it(`locks an account after ${RATE_LIMITS.login_account.max} failures, even for the right password, until the window passes`, async () => {
    const member = await signUpConfirmed();
    for (let i = 0; i < RATE_LIMITS.login_account.max; i++) {
      // Every failure from a different address: the per-account limit is what trips.
      expect((await post('/signin/', { usr: member.username, pwd: 'wrong-password' }, fromNewIp())).status).toBe(422);
    }
    const locked = await post('/signin/', { usr: member.username, pwd: member.password }, fromNewIp());
    expect(locked.status).toBe(422);
    expect(await locked.text()).toContain('Too many authorization attempts. Try again later.');
    expect(cookieOf(locked, 'sid')).toBeNull();
    // The window passes.
    await env.DB.prepare("UPDATE auth_attempts SET at = at - ?1 WHERE scope = 'login_account'").bind(RATE_LIMITS.login_account.window).run();
    const open = await post('/signin/', { usr: member.username, pwd: member.password }, fromNewIp());
    expect(open.status).toBe(303);
  });

  it('counts per account whichever identifier is typed: failures by username lock the email too, and mixed ones add up', async () => {
    const member = await signUpConfirmed();
    for (let i = 0; i < RATE_LIMITS.login_account.max; i++) {
      expect((await post('/signin/', { usr: member.username, pwd: 'wrong-password' }, fromNewIp())).status).toBe(422);
    }
    const byEmail = await post('/signin/', { usr: member.email, pwd: member.password }, fromNewIp());
    expect(byEmail.status).toBe(422);
    expect(await byEmail.text()).toContain('Too many authorization attempts. Try again later.');
    expect(cookieOf(byEmail, 'sid')).toBeNull();

    const other = await signUpConfirmed();
    for (let i = 0; i < RATE_LIMITS.login_account.max; i++) {
      const login = i % 2 === 0 ? other.email.toUpperCase() : other.username;
      expect((await post('/signin/', { usr: login, pwd: 'wrong-password' }, fromNewIp())).status).toBe(422);
    }
    expect((await post('/signin/', { usr: other.username, pwd: other.password }, fromNewIp())).status).toBe(422);
  });

  it(`locks an address after ${RATE_LIMITS.login_ip.max} failures over any accounts`, async () => {
    const ip = fromNewIp();
    for (let i = 0; i < RATE_LIMITS.login_ip.max; i++) {
      await post('/signin/', { usr: `someone-${i}`, pwd: 'wrong-password' }, ip);
    }
    const response = await post('/api/login.php', { usr: DEMO_ACCOUNT.username, pwd: DEMO_ACCOUNT.password }, ip);
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ error: true, code: 'too_many_attempts', codes: { notify: 'too_many_attempts' } });
    // Another address is not affected.
    expect((await post('/api/login.php', { usr: DEMO_ACCOUNT.username, pwd: DEMO_ACCOUNT.password }, fromNewIp())).status).toBe(200);
  });

  it('a success clears the account count', async () => {
    const member = await signUpConfirmed();
    for (let i = 0; i < RATE_LIMITS.login_account.max - 1; i++) await post('/signin/', { usr: member.username, pwd: 'wrong-password' }, fromNewIp());
    expect((await post('/signin/', { usr: member.username, pwd: member.password }, fromNewIp())).status).toBe(303);
    for (let i = 0; i < RATE_LIMITS.login_account.max - 1; i++) await post('/signin/', { usr: member.username, pwd: 'wrong-password' }, fromNewIp());
    expect((await post('/signin/', { usr: member.username, pwd: member.password }, fromNewIp())).status).toBe(303);
  });
});

describe('sign-up', () => {
  const valid = () => newMember();
  it.each([
    ['username', '', 'This field is required'],
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['username', 'x'.repeat(31), 'Username must be at most 30 characters'],
    ['username', 'bad name!', 'Username may contain only letters, digits, dots, dashes and underscores'],
    ['username', 'DEMO', 'This username is already taken'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', DEMO_ACCOUNT.email.toUpperCase(), 'This email is already in use'],
    ['password', '1234', 'Password must be at least 5 characters'],
    ['password', 'p'.repeat(129), 'Password must be at most 128 characters'],
  ])('%s %j → %s, and no account is made', async (field, value, message) => {
    const form = { ...valid(), [field]: value };
    const response = await post('/signup/', form, fromNewIp());
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(message);
    const made = await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?1 AND username = ?2').bind(form.email, form.username).first<{ n: number }>();
    expect(made?.n).toBe(0);
  });

  it('accepts names in Japanese script', async () => {
    const member = { ...valid(), username: `さくら${userCounter}` };
    expect((await post('/signup/', member, fromNewIp())).status).toBe(303);
  });

  it('sign-up → confirmation mail in the outbox → unconfirmed login refused → confirm → signed in → link used up', async () => {
    const member = valid();
    const ip = fromNewIp();
    const response = await post('/signup/', member, { ...ip, cookies: { app_lang: 'de' } });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/signin/');
    expect(cookieOf(response, 'flash')).toBe('signup_sent');
    const row = await firstRow<{ email_confirmed: number; password_hash: string; lang: string }>(
      'SELECT email_confirmed, password_hash, lang FROM users WHERE username = ?1', member.username,
    );
    expect(row.email_confirmed).toBe(0);
    expect(row.lang).toBe('de');
    expect(await verifyPassword(member.password, row.password_hash)).toBe(true);

    const { mail, path } = await lastMailTo(member.email);
    expect(mail.kind).toBe('confirm_email');
    expect(mail.subject).toContain('Bestätige'); // the member's language
    expect(path).toMatch(/^\/confirm-email\/\?token=[A-Za-z0-9_-]{43}$/);

    const early = await post('/signin/', { usr: member.username, pwd: member.password }, ip);
    expect(early.status).toBe(422);
    expect(await early.text()).toContain('Please confirm your email and try again');

    const confirmed = await get(path);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('Location')).toBe('/');
    expect(cookieOf(confirmed, 'flash')).toBe('email_confirmed');
    expect(await isSignedIn(cookieOf(confirmed, 'sid')!)).toBe(true);

    const again = await get(path);
    expect(cookieOf(again, 'flash')).toBe('confirm_link_invalid');
    expect(cookieOf(again, 'sid')).toBeNull();
    expect((await post('/signin/', { usr: member.username, pwd: member.password }, ip)).status).toBe(303);
  });

  it('an expired or made-up confirmation link confirms nothing', async () => {
    const member = valid();
    await post('/signup/', member, fromNewIp());
    const { path } = await lastMailTo(member.email);
    await env.DB.prepare('UPDATE account_tokens SET expires_at = 0').run();
    expect(cookieOf(await get(path), 'flash')).toBe('confirm_link_invalid');
    expect(cookieOf(await get('/confirm-email/?token=%27%20OR%201%3D1'), 'flash')).toBe('confirm_link_invalid');
    const row = await firstRow<{ email_confirmed: number }>('SELECT email_confirmed FROM users WHERE username = ?1', member.username);
    expect(row.email_confirmed).toBe(0);
  });

  it(`at most ${RATE_LIMITS.signup_ip.max} accounts per address an hour`, async () => {
    const ip = fromNewIp();
    for (let i = 0; i < RATE_LIMITS.signup_ip.max; i++) expect((await post('/signup/', valid(), ip)).status).toBe(303);
    const response = await post('/signup/', valid(), ip);
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('Too many authorization attempts');
  });
});

describe('password restore', () => {
  it('an unknown address is eml_doesnt_exist; a bad one email_invalid', async () => {
    const unknown = await post('/restore-password/', { email: 'nobody@example.test' }, fromNewIp());
    expect(unknown.status).toBe(422);
    expect(await unknown.text()).toContain('No account uses this email address');
    const bad = await post('/restore-password/', { email: 'nope' }, fromNewIp());
    expect(await bad.text()).toContain('Please enter a valid email address');
  });

  it('mail → new-password form → invalid_password → new password set, every old session ended, signed in, link single-use', async () => {
    const member = await signUpConfirmed();
    const oldSession = await sessionFor((await firstRow<{ user_id: number }>('SELECT user_id FROM users WHERE username = ?1', member.username)).user_id);
    const response = await post('/restore-password/', { email: member.email }, fromNewIp());
    expect(response.status).toBe(303);
    expect(cookieOf(response, 'flash')).toBe('restore_sent');
    const { mail, path } = await lastMailTo(member.email);
    expect(mail.kind).toBe('restore_password');
    expect(path).toMatch(/^\/new-password\/\?token=/);

    const form = await get(path);
    expect(form.status).toBe(200);
    expect(form.headers.get('Cache-Control')).toBe('no-store');
    expect(await form.text()).toContain('name="password"');

    const short = await post(path, { password: '123' });
    expect(short.status).toBe(422);
    expect(await short.text()).toContain('Password must be 5 to 128 characters');

    const done = await post(path, { password: 'a-brand-new-one' });
    expect(done.status).toBe(303);
    expect(cookieOf(done, 'flash')).toBe('password_reset');
    expect(await isSignedIn(cookieOf(done, 'sid')!)).toBe(true);
    expect(await isSignedIn(oldSession.sid!)).toBe(false);
    expect((await post('/signin/', { usr: member.username, pwd: 'a-brand-new-one' }, fromNewIp())).status).toBe(303);
    expect((await post('/signin/', { usr: member.username, pwd: member.password }, fromNewIp())).status).toBe(422);

    const reused = await post(path, { password: 'yet-another-one' });
    expect(cookieOf(reused, 'flash')).toBe('restore_link_invalid');
    expect((await get(path)).headers.get('Location')).toBe('/restore-password/');
  });

  it(`at most ${RATE_LIMITS.restore_email.max} restore mails per address an hour`, async () => {
    const member = await signUpConfirmed();
    for (let i = 0; i < RATE_LIMITS.restore_email.max; i++) expect((await post('/restore-password/', { email: member.email }, fromNewIp())).status).toBe(303);
    const response = await post('/restore-password/', { email: member.email }, fromNewIp());
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('Too many authorization attempts');
  });
});

describe('JSON calls for the Login modal', () => {
  it('/api/login.php: codes keyed by field with their texts', async () => {
    const empty = await post('/api/login.php', { usr: '', pwd: '' }, fromNewIp());
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({
      error: true, code: 'required', codes: { usr: 'required', pwd: 'required' },
      messages: { usr: 'This field is required', pwd: 'This field is required' },
    });
    const wrong = await post('/api/login.php', { usr: 'demo', pwd: 'wrong-password' }, fromNewIp());
    expect(await wrong.json()).toMatchObject({ error: true, code: 'invalid_usr_or_pwd', codes: { pwd: 'invalid_usr_or_pwd' } });
  });

  it('/api/login.php: success sets the session', async () => {
    const response = await post('/api/login.php', { usr: DEMO_ACCOUNT.username, pwd: DEMO_ACCOUNT.password }, fromNewIp());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await isSignedIn(cookieOf(response, 'sid')!)).toBe(true);
  });

  it('/api/signup.php: the same rules and messages as the form', async () => {
    const member = newMember();
    const taken = await post('/api/signup.php', { ...member, username: 'demo' }, fromNewIp());
    expect(taken.status).toBe(422);
    expect(await taken.json()).toMatchObject({ code: 'username_exists', codes: { username: 'username_exists' } });
    const made = await post('/api/signup.php', member, fromNewIp());
    expect(await made.json()).toMatchObject({ success: true, notice: 'signup_sent' });
    expect((await lastMailTo(member.email)).mail.kind).toBe('confirm_email');
  });

  it('a cross-site login post is refused', async () => {
    const response = await post('/api/login.php', { usr: DEMO_ACCOUNT.username, pwd: DEMO_ACCOUNT.password }, { headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(cookieOf(response, 'sid')).toBeNull();
  });
});

describe('flash notices', () => {
  it('the page after the redirect shows the notice once and clears it', async () => {
    const response = await get('/signin/', { cookies: { flash: 'signup_sent' } });
    const html = await response.text();
    expect(html).toContain('data-toast');
    expect(html).toContain('Almost done! Open the link we emailed you');
    expect(setCookieLine(response, 'flash')).toMatch(/Max-Age=0/i);
    expect(response.headers.get('X-Cache')).toBeNull();
  });

  it('an unknown notice code shows nothing', async () => {
    const html = await (await get('/signin/', { cookies: { flash: '<script>' } })).text();
    expect(html).not.toContain('data-toast');
  });
});

describe('local outbox reader', () => {
  it('lists the mail with clickable links', async () => {
    const member = newMember();
    await post('/signup/', member, fromNewIp());
    const html = await (await get(`/dev/outbox/?to=${encodeURIComponent(member.email)}`)).text();
    expect(html).toContain(member.email);
    expect(html).toMatch(/<a href="http:\/\/localhost\/confirm-email\/\?token=/);
  });
});
