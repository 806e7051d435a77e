// D1 round trips per screen (the worker counts them in local runs, X-D1-Round-Trips): an uncached render of each main
// screen makes at most two; a signed-in member's watch page, album page and listing, on the guests' cached data, make one.
import { beforeAll, describe, expect, it } from 'vitest';
import { firstRow, get, memberFactory } from './helpers';

const GUEST = { cookies: { _agev: '1', cookie_notice: '1' } };
const UNCACHED = { CACHE_MODE: 'off' as const };
const newMember = memberFactory(960_000);

let screens: Record<string, string>;

beforeAll(async () => {
  const video = await firstRow<{ video_id: number; dir: string }>('SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 1');
  const category = await firstRow<{ dir: string }>('SELECT dir FROM categories ORDER BY total_videos DESC LIMIT 1');
  const model = await firstRow<{ dir: string }>('SELECT dir FROM models WHERE gender = 0 AND total_videos > 0 LIMIT 1');
  const channel = await firstRow<{ dir: string }>('SELECT dir FROM channels ORDER BY total_videos DESC LIMIT 1');
  const member = await firstRow<{ user_id: number }>('SELECT user_id FROM users WHERE status_id <> 0 ORDER BY videos_count DESC LIMIT 1');
  const album = await firstRow<{ album_id: number; dir: string }>('SELECT album_id, dir FROM albums WHERE status_id = 1 AND is_private = 0 ORDER BY album_id LIMIT 1');
  screens = {
    home: '/',
    listing: '/videos/most-viewed/1/',
    category: `/categories/${category.dir}/latest-updates/1/`,
    video: `/videos/${video.video_id}/${video.dir}/`,
    model: `/model/${model.dir}/`,
    channel: `/channel/${channel.dir}/`,
    search: '/search/1/?s=morning',
    member: `/members/${member.user_id}/`,
    album: `/album/${album.album_id}/${album.dir}/`,
  };
});

async function roundTrips(path: string, options = GUEST, bindings = {}): Promise<number> {
  const response = await get(path, options, bindings);
  expect(response.status, path).toBe(200);
  await response.arrayBuffer();
  return Number(response.headers.get('X-D1-Round-Trips'));
}

describe('round trips', () => {
  it('an uncached render of each main screen makes at most two', async () => {
    const trips = Object.fromEntries(await Promise.all(Object.entries(screens).map(async ([name, path]) => [name, await roundTrips(path, GUEST, UNCACHED)])));
    for (const [name, count] of Object.entries(trips)) expect(count, `${name} ${screens[name]}`).toBeLessThanOrEqual(2);
    expect(trips.listing).toBe(1);
  });

  it("a signed-in member's watch page, album page and listing, on cached data, make one: their session and their own state", async () => {
    const { cookies } = await newMember();
    const member = { cookies: { ...GUEST.cookies, ...cookies } };
    // The guests' data is cached by a first visit.
    for (const path of [screens.video!, screens.album!, screens.listing!]) await get(path, GUEST);
    expect(await roundTrips(screens.video!, member)).toBe(1);
    expect(await roundTrips(screens.album!, member)).toBe(1);
    expect(await roundTrips(screens.listing!, member)).toBe(1);
  });

  it('the member sees their own state on the watch page read in that round trip', async () => {
    const { userId, cookies } = await newMember();
    const videoId = Number(/\/videos\/(\d+)\//.exec(screens.video!)![1]);
    const { env } = await import('cloudflare:test');
    await env.DB.prepare('INSERT INTO favourites (user_id, video_id, added_at) VALUES (?1, ?2, 0)').bind(userId, videoId).run();
    const html = await (await get(screens.video!, { cookies: { ...GUEST.cookies, ...cookies } })).text();
    expect(html).toMatch(/name="act" value="favourite"[^]*?name="section" value="rem"/);
  });
});
