// Channels: the list in every sort, a channel's videos, statistics and info, redirects and 404s, links to channels,
// and the /api/json/channels|channel/... endpoints sharing the pages' cache entries.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { urls } from '../views/urls';
import { CHANNEL_SORTS } from '../worker/domain/vocabularies';
import { cacheKey } from '../worker/cache/policy';
import { firstRow, get, settledKeyCount } from './helpers';

interface ChannelRow {
  channel_id: number;
  dir: string;
  title: string;
  description: string;
  url: string | null;
  total_videos: number;
}
interface Channels {
  channels: { channel_id: number; dir: string; title: string; total_videos: number; statistics: { videos: number; viewed: number; subscribers: number }; url: string }[];
  total_count: number;
  error: boolean;
  code: string | null;
}

let channel: ChannelRow;

/** The channel links of a page, in order. */
const channelLinks = (html: string) => [...html.matchAll(/href="\/channel\/([a-z0-9-]+)\/"/g)].map((m) => m[1]);

beforeAll(async () => {
  channel = await firstRow<ChannelRow>('SELECT * FROM channels WHERE total_videos > 0 ORDER BY total_videos DESC LIMIT 1');
});

describe('channel screens', () => {
  it('lists the channels in each sort, each sort in its own order', async () => {
    const orders = new Map<string, string>();
    for (const sort of CHANNEL_SORTS) {
      const response = await get(`/channels/${sort}/1/`);
      expect(response.status, sort).toBe(200);
      const links = channelLinks(await response.text());
      expect(links.length, sort).toBeGreaterThan(1);
      orders.set(sort, links.join());
    }
    expect(new Set(orders.values()).size).toBe(CHANNEL_SORTS.length);
  });

  it('orders by the channel counters the sort names', async () => {
    const expected = async (order: string) =>
      (await env.DB.prepare(`SELECT dir FROM channels WHERE total_videos > 0 ORDER BY ${order}, channel_id LIMIT 60`).all<{ dir: string }>())
        .results.map((r) => r.dir);
    const page = async (sort: string) => channelLinks(await (await get(`/channels/${sort}/1/`)).text());
    expect(await page('latest-updates')).toEqual(await expected('last_video_at DESC'));
    expect(await page('count-videos')).toEqual(await expected('total_videos DESC'));
    expect(await page('most-viewed')).toEqual(await expected('viewed DESC'));
  });

  it('shows a channel with its statistics, info and videos', async () => {
    const response = await get(`/channel/${channel.dir}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(channel.title);
    expect(html).toContain('class="stats"');
    if (channel.url) expect(html).toContain(`href="${channel.url}"`);
    const video = await firstRow<{ video_id: number; dir: string }>(
      `SELECT video_id, dir FROM videos WHERE channel_id = ?1 AND status_id = 1 AND is_private = 0 AND gender = 0
        ORDER BY post_date DESC, video_id DESC LIMIT 1`, channel.channel_id);
    expect(html).toContain(`href="${urls.video(video.video_id, video.dir)}"`);
    expect((await get(`/channel/${channel.dir}/videos/1/`)).status).toBe(200);
  });

  it('links the channel from the video page, the navigation and the sitemap page', async () => {
    const video = await firstRow<{ video_id: number; dir: string }>(
      'SELECT video_id, dir FROM videos WHERE channel_id = ?1 AND status_id = 1 AND is_private = 0 AND user_id IS NOT NULL LIMIT 1',
      channel.channel_id,
    );
    expect(await (await get(`/videos/${video.video_id}/${video.dir}/`)).text()).toContain(`href="/channel/${channel.dir}/"`);
    const sitemap = await (await get('/sitemap-page/')).text();
    expect(sitemap).toContain('href="/channels/most-popular/1/"');
  });

  it.each([
    '/channel/no-such-channel/', '/channel/no-such-channel/videos/1/', '/channel/Bad_Dir/',
    '/channels/no-such-sort/1/', '/channels/most-popular/0/', '/channels/most-popular/x/', '/channels/most-popular/999/',
  ])('%s is a 404', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it('a page past the channel\'s last one is a 404', async () => {
    expect((await get(`/channel/${channel.dir}/videos/999/`)).status).toBe(404);
  });

  it.each([
    ['/channels/', '/channels/most-popular/1/'],
    ['/channels/top-rated/', '/channels/top-rated/1/'],
    ['/channels/2/', '/channels/most-popular/2/'],
    ['/channel/some-channel/videos/', '/channel/some-channel/videos/1/'],
  ])('%s redirects to %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(to);
  });
});

describe('channels and channel endpoints', () => {
  it('lists channels with statistics, from the entry the channels page uses', async () => {
    const key = cacheKey('channels', 'recent', 60, 1);
    const page = await (await get('/channels/recent/1/')).text();
    await settledKeyCount();
    expect(await env.CACHE.get(key)).not.toBeNull();
    const response = await get('/api/json/channels/86400/recent/60/1.json');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const body = (await response.json()) as Channels;
    expect(body.error).toBe(false);
    expect(body.channels.map((c) => c.dir)).toEqual(channelLinks(page));
    expect(body.channels[0]!.statistics).toEqual({ videos: body.channels[0]!.total_videos, viewed: expect.any(Number), subscribers: expect.any(Number) });
  });

  it('answers one channel with its info, from the entry the channel page uses', async () => {
    const key = cacheKey('channel', channel.dir.slice(0, 2), channel.dir);
    await get(`/channel/${channel.dir}/videos/1/`);
    await settledKeyCount();
    expect(await env.CACHE.get(key)).not.toBeNull();
    const response = await get(`/api/json/channel/3600/${channel.dir.slice(0, 2)}/${channel.dir}.json`);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(await response.json()).toMatchObject({
      channel_id: channel.channel_id, dir: channel.dir, title: channel.title, description: channel.description,
      website: channel.url, url: `/channel/${channel.dir}/`, total_videos: channel.total_videos, error: false, code: null,
    });
  });

  it('the jsond twins answer no-store and store nothing', async () => {
    const before = await settledKeyCount();
    for (const path of ['/api/jsond/channels/0/top-rated/60/1.json', `/api/jsond/channel/0/${channel.dir.slice(0, 2)}/${channel.dir}.json`]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toBe('no-store');
    }
    expect(await settledKeyCount()).toBe(before);
  });

  it('refuses junk with a JSON 404 and no cache entry', async () => {
    const before = await settledKeyCount();
    for (const path of [
      '/api/json/channels/3600/recent/60/1.json', '/api/jsond/channels/86400/recent/60/1.json', '/api/json/channels/86400/alphabet/60/1.json',
      '/api/json/channels/86400/recent/25/1.json', '/api/json/channels/86400/recent/60/0.json', '/api/json/channels/86400/recent/60/99.json',
      `/api/json/channel/3600/zz/${channel.dir}.json`, '/api/json/channel/3600/no/no-such-channel.json',
      `/api/json/channel/86400/${channel.dir.slice(0, 2)}/${channel.dir}.json`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ error: true, code: 'not_found' });
    }
    expect(await settledKeyCount()).toBe(before);
  });
});
