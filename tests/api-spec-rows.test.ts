// The spec's last partial rows of the API (issue 29): the video fields of spec section 3 (one video and list items alike),
// a member's own data by POST, the JSON a refusal as a whole answers (what the client's interceptor turns into a toast),
// one shape for the messages calls, and how long a video-file answer is kept.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { translator, type Lang, type MessageKey } from '../locales';
import { videoBucketsOf } from './api-read';
import { HTMX, firstRow, get, memberFactory, post } from './helpers';

const newMember = memberFactory(870_000);
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const videoPath = (id: number) => `/api/jsond/video/0/${videoBucketsOf(id)}/${id}.json`;
const readVideoJson = async (id: number) => (await (await get(videoPath(id))).json()) as Record<string, unknown>;

describe('/api/json/video: the fields of spec section 3', () => {
  it('a video of a channel: card image sources, the channel with cf1 and vda, no external source, no playlist', async () => {
    const v = await firstRow<{ video_id: number; thumb: string; thumb_set: string; channel_id: number }>(
      `SELECT video_id, thumb, thumb_set, channel_id FROM videos
        WHERE status_id = 1 AND is_private = 0 AND channel_id IS NOT NULL AND ex_tube IS NULL AND thumb_set IS NOT NULL LIMIT 1`,
    );
    await env.DB.prepare("UPDATE channels SET cf1 = 'custom-one', vda = 'custom-two' WHERE channel_id = ?1").bind(v.channel_id).run();
    const body = await readVideoJson(v.video_id);
    expect(body).toMatchObject({
      thumb: `/media/${v.thumb}`,
      thumbsrc: `/media/${v.thumb_set}-320.webp`,
      scr: expect.stringMatching(new RegExp(`^/media/${v.thumb_set}-\\d+\\.webp$`)),
      channel: { id: v.channel_id, title: expect.any(String), url: expect.stringMatching(/^\/channel\/[a-z0-9-]+\/$/), cf1: 'custom-one', vda: 'custom-two' },
      ex_tube: null,
      ex_id: null,
      ex_url: null,
      playlist_id: null,
    });
    expect(body.scr).not.toBe(body.thumbsrc);
  });

  it('a partner item names its tube, its id and its page there; url stays the page here', async () => {
    const v = await firstRow<{ video_id: number; dir: string; ex_tube: string; ex_id: string; url: string }>(
      'SELECT video_id, dir, ex_tube, ex_id, url FROM videos WHERE status_id = 1 AND is_private = 0 AND ex_tube IS NOT NULL LIMIT 1',
    );
    expect(await readVideoJson(v.video_id)).toMatchObject({
      ex_tube: v.ex_tube, ex_id: v.ex_id, ex_url: v.url, url: `/videos/${v.video_id}/${encodeURIComponent(v.dir)}/`,
    });
  });

  it('the items of a playlist carry its id and their page', async () => {
    const p = await firstRow<{ playlist_id: number }>(
      'SELECT playlist_id FROM playlists WHERE is_private = 0 AND total_videos > 0 ORDER BY playlist_id LIMIT 1',
    );
    const body = (await (await get(`/api/jsond/playlist/0/${Math.floor(p.playlist_id / 1000)}/${p.playlist_id}.json`)).json()) as { videos: object[] };
    expect(body.videos[0]).toMatchObject({ playlist_id: p.playlist_id, page: 1 });
  });
});

describe('POST /api/member.php section=own: the own record', () => {
  it("answers the signed-in member's own record, every list and what only they see, never cached", async () => {
    const me = await newMember();
    await env.DB.prepare("UPDATE users SET hidden_lists = 'friends', about = 'Only mine to read' WHERE user_id = ?1").bind(me.userId).run();
    const response = await post('/api/member.php', { section: 'own' }, { cookies: me.cookies });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      user_id: me.userId, username: `member${me.userId}`, about: 'Only mine to read', hidden_lists: ['friends'], unread_messages: 0,
      error: false, code: null,
    });
    expect(body.lists).toEqual(expect.arrayContaining(['friends', 'history', 'watch_later_videos']));
    expect(body.joined).toMatch(ISO);
    // Others read the public copy: the hidden list and the owner-only lists are not among its lists.
    const others = (await (await get(`/api/jsond/member/0/info/${Math.floor(me.userId / 1000)}/${me.userId}.json`)).json()) as { lists: string[] };
    expect(others.lists).not.toContain('friends');
    expect(others.lists).not.toContain('history');
  });

  it('a guest gets the spec error shape: login_required for the whole form, with its text', async () => {
    const response = await post('/api/member.php', { section: 'own' });
    expect(response.status).toBe(403);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: true, code: 'login_required', field: 'notify', message: 'Please log in to complete this action',
    });
  });
});

