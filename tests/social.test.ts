// Subscriptions, friend requests, blocks and wall posts: each action's success and refusal codes for guests,
// members and owners, as plain forms (303 back with a notice) and htmx fragments (the part swapped, the notice out of band).
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstRow, flashOf, get, HTMX, memberFactory, post } from './helpers';

const newMember = memberFactory(970_000);

let model: { model_id: number; dir: string };
let channel: { channel_id: number; dir: string };

beforeAll(async () => {
  model = await firstRow('SELECT model_id, dir FROM models ORDER BY model_id LIMIT 1');
  channel = await firstRow('SELECT channel_id, dir FROM channels ORDER BY channel_id LIMIT 1');
});

const subscribers = async (target: 'model' | 'channel' | 'member', id: number) => {
  const sql = {
    model: 'SELECT subscribers AS n FROM models WHERE model_id = ?1',
    channel: 'SELECT subscribers AS n FROM channels WHERE channel_id = ?1',
    member: 'SELECT subscribers_count AS n FROM users WHERE user_id = ?1',
  }[target];
  return (await firstRow<{ n: number }>(sql, id)).n;
};

describe('subscriptions', () => {
  it.each([
    ['channel', 'subscribed_channel'],
    ['model', 'subscribed_model'],
    ['member', 'subscribed_member'],
  ] as const)('%s: subscribed, already subscribed, unsubscribed; the count follows the rows', async (target, notice) => {
    const { userId, cookies } = await newMember();
    const targetId = target === 'channel' ? channel.channel_id : target === 'model' ? model.model_id : (await newMember()).userId;
    const before = await subscribers(target, targetId);
    const form = { section: 'add', target, target_id: String(targetId), part: target, back: '/somewhere/' };
    const first = await post('/subscribe/', form, { cookies });
    expect(first.status).toBe(303);
    expect(first.headers.get('Location')).toBe('/somewhere/#profile-actions');
    expect(flashOf(first)).toBe(notice);
    expect(await subscribers(target, targetId)).toBe(before + 1);
    expect(flashOf(await post('/subscribe/', form, { cookies }))).toBe('already_subscribed');
    expect(await subscribers(target, targetId)).toBe(before + 1);
    const list = await (await get(`/members/${userId}/subscriptions/`, { cookies })).text();
    expect(list).toMatch(target === 'member' ? `/members/${targetId}/` : target === 'model' ? `/model/${model.dir}/` : /category-list/);
    expect(flashOf(await post('/subscribe/', { ...form, section: 'rem' }, { cookies }))).toBe('unsubscribed');
    expect(await subscribers(target, targetId)).toBe(before);
  });

  it('cannot subscribe to yourself; a missing target is not available; guests are sent to log in', async () => {
    const { userId, cookies } = await newMember();
    expect(flashOf(await post('/subscribe/', { section: 'add', target: 'member', target_id: String(userId), back: '/' }, { cookies }))).toBe('subscribe_self');
    expect(flashOf(await post('/subscribe/', { section: 'add', target: 'model', target_id: '99999999', back: '/' }, { cookies }))).toBe('not_available');
    const guest = await post('/subscribe/', { section: 'add', target: 'model', target_id: String(model.model_id), back: `/model/${model.dir}/` });
    expect(guest.headers.get('Location')).toBe(`/signin/?back=${encodeURIComponent(`/model/${model.dir}/`)}`);
    expect((await post('/subscribe/', { section: 'add', target: 'album', target_id: '1' }, { cookies })).status).toBe(400);
  });

  it('htmx: the profile buttons come back with the new state; the model page shows them to members and a login link to guests', async () => {
    const { cookies } = await newMember();
    const page = await (await get(`/model/${model.dir}/`, { cookies })).text();
    expect(page).toContain('<div id="profile-actions"');
    expect(page).toContain('>Subscribe</button>');
    const response = await post('/subscribe/', { section: 'add', target: 'model', target_id: String(model.model_id), part: 'model', back: `/model/${model.dir}/` }, { cookies, headers: HTMX });
    const html = await response.text();
    expect(html).toMatch(/^<div id="profile-actions"/);
    expect(html).toContain('Unsubscribe');
    expect(html).toContain('Subscribed to the pornstar');
    expect(await (await get(`/model/${model.dir}/`)).text()).toMatch(/href="\/signin\/\?back=[^"]+" data-login="">Subscribe/);
  });

  it('the owner cancels a subscription from their subscriptions tab; others see no button', async () => {
    const { userId, cookies } = await newMember();
    const other = await newMember();
    await post('/subscribe/', { section: 'add', target: 'model', target_id: String(model.model_id) }, { cookies });
    const tab = `/members/${userId}/subscriptions/`;
    expect(await (await get(tab, { cookies })).text()).toContain('>Unsubscribe</button>');
    expect(await (await get(tab, { cookies: other.cookies })).text()).not.toContain('>Unsubscribe</button>');
    const row = await post('/subscribe/', { section: 'rem', target: 'model', target_id: String(model.model_id), part: 'row', back: tab }, { cookies, headers: HTMX });
    expect(row.headers.get('HX-Reswap')).toBe('delete');
    expect(await row.text()).toContain('Subscription cancelled');
    expect(await (await get(tab, { cookies })).text()).toContain('No subscriptions yet.');
  });

  it("a model's page shows a new subscriber at once, though it is read from the cache", async () => {
    const viewer = await newMember();
    const fan = await newMember();
    const count = async () => Number((await (await get(`/model/${model.dir}/info/`, { cookies: viewer.cookies })).text()).match(/<dt>Subscribers<\/dt><dd>([\d,]+)<\/dd>/)![1]!.replace(/,/g, ''));
    const before = await count();
    await post('/subscribe/', { section: 'add', target: 'model', target_id: String(model.model_id) }, { cookies: fan.cookies });
    expect(await count()).toBe(before + 1);
    await post('/subscribe/', { section: 'rem', target: 'model', target_id: String(model.model_id) }, { cookies: fan.cookies });
    expect(await count()).toBe(before);
  });

  it("a member's profile shows a new subscriber at once, though others read it from the cache", async () => {
    const target = await newMember();
    const viewer = await newMember();
    const fan = await newMember();
    expect(await (await get(`/members/${target.userId}/`, { cookies: viewer.cookies })).text()).toContain('0 subscribers');
    await post('/subscribe/', { section: 'add', target: 'member', target_id: String(target.userId) }, { cookies: fan.cookies });
    expect(await (await get(`/members/${target.userId}/`, { cookies: viewer.cookies })).text()).toMatch(/\b1 subscriber</);
  });

  it('50 members subscribing at once leave an exact count', async () => {
    const target = await newMember();
    const members = await Promise.all(Array.from({ length: 50 }, () => newMember()));
    await Promise.all(members.map(({ cookies }) => post('/subscribe/', { section: 'add', target: 'member', target_id: String(target.userId) }, { cookies })));
    expect(await subscribers('member', target.userId)).toBe(50);
  });
});

