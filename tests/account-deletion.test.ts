// A member deletes their own account from /edit/ (docs/privacy.md): refusals change nothing and count against the
// login limit; a deletion ends every session, removes or anonymises what was theirs with the counters kept exact,
// takes their uploads down (or keeps them anonymised), keeps the username reserved, audits it and mails them; and D1
// failing in the middle of the batch leaves everything as it was, with no mail. Through the real worker and real D1.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../worker/auth/password';
import { RATE_LIMITS } from '../worker/auth/rate-limit';
import { ACCOUNT_DELETED } from '../worker/config/account-deletion';
import { refreshCounters } from '../worker/db/counters';
import { listOutbox } from '../worker/db/outbox';
import { usernameKey } from '../worker/domain/username-key';
import { firstRow, flashOf, get, post, sessionFor } from './helpers';

const now = Math.floor(Date.now() / 1000);
const PASSWORD = 'leave-me-now';
const bucket = (id: number) => Math.floor(id / 1000);
let nextId = 960_000;

/** A confirmed member of its own, with a password (or none: an account made by Google sign-in). */
async function newMember(options: { password?: string | null; lang?: string } = {}) {
  const userId = nextId++;
  const username = `Leaver${userId}`;
  const email = `leaver${userId}@example.test`;
  const hash = options.password === null ? null : await hashPassword(options.password ?? PASSWORD);
  await env.DB.prepare(
    `INSERT INTO users (user_id, username, username_key, email, password_hash, email_confirmed, google_sub, lang, about, country, created_at)
     VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6, ?7, 'About me', 'DE', ?8)`,
  ).bind(userId, username, usernameKey(username), email, hash, hash ? null : `google-${userId}`, options.lang ?? 'en', now - 86_400).run();
  return { userId, username, email, cookies: await sessionFor(userId) };
}
type Member = Awaited<ReturnType<typeof newMember>>;

const remove = (member: Member, form: Record<string, string>, bindings = {}) => post('/edit/delete/', form, { cookies: member.cookies }, bindings);

/** Rows that are the member's, or about them, table by table. */
const FOOTPRINT: [string, string][] = [
  ['sessions', 'user_id = ?1'],
  ['account_tokens', 'user_id = ?1'],
  ['votes', 'user_id = ?1'],
  ['comments', 'user_id = ?1'],
  ['subscriptions', "user_id = ?1 OR (target_type = 'member' AND target_id = ?1)"],
  ['friends', 'user_id = ?1 OR friend_id = ?1'],
  ['blocks', 'user_id = ?1 OR blocked_id = ?1'],
  ['messages', 'sender_id = ?1 OR recipient_id = ?1'],
  ['wall_posts', "user_id = ?1 OR (wall_type = 'member' AND wall_id = ?1)"],
  ['favourites', 'user_id = ?1'],
  ['watch_later', 'user_id = ?1'],
  ['history', 'user_id = ?1'],
  ['playlists', 'user_id = ?1'],
  ['reports', 'user_id = ?1'],
  ['uploads', 'user_id = ?1'],
  ['view_marks', "visitor = 'u' || CAST(?1 AS INTEGER)"],
  ['auth_attempts', "scope = 'login_account' AND subject = 'user:' || CAST(?1 AS INTEGER)"],
  ['audit_log', "action = 'account.delete' AND target_id = ?1"],
  ['media_trash', "r2_key LIKE 'avatars/' || CAST(?1 AS INTEGER) || '/%'"],
];

async function counts(userId: number): Promise<Record<string, number>> {
  const results = await env.DB.batch(FOOTPRINT.map(([table, where]) => env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).bind(userId)));
  return Object.fromEntries(FOOTPRINT.map(([table], i) => [table, (results[i]!.results[0] as { n: number }).n]));
}

