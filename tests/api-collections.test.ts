// /api/json/ playlists, playlist, albums, album, members and member: shapes, lifetimes, the jsond twins, one cache
// entry shared with the pages, private data never cached, and junk refused without a 500 or a new cache entry.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { putEntry } from './api-read';
import { firstRow, get, sessionFor, settledKeyCount } from './helpers';

interface ListBody {
  total_count: number;
  error: boolean;
  code: string | null;
}
type Playlists = ListBody & { playlists: { playlist_id: number; title: string; user_id: number; is_private: number; viewed: number; url: string }[] };
type Albums = ListBody & { albums: { album_id: number; title: string; photos_amount: number; album_viewed: number; url: string }[] };
type Members = ListBody & { members: { user_id: number; username: string; avatar: string | null; gender: string | null; url: string }[] };
type Videos = ListBody & { videos: { video_id: number; url: string; page?: number }[] };

const NOT_FOUND = { error: true, code: 'not_found' };
const NO_FILTER = 'filt.all.all.all.all.0.all.0';

let publicPlaylist: { playlist_id: number; title: string; total_videos: number };
let privatePlaylist: { playlist_id: number; user_id: number };
let album: { album_id: number; photos_amount: number };
let privateAlbumId: number;
let pendingAlbumId: number;
let listMaker: number;
let hider: number;

beforeAll(async () => {
  publicPlaylist = await firstRow('SELECT playlist_id, title, total_videos FROM playlists WHERE is_private = 0 AND total_videos > 0 ORDER BY playlist_id LIMIT 1');
  privatePlaylist = await firstRow('SELECT playlist_id, user_id FROM playlists WHERE is_private = 1 ORDER BY playlist_id LIMIT 1');
  album = await firstRow('SELECT album_id, photos_amount FROM albums WHERE status_id = 1 AND is_private = 0 AND photos_amount > 0 ORDER BY album_id LIMIT 1');
  listMaker = (await firstRow<{ user_id: number }>(
    `SELECT p.user_id FROM playlists p JOIN users u ON u.user_id = p.user_id
      WHERE p.is_private = 0 AND u.hidden_lists = '' AND u.status_id <> 0 GROUP BY p.user_id ORDER BY COUNT(*) DESC LIMIT 1`,
  )).user_id;
  // A member who hides favourites and friends, and albums nobody but their owner may see.
  hider = (await firstRow<{ user_id: number }>("SELECT user_id FROM users WHERE status_id <> 0 AND user_id > 1 ORDER BY user_id DESC LIMIT 1")).user_id;
  await env.DB.prepare("UPDATE users SET hidden_lists = 'favourite_videos,friends,playlists' WHERE user_id = ?1").bind(hider).run();
  const insertAlbum = (status: number, isPrivate: number) =>
    env.DB.prepare(
      `INSERT INTO albums (dir, title, user_id, status_id, is_private, post_date) VALUES ('kept-for-me', 'Kept for me', ?1, ?2, ?3, 1) RETURNING album_id`,
    ).bind(hider, status, isPrivate).first<{ album_id: number }>();
  privateAlbumId = (await insertAlbum(1, 1))!.album_id;
  pendingAlbumId = (await insertAlbum(0, 0))!.album_id;
});

const bucket = (id: number) => Math.floor(id / 1000);

async function json<T>(path: string, init?: Parameters<typeof get>[1]): Promise<{ status: number; cache: string | null; body: T }> {
  const response = await get(path, init);
  return { status: response.status, cache: response.headers.get('Cache-Control'), body: (await response.json()) as T };
}

/** The key is stored once the background write of the answer that missed it has landed. */
async function stored(key: string): Promise<boolean> {
  await settledKeyCount();
  return (await env.CACHE.get(key)) !== null;
}

