// The view statistic: the beacon and the no-script pixel only enqueue; the consumer writes a batch as
// aggregated counts per video, country and day, the video totals and members' history, exactly
// (what counts and what does not: tests/views-counting.test.ts).
import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../worker/index';
import { latestMemberViews, type ViewMessage } from '../worker/stats/views';
import { firstRow, get, post } from './helpers';

const DAY = 86_400;

async function consume(messages: ViewMessage[]) {
  const batch = createMessageBatch<ViewMessage>('tube-views', messages.map((body, i) => ({ id: String(i), timestamp: new Date(), attempts: 1, body })));
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return getQueueResult(batch, ctx);
}

describe('view beacon', () => {
  it('accepts a view by POST without touching D1 on the request', async () => {
    const before = await firstRow<{ viewed: number }>('SELECT viewed FROM videos WHERE video_id = 5');
    const response = await post('/api/stat.php', { act: 'view', section: 'videos', object_id: '5' });
    expect(response.status).toBe(204);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect((await firstRow<{ viewed: number }>('SELECT viewed FROM videos WHERE video_id = 5')).viewed).toBe(before.viewed);
  });

  it('answers the no-script pixel with a GIF', async () => {
    const response = await get('/api/stat.php?act=view&section=videos&object_id=5');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/gif');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(20);
  });

  it.each([
    { act: 'dance', section: 'videos', object_id: '5' },
    { act: 'view', section: 'albums', object_id: '5' },
    { act: 'view', section: 'videos', object_id: '0' },
    { act: 'view', section: 'videos', object_id: '99999999999' },
    { act: 'view', section: 'videos', object_id: '5; DROP TABLE videos' },
    { act: 'view', section: 'videos' },
  ])('refuses %o with a clean 400', async (form) => {
    const response = await post('/api/stat.php', form as Record<string, string>);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: true, code: 'invalid_request' });
  });
});

describe('view consumer', () => {
  it('keeps the latest view of each member and video of a batch for the history', () => {
    const at = 20_000 * DAY + 10;
    const view = { videoId: 1, country: 'JP', visitor: 'u2', address: 'a' };
    const members = latestMemberViews([
      { ...view, at, userId: null, visitor: 'ax' },
      { ...view, at: at + 5, userId: 2 },
      { ...view, at: at + DAY, userId: 2 },
      { ...view, at, userId: 2 },
    ]);
    expect(members).toEqual([{ userId: 2, videoId: 1, watchedAt: at + DAY }]);
  });

  it('writes exact counts for a batch of 100 views, ignores unknown videos and acks the batch', async () => {
    const video = await firstRow<{ video_id: number; viewed: number }>('SELECT video_id, viewed FROM videos WHERE status_id = 1 ORDER BY video_id LIMIT 1');
    const user = await firstRow<{ user_id: number }>('SELECT user_id FROM users ORDER BY user_id LIMIT 1');
    const now = Math.floor(Date.now() / 1000);
    const day = Math.floor(now / DAY);
    const daily = () =>
      env.DB.prepare('SELECT COALESCE(SUM(views), 0) AS views FROM video_views_daily WHERE video_id = ?1 AND day = ?2 AND country = ?3')
        .bind(video.video_id, day, 'KR').first<{ views: number }>();
    const dailyBefore = (await daily())!.views;
    // 100 different visitors from 100 addresses: every view counts.
    const messages: ViewMessage[] = Array.from({ length: 100 }, (_, i) => ({
      videoId: video.video_id, country: 'KR', at: now, userId: i === 0 ? user.user_id : null,
      visitor: i === 0 ? `u${user.user_id}` : `a-exact-${i}`, address: `exact-${i}`,
    }));
    messages.push({ videoId: 987_654_321, country: 'KR', at: now, userId: null, visitor: 'a-exact-unknown', address: 'exact-unknown' });
    const result = await consume(messages);
    expect(result.explicitAcks.length + (result.ackAll ? messages.length : 0)).toBe(messages.length);
    expect((await firstRow<{ viewed: number }>('SELECT viewed FROM videos WHERE video_id = ?1', video.video_id)).viewed).toBe(video.viewed + 100);
    expect((await daily())!.views).toBe(dailyBefore + 100);
    const history = await firstRow<{ watched_at: number }>('SELECT watched_at FROM history WHERE user_id = ?1 AND video_id = ?2', user.user_id, video.video_id);
    expect(history.watched_at).toBe(now);
  });
});

describe('counter refresh', () => {
  it('the cron brings views into the daily rankings', async () => {
    const { createScheduledController } = await import('cloudflare:test');
    const video = await firstRow<{ video_id: number }>('SELECT video_id FROM videos WHERE status_id = 1 AND is_private = 0 AND gender = 0 ORDER BY video_id DESC LIMIT 1');
    const now = Math.floor(Date.now() / 1000);
    await consume(Array.from({ length: 5000 }, (_, i) => ({ videoId: video.video_id, country: 'JP', at: now, userId: null, visitor: `a-top-${i}`, address: `top-${i}` })));
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController(), env, ctx);
    await getQueueResult(createMessageBatch('tube-views', []), ctx);
    const html = await (await get('/', { cookies: { cookie_notice: '1' } })).text();
    const top = /id="home-popular-today"[\s\S]*?<a class="card__link" href="\/videos\/(\d+)\//.exec(html)?.[1];
    expect(Number(top)).toBe(video.video_id);
  });
});