/** Everything a deletion touches: the member's rows, their uploads' states, the counters and the list totals. */
async function footprint(member: Member) {
  const db = env.DB;
  const [user, uploads, objects, targets, totals] = await db.batch([
    db.prepare('SELECT * FROM users WHERE user_id = ?1').bind(member.userId),
    db.prepare(`SELECT 'video' AS kind, video_id AS id, status_id, status_reason, user_id, readd_at FROM videos WHERE user_id = ?1
                UNION ALL SELECT 'album', album_id, status_id, status_reason, user_id, NULL FROM albums WHERE user_id = ?1 ORDER BY 1, 2`).bind(member.userId),
    ...counterState(),
    db.prepare('SELECT scope, scope_id, gender, duration, videos FROM video_list_counts WHERE videos > 0 ORDER BY 1, 2, 3, 4'),
  ]);
  return {
    user: user!.results[0], uploads: uploads!.results, counters: [...objects!.results, ...targets!.results], totals: totals!.results,
    rows: await counts(member.userId), mail: (await listOutbox(db, 50, member.email)).length,
  };
}

// The objects the member votes on, comments on and subscribes to, and their own uploads (set in beforeAll).
let target: { video: number; album: number; playlist: number; channel: number; model: number };
let own: { videos: number[]; privateVideo: number; pendingVideo: number; readdVideo: number; album: number };

/** The counters of every object the member's rows count in (D1 allows five terms in a compound SELECT). */
function counterState() {
  return [
    env.DB.prepare(
      `SELECT 'video' AS t, video_id AS id, likes, dislikes, rating, comments_count AS n FROM videos WHERE video_id = ?1
       UNION ALL SELECT 'album', album_id, likes, dislikes, rating, comments_count FROM albums WHERE album_id = ?2
       UNION ALL SELECT 'playlist', playlist_id, 0, 0, rating, 0 FROM playlists WHERE playlist_id = ?3`,
    ).bind(target.video, target.album, target.playlist),
    env.DB.prepare(
      `SELECT 'channel' AS t, channel_id AS id, subscribers AS n FROM channels WHERE channel_id = ?1
       UNION ALL SELECT 'model', model_id, subscribers FROM models WHERE model_id = ?2
       UNION ALL SELECT 'member', user_id, subscribers_count FROM users WHERE user_id = ?3`,
    ).bind(target.channel, target.model, other.userId),
  ];
}

let victim: Member;
let other: Member;
let third: Member;
let victimPlaylist: number;
let avatarKey: string;