describe('playlists', () => {
  it('lists the public playlists of a section in the chosen sort with its lifetime', async () => {
    const { status, cache, body } = await json<Playlists>('/api/json/playlists/86400/most-popular/60/all.1.straight.0.json');
    expect(status).toBe(200);
    expect(cache).toBe('public, max-age=86400');
    expect(body.playlists.length).toBeGreaterThan(0);
    expect(body).toMatchObject({ error: false, code: null });
    expect(body.total_count).toBeGreaterThanOrEqual(body.playlists.length);
    expect(body.playlists.every((p) => p.is_private === 0)).toBe(true);
    const views = body.playlists.map((p) => p.viewed);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it("lists one member's public playlists under member.{page}.all.{user_id}", async () => {
    const { body } = await json<Playlists>(`/api/json/playlists/86400/latest-updates/60/member.1.all.${listMaker}.json`);
    expect(body.playlists.length).toBeGreaterThan(0);
    expect(body.playlists.every((p) => p.user_id === listMaker && p.is_private === 0)).toBe(true);
  });

  it('a member who hid the list answers no_permission', async () => {
    const { status, body } = await json(`/api/json/playlists/86400/latest-updates/60/member.1.all.${hider}.json`);
    expect(status).toBe(403);
    expect(body).toEqual({ error: true, code: 'no_permission' });
  });

  it('the list page reads the same cache entry', async () => {
    const key = 'playlists/top-rated/60/all.1.straight.0';
    await get('/api/json/playlists/86400/top-rated/60/all.1.straight.0.json');
    expect(await stored(key)).toBe(true);
    const entry = JSON.parse((await env.CACHE.get(key))!) as { items: { title: string }[] };
    entry.items[0]!.title = 'Sentinel playlist from the cache';
    await putEntry(key, entry);
    expect(await (await get('/playlists/top-rated/1/')).text()).toContain('Sentinel playlist from the cache');
  });
});

describe('playlist', () => {
  it('answers the playlist fields and its first page of videos, each with its page number', async () => {
    const id = publicPlaylist.playlist_id;
    const { status, cache, body } = await json<Videos & Record<string, unknown>>(`/api/json/playlist/86400/${bucket(id)}/${id}.json`);
    expect(status).toBe(200);
    expect(cache).toBe('public, max-age=86400');
    expect(body).toMatchObject({ playlist_id: id, title: publicPlaylist.title, private: 0, is_private: 0, orientation: 0, page: 1 });
    for (const field of ['description', 'user_id', 'username']) expect(body).toHaveProperty(field);
    expect(body.videos.length).toBe(Math.min(60, body.total_count));
    expect(body.videos.every((v) => v.page === 1)).toBe(true);
  });

  it('the playlist page reads the same cache entry', async () => {
    const id = publicPlaylist.playlist_id;
    const key = `playlist/${bucket(id)}/${id}`;
    await get(`/api/json/playlist/86400/${bucket(id)}/${id}.json`);
    expect(await stored(key)).toBe(true);
    const entry = JSON.parse((await env.CACHE.get(key))!) as { playlist: { title: string } };
    entry.playlist.title = 'Sentinel title from the cache';
    await putEntry(key, entry);
    expect(await (await get(`/playlist/${id}/1/`)).text()).toContain('Sentinel title from the cache');
  });

  it('a private playlist is 403 playlist_private and never cached; its owner reads it through jsond', async () => {
    const id = privatePlaylist.playlist_id;
    const before = await settledKeyCount();
    const cachedAnswer = await json(`/api/json/playlist/86400/${bucket(id)}/${id}.json`);
    expect(cachedAnswer.status).toBe(403);
    expect(cachedAnswer.cache).toBe('no-store');
    expect(cachedAnswer.body).toEqual({ error: true, code: 'playlist_private' });
    const owner = await sessionFor(privatePlaylist.user_id);
    expect((await json(`/api/json/playlist/86400/${bucket(id)}/${id}.json`, { cookies: owner })).status).toBe(403);
    const other = await sessionFor(privatePlaylist.user_id === 1 ? 2 : 1);
    expect((await json(`/api/jsond/playlist/0/${bucket(id)}/${id}.json`, { cookies: other })).status).toBe(403);
    const own = await json<{ playlist_id: number; is_private: number }>(`/api/jsond/playlist/0/${bucket(id)}/${id}.json`, { cookies: owner });
    expect(own.status).toBe(200);
    expect(own.cache).toBe('no-store');
    expect(own.body).toMatchObject({ playlist_id: id, is_private: 1 });
    expect(await settledKeyCount()).toBe(before);
  });
});

describe('albums and album', () => {
  it('lists the public albums of a section', async () => {
    const { status, cache, body } = await json<Albums>('/api/json/albums/86400/latest-updates/60/all.1.straight.0.json');
    expect(status).toBe(200);
    expect(cache).toBe('public, max-age=86400');
    expect(body.albums.length).toBeGreaterThan(0);
    expect(body.albums[0]).toHaveProperty('photos_amount');
    expect(body.albums[0]).toHaveProperty('album_viewed');
  });

  it('the albums page reads the same cache entry', async () => {
    const key = 'albums/most-viewed/60/all.1.straight.0';
    await get('/api/json/albums/86400/most-viewed/60/all.1.straight.0.json');
    expect(await stored(key)).toBe(true);
    const entry = JSON.parse((await env.CACHE.get(key))!) as { items: { title: string }[] };
    entry.items[0]!.title = 'Sentinel album from the cache';
    await putEntry(key, entry);
    expect(await (await get('/albums/most-viewed/1/')).text()).toContain('Sentinel album from the cache');
  });

  it('answers one album with its photos, from the entry the album page uses', async () => {
    const id = album.album_id;
    const { status, cache, body } = await json<{ album_id: number; title: string; photos_amount: number; album_viewed: number; photos: unknown[] }>(
      `/api/json/album/86400/${bucket(id)}/${id}.json`,
    );
    expect(status).toBe(200);
    expect(cache).toBe('public, max-age=86400');
    expect(body).toMatchObject({ album_id: id, photos_amount: album.photos_amount });
    expect(typeof body.album_viewed).toBe('number');
    expect(body.photos).toHaveLength(album.photos_amount);
    expect(await stored(`album/${bucket(id)}/${id}`)).toBe(true);
  });

  it('a private album is 403 no_permission, one awaiting moderation 404; neither is cached', async () => {
    const before = await settledKeyCount();
    const hidden = await json(`/api/json/album/86400/${bucket(privateAlbumId)}/${privateAlbumId}.json`);
    expect(hidden.status).toBe(403);
    expect(hidden.body).toEqual({ error: true, code: 'no_permission' });
    expect((await json(`/api/json/album/86400/${bucket(pendingAlbumId)}/${pendingAlbumId}.json`)).status).toBe(404);
    const own = await json(`/api/jsond/album/0/${bucket(privateAlbumId)}/${privateAlbumId}.json`, { cookies: await sessionFor(hider) });
    expect(own.status).toBe(200);
    expect(await settledKeyCount()).toBe(before);
  });
});

describe('members', () => {
  const list = (filters: string, query = '') => `/api/json/members/86400/all/${filters}/recent/96/1.json${query}`;

  it('lists the community, 96 a page, with its lifetime', async () => {
    const { status, cache, body } = await json<Members>(list(NO_FILTER));
    expect(status).toBe(200);
    expect(cache).toBe('public, max-age=86400');
    expect(body.members.length).toBe(Math.min(96, body.total_count));
    expect(body.total_count).toBeGreaterThan(0);
  });

  it('the filter slots narrow the list', async () => {
    const all = (await json<Members>(list(NO_FILTER))).body;
    const withAvatar = (await json<Members>(list('filt.all.all.all.all.1.all.0'))).body;
    expect(withAvatar.total_count).toBeLessThan(all.total_count);
    expect(withAvatar.members.every((m) => m.avatar !== null)).toBe(true);
    const female = (await json<Members>(list('filt.all.female.all.all.0.all.0'))).body;
    expect(female.members.length).toBeGreaterThan(0);
    expect(female.members.every((m) => m.gender === 'female')).toBe(true);
  });

  it('?search= matches a username substring and is not kept in the cache', async () => {
    const someone = await firstRow<{ username: string }>('SELECT username FROM users WHERE status_id <> 0 AND user_id > 1 LIMIT 1');
    const part = someone.username.slice(1, 5);
    const before = await settledKeyCount();
    const { status, body } = await json<Members>(list(NO_FILTER, `?search=${encodeURIComponent(part)}`));
    expect(status).toBe(200);
    expect(body.members.map((m) => m.username)).toContain(someone.username);
    expect(body.members.every((m) => m.username.toLowerCase().includes(part.toLowerCase()))).toBe(true);
    expect(await settledKeyCount()).toBe(before);
  });

  it.each(['ab', 'x'.repeat(70), '   '])('?search=%s out of 3 to 69 characters is a 400', async (term) => {
    const { status, body } = await json(list(NO_FILTER, `?search=${encodeURIComponent(term)}`));
    expect(status).toBe(400);
    expect(body).toEqual({ error: true, code: 'invalid_search' });
  });

  it('the community page reads the same cache entry', async () => {
    const key = 'members/all/filt.all.all.all.all.1.all.0/count-subs/96/1';
    await get(`/api/json/members/86400/all/filt.all.all.all.all.1.all.0/count-subs/96/1.json`);
    expect(await stored(key)).toBe(true);
    const entry = JSON.parse((await env.CACHE.get(key))!) as { items: { username: string }[] };
    entry.items[0]!.username = 'SentinelMemberFromCache';
    await putEntry(key, entry);
    expect(await (await get('/community/count-subs/1/?avatar=1')).text()).toContain('SentinelMemberFromCache');
  });
});

describe('member', () => {
  const path = (section: string, id: number, page = '') => `/api/json/member/7200/${section}/${bucket(id)}/${id}${page}.json`;

  it("answers a member's public profile with the spec's info fields", async () => {
    const { status, cache, body } = await json<Record<string, unknown>>(path('info', 1));
    expect(status).toBe(200);
    expect(cache).toBe('public, max-age=7200');
    expect(body).toMatchObject({ user_id: 1, error: false });
    for (const field of ['username', 'avatar', 'status_id', 'gender', 'age', 'birth_date', 'relationship', 'orientation', 'education', 'website', 'lists']) {
      expect(body).toHaveProperty(field);
    }
    expect(body.lists).not.toContain('history');
    expect(body.lists).not.toContain('watch_later_videos');
  });

  it.each([
    ['uploaded_videos', 'videos'], ['favourite_videos', 'videos'], ['friends', 'members'], ['wall', 'posts'], ['albums', 'albums'], ['playlists', 'playlists'],
  ])('%s answers its list under "%s"', async (section, name) => {
    const { status, body } = await json<Record<string, unknown> & ListBody>(path(section, 1));
    expect(status).toBe(200);
    expect(Array.isArray(body[name])).toBe(true);
    expect(typeof body.total_count).toBe('number');
  });

  it('the member page reads the same cache entry', async () => {
    const key = `member/uploaded_videos/${bucket(1)}/1`;
    await get(path('uploaded_videos', 1));
    expect(await stored(key)).toBe(true);
    const entry = JSON.parse((await env.CACHE.get(key))!) as { items: { title: string }[] };
    entry.items[0]!.title = 'Sentinel upload from the cache';
    await putEntry(key, entry);
    expect(await (await get('/members/1/uploaded_videos/1/')).text()).toContain('Sentinel upload from the cache');
  });

  it('lists a member hid, and the owner-only lists, answer no_permission and are not cached', async () => {
    for (const [section, id] of [['favourite_videos', hider], ['friends', hider], ['playlists', hider], ['history', 1], ['watch_later_videos', 1]] as const) {
      const { status, body } = await json(path(section, id));
      expect(status, section).toBe(403);
      expect(body).toEqual({ error: true, code: 'no_permission' });
      expect(await stored(`member/${section}/${bucket(id)}/${id}`), section).toBe(false);
    }
  });
});

describe('jsond twins', () => {
  it.each([
    '/api/jsond/playlists/0/count-videos/60/all.1.straight.0.json',
    '/api/jsond/playlist/0/0/1.json',
    '/api/jsond/albums/0/top-rated/60/all.1.straight.0.json',
    '/api/jsond/album/0/0/1.json',
    `/api/jsond/members/0/all/${NO_FILTER}/count-videos/96/1.json`,
    '/api/jsond/member/0/info/0/2.json',
    '/api/jsond/member/0/wall/0/2.json',
  ])('%s answers no-store and writes no cache entry', async (path) => {
    const before = await settledKeyCount();
    const { status, cache } = await json(path);
    expect(status).toBe(200);
    expect(cache).toBe('no-store');
    expect(await settledKeyCount()).toBe(before);
  });
});

describe('malformed query text', () => {
  it.each(['%ZZabc', '%25%5F%5C', "a'b\"c", '\u0000\u0000\u0000'])('?search=%s never becomes a 500', async (term) => {
    const response = await get(`/api/json/members/86400/all/${NO_FILTER}/recent/96/1.json?search=${term}`);
    expect(response.status).toBeLessThan(500);
  });
});

describe('junk is refused with a JSON 404 and no cache entry', () => {
  it.each([
    // playlists
    '/api/json/playlists/3600/most-popular/60/all.1.straight.0.json',
    '/api/json/playlists/0/most-popular/60/all.1.straight.0.json',
    '/api/jsond/playlists/86400/most-popular/60/all.1.straight.0.json',
    '/api/json/playlists/86400/random/60/all.1.straight.0.json',
    '/api/json/playlists/86400/most-popular/61/all.1.straight.0.json',
    '/api/json/playlists/86400/most-popular/60/all.0.straight.0.json',
    '/api/json/playlists/86400/most-popular/60/all.99999.straight.0.json',
    '/api/json/playlists/86400/most-popular/60/all.99.straight.0.json',
    '/api/json/playlists/86400/most-popular/60/all.1.lesbian.0.json',
    '/api/json/playlists/86400/most-popular/60/all.1.straight.5.json',
    '/api/json/playlists/86400/most-popular/60/all.1.straight.json',
    '/api/json/playlists/86400/most-popular/60/all.1.straight.0.0.json',
    '/api/json/playlists/86400/most-popular/60/member.1.all.1.json',
    '/api/json/playlists/86400/latest-updates/60/member.1.straight.1.json',
    '/api/json/playlists/86400/latest-updates/60/member.1.all.999999.json',
    '/api/json/playlists/86400/latest-updates/60/member.1.all.99999999999.json',
    "/api/json/playlists/86400/most-popular/60/all.1'.straight.0.json",
    // playlist
    '/api/json/playlist/3600/0/1.json',
    '/api/jsond/playlist/86400/0/1.json',
    '/api/json/playlist/86400/1/1.json',
    '/api/json/playlist/86400/x/1.json',
    '/api/json/playlist/86400/0/0.json',
    '/api/json/playlist/86400/0/1.1.json',
    '/api/json/playlist/86400/0/1.99.json',
    '/api/json/playlist/86400/0/1.2.3.json',
    '/api/json/playlist/86400/0/999.json',
    '/api/json/playlist/86400/99999999/99999999999.json',
    // albums
    '/api/json/albums/14400/latest-updates/60/all.1.straight.0.json',
    '/api/json/albums/86400/longest/60/all.1.straight.0.json',
    '/api/json/albums/86400/latest-updates/25/all.1.straight.0.json',
    '/api/json/albums/86400/latest-updates/60/all.50.straight.0.json',
    '/api/json/albums/86400/latest-updates/60/categories.1.straight.0.json',
    // album
    '/api/json/album/3600/0/1.json',
    '/api/json/album/86400/0/1.2.json',
    '/api/json/album/86400/7/1.json',
    '/api/json/album/86400/0/999.json',
    '/api/json/album/86400/0/-1.json',
    // members
    `/api/json/members/7200/all/${NO_FILTER}/recent/96/1.json`,
    `/api/jsond/members/86400/all/${NO_FILTER}/recent/96/1.json`,
    `/api/json/members/86400/friends/${NO_FILTER}/recent/96/1.json`,
    `/api/json/members/86400/all/${NO_FILTER}/popular/96/1.json`,
    `/api/json/members/86400/all/${NO_FILTER}/recent/60/1.json`,
    `/api/json/members/86400/all/${NO_FILTER}/recent/96/2.json`,
    `/api/json/members/86400/all/${NO_FILTER}/recent/96/100000.json`,
    '/api/json/members/86400/all/filt.all.all.all.all.0.all/recent/96/1.json',
    '/api/json/members/86400/all/filt.ZZ.all.all.all.0.all.0/recent/96/1.json',
    '/api/json/members/86400/all/filt.all.robot.all.all.0.all.0/recent/96/1.json',
    '/api/json/members/86400/all/filt.all.all.17-20.all.0.all.0/recent/96/1.json',
    '/api/json/members/86400/all/filt.all.all.all.all.2.all.0/recent/96/1.json',
    '/api/json/members/86400/all/filt.all.all.all.all.0.all.7/recent/96/1.json',
    '/api/json/members/86400/all/flt.all.all.all.all.0.all.0/recent/96/1.json',
    // member
    '/api/json/member/86400/info/0/1.json',
    '/api/jsond/member/7200/info/0/1.json',
    '/api/json/member/7200/info/0/1.2.json',
    '/api/json/member/7200/subscriptions/0/1.json',
    '/api/json/member/7200/edit/0/1.json',
    '/api/json/member/7200/info/1/1.json',
    '/api/json/member/7200/info/0/999.json',
    '/api/json/member/7200/wall/0/1.1.json',
    '/api/json/member/7200/uploaded_videos/0/1.9999.json',
    '/api/json/member/7200/info/99999999/99999999999.json',
  ])('%s', async (path) => {
    const before = await settledKeyCount();
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(NOT_FOUND);
    expect(await settledKeyCount()).toBe(before);
  });
});