describe('friends', () => {
  const friendForm = (section: string, userId: number) => ({ section, user_id: String(userId), part: 'member', back: `/members/${userId}/` });

  it('request sent, already sent; accepted by the other; both list each other; removed', async () => {
    const a = await newMember();
    const b = await newMember();
    expect(flashOf(await post('/friends/', friendForm('request', b.userId), { cookies: a.cookies }))).toBe('friend_request_sent');
    expect(flashOf(await post('/friends/', friendForm('request', b.userId), { cookies: a.cookies }))).toBe('friend_request_already_sent');
    // B sees the request on their own friends tab; A does not see B's requests, nor does a guest.
    const own = await (await get(`/members/${b.userId}/friends/1/`, { cookies: b.cookies })).text();
    expect(own).toContain('Friend requests (1)');
    expect(own).toContain(`member${a.userId}`);
    expect(await (await get(`/members/${b.userId}/friends/1/`, { cookies: a.cookies })).text()).not.toContain('Friend requests');
    const accepted = await post('/friends/', { section: 'accept', user_id: String(a.userId), part: 'request', back: `/members/${b.userId}/friends/1/` }, { cookies: b.cookies });
    expect(flashOf(accepted)).toBe('friend_accepted');
    expect(accepted.headers.get('Location')).toBe(`/members/${b.userId}/friends/1/`);
    for (const [viewer, other] of [[a, b], [b, a]] as const) {
      expect(await (await get(`/members/${viewer.userId}/friends/1/`)).text()).toContain(`href="/members/${other.userId}/"`);
    }
    expect(flashOf(await post('/friends/', friendForm('request', b.userId), { cookies: a.cookies }))).toBe('friend_request_already_sent');
    expect(flashOf(await post('/friends/', friendForm('remove', a.userId), { cookies: b.cookies }))).toBe('friend_removed');
    // Members read pages fresh (guests within the page cache's minute): the dropped list entry is read again.
    expect(await (await get(`/members/${a.userId}/friends/1/`, { cookies: b.cookies })).text()).not.toContain(`href="/members/${b.userId}/"`);
  });

  it('declined: the asker cannot ask again; asking someone who asked you makes you friends', async () => {
    const a = await newMember();
    const b = await newMember();
    const c = await newMember();
    await post('/friends/', friendForm('request', b.userId), { cookies: a.cookies });
    expect(flashOf(await post('/friends/', friendForm('decline', a.userId), { cookies: b.cookies }))).toBe('friend_declined');
    expect(flashOf(await post('/friends/', friendForm('request', b.userId), { cookies: a.cookies }))).toBe('friend_request_already_sent');
    expect(flashOf(await post('/friends/', friendForm('decline', a.userId), { cookies: b.cookies }))).toBe('not_available');
    await post('/friends/', friendForm('request', c.userId), { cookies: a.cookies });
    expect(flashOf(await post('/friends/', friendForm('request', a.userId), { cookies: c.cookies }))).toBe('friend_accepted');
    expect((await firstRow<{ status: string }>('SELECT status FROM friends WHERE user_id = ?1 AND friend_id = ?2', a.userId, c.userId)).status).toBe('accepted');
  });

  it('yourself, a missing member and guests are refused', async () => {
    const { userId, cookies } = await newMember();
    expect(flashOf(await post('/friends/', friendForm('request', userId), { cookies }))).toBe('friend_self');
    expect(flashOf(await post('/friends/', friendForm('request', 99_999_999), { cookies }))).toBe('not_available');
    expect((await post('/friends/', friendForm('request', userId))).headers.get('Location')).toMatch(/^\/signin\/\?back=/);
  });

  it('htmx: the member page buttons come back as "Cancel friend request"; an answered request row is swapped away', async () => {
    const a = await newMember();
    const b = await newMember();
    const html = await (await post('/friends/', friendForm('request', b.userId), { cookies: a.cookies, headers: HTMX })).text();
    expect(html).toMatch(/^<div id="profile-actions"/);
    expect(html).toContain('Cancel friend request');
    expect(html).toContain('Friend request sent');
    const row = await post('/friends/', { section: 'accept', user_id: String(a.userId), part: 'request', back: '/' }, { cookies: b.cookies, headers: HTMX });
    expect(row.headers.get('HX-Reswap')).toBe('delete');
    const rowHtml = await row.text();
    expect(rowHtml).not.toContain('<li');
    expect(rowHtml).toContain('You are now friends');
  });
});

