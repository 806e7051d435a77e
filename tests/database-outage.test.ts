// When D1 fails (an error or no answer), nothing crashes: anonymous pages and API reads answer their last cached copy
// even past its lifetime, members get the public copy with a notice, writes answer a localised 503 with nothing
// applied, and the site recovers by itself. The failure is injected as a D1 binding that fails every statement.
import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { firstRow, flashOf, get, memberFactory, post } from './helpers';

/** D1 as an outage leaves it: every statement fails as a lost connection would. */
function failingDatabase(): D1Database {
  const fail = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'));
  const statement = { bind: () => statement, first: fail, all: fail, run: fail, raw: fail };
  return { prepare: () => statement, batch: fail, exec: fail } as unknown as D1Database;
}

/** D1 as a lock leaves it: nothing ever answers. */
function hangingDatabase(): D1Database {
  const wait = () => new Promise<never>(() => {});
  const statement = { bind: () => statement, first: wait, all: wait, run: wait, raw: wait };
  return { prepare: () => statement, batch: wait, exec: wait } as unknown as D1Database;
}

/** The real D1, failing from the moment a statement matching `pattern` runs (alone or in a batch). */
function failingAt(pattern: RegExp): D1Database {
  const fail = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'));
  const statement = (sql: string, real: D1PreparedStatement) => ({
    sql, real,
    bind: (...values: unknown[]) => statement(sql, real.bind(...values)),
    first: () => (pattern.test(sql) ? fail() : real.first()),
    all: () => (pattern.test(sql) ? fail() : real.all()),
    run: () => (pattern.test(sql) ? fail() : real.run()),
    raw: () => (pattern.test(sql) ? fail() : real.raw()),
  });
  return {
    prepare: (sql: string) => statement(sql, env.DB.prepare(sql)),
    batch: (statements: { sql: string; real: D1PreparedStatement }[]) =>
      statements.some((s) => pattern.test(s.sql)) ? fail() : env.DB.batch(statements.map((s) => s.real)),
    exec: fail,
  } as unknown as D1Database;
}

/** The real D1 answering one round trip at a time, each after `ms`: a busy database, slow but never silent. */
function busyDatabase(ms: number): D1Database {
  let line: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(call: () => Promise<T>): Promise<T> => {
    const turn = line.then(() => new Promise((resolve) => setTimeout(resolve, ms))).then(call);
    line = turn.catch(() => undefined);
    return turn;
  };
  const statement = (real: D1PreparedStatement) => ({
    real,
    bind: (...values: unknown[]) => statement(real.bind(...values)),
    first: () => inTurn(() => real.first()),
    all: () => inTurn(() => real.all()),
    run: () => inTurn(() => real.run()),
    raw: () => inTurn(() => real.raw()),
  });
  return {
    prepare: (sql: string) => statement(env.DB.prepare(sql)),
    batch: (statements: { real: D1PreparedStatement }[]) => inTurn(() => env.DB.batch(statements.map((s) => s.real))),
    exec: (sql: string) => inTurn(() => env.DB.exec(sql)),
  } as unknown as D1Database;
}

const DOWN = { DB: failingDatabase() };
const GUEST = { cookies: { _agev: '1', cookie_notice: '1' } };
const LISTING = '/videos/most-viewed/1/';
const API_READ = '/api/json/videos2/86400/straight/most-viewed/60/all.0.1.all.all.all.json';
const newMember = memberFactory(950_000);

let video: { video_id: number; dir: string; title: string };
let videoPage: string;

/** Moves the worker's clock: two days on, every cached entry is past its lifetime but within stale-if-error. */
function twoDaysLater() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 2 * 86_400_000);
}

