// Look-alike usernames are taken: the confusable-skeleton key, sign-up refusals in the form and the JSON call, and
// parallel sign-ups of look-alikes decided by the unique index.
import { describe, expect, it } from 'vitest';
import { usernameKey } from '../worker/auth/username-key';
import { firstRow, post } from './helpers';

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
