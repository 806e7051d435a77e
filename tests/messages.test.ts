// Private messages: sending (plain form, htmx, /api/messages.php), the refusals (yourself, blocked, empty, too long,
// too many, guests), the inbox with unread counts, read state when the conversation is opened, the header's count.
import { describe, expect, it } from 'vitest';
import { firstRow, flashOf, get, HTMX, memberFactory, post } from './helpers';

const newMember = memberFactory(980_000);

describe('messages', () => {
  it('a message sent by plain form shows in both inboxes; opening it reads it and clears the header count', async () => {
    const a = await newMember();
    const b = await newMember();
    const sent = await post('/messages/', { user_id: String(b.userId), message: 'Hello <b>there</b>\nsecond line' }, { cookies: a.cookies });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('Location')).toBe(`/messages/${b.userId}/#conversation`);
    expect(flashOf(sent)).toBe('message_sent');
    // B's header counts it; B's inbox lists A with the unread badge.
    const home = await (await get('/', { cookies: b.cookies })).text();
    expect(home).toContain('Messages (1)');
    expect(home).toContain('1 unread');
    const inbox = await (await get('/messages/', { cookies: b.cookies })).text();
    expect(inbox).toContain(`href="/messages/${a.userId}/"`);
    expect(inbox).toContain('messages__row--unread');
    expect(inbox).toContain('Hello &lt;b&gt;there&lt;/b&gt;');
    expect(await (await get('/messages/', { cookies: a.cookies })).text()).toContain('You: Hello');
    // Opening the conversation marks it read: the count is gone and A sees "Read".
    const conversation = await (await get(`/messages/${a.userId}/`, { cookies: b.cookies })).text();
    expect(conversation).toContain(`Conversation with member${a.userId}`);
    expect(conversation).not.toContain('<b>there</b>');
    expect(await (await get('/', { cookies: b.cookies })).text()).not.toContain('Messages (1)');
    expect(await (await get(`/messages/${b.userId}/`, { cookies: a.cookies })).text()).toContain('<span class="message__read">Read</span>');
  });

  it.each([
    ['yourself', 'self', 'message_self'],
    ['an empty message', 'empty', 'message_required'],
    ['a too long message', 'long', 'message_max_length'],
    ['a missing member', 'missing', 'not_available'],
  ])('refuses %s', async (_, kind, notice) => {
    const a = await newMember();
    const b = await newMember();
    const to = kind === 'self' ? a.userId : kind === 'missing' ? 99_999_999 : b.userId;
    const message = kind === 'empty' ? '   ' : kind === 'long' ? 'm'.repeat(2001) : 'Hello!';
    expect(flashOf(await post('/messages/', { user_id: String(to), message }, { cookies: a.cookies }))).toBe(notice);
    expect((await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM messages WHERE sender_id = ?1', a.userId)).n).toBe(0);
  });

  it('at most 20 messages in 10 minutes', async () => {
    const a = await newMember();
    const b = await newMember();
    for (let i = 0; i < 20; i++) await post('/api/messages.php', { act: 'send', user_id: String(b.userId), message: `note ${i}` }, { cookies: a.cookies });
    const refused = await post('/api/messages.php', { act: 'send', user_id: String(b.userId), message: 'one more' }, { cookies: a.cookies });
    expect(await refused.json()).toEqual({
      error: true, code: 'too_many', field: 'message', message: 'You can send 20 messages every 10 minutes. Please wait a little.', info: { count: 20, minutes: 10 },
    });
  });

  it('htmx: the conversation comes back with the message, or the error and the text kept (422)', async () => {
    const a = await newMember();
    const b = await newMember();
    const ok = await post('/messages/', { user_id: String(b.userId), message: 'Sent with htmx' }, { cookies: a.cookies, headers: HTMX });
    const html = await ok.text();
    expect(html).toMatch(/^<section id="conversation"/);
    expect(html).toContain('Sent with htmx');
    expect(html).toContain('Message sent');
    const refused = await post('/messages/', { user_id: String(b.userId), message: 'x'.repeat(2001) }, { cookies: a.cookies, headers: HTMX });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('A message can have at most 2000 characters');
  });

  it('/api/messages.php: send, list, read, unread; guests are refused', async () => {
    const a = await newMember();
    const b = await newMember();
    const sent = await (await post('/api/messages.php', { act: 'send', user_id: String(b.userId), message: 'Hi from the API' }, { cookies: a.cookies })).json() as { ok: boolean; message_id: number };
    expect(sent).toMatchObject({ ok: true, message: 'Message sent' });
    expect(sent.message_id).toBeGreaterThan(0);
    expect(await (await post('/api/messages.php', { act: 'unread' }, { cookies: b.cookies })).json()).toEqual({ ok: true, unread: 1 });
    const list = await (await post('/api/messages.php', { act: 'list' }, { cookies: b.cookies })).json() as { conversations: { user_id: number; unread: number; body: string }[]; total_count: number };
    expect(list.total_count).toBe(1);
    expect(list.conversations[0]).toMatchObject({ user_id: a.userId, unread: 1, body: 'Hi from the API' });
    const read = await (await post('/api/messages.php', { act: 'read', user_id: String(a.userId) }, { cookies: b.cookies })).json() as { messages: { body: string }[]; can_send: boolean };
    expect(read.messages.map((m) => m.body)).toEqual(['Hi from the API']);
    expect(read.can_send).toBe(true);
    expect(await (await post('/api/messages.php', { act: 'unread' }, { cookies: b.cookies })).json()).toEqual({ ok: true, unread: 0 });
    expect(await (await post('/api/messages.php', { act: 'send', user_id: String(a.userId), message: 'Me again' }, { cookies: a.cookies })).json())
      .toMatchObject({ error: true, code: 'self', field: 'notify' });
    for (const act of ['send', 'list', 'unread']) {
      const guest = await post('/api/messages.php', { act, user_id: String(b.userId), message: 'hi' });
      expect(guest.status).toBe(403);
      expect(await guest.json()).toMatchObject({ error: true, code: 'login_required' });
    }
    expect((await post('/api/messages.php', { act: 'nonsense' }, { cookies: a.cookies })).status).toBe(400);
  });

  it('the pages are for members: guests are sent to log in; an unknown member is 404', async () => {
    const a = await newMember();
    expect((await get('/messages/')).headers.get('Location')).toBe('/signin/?back=%2Fmessages%2F');
    expect((await get(`/messages/${a.userId}/`)).status).toBe(303);
    expect((await get('/messages/99999999/', { cookies: a.cookies })).status).toBe(404);
    expect((await get(`/messages/${a.userId}/`, { cookies: a.cookies })).status).toBe(404);
    expect(await (await get('/messages/', { cookies: a.cookies })).text()).toContain('No messages yet.');
  });
});
