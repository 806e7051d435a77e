// Look-alike usernames are taken: the confusable-skeleton key, sign-up refusals in the form and the JSON call, Google
// sign-in picking another name, parallel sign-ups decided by the unique index, and the backfill of keys for old rows.
import { createExecutionContext, env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { explainPlan, findFullScans, recordingDb, type RecordedStatement } from '../bench/recording-db';
import { DEMO_ACCOUNT } from '../seed/generate';
import { app } from '../worker/app';
import { GOOGLE_TOKEN_URL } from '../worker/auth/google';
import { usernameKey } from '../worker/domain/username-key';
import { backfillUsernameKeys, findTaken } from '../worker/db/accounts';
import { firstRow, post } from './helpers';

afterEach(() => vi.restoreAllMocks());

let ipCounter = 0;
/** Each sign-up comes from its own address, so the per-address sign-up limit never decides a test. */
function fromNewIp() {
  ipCounter += 1;
  return { headers: { 'CF-Connecting-IP': `198.18.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` } };
}

function signupForm(username: string) {
  const mailbox = `u${crypto.randomUUID().slice(0, 8)}`;
  return { username, email: `${mailbox}@example.test`, password: `secret-${mailbox}` };
}

async function countUsersWithKey(key: string): Promise<number> {
  return (await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM users WHERE username_key = ?1', key)).n;
}

describe('usernameKey', () => {
  it.each([
    ['fullwidth', 'ｄｅｍｏ', 'demo'],
    ['Cyrillic е and о', 'dеmо', 'demo'],
    ['Greek capitals Ρ and Α', 'ΡΑΡΑ', 'papa'],
    ['mixed case', 'DeMO', 'demo'],
    ['a zero-width joiner', 'de\u200dmo', 'demo'],
    ['a soft hyphen and a variation selector', 'd\u00ade\ufe0fmo', 'demo'],
    ['a Hangul filler (a letter that shows nothing)', 'demo\u3164', 'demo'],
    ['digit 0 for letter o', 'dem0', 'demo'],
    ['digit 1 for letter l', 'coo1', 'cool'],
    ['rn for m', 'dernо', 'demo'],
  ])('%s: %j looks like %j', (_what, lookAlike, name) => {
    expect(usernameKey(lookAlike)).toBe(usernameKey(name));
  });

  it.each([
    ['demo', 'memo'],
    ['demo', 'demo1'],
    ['demo', 'ｄｅｍｏｎ'],
    ['さくら', 'さくら2'],
  ])('%j and %j do not look alike', (one, other) => {
    expect(usernameKey(one)).not.toBe(usernameKey(other));
  });

  it('the key of a key is itself', () => {
    for (const name of ['ｄｅｍｏ', 'ΡΑΡΑ', 'Straße', 'dem0', 'さくら']) {
      expect(usernameKey(usernameKey(name))).toBe(usernameKey(name));
    }
  });
});

describe('sign-up refuses a look-alike of an existing name', () => {
  it.each(['ｄｅｍｏ', 'dеmo'])('the form: %j beside demo is 422 with the username field error, and no account is made', async (username) => {
    const form = signupForm(username);
    const response = await post('/signup/', form, fromNewIp());
    expect(response.status).toBe(422);
    expect(await response.text()).toMatch(/id="signup-username-error"[^>]*>This username is already taken</);
    expect((await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM users WHERE email = ?1', form.email)).n).toBe(0);
  });

  it.each(['ｄｅｍｏ', 'dеmo'])('the JSON call: %j is username_exists on the username field', async (username) => {
    const response = await post('/api/signup.php', signupForm(username), fromNewIp());
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'username_exists', codes: { username: 'username_exists' } });
  });

  it('a name that only shares letters with one signs up, shown as typed and stored with its key', async () => {
    const username = 'ｄｅｍｏｎ_fan';
    const response = await post('/signup/', signupForm(username), fromNewIp());
    expect(response.status).toBe(303);
    const row = await firstRow<{ username: string; username_key: string }>('SELECT username, username_key FROM users WHERE username = ?1', username);
    expect(row).toEqual({ username, username_key: usernameKey(username) });
  });

  it('20 parallel sign-ups of 20 different look-alikes of one new name make exactly one account', async () => {
    const lookAlikes = spellingsOf('opera_race', 20);
    expect(new Set(lookAlikes).size).toBe(20);
    expect(new Set(lookAlikes.map(usernameKey)).size).toBe(1);
    const responses = await Promise.all(lookAlikes.map((username) => post('/signup/', signupForm(username), fromNewIp())));
    const statuses = responses.map((response) => response.status).sort((a, b) => a - b);
    expect(statuses).toEqual([303, ...Array<number>(19).fill(422)]);
    expect(await countUsersWithKey(usernameKey('opera_race'))).toBe(1);
  });
});

/** Other letters that look like each letter of the test name: case, Cyrillic, Greek, fullwidth, digits. */
const LOOK_ALIKE_LETTERS: Record<string, readonly string[]> = {
  o: ['o', 'O', 'о', 'ο', 'ｏ', '0'],
  p: ['p', 'P', 'р', 'ρ', 'ｐ'],
  e: ['e', 'E', 'е', 'ｅ'],
  r: ['r', 'R', 'ｒ'],
  a: ['a', 'A', 'а', 'ａ'],
  c: ['c', 'C', 'с', 'ｃ'],
  _: ['_'],
};

/** The first `count` spellings of `name` other than itself, counting through the look-alikes of each letter. */
function spellingsOf(name: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    let rest = index + 1;
    return [...name]
      .map((letter) => {
        const choices = LOOK_ALIKE_LETTERS[letter]!;
        const choice = choices[rest % choices.length]!;
        rest = Math.floor(rest / choices.length);
        return choice;
      })
      .join('');
  });
}

