// Every rate limit is counted and decided in one atomic step: 50 to 100 requests fired at once let exactly the limit
// through (login per account and per address, sign-up, restore mails, contact, comments, wall posts, messages).
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../worker/auth/password';
import { RATE_LIMITS } from '../worker/auth/rate-limit';
import { COMMENTS_PER_WINDOW, MESSAGES_PER_WINDOW, WALL_POSTS_PER_WINDOW } from '../worker/config/limits';
import { firstRow, memberFactory, post } from './helpers';

const newMember = memberFactory(930_000);

/** Sends every form at once and reads each JSON answer's code ('ok' for success). */
async function burst(path: string, forms: Record<string, string>[], headers: (i: number) => Record<string, string>, cookies?: Record<string, string>) {
  const answers = await Promise.all(forms.map((form, i) => post(path, form, { headers: headers(i), cookies })));
  return Promise.all(answers.map(async (response) => {
    const body = await response.text();
    try {
      const json = JSON.parse(body) as { ok?: boolean; success?: boolean; code?: string; comment_id?: number };
      return json.code ?? (json.ok || json.success || json.comment_id ? 'ok' : 'unknown');
    } catch {
      return response.status === 303 ? 'redirect' : `status ${response.status}`;
    }
  }));
}

const tally = (codes: string[]) => codes.reduce<Record<string, number>>((all, code) => ({ ...all, [code]: (all[code] ?? 0) + 1 }), {});
const address = (n: number) => ({ 'CF-Connecting-IP': `198.18.${Math.floor(n / 250)}.${n % 250}` });

let account: { username: string };

beforeAll(async () => {
  account = { username: 'limits_owner' };
  await env.DB.prepare('INSERT INTO users (user_id, username, email, email_confirmed, password_hash, created_at) VALUES (939999, ?1, ?2, 1, ?3, 0)')
    .bind(account.username, 'limits_owner@example.test', await hashPassword('the-right-password', 1000)).run();
});

describe('logins', () => {
  it('100 parallel wrong passwords for one account (from 100 addresses): exactly 5 are checked', async () => {
    const forms = Array.from({ length: 100 }, () => ({ usr: account.username, pwd: 'wrong-password' }));
    const codes = tally(await burst('/api/login.php', forms, (i) => address(i)));
    expect(codes).toEqual({ invalid_usr_or_pwd: RATE_LIMITS.login_account.max, too_many_attempts: 100 - RATE_LIMITS.login_account.max });
    // The right password is refused too while the account is locked.
    expect(await burst('/api/login.php', [{ usr: account.username, pwd: 'the-right-password' }], () => address(999))).toEqual(['too_many_attempts']);
  });

  it('100 parallel wrong passwords from one address (100 accounts): exactly 20 are checked', async () => {
    const forms = Array.from({ length: 100 }, (_, i) => ({ usr: `nobody_${i}`, pwd: 'wrong-password' }));
    const codes = tally(await burst('/api/login.php', forms, () => ({ 'CF-Connecting-IP': '198.19.0.1' })));
    expect(codes).toEqual({ invalid_usr_or_pwd: RATE_LIMITS.login_ip.max, too_many_attempts: 100 - RATE_LIMITS.login_ip.max });
  });

  it('a right password gives its attempt back: it never uses up the address allowance', async () => {
    await env.DB.prepare("UPDATE users SET password_hash = ?1 WHERE username = 'demo'").bind(await hashPassword('demo-right', 1000)).run();
    for (let i = 0; i < RATE_LIMITS.login_ip.max + 2; i++) {
      expect(await burst('/api/login.php', [{ usr: 'demo', pwd: 'demo-right' }], () => ({ 'CF-Connecting-IP': '198.19.0.2' }))).toEqual(['ok']);
    }
  });
});