/** Gives the member a life on the site: votes, comments, lists, friends, messages, walls, reports and uploads. */
async function populate(member: Member) {
  const db = env.DB;
  const id = member.userId;
  const pick = async (sql: string) => (await firstRow<{ id: number }>(sql)).id;
  const publicVideos = (await db.prepare(
    'SELECT video_id FROM videos WHERE status_id = 1 AND is_private = 0 AND channel_id IS NOT NULL ORDER BY video_id LIMIT 7',
  ).all<{ video_id: number }>()).results.map((row) => row.video_id);
  target = {
    video: publicVideos[0]!,
    album: await pick('SELECT album_id AS id FROM albums WHERE status_id = 1 AND is_private = 0 ORDER BY album_id LIMIT 1'),
    playlist: await pick('SELECT playlist_id AS id FROM playlists WHERE is_private = 0 ORDER BY playlist_id LIMIT 1'),
    channel: await pick('SELECT channel_id AS id FROM channels ORDER BY channel_id LIMIT 1'),
    model: await pick('SELECT model_id AS id FROM models ORDER BY model_id LIMIT 1'),
  };
  own = {
    videos: publicVideos.slice(1, 3), privateVideo: publicVideos[3]!, pendingVideo: publicVideos[4]!, readdVideo: publicVideos[5]!,
    album: await pick('SELECT album_id AS id FROM albums WHERE status_id = 1 AND is_private = 0 ORDER BY album_id DESC LIMIT 1'),
  };
  avatarKey = `avatars/${id}/me.png`;
  await env.MEDIA.put(avatarKey, 'png bytes');
  await db.batch([
    db.prepare(`UPDATE videos SET user_id = ?1 WHERE video_id IN (${[...own.videos, own.privateVideo, own.pendingVideo, own.readdVideo].join(', ')})`).bind(id),
    db.prepare('UPDATE videos SET is_private = 1 WHERE video_id = ?1').bind(own.privateVideo),
    db.prepare('UPDATE videos SET status_id = 0 WHERE video_id = ?1').bind(own.pendingVideo),
    db.prepare("UPDATE videos SET status_id = 5, status_reason = 'owner_deleted', readd_at = ?2 WHERE video_id = ?1").bind(own.readdVideo, now + 3600),
    db.prepare('UPDATE albums SET user_id = ?1 WHERE album_id = ?2').bind(id, own.album),
    db.prepare('UPDATE users SET avatar = ?2 WHERE user_id = ?1').bind(id, avatarKey),
    db.prepare(`INSERT INTO votes (object_type, object_id, user_id, vote, created_at) VALUES ('video', ?2, ?1, 1, ?5), ('album', ?3, ?1, 0, ?5),
                  ('playlist', ?4, ?1, 1, ?5)`).bind(id, target.video, target.album, target.playlist, now),
    db.prepare(`INSERT INTO comments (object_type, object_id, user_id, comment, added_date) VALUES ('video', ?2, ?1, 'My words on a video', ?4),
                  ('album', ?3, ?1, 'My words on an album', ?4)`).bind(id, target.video, target.album, now),
    db.prepare(`INSERT INTO subscriptions (user_id, target_type, target_id, created_at) VALUES (?1, 'channel', ?2, ?5), (?1, 'model', ?3, ?5),
                  (?1, 'member', ?4, ?5), (?4, 'member', ?1, ?5)`).bind(id, target.channel, target.model, other.userId, now),
    db.prepare(`INSERT INTO friends (user_id, friend_id, status, created_at, updated_at) VALUES (?1, ?2, 'accepted', ?4, ?4), (?3, ?1, 'pending', ?4, ?4)`)
      .bind(id, other.userId, third.userId, now),
    db.prepare('INSERT INTO blocks (user_id, blocked_id, created_at) VALUES (?1, ?2, ?4), (?3, ?1, ?4)').bind(id, third.userId, other.userId, now),
    db.prepare('INSERT INTO messages (sender_id, recipient_id, body, created_at) VALUES (?1, ?2, ?3, ?4), (?2, ?1, ?3, ?4)').bind(id, other.userId, 'A private word', now),
    db.prepare(`INSERT INTO wall_posts (wall_type, wall_id, user_id, body, created_at) VALUES ('member', ?1, ?2, 'On their wall', ?3),
                  ('member', ?2, ?1, 'On a friend''s wall', ?3)`).bind(id, other.userId, now),
    db.prepare('INSERT INTO favourites (user_id, video_id, added_at) VALUES (?1, ?2, ?3)').bind(id, target.video, now),
    db.prepare('INSERT INTO watch_later (user_id, video_id, added_at) VALUES (?1, ?2, ?3)').bind(id, target.video, now),
    db.prepare('INSERT INTO history (user_id, video_id, watched_at) VALUES (?1, ?2, ?3)').bind(id, target.video, now),
    db.prepare(`INSERT INTO reports (subject, email, message, user_id, created_at) VALUES ('technical', ?2, 'It stops playing', ?1, ?3)`).bind(id, member.email, now),
    db.prepare(`INSERT INTO uploads (upload_id, user_id, purpose, object_id, name, length, r2_key, created_at, expires_at)
                VALUES (?2, ?1, 'video', ?3, 'my holiday.mp4', 1000, 'uploads/x', ?4, ?4 + 86400)`).bind(id, `up-${id}`, own.pendingVideo, now),
    db.prepare(`INSERT INTO view_marks (visitor, video_id, address, country, counted_at) VALUES (?1, ?2, 'hash', 'JP', ?3)`).bind(`u${id}`, target.video, now),
    db.prepare(`INSERT INTO account_tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES (?2, ?1, 'restore_password', ?3, ?3 + 3600)`)
      .bind(id, `token-${id}`, now),
  ]);
  const playlist = await firstRow<{ playlist_id: number }>(
    `INSERT INTO playlists (title, user_id, created_at, updated_at) VALUES ('Mine', ?1, ?2, ?2) RETURNING playlist_id`, id, now,
  );
  victimPlaylist = playlist.playlist_id;
  await db.batch([
    db.prepare('INSERT INTO playlist_videos (playlist_id, video_id, position, added_at) VALUES (?1, ?2, 1, ?3)').bind(victimPlaylist, target.video, now),
    db.prepare(`INSERT INTO votes (object_type, object_id, user_id, vote, created_at) VALUES ('playlist', ?1, ?2, 1, ?3)`).bind(victimPlaylist, other.userId, now),
  ]);
  // Every counter and list total exact before the deletion, as the cron leaves them.
  await refreshCounters(db, now);
}