describe('Google sign-in', () => {
  const GOOGLE_ON = { GOOGLE_CLIENT_ID: 'client-id-test', GOOGLE_CLIENT_SECRET: 'client-secret-test' };

  function requestWithGoogle(path: string, headers: Record<string, string> = {}) {
    const config = { ...env, CACHE_MODE: 'off' as const, ...GOOGLE_ON };
    return app.request(`http://localhost${path}`, { headers: { 'CF-IPCountry': 'JP', ...headers }, redirect: 'manual' }, config, createExecutionContext());
  }

  /** An unsigned ID token, its JSON in UTF-8 as Google sends it (the token endpoint is trusted over TLS; no signature check). */
  function idToken(claims: Record<string, unknown>): string {
    const utf8 = (value: unknown) => String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value)));
    const part = (value: unknown) => btoa(utf8(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    return `${part({ alg: 'RS256' })}.${part(claims)}.signature`;
  }

  /** Both steps of a Google sign-in of a new person called `name`, Google's token endpoint answering from here. */
  async function signInWithGoogle(name: string): Promise<{ response: Response; sub: string }> {
    const started = await requestWithGoogle('/api/login.g.php');
    const cookie = started.headers.getSetCookie().find((line) => line.startsWith('g_oauth='))!.split(';')[0]!;
    const state = new URL(started.headers.get('Location')!).searchParams.get('state')!;
    const sub = `g-${crypto.randomUUID()}`;
    const claims = {
      iss: 'https://accounts.google.com', aud: GOOGLE_ON.GOOGLE_CLIENT_ID, exp: Math.floor(Date.now() / 1000) + 600,
      sub, email: `${sub}@example.test`, email_verified: true, name,
    };
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
      String(input instanceof Request ? input.url : input) === GOOGLE_TOKEN_URL ? Response.json({ id_token: idToken(claims) }) : realFetch(input, init),
    );
    const response = await requestWithGoogle(`/api/login.g.php?code=the-code&state=${state}`, { Cookie: cookie });
    return { response, sub };
  }

  it('a new member whose Google name looks like a taken one gets the name with a number', async () => {
    const { response, sub } = await signInWithGoogle('dеmo');
    expect(response.status).toBe(303);
    const member = await firstRow<{ username: string; username_key: string }>('SELECT username, username_key FROM users WHERE google_sub = ?1', sub);
    expect(member.username).toMatch(/^dеmo\d{4,5}$/);
    expect(member.username_key).toBe(usernameKey(member.username));
  });
});

describe('backfill of keys for members from before them', () => {
  async function insertWithoutKey(username: string): Promise<number> {
    const row = await firstRow<{ user_id: number }>(
      'INSERT INTO users (username, email, created_at) VALUES (?1, ?2, 0) RETURNING user_id', username, `${crypto.randomUUID()}@example.test`,
    );
    return row.user_id;
  }

  async function keyOf(userId: number): Promise<string | null> {
    return (await firstRow<{ username_key: string | null }>('SELECT username_key FROM users WHERE user_id = ?1', userId)).username_key;
  }

  it('the seeded catalogue has a key for every member, the demo member included', async () => {
    expect((await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM users WHERE username_key IS NULL')).n).toBe(0);
    expect(await countUsersWithKey(usernameKey(DEMO_ACCOUNT.username))).toBe(1);
  });

  it('fills missing keys oldest first, up to the limit; a later look-alike keeps none and is logged, without stopping the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = await insertWithoutKey('oldtimer_member');
    const lookAlike = await insertWithoutKey('oldtimer_mernber');
    const other = await insertWithoutKey('another_oldtimer');
    expect(await backfillUsernameKeys(env.DB, 1)).toBe(1);
    expect(await keyOf(first)).toBe(usernameKey('oldtimer_member'));
    expect(await keyOf(other)).toBeNull();

    expect(await backfillUsernameKeys(env.DB, 1000)).toBe(1);
    expect(await keyOf(lookAlike)).toBeNull();
    expect(await keyOf(other)).toBe(usernameKey('another_oldtimer'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`member ${lookAlike} (oldtimer_mernber)`));

    // The keys now refuse look-alikes of those members.
    const response = await post('/api/signup.php', signupForm('ANOTHER_0LDTIMER'), fromNewIp());
    expect(await response.json()).toMatchObject({ code: 'username_exists' });
  });

  it('reads and writes users through indexes, never a full scan, as does the taken check', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await insertWithoutKey('plan_check_member');
    const log: RecordedStatement[] = [];
    await backfillUsernameKeys(recordingDb(env.DB, log), 10);
    await findTaken(recordingDb(env.DB, log), 'ｄｅｍｏ', 'someone@example.test');
    expect(log.some((statement) => statement.sql.startsWith('UPDATE'))).toBe(true);
    for (const statement of log) {
      const plan = await explainPlan(env.DB, statement);
      expect(findFullScans(statement, plan, new Set(['users'])), `${statement.sql}\n${plan.join('\n')}`).toEqual([]);
    }
  });
});
