// Playlist, album, community and member screens: private playlists and albums, hidden and owner-only lists,
// the spec's messages and statuses, community filters, and a 404 for a page past the end.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstRow, get, sessionFor } from './helpers';

const html = async (path: string, cookies?: Record<string, string>) => {
  const response = await get(path, { cookies });
  return { status: response.status, body: await response.text() };
};
const memberCards = (body: string) => [...body.matchAll(/class="card card--member">.*?href="\/members\/(\d+)\/"/g)].map((m) => Number(m[1]));

let publicPlaylist: { playlist_id: number; title: string };
let privatePlaylist: { playlist_id: number; title: string; user_id: number };
let album: { album_id: number; dir: string; title: string; photos_amount: number };
let privateAlbum: { album_id: number; dir: string; user_id: number };
let pendingAlbum: { album_id: number; dir: string; user_id: number };
let hider: number;
let uploaderless: number;

beforeAll(async () => {
  publicPlaylist = await firstRow('SELECT playlist_id, title FROM playlists WHERE is_private = 0 AND total_videos > 0 ORDER BY playlist_id LIMIT 1');
  privatePlaylist = await firstRow('SELECT playlist_id, title, user_id FROM playlists WHERE is_private = 1 ORDER BY playlist_id LIMIT 1');
  album = await firstRow('SELECT album_id, dir, title, photos_amount FROM albums WHERE status_id = 1 AND is_private = 0 AND photos_amount > 0 LIMIT 1');
  hider = (await firstRow<{ user_id: number }>('SELECT user_id FROM users WHERE status_id <> 0 AND user_id > 1 ORDER BY user_id DESC LIMIT 1')).user_id;
  await env.DB.prepare("UPDATE users SET hidden_lists = 'friends,albums' WHERE user_id = ?1").bind(hider).run();
  const insertAlbum = async (status: number, isPrivate: number, dir: string) => ({
    ...(await env.DB.prepare(
      'INSERT INTO albums (dir, title, user_id, status_id, is_private, post_date) VALUES (?1, ?1, ?2, ?3, ?4, 1) RETURNING album_id',
    ).bind(dir, 2, status, isPrivate).first<{ album_id: number }>())!,
    dir,
    user_id: 2,
  });
  privateAlbum = await insertAlbum(1, 1, 'only-for-me');
  pendingAlbum = await insertAlbum(0, 0, 'waiting-for-review');
  uploaderless = (await firstRow<{ user_id: number }>(
    `SELECT user_id FROM users WHERE status_id <> 0 AND hidden_lists = ''
        AND user_id NOT IN (SELECT user_id FROM videos WHERE user_id IS NOT NULL AND status_id = 1 AND is_private = 0)
      ORDER BY user_id LIMIT 1`,
  )).user_id;
});