/**
 * The real D1 with one real failure inside the deletion's batch: right before the tombstone's update (after every
 * other statement of the batch has run) a statement breaks a UNIQUE constraint, so D1 rolls the whole batch back; the
 * worker then sees D1 fail as a lost connection does.
 */
function failingMidBatch(seen: unknown[]): D1Database {
  const statement = (sql: string, real: D1PreparedStatement) => ({
    sql, real,
    bind: (...values: unknown[]) => statement(sql, real.bind(...values)),
    first: () => real.first(), all: () => real.all(), run: () => real.run(), raw: () => real.raw(),
  });
  return {
    prepare: (sql: string) => statement(sql, env.DB.prepare(sql)),
    batch: async (statements: { sql: string; real: D1PreparedStatement }[]) => {
      const reals = statements.map((s) => s.real);
      const at = statements.findIndex((s) => /UPDATE users SET status_id = 0, enabled_status_id = NULL, deleted_at/.test(s.sql));
      if (at < 0) return env.DB.batch(reals);
      const breaking = env.DB.prepare('INSERT INTO users (user_id, username, created_at) SELECT user_id, username, 0 FROM users WHERE user_id = ?1').bind(victim.userId);
      try {
        return await env.DB.batch([...reals.slice(0, at), breaking, ...reals.slice(at)]);
      } catch (error) {
        seen.push({ error: String(error), ranBefore: at });
        throw new Error('D1_ERROR: Network connection lost.');
      }
    },
    exec: (sql: string) => env.DB.exec(sql),
  } as unknown as D1Database;
}

beforeAll(async () => {
  other = await newMember();
  third = await newMember();
  victim = await newMember({ lang: 'de' });
  await sessionFor(victim.userId);
  await populate(victim);
});

describe('the delete form on /edit/', () => {
  it('is a plain form at the bottom that asks for the password; an account without one types its username', async () => {
    const page = await (await get('/edit/', { cookies: victim.cookies })).text();
    expect(page).toContain('action="/edit/delete/" method="post"');
    const form = page.slice(page.indexOf('action="/edit/delete/"'));
    expect(form).toContain('name="current_password"');
    expect(form).toContain('Delete my account');
    expect(page.indexOf('action="/edit/delete/"')).toBeGreaterThan(page.indexOf('action="/edit/password/"'));
    const google = await newMember({ password: null });
    const googlePage = await (await get('/edit/', { cookies: google.cookies })).text();
    const googleForm = googlePage.slice(googlePage.indexOf('action="/edit/delete/"'));
    expect(googleForm).toContain('name="confirm_username"');
    expect(googleForm).toContain(`Type your username (${google.username}) to confirm`);
    expect(googleForm).not.toContain('name="current_password"');
  });
});