describe('sign-ups, restore mails and contact messages', () => {
  it('100 parallel sign-ups from one address create exactly 5 accounts', async () => {
    const forms = Array.from({ length: 100 }, (_, i) => ({ username: `burst_${i}`, email: `burst_${i}@example.test`, password: 'secret-pass' }));
    const codes = tally(await burst('/api/signup.php', forms, () => ({ 'CF-Connecting-IP': '198.19.1.1' })));
    expect(codes).toEqual({ ok: RATE_LIMITS.signup_ip.max, too_many_attempts: 100 - RATE_LIMITS.signup_ip.max });
    const made = await firstRow<{ n: number }>("SELECT COUNT(*) AS n FROM users WHERE username LIKE 'burst\\_%' ESCAPE '\\'");
    expect(made.n).toBe(RATE_LIMITS.signup_ip.max);
  });

  it('a sign-up refused for a taken name does not use up the allowance', async () => {
    const headers = () => ({ 'CF-Connecting-IP': '198.19.1.2' });
    for (let i = 0; i < RATE_LIMITS.signup_ip.max + 2; i++) {
      expect(await burst('/api/signup.php', [{ username: account.username, email: `again${i}@example.test`, password: 'secret-pass' }], headers)).toEqual(['username_exists']);
    }
    expect(await burst('/api/signup.php', [{ username: 'late_arrival', email: 'late@example.test', password: 'secret-pass' }], headers)).toEqual(['ok']);
  });

  it('50 parallel restore requests for one address send exactly 3 mails', async () => {
    const forms = Array.from({ length: 50 }, () => ({ email: 'limits_owner@example.test' }));
    await burst('/restore-password/', forms, (i) => address(1000 + i));
    const mails = await firstRow<{ n: number }>("SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = 'limits_owner@example.test'");
    expect(mails.n).toBe(RATE_LIMITS.restore_email.max);
  });

  it('60 parallel contact messages from one address store exactly 5', async () => {
    const forms = Array.from({ length: 60 }, (_, i) => ({ subject: 'support', email: 'c@example.test', message: `burst message ${i}` }));
    const codes = tally(await burst('/api/report.php', forms, () => ({ 'CF-Connecting-IP': '198.19.2.1' })));
    expect(codes.ok).toBe(RATE_LIMITS.contact_ip.max);
    const stored = await firstRow<{ n: number }>("SELECT COUNT(*) AS n FROM reports WHERE message LIKE 'burst message %'");
    expect(stored.n).toBe(RATE_LIMITS.contact_ip.max);
  });
});

describe("members' writes", () => {
  let videoId: number;
  beforeAll(async () => {
    videoId = (await firstRow<{ video_id: number }>('SELECT video_id FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 1')).video_id;
  });

  it('100 parallel comments from one member store exactly 5', async () => {
    const { userId, cookies } = await newMember();
    const forms = Array.from({ length: 100 }, (_, i) => ({ act: 'comm', section: 'videos', object_id: String(videoId), msg: `parallel comment ${i}` }));
    const codes = tally(await burst('/api/stat.php', forms, () => ({}), cookies));
    expect(codes).toEqual({ ok: COMMENTS_PER_WINDOW, too_many: 100 - COMMENTS_PER_WINDOW });
    expect((await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM comments WHERE user_id = ?1', userId)).n).toBe(COMMENTS_PER_WINDOW);
    const video = await firstRow<{ comments_count: number; real: number }>(
      "SELECT comments_count, (SELECT COUNT(*) FROM comments WHERE object_type = 'video' AND object_id = ?1 AND status_id = 1) AS real FROM videos WHERE video_id = ?1", videoId,
    );
    expect(video.comments_count).toBe(video.real);
  });

  it('100 parallel wall posts from one member store exactly 5', async () => {
    const { userId, cookies } = await newMember();
    const wall = await newMember();
    const forms = Array.from({ length: 100 }, (_, i) => ({ section: 'add', wall: 'member', wall_id: String(wall.userId), msg: `wall post ${i}`, back: '/' }));
    await burst('/wall/', forms, () => ({}), cookies);
    expect((await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM wall_posts WHERE user_id = ?1', userId)).n).toBe(WALL_POSTS_PER_WINDOW);
  });

  it('100 parallel messages from one member store exactly 20', async () => {
    const { userId, cookies } = await newMember();
    const to = await newMember();
    const forms = Array.from({ length: 100 }, (_, i) => ({ act: 'send', user_id: String(to.userId), message: `note ${i}` }));
    const codes = tally(await burst('/api/messages.php', forms, () => ({}), cookies));
    expect(codes.too_many).toBe(100 - MESSAGES_PER_WINDOW);
    expect((await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM messages WHERE sender_id = ?1', userId)).n).toBe(MESSAGES_PER_WINDOW);
  });
});