describe('blocks', () => {
  it('a blocked member can no longer ask for friendship, message or post on the wall; unblocking lifts it', async () => {
    const a = await newMember();
    const b = await newMember();
    await post('/friends/', { section: 'request', user_id: String(b.userId) }, { cookies: a.cookies });
    expect(flashOf(await post('/block/', { section: 'add', user_id: String(a.userId), part: 'member', back: '/' }, { cookies: b.cookies }))).toBe('member_blocked');
    expect((await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM friends WHERE user_id = ?1', a.userId)).n).toBe(0);
    expect(flashOf(await post('/friends/', { section: 'request', user_id: String(b.userId) }, { cookies: a.cookies }))).toBe('contact_blocked');
    expect(flashOf(await post('/messages/', { user_id: String(b.userId), message: 'Hello there' }, { cookies: a.cookies }))).toBe('contact_blocked');
    expect(flashOf(await post('/wall/', { section: 'add', wall: 'member', wall_id: String(b.userId), msg: 'Hello wall' }, { cookies: a.cookies }))).toBe('contact_blocked');
    const page = await (await get(`/members/${b.userId}/`, { cookies: a.cookies })).text();
    expect(page).not.toContain('Send message');
    expect(page).not.toContain('>Add friend<');
    const blockerView = await (await get(`/members/${a.userId}/`, { cookies: b.cookies })).text();
    expect(blockerView).toContain('>Unblock</button>');
    expect(flashOf(await post('/block/', { section: 'rem', user_id: String(a.userId) }, { cookies: b.cookies }))).toBe('member_unblocked');
    expect(flashOf(await post('/messages/', { user_id: String(b.userId), message: 'Hello there' }, { cookies: a.cookies }))).toBe('message_sent');
    expect(flashOf(await post('/block/', { section: 'add', user_id: String(b.userId) }, { cookies: b.cookies }))).toBe('block_self');
  });
});

describe('walls', () => {
  it('members post on a member wall and a model wall; guests see the login prompt', async () => {
    const owner = await newMember();
    const writer = await newMember();
    const memberWall = `/members/${owner.userId}/wall/1/`;
    const posted = await post('/wall/', { section: 'add', wall: 'member', wall_id: String(owner.userId), msg: 'Nice uploads, thanks!', back: memberWall }, { cookies: writer.cookies });
    expect(posted.headers.get('Location')).toBe(`${memberWall}#wall`);
    expect(flashOf(posted)).toBe('wall_posted');
    // A guest who loaded the wall before (cached entry) sees the new post too: the post drops the cached page.
    expect(await (await get(memberWall)).text()).toContain('Nice uploads, thanks!');
    expect(await (await get(memberWall)).text()).toContain('Only members can post on the wall.');
    expect(flashOf(await post('/wall/', { section: 'add', wall: 'model', wall_id: model.dir, msg: 'Great performer page' }, { cookies: writer.cookies }))).toBe('wall_posted');
    expect(await (await get(`/model/${model.dir}/wall/`, { cookies: writer.cookies })).text()).toContain('Great performer page');
  });

  it('too short, too long, too many, missing wall and guests are refused', async () => {
    const { userId, cookies } = await newMember();
    const form = (msg: string) => ({ section: 'add', wall: 'member', wall_id: String(userId), msg });
    expect(flashOf(await post('/wall/', form(''), { cookies }))).toBe('wall_required');
    expect(flashOf(await post('/wall/', form('abc'), { cookies }))).toBe('wall_min_length');
    expect(flashOf(await post('/wall/', form('z'.repeat(1001)), { cookies }))).toBe('wall_max_length');
    for (let i = 0; i < 5; i++) expect(flashOf(await post('/wall/', form(`post number ${i}`), { cookies }))).toBe('wall_posted');
    expect(flashOf(await post('/wall/', form('one post too many'), { cookies }))).toBe('wall_too_many');
    expect(flashOf(await post('/wall/', { ...form('hello model'), wall: 'model', wall_id: 'no-such-model' }, { cookies }))).toBe('not_available');
    expect((await post('/wall/', form('hello guest'))).headers.get('Location')).toMatch(/^\/signin\//);
  });

  it('htmx: the wall comes back with the post, or with the error and the text kept (422)', async () => {
    const owner = await newMember();
    const { cookies } = await newMember();
    const form = (msg: string) => ({ section: 'add', wall: 'member', wall_id: String(owner.userId), msg, back: `/members/${owner.userId}/wall/1/` });
    const ok = await post('/wall/', form('Posted with htmx'), { cookies, headers: HTMX });
    const html = await ok.text();
    expect(html).toMatch(/^<section id="wall"/);
    expect(html).toContain('Posted with htmx');
    expect(html).toContain('Posted on the wall');
    const refused = await post('/wall/', form('abc'), { cookies, headers: HTMX });
    expect(refused.status).toBe(422);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('A post needs at least 5 characters');
    expect(refusedHtml).toContain('value="abc"');
  });

  it('the author and the wall member may delete a post; anyone else may not', async () => {
    const owner = await newMember();
    const writer = await newMember();
    const stranger = await newMember();
    const write = async () => {
      await post('/wall/', { section: 'add', wall: 'member', wall_id: String(owner.userId), msg: 'A post to delete' }, { cookies: writer.cookies });
      return (await firstRow<{ post_id: number }>('SELECT post_id FROM wall_posts WHERE user_id = ?1 ORDER BY post_id DESC', writer.userId)).post_id;
    };
    const first = await write();
    expect(flashOf(await post('/wall/', { section: 'del', post_id: String(first) }, { cookies: stranger.cookies }))).toBe('not_available');
    expect(await (await get(`/members/${owner.userId}/wall/1/`, { cookies: stranger.cookies })).text()).not.toContain('>Delete</button>');
    expect(await (await get(`/members/${owner.userId}/wall/1/`, { cookies: owner.cookies })).text()).toContain('>Delete</button>');
    expect(flashOf(await post('/wall/', { section: 'del', post_id: String(first) }, { cookies: owner.cookies }))).toBe('wall_deleted');
    const second = await write();
    const byHtmx = await post('/wall/', { section: 'del', post_id: String(second) }, { cookies: writer.cookies, headers: HTMX });
    expect(byHtmx.headers.get('HX-Reswap')).toBe('delete');
    expect(await byHtmx.text()).toContain('Post deleted');
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM wall_posts WHERE user_id = ?1').bind(writer.userId).first<{ n: number }>())!.n).toBe(0);
  });
});