describe('refusals change nothing', () => {
  it('a missing or wrong password re-renders /edit/ with 422 and the field error; the account stays as it was', async () => {
    const before = await footprint(victim);
    const missing = await remove(victim, { current_password: '' });
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain('id="delete-current_password-error"');
    const wrong = await remove(victim, { current_password: 'not-my-password' });
    expect(wrong.status).toBe(422);
    expect(wrong.headers.get('Cache-Control')).toBe('no-store');
    expect(await wrong.text()).toContain(await errorText('wrong_password'));
    const after = await footprint(victim);
    // The wrong password is the only trace: one failed login of the account.
    expect(after.rows.auth_attempts).toBe(before.rows.auth_attempts! + 1);
    expect({ ...after, rows: { ...after.rows, auth_attempts: 0 } }).toEqual({ ...before, rows: { ...before.rows, auth_attempts: 0 } });
    expect((await get('/edit/', { cookies: victim.cookies })).status).toBe(200);
    await env.DB.prepare('DELETE FROM auth_attempts WHERE subject = ?1').bind(`user:${victim.userId}`).run();
  });

  it('wrong passwords count as failed logins of the account: at the limit even the right one is refused', async () => {
    const member = await newMember();
    for (let i = 0; i < RATE_LIMITS.login_account.max; i++) {
      expect((await remove(member, { current_password: `wrong-${i}` })).status).toBe(422);
    }
    const blocked = await remove(member, { current_password: PASSWORD });
    expect(blocked.status).toBe(422);
    expect(await blocked.text()).toContain(await errorText('too_many_attempts'));
    expect((await firstRow<{ status_id: number }>('SELECT status_id FROM users WHERE user_id = ?1', member.userId)).status_id).toBe(2);
    // The sign-in form shares the allowance.
    expect((await post('/signin/', { usr: member.username, pwd: PASSWORD }, { headers: { 'CF-Connecting-IP': '198.51.100.71' } })).status).toBe(422);
  });

  it('an account without a password must type its own username (any case)', async () => {
    const google = await newMember({ password: null });
    const wrong = await remove(google, { confirm_username: 'somebody-else' });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('This is not your username');
    expect((await remove(google, { confirm_username: '' })).status).toBe(422);
    const done = await remove(google, { confirm_username: google.username.toUpperCase() });
    expect(done.status).toBe(303);
    const row = await firstRow<{ google_sub: string | null; deleted_at: number | null }>('SELECT google_sub, deleted_at FROM users WHERE user_id = ?1', google.userId);
    expect(row).toMatchObject({ google_sub: null, deleted_at: expect.any(Number) });
  });

  it('a guest who posts is sent home with the login notice', async () => {
    const response = await post('/edit/delete/', { current_password: PASSWORD });
    expect(response.status).toBe(303);
    expect(flashOf(response)).toBe('login_required');
  });
});

describe('D1 failing in the middle of the batch', () => {
  it('leaves the account, its sessions, content and counters exactly as they were, and sends no mail', async () => {
    const before = await footprint(victim);
    const seen: unknown[] = [];
    const response = await remove(victim, { current_password: PASSWORD }, { DB: failingMidBatch(seen) });
    expect(response.status).toBe(503);
    // The real batch ran most of its statements and failed on a real constraint.
    expect(seen).toEqual([{ error: expect.stringMatching(/UNIQUE constraint failed/), ranBefore: expect.any(Number) }]);
    expect((seen[0] as { ranBefore: number }).ranBefore).toBeGreaterThan(30);
    expect(await footprint(victim)).toEqual(before);
    expect(before.rows.sessions).toBe(2);
    expect(before.mail).toBe(0);
    expect(await env.MEDIA.head(avatarKey)).not.toBeNull();
    expect((await get('/edit/', { cookies: victim.cookies })).status).toBe(200);
  });
});

