// Playlists through the input call: new, upd, del, add, rem as plain forms (303 with a notice, 422 with field errors),
// htmx fragments and /api/input.php; only the owner changes a playlist or sees its edit, delete and remove buttons.
import { beforeAll, describe, expect, it } from 'vitest';
import { firstRow, flashOf, get, HTMX, memberFactory, post } from './helpers';

const newMember = memberFactory(960_000);

let videoId: number;
let otherVideoId: number;
let videoPage: string;

beforeAll(async () => {
  const [a, b] = await Promise.all([10, 11].map((offset) => firstRow<{ video_id: number; dir: string }>(
    'SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 1 OFFSET ?1', offset)));
  videoId = a!.video_id;
  otherVideoId = b!.video_id;
  videoPage = `/videos/${a!.video_id}/${a!.dir}/`;
});

const fields = { title: 'Rainy evening picks', desc: 'Calm videos for a quiet evening', visible: '1', orientation: '0' };

async function newPlaylist(cookies: Record<string, string>, extra: Record<string, string> = {}): Promise<number> {
  const response = await post('/api/input.php', { act: 'playlist', section: 'new', ...fields, ...extra }, { cookies });
  const body = await response.json() as { ok: boolean; playlist_id: number };
  expect(body.ok).toBe(true);
  return body.playlist_id;
}

const countIn = async (playlistId: number) =>
  (await firstRow<{ n: number; total: number }>(
    'SELECT (SELECT COUNT(*) FROM playlist_videos WHERE playlist_id = ?1) AS n, (SELECT total_videos FROM playlists WHERE playlist_id = ?1) AS total', playlistId));