beforeAll(async () => {
  video = await firstRow('SELECT video_id, dir, title FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY viewed DESC LIMIT 1');
  videoPage = `/videos/${video.video_id}/${video.dir}/`;
  // The guests' copies: pages, their data and an API read, cached while D1 answers.
  for (const path of [LISTING, videoPage, API_READ]) expect((await get(path, GUEST)).status).toBe(200);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reads fall back to the last cached copy', () => {
  it('an anonymous listing past its lifetime is built from its cached data', async () => {
    twoDaysLater();
    const response = await get(LISTING, GUEST, DOWN);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(video.title);
  });

  it('when the data cache has lost its copies, the stored page answers', async () => {
    const keys = (await env.CACHE.list()).keys.map((key) => key.name);
    const saved = await Promise.all(keys.map(async (name) => [name, await env.CACHE.getWithMetadata(name)] as const));
    await Promise.all(keys.map((name) => env.CACHE.delete(name)));
    twoDaysLater();
    const response = await get(LISTING, GUEST, DOWN);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Cache')).toBe('STALE');
    expect(await response.text()).toContain(video.title);
    await Promise.all(saved.map(([name, { value, metadata }]) => value !== null && env.CACHE.put(name, value, { metadata })));
  });

  it('a page the page cache does not keep is built from the cached data past its lifetime', async () => {
    twoDaysLater();
    const response = await get(`${LISTING}?utm_source=x`, GUEST, DOWN);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(video.title);
  });

  it('an anonymous video page answers its stored copy', async () => {
    twoDaysLater();
    const response = await get(videoPage, GUEST, DOWN);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(video.title);
  });

  it('an API read answers its cached JSON, marked not to be kept', async () => {
    twoDaysLater();
    const response = await get(API_READ, GUEST, DOWN);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = (await response.json()) as { videos: { video_id: number }[] };
    expect(body.videos.map((v) => v.video_id)).toContain(video.video_id);
  });

  it('an API read with no copy answers JSON 503 "unavailable"', async () => {
    const response = await get(API_READ.replace('.1.all.all.all.json', '.7.all.all.all.json'), GUEST, DOWN);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBeTruthy();
    expect(await response.json()).toEqual({ error: true, code: 'unavailable' });
  });

  it('a page with no copy is a localised 503 that offers to try again', async () => {
    const response = await get('/videos/longest/3/', { cookies: { ...GUEST.cookies, app_lang: 'ja' } }, DOWN);
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="ja"');
    expect(html).toContain('まもなく復旧します');
    expect(html).toContain('href="/videos/longest/3/"');
  });

  it('a database that does not answer is an outage too, within seconds', async () => {
    const started = Date.now();
    const response = await get('/videos/longest/4/', GUEST, { DB: hangingDatabase() });
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('members', () => {
  it('a member gets the public copy of a page with a notice that account features are out', async () => {
    const { cookies } = await newMember();
    const response = await get(videoPage, { cookies: { ...GUEST.cookies, ...cookies } }, DOWN);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain(video.title);
    expect(html).toContain('Account features are briefly unavailable');
    expect(html).not.toContain('action="/logout/"');
  });

  it("a member's listing is built from the cached data, with the notice", async () => {
    twoDaysLater();
    const { cookies } = await newMember();
    const response = await get(LISTING, { cookies: { ...GUEST.cookies, ...cookies } }, DOWN);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(video.title);
    expect(html).toContain('Account features are briefly unavailable');
  });
});

/** Every page only a signed-in member (or staff) can open: during an outage the member is not taken for a guest. */
const MEMBERS_ONLY = [
  '/edit/', '/upload-video/', '/upload-album/', '/upload-video/preview/', '/messages/', '/messages/1/', '/playlist/new/',
  '/playlist/1/edit/', '/videos/history/1/', '/admin/',
];

describe('members-only pages', () => {
  it.each(MEMBERS_ONLY)('%s answers a signed-in member the localised 503 notice, never a redirect', async (path) => {
    const { cookies } = await newMember();
    const response = await get(path, { cookies: { ...GUEST.cookies, ...cookies, app_lang: 'de' } }, DOWN);
    expect(response.status).toBe(503);
    expect(response.headers.get('Location')).toBeNull();
    expect(response.headers.get('Cache-Control')).toMatch(/\bno-store\b/);
    expect(response.headers.get('Retry-After')).toBeTruthy();
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(`href="${path}"`);
  });

  it('a guest is still sent to sign in, as when D1 answers', async () => {
    const response = await get('/messages/', GUEST, DOWN);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/signin/?back=%2Fmessages%2F');
  });
});

describe('busy is not down', () => {
  // D1 may stay silent 200 ms here; queued one at a time, the burst's last round trips wait seconds for their turn.
  const SILENCE = { D1_SILENCE_MS: '200' };

  it('a burst of 100 writes from 50 members, twice, answers every one as D1 answers, however slowly', async () => {
    const busy = { DB: busyDatabase(4), ...SILENCE };
    const members: { userId: number; cookies: Record<string, string> }[] = [];
    for (let i = 0; i < 50; i += 1) members.push(await newMember());
    const back = videoPage;
    const burst = () => Promise.all(members.flatMap(({ cookies }) => [
      post('/vote/', { section: 'videos', object_id: String(video.video_id), vote: '1', back }, { cookies }, busy),
      post('/input/', { act: 'favourite', section: 'add', video_id: String(video.video_id), back }, { cookies }, busy),
    ]));
    const started = Date.now();
    const first = await burst();
    // At least 200 round trips of 4 ms in turn: the last waited several times D1's allowed silence for its answer.
    expect(Date.now() - started).toBeGreaterThan(3 * 200);
    expect(first.map((response) => response.status)).toEqual(Array(100).fill(303));
    expect(first.map(flashOf)).toEqual(members.flatMap(() => ['vote_success', 'favourite_added']));
    const again = await burst();
    expect(again.map((response) => response.status)).toEqual(Array(100).fill(303));
    expect(again.map(flashOf)).toEqual(members.flatMap(() => ['vote_already_voted', 'already_favourite']));
    const ids = members.map((member) => member.userId).join(',');
    expect(await firstRow(`SELECT COUNT(*) AS n FROM favourites WHERE video_id = ?1 AND user_id IN (${ids})`, video.video_id)).toEqual({ n: 50 });
  });

  it('a D1 that answers nothing is an outage once its silence passes the limit', async () => {
    const started = Date.now();
    const response = await get('/videos/longest/5/', GUEST, { DB: hangingDatabase(), ...SILENCE });
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('writes', () => {
  it('a vote answers a localised 503 "try again" and nothing is written', async () => {
    const { userId, cookies } = await newMember();
    const form = { section: 'videos', object_id: String(video.video_id), vote: '1', back: videoPage };
    const page = await post('/vote/', form, { cookies: { ...cookies, app_lang: 'de' } }, DOWN);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('es wurde nichts geändert');
    const json = await post('/api/stat.php', { act: 'vote', ...form }, { cookies }, DOWN);
    expect(json.status).toBe(503);
    expect(await json.json()).toEqual({ error: true, code: 'unavailable' });
    const votes = await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM votes WHERE user_id = ?1', userId);
    expect(votes.n).toBe(0);
  });

  it('a sign-up whose confirmation mail cannot be stored leaves no account behind, so trying again works', async () => {
    const form = { username: 'halfway_member', email: 'halfway@example.test', password: 'secret-pass' };
    const headers = { 'CF-Connecting-IP': '198.51.100.90' };
    const failed = await post('/signup/', form, { headers }, { DB: failingAt(/email_outbox/) });
    expect(failed.status).toBe(503);
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE username = 'halfway_member'").first<{ n: number }>();
    expect(row?.n).toBe(0);
    expect((await post('/signup/', form, { headers })).status).toBe(303);
    // Out of the way of the member ids the other tests make.
    await env.DB.prepare("DELETE FROM users WHERE username = 'halfway_member'").run();
  });

  it('a sign-in answers 503 and sets no session', async () => {
    const response = await post('/signin/', { usr: 'demo', pwd: 'whatever-password' }, {}, DOWN);
    expect(response.status).toBe(503);
    expect(response.headers.getSetCookie().join()).not.toContain('sid=');
  });
});

describe('recovery', () => {
  it('once D1 answers again, pages are built and cached afresh', async () => {
    twoDaysLater();
    expect((await get(LISTING, GUEST, DOWN)).status).toBe(200);
    const fresh = await get(LISTING, GUEST);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('X-Cache')).toBe('MISS');
    expect((await get(LISTING, GUEST)).headers.get('X-Cache')).toBe('HIT');
    // Members are known again.
    const { cookies } = await newMember();
    const html = await (await get(LISTING, { cookies: { ...GUEST.cookies, ...cookies } })).text();
    expect(html).not.toContain('Account features are briefly unavailable');
    expect(html).toContain('action="/logout/"');
  });
});
