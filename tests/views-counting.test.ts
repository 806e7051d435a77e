// Views that mean something: only a watch page's signed token counts, once per visitor and video in the window, within
// the per-address ceilings, atomically across parallel consumer batches; members' history keeps every view. Requests go
// through the worker with a VIEWS queue that keeps what the route sends, which the test then hands to the consumer.
import { createExecutionContext, createMessageBatch, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { explainPlan, findFullScans, recordingDb, type RecordedStatement } from '../bench/recording-db';
import worker from '../worker/index';
import { VIEW_TOKEN_SECONDS, VIEW_WINDOW_SECONDS, VIEWS_PER_ADDRESS_AND_VIDEO, VIEWS_PER_ADDRESS_HOUR } from '../worker/config/views';
import { addViews, deleteViewMarksBefore } from '../worker/db/views';
import { issueViewToken } from '../worker/stats/view-token';
import type { ViewMessage } from '../worker/stats/views';
import { addressBlock } from '../worker/stats/visitor';
import { firstRow, memberFactory } from './helpers';

interface Visitor {
  ip: string;
  ua?: string;
  cookies?: Record<string, string>;
}

interface Video {
  video_id: number;
  dir: string;
}

const now = () => Math.floor(Date.now() / 1000);
const newMember = memberFactory(880_001);
let videos: Video[] = [];
/** Each test takes its own videos, so counts never mix. */
let nextVideo = 0;
const takeVideo = () => videos[nextVideo++]!;

beforeAll(async () => {
  const { results } = await env.DB.prepare('SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 60').all<Video>();
  videos = results;
});

/** One request through the worker; the view messages its route sent are returned instead of queued. */
async function request(path: string, visitor: Visitor, init: { method?: string; form?: Record<string, string> } = {}) {
  const queued: ViewMessage[] = [];
  const views = { send: async (message: ViewMessage) => void queued.push(message) } as unknown as Queue<ViewMessage>;
  const headers = new Headers({ 'CF-IPCountry': 'JP', 'CF-Connecting-IP': visitor.ip, 'User-Agent': visitor.ua ?? 'Test browser' });
  if (visitor.cookies) headers.set('Cookie', Object.entries(visitor.cookies).map(([k, v]) => `${k}=${v}`).join('; '));
  if (init.form) headers.set('Content-Type', 'application/x-www-form-urlencoded');
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://localhost${path}`, { method: init.method ?? 'GET', headers, body, redirect: 'manual' }), { ...env, VIEWS: views }, ctx);
  await waitOnExecutionContext(ctx);
  return { response, queued };
}

/** The beacon a hydrated watch page sends one second after load. */
async function beacon(videoId: number, token: string | undefined, visitor: Visitor) {
  const form: Record<string, string> = { act: 'view', section: 'videos', object_id: String(videoId), ...(token === undefined ? {} : { token }) };
  const { response, queued } = await request('/api/stat.php', visitor, { method: 'POST', form });
  expect(response.status).toBe(204);
  return queued;
}

/** The queue consumer, in batches of at most 100 like the deployed queue; all at once when `parallel`. */
async function consume(messages: readonly ViewMessage[], { parallel = false, size = 100 } = {}) {
  const batches: ViewMessage[][] = [];
  for (let i = 0; i < messages.length; i += size) batches.push(messages.slice(i, i + size));
  const run = (batch: ViewMessage[]) =>
    worker.queue(createMessageBatch<ViewMessage>('tube-views', batch.map((body, i) => ({ id: String(i), timestamp: new Date(), attempts: 1, body }))), env);
  if (parallel) await Promise.all(batches.map(run));
  else for (const batch of batches) await run(batch);
}

const viewedOf = async (videoId: number) => (await firstRow<{ viewed: number }>('SELECT viewed FROM videos WHERE video_id = ?1', videoId)).viewed;

const dailyOf = async (videoId: number) =>
  (await firstRow<{ views: number }>('SELECT COALESCE(SUM(views), 0) AS views FROM video_views_daily WHERE video_id = ?1', videoId)).views;

/** Views the consumer added to a video's total and its daily counts (which always agree) while `run` ran. */
async function countedDuring(videoIds: readonly number[], run: () => Promise<void>): Promise<number[]> {
  const before = await Promise.all(videoIds.map(async (id) => [await viewedOf(id), await dailyOf(id)] as const));
  await run();
  return Promise.all(
    videoIds.map(async (id, i) => {
      const [viewed, daily] = before[i]!;
      const added = (await viewedOf(id)) - viewed;
      expect((await dailyOf(id)) - daily, `daily counts of video ${id}`).toBe(added);
      return added;
    }),
  );
}

const tokenFor = (videoId: number, issuedAt = now()) => issueViewToken(env.MEDIA_SECRET, videoId, issuedAt);

describe('what does not count', () => {
  it('200 bare GETs of the pixel without a token are answered as before and move nothing', async () => {
    const video = takeVideo();
    const [added] = await countedDuring([video.video_id], async () => {
      const queued: ViewMessage[] = [];
      for (let i = 0; i < 200; i++) {
        const sent = await request(`/api/stat.php?act=view&section=videos&object_id=${video.video_id}`, { ip: '203.0.113.1' });
        expect(sent.response.status).toBe(200);
        expect(sent.response.headers.get('Content-Type')).toBe('image/gif');
        queued.push(...sent.queued);
      }
      expect(queued).toEqual([]);
      await consume(queued);
    });
    expect(added).toBe(0);
  });

  it('a forged, expired, future or other video token counts nothing; a malformed one is a 400', async () => {
    const [video, other] = [takeVideo(), takeVideo()];
    const valid = await tokenFor(video.video_id);
    const [issuedAt, signature] = valid.split('.') as [string, string];
    const refused = [
      `${issuedAt}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      `${Number(issuedAt) + 1}.${signature}`,
      await issueViewToken('another-secret', video.video_id, now()),
      await tokenFor(video.video_id, now() - VIEW_TOKEN_SECONDS - 5),
      await tokenFor(video.video_id, now() + 3600),
      await tokenFor(other.video_id),
      '',
      'not-a-token',
    ];
    for (const token of refused) expect(await beacon(video.video_id, token, { ip: '203.0.113.2' }), token).toEqual([]);
    const tooLong = await request('/api/stat.php', { ip: '203.0.113.2' }, {
      method: 'POST', form: { act: 'view', section: 'videos', object_id: String(video.video_id), token: `${valid}${'x'.repeat(40)}` },
    });
    expect(tooLong.response.status).toBe(400);
    expect(await tooLong.response.json()).toEqual({ error: true, code: 'invalid_request' });
    expect(await beacon(video.video_id, valid, { ip: '203.0.113.2' })).toHaveLength(1);
  });
});

describe('what counts once', () => {
  it('a valid token replayed 200 times by one visitor counts once; the visitor is stored as hashes only', async () => {
    const video = takeVideo();
    const token = await tokenFor(video.video_id);
    const queued: ViewMessage[] = [];
    const [added] = await countedDuring([video.video_id], async () => {
      for (let i = 0; i < 200; i++) queued.push(...(await beacon(video.video_id, token, { ip: '198.51.100.7', ua: 'Looping browser' })));
      expect(queued).toHaveLength(200);
      await consume(queued);
    });
    expect(added).toBe(1);
    const mark = await firstRow<Record<string, unknown>>('SELECT * FROM view_marks WHERE video_id = ?1', video.video_id);
    expect(JSON.stringify(mark)).not.toContain('198.51.100.7');
    expect(JSON.stringify(queued[0])).not.toContain('198.51.100.7');
    expect(mark.batch).toBeNull();
  });

  it('the same visitor counts again once the window has passed, not before, also out of order', async () => {
    const video = takeVideo();
    const [message] = await beacon(video.video_id, await tokenFor(video.video_id), { ip: '198.51.100.8' });
    const later = (seconds: number) => ({ ...message!, at: message!.at + seconds });
    const window = VIEW_WINDOW_SECONDS;
    const inOrder = await countedDuring([video.video_id], () => consume([message!, later(3600), later(window - 1), later(window), later(window + 60)]));
    expect(inOrder).toEqual([2]);
    const outOfOrder = await countedDuring([video.video_id], () => consume([later(3 * window), later(3 * window - 60), later(2 * window + 120)]));
    expect(outOfOrder).toEqual([1]);
  });

  it('parallel consumer batches with the same visitor count once', async () => {
    const video = takeVideo();
    const token = await tokenFor(video.video_id);
    const queued: ViewMessage[] = [];
    for (let i = 0; i < 20; i++) queued.push(...(await beacon(video.video_id, token, { ip: '198.51.100.9' })));
    const [added] = await countedDuring([video.video_id], () => consume(queued, { parallel: true, size: 2 }));
    expect(added).toBe(1);
  });

  it('a batch delivered twice counts once', async () => {
    const video = takeVideo();
    const queued = await beacon(video.video_id, await tokenFor(video.video_id), { ip: '198.51.100.10' });
    const [added] = await countedDuring([video.video_id], async () => {
      await consume(queued);
      await consume(queued);
    });
    expect(added).toBe(1);
  });
});

describe('per-address ceilings', () => {
  it(`rotating User-Agents from one address counts at most ${VIEWS_PER_ADDRESS_AND_VIDEO} views of a video`, async () => {
    const video = takeVideo();
    const token = await tokenFor(video.video_id);
    const queued: ViewMessage[] = [];
    for (let i = 0; i < 60; i++) queued.push(...(await beacon(video.video_id, token, { ip: '192.0.2.20', ua: `Browser/${i}` })));
    expect(new Set(queued.map((m) => m.visitor)).size).toBe(60);
    const [added] = await countedDuring([video.video_id], () => consume(queued, { parallel: true, size: 7 }));
    expect(added).toBe(VIEWS_PER_ADDRESS_AND_VIDEO);
    // Another address is not held back by the first one's ceiling.
    const [elsewhere] = await countedDuring([video.video_id], async () => consume(await beacon(video.video_id, token, { ip: '192.0.2.21' })));
    expect(elsewhere).toBe(1);
  });

  it('an IPv6 visitor is known by its /64: rotating addresses inside it is one address', async () => {
    expect(addressBlock('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:0DB8:0001:0002:0:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
    expect(addressBlock('203.0.113.5')).toBe('203.0.113.5');
    const video = takeVideo();
    const token = await tokenFor(video.video_id);
    const sameBrowser: ViewMessage[] = [];
    const rotating: ViewMessage[] = [];
    for (let i = 1; i <= 40; i++) {
      sameBrowser.push(...(await beacon(video.video_id, token, { ip: `2001:db8:7:7:${i.toString(16)}::1` })));
      rotating.push(...(await beacon(video.video_id, token, { ip: `2001:db8:7:7::${i.toString(16)}`, ua: `Browser/${i}` })));
    }
    expect(await countedDuring([video.video_id], () => consume(sameBrowser))).toEqual([1]);
    expect(await countedDuring([video.video_id], () => consume(rotating))).toEqual([VIEWS_PER_ADDRESS_AND_VIDEO - 1]);
  });

  it(`one address counts at most ${VIEWS_PER_ADDRESS_HOUR} views an hour over all videos`, async () => {
    const batch = Array.from({ length: 10 }, takeVideo);
    const queued: ViewMessage[] = [];
    for (const video of batch) {
      const token = await tokenFor(video.video_id);
      for (let i = 0; i < 15; i++) queued.push(...(await beacon(video.video_id, token, { ip: '192.0.2.30', ua: `Browser/${video.video_id}/${i}` })));
    }
    const added = await countedDuring(batch.map((v) => v.video_id), () => consume(queued));
    expect(added.reduce((a, b) => a + b, 0)).toBe(VIEWS_PER_ADDRESS_HOUR);
    expect(Math.max(...added)).toBeLessThanOrEqual(15);
    // An hour later the address counts again.
    const video = batch[0]!;
    const [message] = await beacon(video.video_id, await tokenFor(video.video_id), { ip: '192.0.2.30', ua: 'Browser/next-hour' });
    const [nextHour] = await countedDuring([video.video_id], () => consume([{ ...message!, at: message!.at + 3601 }]));
    expect(nextHour).toBe(1);
  });
});

describe('members', () => {
  it('two members behind one address, with the same browser, each count', async () => {
    const video = takeVideo();
    const token = await tokenFor(video.video_id);
    const [a, b] = [await newMember(), await newMember()];
    const queued = [
      ...(await beacon(video.video_id, token, { ip: '192.0.2.40', cookies: a.cookies })),
      ...(await beacon(video.video_id, token, { ip: '192.0.2.40', cookies: a.cookies })),
      ...(await beacon(video.video_id, token, { ip: '192.0.2.40', cookies: b.cookies })),
    ];
    expect(queued.map((m) => m.visitor)).toEqual([`u${a.userId}`, `u${a.userId}`, `u${b.userId}`]);
    const [added] = await countedDuring([video.video_id], () => consume(queued));
    expect(added).toBe(2);
  });

  it('a member view is kept in the history even when it does not count', async () => {
    const video = takeVideo();
    const token = await tokenFor(video.video_id);
    const member = await newMember();
    const watchedAt = () =>
      env.DB.prepare('SELECT watched_at FROM history WHERE user_id = ?1 AND video_id = ?2').bind(member.userId, video.video_id).first<{ watched_at: number }>();
    // The address has used up its ceiling for this video: the member's view does not count, the history has it.
    const crowd: ViewMessage[] = [];
    for (let i = 0; i < VIEWS_PER_ADDRESS_AND_VIDEO; i++) crowd.push(...(await beacon(video.video_id, token, { ip: '192.0.2.50', ua: `Browser/${i}` })));
    await consume(crowd);
    const [first] = await beacon(video.video_id, token, { ip: '192.0.2.50', cookies: member.cookies });
    expect((await countedDuring([video.video_id], () => consume([first!])))[0]).toBe(0);
    expect((await watchedAt())?.watched_at).toBe(first!.at);
    // From another address it counts once; watching it again an hour later does not count but moves the history.
    const [second] = await beacon(video.video_id, token, { ip: '192.0.2.51', cookies: member.cookies });
    const again = { ...second!, at: second!.at + 3600 };
    expect(await countedDuring([video.video_id], () => consume([second!, again]))).toEqual([1]);
    expect((await watchedAt())?.watched_at).toBe(again.at);
  });
});

describe('the watch page', () => {
  it('hands its token to the beacon and to the no-script pixel, and is still served from the page cache', async () => {
    const video = takeVideo();
    const path = `/videos/${video.video_id}/${video.dir}/`;
    const first = await request(path, { ip: '192.0.2.60' });
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('X-Cache')).toBe('MISS');
    const html = await first.response.text();
    const token = /viewToken&quot;:&quot;([0-9]+\.[A-Za-z0-9_-]{43})&quot;/.exec(html)?.[1];
    expect(token).toBeDefined();
    const pixel = /<noscript><img src="([^"]+)" width="1" height="1" alt="" style="position:absolute"\/><\/noscript>/.exec(html)?.[1];
    expect(pixel).toBe(`/api/stat.php?act=view&amp;section=videos&amp;object_id=${video.video_id}&amp;token=${token}`);

    let again = await request(path, { ip: '192.0.2.61' });
    for (let i = 0; i < 20 && again.response.headers.get('X-Cache') !== 'HIT'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      again = await request(path, { ip: '192.0.2.61' });
    }
    expect(again.response.headers.get('X-Cache')).toBe('HIT');
    // The stored copy hands out the same token and pixel (its ad slots may show another draw: middleware/ad-draw.tsx).
    const cached = await again.response.text();
    expect(cached).toContain(`viewToken&quot;:&quot;${token}&quot;`);
    expect(cached).toContain(`<noscript><img src="${pixel}"`);

    // The cached page's pixel counts a JS-off visitor's view, once; its beacon token counts another visitor's.
    const [added] = await countedDuring([video.video_id], async () => {
      const gif = await request(pixel!.replace(/&amp;/g, '&'), { ip: '192.0.2.62' });
      expect(gif.response.headers.get('Content-Type')).toBe('image/gif');
      const repeat = await request(pixel!.replace(/&amp;/g, '&'), { ip: '192.0.2.62' });
      await consume([...gif.queued, ...repeat.queued, ...(await beacon(video.video_id, token, { ip: '192.0.2.63' }))]);
    });
    expect(added).toBe(2);
  });
});

describe('housekeeping', () => {
  it('the cron deletes marks older than the window and keeps the others', async () => {
    const video = takeVideo();
    const [message] = await beacon(video.video_id, await tokenFor(video.video_id), { ip: '192.0.2.70' });
    const old = { ...message!, visitor: 'a-old-mark', address: 'old-address', at: now() - VIEW_WINDOW_SECONDS - 60 };
    await consume([old, message!]);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    const { results } = await env.DB.prepare('SELECT visitor FROM view_marks WHERE video_id = ?1').bind(video.video_id).all<{ visitor: string }>();
    expect(results.map((r) => r.visitor)).toEqual([message!.visitor]);
  });

  it('every statement of the consumer and the prune reads view_marks through an index', async () => {
    const video = takeVideo();
    const log: RecordedStatement[] = [];
    const db = recordingDb(env.DB, log);
    const view = { videoId: video.video_id, visitor: 'a-plan', address: 'plan-address', country: 'JP', at: now() };
    await addViews(db, 'plan-batch', [view], [{ userId: 1, videoId: video.video_id, watchedAt: view.at }]);
    await deleteViewMarksBefore(db, now() - VIEW_WINDOW_SECONDS);
    const tables = new Set(['view_marks', 'videos', 'video_views_daily', 'history']);
    const problems: string[] = [];
    for (const statement of log) {
      const plan = await explainPlan(env.DB, statement);
      const scans = findFullScans(statement, plan, tables);
      if (scans.length > 0 || (statement.sql.includes('view_marks') && !plan.some((line) => /view_marks USING (COVERING |PRIMARY )?(INDEX|KEY)/.test(line)))) {
        problems.push(`${statement.sql.slice(0, 60)}: ${plan.join(' | ')}`);
      }
    }
    expect(log.length).toBe(6);
    expect(problems).toEqual([]);
  });
});

describe('the embeddable player', () => {
  it('counts its view here, on the hosting site, whichever site frames it: by a pixel, since the document runs no script', async () => {
    const video = takeVideo();
    const embed = await request(`/embed/${video.video_id}`, { ip: '192.0.2.70' });
    expect(embed.response.status).toBe(200);
    const html = await embed.response.text();
    expect(html).not.toContain('<noscript><img');
    const pixel = /<img src="(\/api\/stat\.php\?[^"]+)" width="1" height="1" alt="" loading="lazy"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(pixel).toMatch(new RegExp(`^/api/stat\\.php\\?act=view&section=videos&object_id=${video.video_id}&token=[0-9]+\\.`));
    const [added] = await countedDuring([video.video_id], async () => {
      // A visitor of a sister site whose watch page frames this player; the same visitor again counts once.
      const first = await request(pixel!, { ip: '192.0.2.71' });
      const again = await request(pixel!, { ip: '192.0.2.71' });
      await consume([...first.queued, ...again.queued]);
    });
    expect(added).toBe(1);
  });
});