describe('creating and changing playlists', () => {
  it('the form page is for members only; a guest is sent to log in and back', async () => {
    const guest = await get('/playlist/new/?video_id=5');
    expect(guest.status).toBe(303);
    expect(guest.headers.get('Location')).toBe(`/signin/?back=${encodeURIComponent('/playlist/new/?video_id=5')}`);
    const { cookies } = await newMember();
    const html = await (await get(`/playlist/new/?video_id=${videoId}&back=${encodeURIComponent(videoPage)}`, { cookies })).text();
    expect(html).toContain('New playlist');
    expect(html).toContain(`name="video_id" value="${videoId}"`);
    expect(html).toMatch(/<option value="0"[^>]*>Private<\/option><option value="1"[^>]*>Public<\/option>/);
  });

  it('a new playlist (plain form) goes to its page with "Playlist created"; with a video, back to the video with "will appear within a minute"', async () => {
    const { userId, cookies } = await newMember();
    const created = await post('/input/', { act: 'playlist', section: 'new', ...fields }, { cookies });
    expect(created.status).toBe(303);
    expect(flashOf(created)).toBe('playlist_created');
    const row = await firstRow<{ playlist_id: number; is_private: number }>('SELECT playlist_id, is_private FROM playlists WHERE user_id = ?1', userId);
    expect(created.headers.get('Location')).toBe(`/playlist/${row.playlist_id}/1/`);
    expect(row.is_private).toBe(0);
    const withVideo = await post('/input/', { act: 'playlist', section: 'new', ...fields, visible: '0', video_id: String(videoId), back: videoPage }, { cookies });
    expect(withVideo.headers.get('Location')).toBe(`${videoPage}#add-to`);
    expect(flashOf(withVideo)).toBe('playlist_added');
    const second = await firstRow<{ playlist_id: number; is_private: number }>('SELECT playlist_id, is_private FROM playlists WHERE user_id = ?1 ORDER BY playlist_id DESC', userId);
    expect(second.is_private).toBe(1); // 0 is Private on the playlist form
    expect(await countIn(second.playlist_id)).toEqual({ n: 1, total: 1 });
    const page = await (await get(videoPage, { cookies: { ...cookies, flash: 'playlist_added' } })).text();
    expect(page).toContain('Added to playlist. It will appear within a minute.');
  });

  it.each([
    ['title', '', 'required', 'This field is required'],
    ['title', 'ab', 'min_length', 'At least 3 characters'],
    ['title', 'x'.repeat(101), 'max_length', 'At most 100 characters'],
    ['desc', '', 'required', 'This field is required'],
    ['desc', 'abcd', 'min_length', 'At least 5 characters'],
    ['desc', 'y'.repeat(501), 'max_length', 'At most 500 characters'],
  ])('%s "%s" is refused with %s: 422 form with the text kept, and the JSON field error', async (field, value, code, message) => {
    const { userId, cookies } = await newMember();
    const form = { act: 'playlist', section: 'new', ...fields, [field]: value };
    const response = await post('/input/', form, { cookies });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(message);
    expect(html).toContain('aria-invalid="true"');
    const json = await post('/api/input.php', form, { cookies });
    expect(await json.json()).toEqual({ error: true, code, field, message });
    expect((await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM playlists WHERE user_id = ?1', userId)).n).toBe(0);
  });

  it('the owner changes and deletes it; another member is refused and changes nothing', async () => {
    const owner = await newMember();
    const other = await newMember();
    const playlistId = await newPlaylist(owner.cookies);
    const changed = { act: 'playlist', section: 'upd', object_id: String(playlistId), ...fields, title: 'Sunny morning picks', visible: '0', orientation: '2' };
    const refused = await post('/input/', changed, { cookies: other.cookies });
    expect(flashOf(refused)).toBe('playlist_forbidden');
    expect((await get(`/playlist/${playlistId}/edit/`, { cookies: other.cookies })).status).toBe(403);
    expect(await (await post('/api/input.php', { ...changed, section: 'del' }, { cookies: other.cookies })).json())
      .toMatchObject({ error: true, code: 'forbidden', field: 'notify' });
    const done = await post('/input/', changed, { cookies: owner.cookies });
    expect(done.headers.get('Location')).toBe(`/playlist/${playlistId}/1/`);
    expect(flashOf(done)).toBe('playlist_changed');
    expect(await firstRow('SELECT title, is_private, orientation FROM playlists WHERE playlist_id = ?1', playlistId))
      .toEqual({ title: 'Sunny morning picks', is_private: 1, orientation: 2 });
    const edit = await (await get(`/playlist/${playlistId}/edit/`, { cookies: owner.cookies })).text();
    expect(edit).toContain('value="Sunny morning picks"');
    const ownTab = `/members/${owner.userId}/playlists/1/`;
    expect(await (await get(ownTab, { cookies: owner.cookies })).text()).toContain('href="/playlist/new/"');
    expect(await (await get(ownTab, { cookies: other.cookies })).text()).not.toContain('href="/playlist/new/"');
    const deleted = await post('/input/', { act: 'playlist', section: 'del', object_id: String(playlistId) }, { cookies: owner.cookies });
    expect(deleted.headers.get('Location')).toBe(`/members/${owner.userId}/playlists/1/`);
    expect(flashOf(deleted)).toBe('playlist_deleted');
    expect((await get(`/playlist/${playlistId}/1/`)).status).toBe(404);
  });
});

describe('adding and removing videos', () => {
  it('add when absent, "already in the playlist" when present, remove; counts follow', async () => {
    const { cookies } = await newMember();
    const playlistId = await newPlaylist(cookies);
    const add = { act: 'playlist', section: 'add', object_id: String(playlistId), video_id: String(videoId), back: videoPage };
    const first = await post('/input/', add, { cookies });
    expect(first.headers.get('Location')).toBe(`${videoPage}#add-to`);
    expect(flashOf(first)).toBe('playlist_added');
    expect(flashOf(await post('/input/', add, { cookies }))).toBe('already_in_playlist');
    await post('/input/', { ...add, video_id: String(otherVideoId) }, { cookies });
    expect(await countIn(playlistId)).toEqual({ n: 2, total: 2 });
    expect(await (await post('/api/input.php', add, { cookies })).json())
      .toEqual({ error: true, code: 'already_added', field: 'notify', message: 'This video is already in the playlist' });
    expect(flashOf(await post('/input/', { ...add, section: 'rem' }, { cookies }))).toBe('playlist_removed');
    expect(await countIn(playlistId)).toEqual({ n: 1, total: 1 });
    expect(await (await post('/api/input.php', { ...add, section: 'rem' }, { cookies })).json()).toMatchObject({ error: true, code: 'not_in_list' });
  });

  it('another member cannot add to or remove from it; a missing video is not found; guests must log in', async () => {
    const owner = await newMember();
    const other = await newMember();
    const playlistId = await newPlaylist(owner.cookies);
    const add = { act: 'playlist', section: 'add', object_id: String(playlistId), video_id: String(videoId) };
    expect(await (await post('/api/input.php', add, { cookies: other.cookies })).json()).toMatchObject({ code: 'forbidden' });
    expect(await (await post('/api/input.php', { ...add, video_id: '99999999' }, { cookies: owner.cookies })).json()).toMatchObject({ code: 'not_found' });
    expect(await countIn(playlistId)).toEqual({ n: 0, total: 0 });
    const guest = await post('/input/', { ...add, back: videoPage });
    expect(guest.status).toBe(303);
    expect(guest.headers.get('Location')).toBe(`/signin/?back=${encodeURIComponent(videoPage)}`);
    expect((await post('/api/input.php', add)).status).toBe(403);
    expect((await post('/api/input.php', { ...add, section: 'move' }, { cookies: owner.cookies })).status).toBe(400);
  });

  it('htmx: the "Add to" section lists the playlist as holding the video, the notice out of band', async () => {
    const { cookies } = await newMember();
    const playlistId = await newPlaylist(cookies);
    const before = await (await get(videoPage, { cookies })).text();
    expect(before).toContain(`<option value="${playlistId}">Rainy evening picks</option>`);
    const response = await post('/input/', { act: 'playlist', section: 'add', object_id: String(playlistId), video_id: String(videoId), back: videoPage }, { cookies, headers: HTMX });
    const html = await response.text();
    expect(html).toMatch(/^<section id="add-to"/);
    expect(html).toContain('Remove from “Rainy evening picks”');
    expect(html).toContain('hx-swap-oob="true"');
    expect(html).toContain('It will appear within a minute.');
  });

  it('only the owner sees the edit link and the remove buttons; a removal by htmx swaps the card away', async () => {
    const owner = await newMember();
    const other = await newMember();
    const playlistId = await newPlaylist(owner.cookies);
    await post('/api/input.php', { act: 'playlist', section: 'add', object_id: String(playlistId), video_id: String(videoId) }, { cookies: owner.cookies });
    const page = `/playlist/${playlistId}/1/`;
    const own = await (await get(page, { cookies: owner.cookies })).text();
    expect(own).toContain(`href="/playlist/${playlistId}/edit/"`);
    expect(own).toContain('name="part" value="card"');
    for (const cookies of [other.cookies, undefined]) {
      const html = await (await get(page, { cookies })).text();
      expect(html).toContain(videoPage);
      expect(html).not.toContain(`/playlist/${playlistId}/edit/`);
      expect(html).not.toContain('name="part" value="card"');
    }
    const removal = await post('/input/', { act: 'playlist', section: 'rem', object_id: String(playlistId), video_id: String(videoId), part: 'card', back: page }, { cookies: owner.cookies, headers: HTMX });
    expect(removal.headers.get('HX-Reswap')).toBe('delete');
    const html = await removal.text();
    expect(html).not.toContain('<li');
    expect(html).toContain('Removed from playlist');
    expect(await (await get(page, { cookies: owner.cookies })).text()).not.toContain(videoPage);
  });

  it('a private playlist stays private to others while its owner sees it', async () => {
    const owner = await newMember();
    const other = await newMember();
    const playlistId = await newPlaylist(owner.cookies, { visible: '0' });
    expect((await get(`/playlist/${playlistId}/1/`, { cookies: owner.cookies })).status).toBe(200);
    expect(await (await get(`/playlist/${playlistId}/1/`, { cookies: other.cookies })).text()).toContain('You do not have permission to view.');
    expect(await (await get(`/playlist/${playlistId}/1/`)).text()).toContain('Playlist is private');
  });
});
