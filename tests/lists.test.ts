// Favourites and watch later: the "Add to" toggles as plain forms and htmx fragments, and /api/input.php; adding is
// allowed when the video is not in the list, otherwise the spec's "already in" notice.
import { beforeAll, describe, expect, it } from 'vitest';
import { firstRow, flashOf, get, HTMX, memberFactory, post } from './helpers';

let videoId: number;
let back: string;

const newMember = memberFactory(950_000);

const inList = async (table: string, userId: number) =>
  (await firstRow<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?1 AND video_id = ?2`, userId, videoId)).n;

beforeAll(async () => {
  const video = await firstRow<{ video_id: number; dir: string }>('SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 1 OFFSET 3');
  videoId = video.video_id;
  back = `/videos/${video.video_id}/${video.dir}/`;
});

describe('add to favourites and watch later', () => {
  it('members get the "Add to" section; guests do not', async () => {
    const { cookies } = await newMember();
    const html = await (await get(back, { cookies })).text();
    expect(html).toContain('<section id="add-to"');
    expect(html).toContain('Add to favourites');
    expect(await (await get(back)).text()).not.toContain('<section id="add-to"');
  });

  it.each([
    ['favourite', 'favourites', 'favourite_added', 'already_favourite', 'favourite_removed'],
    ['watch_later', 'watch_later', 'watch_later_added', 'already_watch_later', 'watch_later_removed'],
  ])('plain form %s: added, already in, removed', async (act, table, added, already, removed) => {
    const { userId, cookies } = await newMember();
    const form = (section: string) => ({ act, section, video_id: String(videoId), back });
    const first = await post('/input/', form('add'), { cookies });
    expect(first.status).toBe(303);
    expect(first.headers.get('Location')).toBe(`${back}#add-to`);
    expect(flashOf(first)).toBe(added);
    expect(await inList(table, userId)).toBe(1);
    expect(flashOf(await post('/input/', form('add'), { cookies }))).toBe(already);
    expect(await inList(table, userId)).toBe(1);
    expect(flashOf(await post('/input/', form('rem'), { cookies }))).toBe(removed);
    expect(await inList(table, userId)).toBe(0);
  });

  it('htmx: the section comes back toggled, with the notice out of band', async () => {
    const { cookies } = await newMember();
    const response = await post('/input/', { act: 'favourite', section: 'add', video_id: String(videoId), back }, { cookies, headers: HTMX });
    const html = await response.text();
    expect(html).toMatch(/^<section id="add-to"/);
    expect(html).toContain('Remove from favourites');
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('Added to favourites');
    // The page itself now shows the video as a favourite.
    expect(await (await get(back, { cookies })).text()).toContain('Remove from favourites');
  });

  it('/api/input.php: ok, then error with code and field notify; guests and nonsense refused', async () => {
    const { cookies } = await newMember();
    const body = { act: 'watch_later', section: 'add', video_id: String(videoId) };
    expect(await (await post('/api/input.php', body, { cookies })).json()).toEqual({ ok: true, message: 'Added to watch later' });
    expect(await (await post('/api/input.php', body, { cookies })).json())
      .toEqual({ error: true, code: 'already_added', field: 'notify', message: 'This video is already in your watch later list' });
    const guest = await post('/api/input.php', body);
    expect(guest.status).toBe(403);
    expect(await guest.json()).toMatchObject({ error: true, code: 'login_required' });
    expect((await post('/api/input.php', { ...body, act: 'history' }, { cookies })).status).toBe(400);
    expect((await post('/api/input.php', { ...body, video_id: '99999999' }, { cookies })).status).toBe(404);
  });

  it('the owner removes a video from their list page; others see no remove button', async () => {
    const owner = await newMember();
    const other = await newMember();
    await post('/input/', { act: 'watch_later', section: 'add', video_id: String(videoId), back }, { cookies: owner.cookies });
    await post('/input/', { act: 'favourite', section: 'add', video_id: String(videoId), back }, { cookies: owner.cookies });
    const favourites = `/members/${owner.userId}/favourite_videos/1/`;
    expect(await (await get(favourites, { cookies: owner.cookies })).text()).toContain('name="part" value="card"');
    expect(await (await get(favourites, { cookies: other.cookies })).text()).not.toContain('name="part" value="card"');
    const removal = await post('/input/', { act: 'watch_later', section: 'rem', video_id: String(videoId), part: 'card', back: favourites }, { cookies: owner.cookies, headers: HTMX });
    expect(removal.headers.get('HX-Reswap')).toBe('delete');
    expect(await removal.text()).toContain('Removed from watch later');
    const plain = await post('/input/', { act: 'favourite', section: 'rem', video_id: String(videoId), part: 'card', back: favourites }, { cookies: owner.cookies });
    expect(plain.headers.get('Location')).toBe(favourites);
    expect(await inList('favourites', owner.userId)).toBe(0);
    expect(await inList('watch_later', owner.userId)).toBe(0);
  });

  it('the favourites list page shows the added video to its owner', async () => {
    const { userId, cookies } = await newMember();
    await post('/input/', { act: 'favourite', section: 'add', video_id: String(videoId), back }, { cookies });
    const html = await (await get(`/members/${userId}/favourite_videos/1/`, { cookies })).text();
    expect(html).toContain(back);
  });
});