describe('playlists', () => {
  it('the list shows public playlists; a page past the end is a 404', async () => {
    const list = await html('/playlists/most-popular/1/');
    expect(list.status).toBe(200);
    expect(list.body).toContain(`href="/playlist/`);
    expect(list.body).not.toContain(`href="/playlist/${privatePlaylist.playlist_id}/1/"`);
    expect((await html('/playlists/most-popular/99/')).status).toBe(404);
  });

  it('a playlist shows its videos; a page past the end is a 404', async () => {
    const page = await html(`/playlist/${publicPlaylist.playlist_id}/1/`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(publicPlaylist.title);
    expect(page.body).toContain('href="/videos/');
    expect((await html(`/playlist/${publicPlaylist.playlist_id}/99/`)).status).toBe(404);
  });

  it('a private playlist is "Playlist is private" to a guest, with a way to log in', async () => {
    const guest = await html(`/playlist/${privatePlaylist.playlist_id}/1/`);
    expect(guest.status).toBe(403);
    expect(guest.body).toContain('Playlist is private');
    expect(guest.body).toContain('href="/signin/?back=');
    expect(guest.body).not.toContain(privatePlaylist.title);
  });

  it('a private playlist is "You do not have permission to view." to another member', async () => {
    const other = await sessionFor(privatePlaylist.user_id === 1 ? 2 : 1);
    const page = await html(`/playlist/${privatePlaylist.playlist_id}/1/`, other);
    expect(page.status).toBe(403);
    expect(page.body).toContain('You do not have permission to view.');
    expect(page.body).not.toContain(privatePlaylist.title);
  });

  it('its owner sees a private playlist, and it stays out of the cache', async () => {
    const page = await html(`/playlist/${privatePlaylist.playlist_id}/1/`, await sessionFor(privatePlaylist.user_id));
    expect(page.status).toBe(200);
    expect(page.body).toContain(privatePlaylist.title);
    const id = privatePlaylist.playlist_id;
    expect(await env.CACHE.get(`playlist/${Math.floor(id / 1000)}/${id}`)).toBeNull();
  });
});

describe('albums', () => {
  it('the list shows albums; a page past the end is a 404', async () => {
    const list = await html('/albums/latest-updates/1/');
    expect(list.status).toBe(200);
    expect(list.body).toContain('href="/album/');
    expect((await html('/albums/latest-updates/99/')).status).toBe(404);
  });

  it('an album shows its photos, their count and its views', async () => {
    const page = await html(`/album/${album.album_id}/${album.dir}/`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(album.title);
    expect(page.body).toContain(`${album.photos_amount} photos`);
    expect(page.body).toMatch(/[\d.,KM]+ views/);
    // Each photo opens its viewer page.
    expect(page.body.split(`<li><a href="/album/${album.album_id}/${album.dir}/photo/`).length - 1).toBe(album.photos_amount);
  });

  it('a private album is forbidden to others and open to its owner', async () => {
    const path = `/album/${privateAlbum.album_id}/${privateAlbum.dir}/`;
    for (const cookies of [undefined, await sessionFor(1)]) {
      const page = await html(path, cookies);
      expect(page.status).toBe(403);
      expect(page.body).toContain('You do not have permission to view.');
    }
    expect((await html(path, await sessionFor(privateAlbum.user_id))).status).toBe(200);
  });

  it('an album awaiting moderation is a 404 for others and open to its owner', async () => {
    const path = `/album/${pendingAlbum.album_id}/${pendingAlbum.dir}/`;
    expect((await html(path)).status).toBe(404);
    expect((await html(path, await sessionFor(pendingAlbum.user_id))).status).toBe(200);
  });
});

describe('community', () => {
  it('lists members, 96 a page, with a GET filter form that works without JavaScript', async () => {
    const { total } = await firstRow<{ total: number }>('SELECT COUNT(*) AS total FROM users WHERE status_id <> 0');
    const page = await html('/community/recent/1/');
    expect(page.status).toBe(200);
    expect(memberCards(page.body)).toHaveLength(Math.min(96, total));
    const form = /<form class="filters"[^>]*>/.exec(page.body)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/community/recent/1/"');
    for (const field of ['country', 'gender', 'age', 'relationship', 'orientation']) expect(page.body).toContain(`<select name="${field}"`);
    expect(page.body).toContain('name="avatar" value="1"');
  });

  it('filters change the results, and match the members endpoint', async () => {
    const all = memberCards((await html('/community/recent/1/')).body);
    for (const [query, slots] of [['avatar=1', 'filt.all.all.all.all.1.all.0'], ['gender=female', 'filt.all.female.all.all.0.all.0']] as const) {
      const filtered = memberCards((await html(`/community/recent/1/?${query}`)).body);
      expect(filtered.length, query).toBeGreaterThan(0);
      expect(filtered.length, query).toBeLessThan(all.length);
      const api = (await (await get(`/api/json/members/86400/all/${slots}/recent/96/1.json`)).json()) as { members: { user_id: number }[] };
      expect(filtered, query).toEqual(api.members.map((m) => m.user_id));
    }
    const none = await html('/community/recent/1/?country=JP&gender=trans&age=40%2B&relationship=open&orientation=gay&avatar=1');
    expect(none.status).toBe(200);
    expect(none.body).toContain('No members found.');
  });

  it('a page past the end is a 404', async () => {
    expect((await html('/community/recent/2/')).status).toBe(404);
  });
});

describe('member pages', () => {
  it.each([
    '/members/1/', '/members/1/info/', '/members/1/wall/1/', '/members/1/friends/1/', '/members/1/subscriptions/',
    '/members/1/uploaded_videos/1/', '/members/1/favourite_videos/1/', '/members/1/albums/1/', '/members/1/playlists/1/',
  ])('%s is public', async (path) => {
    const page = await html(path);
    expect(page.status).toBe(200);
    expect(page.body).toContain('demo');
  });

  it('history and watch later are for their owner only', async () => {
    for (const tab of ['history', 'watch_later_videos']) {
      const guest = await html(`/members/1/${tab}/1/`);
      expect(guest.status, tab).toBe(403);
      expect(guest.body).toContain('You do not have permission to view.');
      expect((await html(`/members/1/${tab}/1/`, await sessionFor(2))).status, tab).toBe(403);
      expect((await html(`/members/1/${tab}/1/`, await sessionFor(1))).status, tab).toBe(200);
    }
  });

  it('lists a member hid answer "You do not have permission to view." to others and open to the member', async () => {
    for (const tab of ['friends', 'albums']) {
      for (const cookies of [undefined, await sessionFor(1)]) {
        const page = await html(`/members/${hider}/${tab}/1/`, cookies);
        expect(page.status, tab).toBe(403);
        expect(page.body).toContain('You do not have permission to view.');
      }
      expect((await html(`/members/${hider}/${tab}/1/`, await sessionFor(hider))).status, tab).toBe(200);
    }
    const profile = await html(`/members/${hider}/`);
    expect(profile.body).not.toContain(`href="/members/${hider}/friends/1/"`);
    expect(profile.body).toContain(`href="/members/${hider}/wall/1/"`);
  });

  it("a member's private playlists show on their own page only", async () => {
    const link = `href="/playlist/${privatePlaylist.playlist_id}/1/"`;
    const path = `/members/${privatePlaylist.user_id}/playlists/1/`;
    expect((await html(path)).body).not.toContain(link);
    expect((await html(path, await sessionFor(privatePlaylist.user_id))).body).toContain(link);
  });

  it('an empty list says so', async () => {
    const page = await html(`/members/${uploaderless}/uploaded_videos/1/`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('This list is empty');
  });

  it('the info tab shows the profile fields', async () => {
    const page = await html('/members/1/info/');
    for (const label of ['Gender', 'Age', 'Birth date', 'Relationship', 'Orientation', 'Education', 'Website']) expect(page.body).toContain(label);
  });

  it('a page past the end is a 404', async () => {
    for (const path of ['/members/1/favourite_videos/99/', '/members/1/wall/99/', `/members/${uploaderless}/uploaded_videos/2/`]) {
      expect((await html(path)).status, path).toBe(404);
    }
  });
});