describe('the interceptor: what a refusal as a whole answers', () => {
  it('a JS call refused as a whole answers JSON with field notify and its message in the visitor language', async () => {
    const me = await newMember();
    const v = await firstRow<{ video_id: number }>('SELECT video_id FROM videos WHERE status_id = 1 AND is_private = 0 LIMIT 1');
    const form = { act: 'favourite', section: 'add', video_id: String(v.video_id) };
    expect((await post('/api/input.php', form, { cookies: me.cookies })).status).toBe(200);
    const again = await post('/api/input.php', form, { cookies: { ...me.cookies, app_lang: 'de' } });
    expect(again.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await again.json()).toEqual({ error: true, code: 'already_added', field: 'notify', message: expect.any(String) });
  });

  it('an htmx action the server cannot read answers the same shape, not markup to swap in', async () => {
    const me = await newMember();
    const response = await post('/input/', { act: 'favourite', section: 'add', video_id: 'not-a-number' }, { cookies: me.cookies, headers: HTMX });
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: true, code: 'invalid_request', field: 'notify', message: 'This request could not be understood',
    });
  });
});

describe('/api/messages.php: the shape of the rest of the API', () => {
  it('avatars are media URLs and dates ISO strings', async () => {
    const a = await newMember();
    const b = await newMember();
    await env.DB.prepare("UPDATE users SET avatar = 'avatars/seed/clip-1-1.jpg' WHERE user_id = ?1").bind(a.userId).run();
    await post('/api/messages.php', { act: 'send', user_id: String(b.userId), message: 'Hello in one shape' }, { cookies: a.cookies });
    const list = (await (await post('/api/messages.php', { act: 'list' }, { cookies: b.cookies })).json()) as { conversations: Record<string, unknown>[] };
    expect(list.conversations[0]).toMatchObject({ user_id: a.userId, avatar: '/media/avatars/seed/clip-1-1.jpg', created_at: expect.stringMatching(ISO) });
    const read = (await (await post('/api/messages.php', { act: 'read', user_id: String(a.userId) }, { cookies: b.cookies })).json()) as { messages: Record<string, unknown>[] };
    expect(read.messages[0]).toMatchObject({ body: 'Hello in one shape', created_at: expect.stringMatching(ISO), read_at: null });
    // Read by B now: A sees when.
    const mine = (await (await post('/api/messages.php', { act: 'read', user_id: String(b.userId) }, { cookies: a.cookies })).json()) as { messages: Record<string, unknown>[] };
    expect(mine.messages[0]!.read_at).toMatch(ISO);
    const noAvatar = (await (await post('/api/messages.php', { act: 'list' }, { cookies: a.cookies })).json()) as { conversations: Record<string, unknown>[] };
    expect(noAvatar.conversations[0]).toMatchObject({ user_id: b.userId, avatar: null });
  });
});

describe('/api/videofile.php: the answer lives as long as its links', () => {
  it('is kept until the signed links inside expire, never past them, and no longer than the spec 864000 s', async () => {
    const v = await firstRow<{ video_id: number }>('SELECT video_id FROM videos WHERE status_id = 1 AND is_private = 0 LIMIT 1');
    const before = Math.floor(Date.now() / 1000);
    const response = await get(`/api/videofile.php?video_id=${v.video_id}`);
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(response.headers.get('Cache-Control') ?? '')?.[1]);
    const files = (await response.json()) as { video_url: string }[];
    const expires = Number(/^\/media\/play\/(\d+)\./.exec(atob(files[0]!.video_url))?.[1]);
    expect(maxAge).toBeLessThanOrEqual(864_000);
    expect(before + maxAge).toBeLessThanOrEqual(expires);
    expect(expires - (before + maxAge)).toBeLessThan(5);
  });
});

describe('every call refused as a whole answers on notify with its text (the interceptor toasts it)', () => {
  const refusal = (lang: Lang, code: string, key: MessageKey) => ({ error: true, code, field: 'notify', message: translator(lang)(key) });

  it.each(['en', 'de'] as const)('%s: a guest voting, commenting or uploading; a vote counted already; a call no one can read', async (lang) => {
    const v = await firstRow<{ video_id: number }>('SELECT video_id FROM videos WHERE status_id = 1 AND is_private = 0 LIMIT 1');
    const guest = { cookies: { app_lang: lang } };
    const me = await newMember();
    const member = { cookies: { ...me.cookies, app_lang: lang } };
    const voteForm = { act: 'vote', section: 'videos', object_id: String(v.video_id), vote: '1' };
    const answers: [Promise<Response>, number, string, MessageKey][] = [
      [post('/api/stat.php', voteForm, guest), 200, 'login_required', 'notify.login_required'],
      [post('/api/stat.php', { act: 'comm', section: 'videos', object_id: String(v.video_id), msg: 'A guest comment' }, guest), 200, 'login_required', 'notify.login_required'],
      [post('/api/video_edit.php', {}, guest), 403, 'login_required', 'notify.login_required'],
      [post('/api/album_edit.php', {}, guest), 403, 'login_required', 'notify.login_required'],
      [post('/api/messages.php', { act: 'nonsense' }, member), 400, 'invalid_request', 'form.error.invalid_request'],
      [post('/api/member.php', { section: 'u_banner' }, member), 400, 'invalid_section', 'form.error.invalid_request'],
      [post('/api/input.php', { act: 'favourite', section: 'rem', video_id: String(v.video_id) }, member), 200, 'not_in_list', 'notify.not_in_list'],
    ];
    for (const [answer, status, code, key] of answers) {
      const response = await answer;
      expect(response.status, code).toBe(status);
      expect(await response.json(), code).toEqual(refusal(lang, code, key));
    }
    expect((await post('/api/stat.php', voteForm, member)).status).toBe(200);
    const again = (await (await post('/api/stat.php', voteForm, member)).json()) as Record<string, unknown>;
    expect(again).toMatchObject(refusal(lang, 'already_voted', 'notify.vote_already_voted'));
    expect(again.info).toEqual({ likes: expect.any(Number), dislikes: expect.any(Number) });
  });

  it("a comment's own text is refused on its field, msg, with the form's words", async () => {
    const v = await firstRow<{ video_id: number }>('SELECT video_id FROM videos WHERE status_id = 1 AND is_private = 0 LIMIT 1');
    const me = await newMember();
    const answer = await post('/api/stat.php', { act: 'comm', section: 'videos', object_id: String(v.video_id), msg: 'hi' }, { cookies: { ...me.cookies, app_lang: 'ja' } });
    expect(await answer.json()).toEqual({
      error: true, code: 'min_length', field: 'msg', message: translator('ja')('form.error.min_length', { min: 5 }), info: { min: 5 },
    });
  });
});