describe('a deletion', () => {
  let response: Response;
  let before: Awaited<ReturnType<typeof footprint>>;
  beforeAll(async () => {
    before = await footprint(victim);
    response = await remove(victim, { current_password: PASSWORD });
  });

  it('ends every session, clears the cookie and goes home with the notice', async () => {
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/');
    expect(flashOf(response)).toBe('account_deleted');
    expect(response.headers.getSetCookie().find((line) => line.startsWith('sid='))).toMatch(/Max-Age=0/);
    const rows = await counts(victim.userId);
    expect(rows.sessions).toBe(0);
    // The old cookie signs nobody in: /edit/ sends a guest home.
    expect((await get('/edit/', { cookies: victim.cookies })).status).toBe(302);
    const home = await (await get('/', { cookies: { _agev: '1', flash: 'account_deleted' } })).text();
    expect(home).toContain('Your account has been deleted.');
  });

  it('removes their rows everywhere, keeps what moderation needs', async () => {
    expect(await counts(victim.userId)).toEqual({
      sessions: 0, account_tokens: 0, votes: 0, comments: 0, subscriptions: 0, friends: 0, blocks: 0, messages: 0, wall_posts: 0,
      favourites: 0, watch_later: 0, history: 0, playlists: 0, reports: 0, uploads: 0, view_marks: 0, auth_attempts: 0,
      audit_log: 1, media_trash: 1,
    });
    // Their playlist went with its contents and the votes others gave it.
    const playlist = await env.DB.batch([
      env.DB.prepare('SELECT COUNT(*) AS n FROM playlist_videos WHERE playlist_id = ?1').bind(victimPlaylist),
      env.DB.prepare("SELECT COUNT(*) AS n FROM votes WHERE object_type = 'playlist' AND object_id = ?1").bind(victimPlaylist),
    ]);
    expect(playlist.map((r) => (r.results[0] as { n: number }).n)).toEqual([0, 0]);
    // The report they sent stays for moderation, no longer tied to them; the unfinished upload expires for the cron.
    const report = await firstRow<{ user_id: number | null }>("SELECT user_id FROM reports WHERE message = 'It stops playing'");
    expect(report.user_id).toBeNull();
    const upload = await firstRow<{ user_id: number | null; name: string; expires_at: number }>('SELECT user_id, name, expires_at FROM uploads WHERE upload_id = ?1', `up-${victim.userId}`);
    expect(upload).toMatchObject({ user_id: null, name: '' });
    expect(upload.expires_at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    // Their avatar leaves R2 with the media trash's next run.
    expect(await firstRow('SELECT r2_key FROM media_trash WHERE r2_key = ?1', avatarKey)).toEqual({ r2_key: avatarKey });
  });

  it('keeps the row as a tombstone: username and its key kept, everything personal cleared, hidden', async () => {
    const row = await firstRow<Record<string, unknown>>('SELECT * FROM users WHERE user_id = ?1', victim.userId);
    expect(row).toMatchObject({
      username: victim.username, username_key: usernameKey(victim.username), status_id: 0, enabled_status_id: null,
      email: null, password_hash: null, google_sub: null, avatar: null, cover: null, country: null, about: '', lang: null,
      deleted_at: expect.any(Number),
    });
  });

  it('takes down every upload, clears a scheduled re-add, and the list totals equal a full recount', async () => {
    const after = await footprint(victim);
    const states = Object.fromEntries((after.uploads as { kind: string; id: number; status_id: number; status_reason: string; readd_at: number | null }[])
      .map((u) => [`${u.kind}${u.id}`, [u.status_id, u.status_reason, u.readd_at]]));
    for (const id of [...own.videos, own.privateVideo, own.pendingVideo]) expect(states[`video${id}`]).toEqual([5, ACCOUNT_DELETED, null]);
    expect(states[`video${own.readdVideo}`]).toEqual([5, 'owner_deleted', null]);
    expect(states[`album${own.album}`]).toEqual([5, ACCOUNT_DELETED, null]);
    const video = await firstRow<{ dir: string }>('SELECT dir FROM videos WHERE video_id = ?1', own.videos[0]);
    expect((await get(`/videos/${own.videos[0]}/${video.dir}/`)).status).not.toBe(200);
    // Counters and list totals as the deletion left them are what the cron's full recount makes of the rows.
    const counters = after.counters;
    expect(counters).not.toEqual(before.counters);
    await refreshCounters(env.DB, now);
    const recounted = await footprint(victim);
    expect(counters).toEqual(recounted.counters);
    expect(after.totals).toEqual(recounted.totals);
    expect(after.totals).not.toEqual(before.totals);
  });

  it('their profile and member JSON are gone; the sign-in refuses them', async () => {
    expect((await get(`/members/${victim.userId}/`)).status).toBe(404);
    expect((await get(`/api/json/member/7200/info/${bucket(victim.userId)}/${victim.userId}.json`)).status).toBe(404);
    const signin = await post('/signin/', { usr: victim.username, pwd: PASSWORD }, { headers: { 'CF-Connecting-IP': '198.51.100.72' } });
    expect(signin.status).toBe(422);
  });

  it('the username stays reserved in any case; the email address is free to sign up again', async () => {
    const headers = { 'CF-Connecting-IP': '198.51.100.73' };
    const taken = await post('/signup/', { username: victim.username.toUpperCase(), email: 'someone-new@example.test', password: 'fresh-pass-1' }, { headers });
    expect(taken.status).toBe(422);
    expect(await taken.text()).toContain('This username is already taken');
    const again = await post('/signup/', { username: `Back${victim.userId}`, email: victim.email, password: 'fresh-pass-1' }, { headers });
    expect(again.status).toBe(303);
    // Out of the way of the member ids the other tests make.
    await env.DB.prepare('DELETE FROM users WHERE email = ?1').bind(victim.email).run();
  });

  it('mails the confirmation to the address they had, in their language', async () => {
    const mails = (await listOutbox(env.DB, 10, victim.email)).filter((mail) => mail.kind === 'account_deleted');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Dein Konto bei');
    expect(mails[0]!.body_text).toContain(victim.username);
  });

  it('audits it with the id and username only', async () => {
    const entry = await firstRow<Record<string, unknown>>("SELECT * FROM audit_log WHERE action = 'account.delete' AND target_id = ?1", victim.userId);
    expect(entry).toMatchObject({ actor_id: victim.userId, actor_name: victim.username, target_type: 'member', reason: null });
    expect(JSON.parse(entry.after as string)).toEqual({ status_id: 0, uploads: 'take_down' });
    expect(JSON.stringify(entry)).not.toContain('@');
  });

  it('the console cannot enable a deleted account again', async () => {
    const { enableStatement } = await import('../worker/db/member-admin');
    await enableStatement(env.DB, victim.userId).run();
    expect((await firstRow<{ status_id: number }>('SELECT status_id FROM users WHERE user_id = ?1', victim.userId)).status_id).toBe(0);
  });
});

describe('with DELETED_ACCOUNT_UPLOADS = keep', () => {
  it('live public uploads stay without an uploader; the rest is taken down', async () => {
    const member = await newMember();
    const [kept, pending] = (await env.DB.prepare(
      'SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 AND user_id IS NOT NULL ORDER BY video_id DESC LIMIT 2',
    ).all<{ video_id: number; dir: string }>()).results;
    await env.DB.batch([
      env.DB.prepare('UPDATE videos SET user_id = ?1 WHERE video_id IN (?2, ?3)').bind(member.userId, kept!.video_id, pending!.video_id),
      env.DB.prepare('UPDATE videos SET status_id = 0 WHERE video_id = ?1').bind(pending!.video_id),
    ]);
    const response = await remove(member, { current_password: PASSWORD }, { DELETED_ACCOUNT_UPLOADS: 'keep' });
    expect(response.status).toBe(303);
    const rows = (await env.DB.prepare('SELECT video_id, status_id, status_reason, user_id FROM videos WHERE video_id IN (?1, ?2) ORDER BY video_id')
      .bind(kept!.video_id, pending!.video_id).all()).results;
    expect(rows).toContainEqual({ video_id: kept!.video_id, status_id: 1, status_reason: null, user_id: null });
    expect(rows).toContainEqual({ video_id: pending!.video_id, status_id: 5, status_reason: ACCOUNT_DELETED, user_id: member.userId });
    const page = await get(`/videos/${kept!.video_id}/${kept!.dir}/`, { cookies: { _agev: '1' } });
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain(member.username);
    const entry = await firstRow<{ after: string }>("SELECT after FROM audit_log WHERE action = 'account.delete' AND target_id = ?1", member.userId);
    expect(JSON.parse(entry.after)).toEqual({ status_id: 0, uploads: 'keep' });
  });

  it('the form says so', async () => {
    const member = await newMember();
    const page = await (await get('/edit/', { cookies: member.cookies }, { DELETED_ACCOUNT_UPLOADS: 'keep' })).text();
    expect(page).toContain('your published videos and albums stay on the site without your name');
  });
});

/** The English text of an auth error code. */
async function errorText(code: 'wrong_password' | 'too_many_attempts'): Promise<string> {
  const en = (await import('../locales/en.json')).default as { auth: { errors: Record<string, string> } };
  return en.auth.errors[code]!;
}