describe('list items: the video fields of spec section 3, as the single video answers them', () => {
  /** What every list answers for a video, each with the single video's value for the same video. */
  const ITEM_FIELDS = [
    'video_id', 'dir', 'title', 'duration', 'post_date', 'thumb', 'thumbsrc', 'scr', 'url', 'sg_id', 'statistics',
    'video_viewed', 'rating', 'is_private', 'ex_tube', 'ex_id', 'ex_url',
  ];
  type Item = Record<string, unknown>;
  const readList = async (path: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return ((await response.json()) as { videos: Item[] }).videos;
  };
  /** The item has exactly the list fields (and `extra`), each equal to the single video's. */
  async function expectAsSingleVideo(item: Item, extra: string[] = []) {
    expect(Object.keys(item).sort()).toEqual([...ITEM_FIELDS, ...extra].sort());
    const video = await readVideoJson(item.video_id as number);
    for (const field of ITEM_FIELDS) expect(item[field], field).toEqual(video[field]);
    expect(item.statistics).toEqual({ viewed: item.video_viewed, likes: expect.any(Number), dislikes: expect.any(Number), comments: expect.any(Number) });
  }

  it('videos2', async () => {
    const [item] = await readList('/api/jsond/videos2/0/straight/latest-updates/60/all.0.1.all.all.all.json');
    await expectAsSingleVideo(item!);
  });

  it('search (videos2.php)', async () => {
    const [item] = await readList('/api/videos2.php?params=straight/most-viewed/60/1.all.all&s=morning');
    await expectAsSingleVideo(item!);
  });

  it('related videos', async () => {
    const v = await firstRow<{ video_id: number }>(
      `SELECT v.video_id FROM videos v WHERE v.status_id = 1 AND v.is_private = 0
          AND EXISTS (SELECT 1 FROM video_categories vc WHERE vc.video_id = v.video_id) LIMIT 1`,
    );
    const [item] = await readList(`/api/jsond/videos_related2/0/36/${videoBucketsOf(v.video_id)}/${v.video_id}.all.1.json`);
    await expectAsSingleVideo(item!);
  });

  it("a playlist's videos, with their playlist and page besides", async () => {
    const p = await firstRow<{ playlist_id: number }>(
      'SELECT playlist_id FROM playlists WHERE is_private = 0 AND total_videos > 0 ORDER BY playlist_id LIMIT 1',
    );
    const [item] = await readList(`/api/jsond/playlist/0/${Math.floor(p.playlist_id / 1000)}/${p.playlist_id}.json`);
    await expectAsSingleVideo(item!, ['page', 'playlist_id']);
  });

  it("a member's favourites, where a partner item names its tube, its id and its page there", async () => {
    const partner = await firstRow<{ video_id: number; ex_tube: string; ex_id: string; url: string }>(
      'SELECT video_id, ex_tube, ex_id, url FROM videos WHERE status_id = 1 AND is_private = 0 AND ex_tube IS NOT NULL LIMIT 1',
    );
    const me = await newMember();
    const added = await post('/api/input.php', { act: 'favourite', section: 'add', video_id: String(partner.video_id) }, { cookies: me.cookies });
    expect(added.status).toBe(200);
    const [item] = await readList(`/api/jsond/member/0/favourite_videos/${Math.floor(me.userId / 1000)}/${me.userId}.json`);
    expect(item).toMatchObject({ video_id: partner.video_id, ex_tube: partner.ex_tube, ex_id: partner.ex_id, ex_url: partner.url });
    await expectAsSingleVideo(item!);
  });
});
