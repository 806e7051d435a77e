// Members' messages: the inbox /messages/, one conversation /messages/{user_id}/ (opening it marks what the other
// member sent as read), sending as a plain form (303 to the conversation) or htmx (the conversation swapped), and the
// spec's /api/messages.php (act send | list | read | unread) for JS clients.
import { Hono, type Context } from 'hono';
import { CONVERSATION_ID, ConversationPage, ConversationSection, InboxPage } from '../../views/pages/messages';
import { Pagination } from '../../views/parts/pagination';
import { urls } from '../../views/urls';
import { MESSAGE_INFO, sendMessage } from '../actions/messages';
import { conversationItem, messageItem } from '../api/items';
import { text } from '../auth/accounts';
import { CONVERSATIONS_PAGE_SIZE, MESSAGES_PAGE_SIZE } from '../config/limits';
import { readRelation } from '../db/friends';
import { readMember } from '../db/members';
import { listConversations, listMessages, markRead } from '../db/messages';
import type { AppEnv, SessionUser } from '../env';
import { signedInMember } from '../middleware/session';
import { noticeText } from '../middleware/flash';
import { MEMBER_PAGE } from '../middleware/page-cache';
import { OutOfBandNotice, fragment, isHtmx, jsonOutcome, perform } from './action-helpers';
import { redirectWith } from '../http/location';
import { paging } from './listing-helpers';
import { nowSeconds } from '../http/clock';
import { assertFound, idParam, idSchema, queryPage, readForm } from '../http/params';

export const messageRoutes = new Hono<AppEnv>();

/** One page of a conversation, marked read for the viewer; null when the other member does not exist. */
async function readConversation(c: Context<AppEnv>, user: SessionUser, otherId: number, page: number) {
  const db = c.env.DB;
  const [other, relation, messages] = await Promise.all([
    readMember(db, otherId),
    readRelation(db, user.userId, otherId),
    listMessages(db, { userId: user.userId, otherId, page, perPage: MESSAGES_PAGE_SIZE }),
  ]);
  if (!other || other.user_id === user.userId) return null;
  if (page === 1) await markRead(db, user.userId, otherId, nowSeconds());
  const href = (n: number) => (n === 1 ? urls.conversation(otherId) : `${urls.conversation(otherId)}?page=${n}`);
  return {
    other,
    messages: messages.items,
    total: messages.total,
    older: page * MESSAGES_PAGE_SIZE < messages.total ? href(page + 1) : undefined,
    newer: page > 1 ? href(page - 1) : undefined,
    canSend: !relation.blocking && !relation.blockedBy,
  };
}

messageRoutes.get(urls.messages(), async (c) => {
  const user = signedInMember(c);
  if (!user) return c.redirect(urls.signin(c.req.path), 303);
  const t = c.get('t');
  const page = queryPage(c.req.query('page'));
  const result = await listConversations(c.env.DB, { userId: user.userId, page, perPage: CONVERSATIONS_PAGE_SIZE });
  const pagination = paging(page, result.total, CONVERSATIONS_PAGE_SIZE, (n) => (n === 1 ? urls.messages() : `${urls.messages()}?page=${n}`));
  c.header('Cache-Control', MEMBER_PAGE);
  return c.render(
    <InboxPage t={t} lang={c.get('lang')} conversations={result.items} pagination={<Pagination {...pagination} t={t} />} />,
    { meta: { title: t('messages.title'), robots: 'noindex' } },
  );
});

messageRoutes.get('/messages/:id{[0-9]+}/', async (c) => {
  const user = signedInMember(c);
  const otherId = idParam(c.req.param('id'));
  if (!user) return c.redirect(urls.signin(c.req.path), 303);
  const t = c.get('t');
  const conversation = assertFound(await readConversation(c, user, otherId, queryPage(c.req.query('page'))));
  c.header('Cache-Control', MEMBER_PAGE);
  return c.render(
    <ConversationPage t={t} lang={c.get('lang')} viewerId={user.userId} {...conversation} />,
    { meta: { title: t('messages.with', { user: conversation.other.username }), robots: 'noindex' } },
  );
});

messageRoutes.post(urls.messages(), async (c) => {
  const { form, outcome, early } = await perform(c, sendMessage);
  if (early) return early;
  const recipientId = outcome.recipientId;
  const back = recipientId ? urls.conversation(recipientId) : urls.messages();
  if (!isHtmx(c)) return redirectWith(c, back, outcome.notice ?? null, CONVERSATION_ID);
  const user = c.get('user')!;
  const t = c.get('t');
  const notice = outcome.notice && <OutOfBandNotice c={c} code={outcome.notice} />;
  const conversation = recipientId ? await readConversation(c, user, recipientId, 1) : null;
  if (!conversation) return fragment(c, 200, <>{notice}</>);
  return fragment(c, outcome.ok ? 200 : 422, (
    <>
      <ConversationSection
        t={t} lang={c.get('lang')} viewerId={user.userId} {...conversation}
        error={outcome.ok || !outcome.notice ? undefined : noticeText(t, outcome.notice)}
        draft={outcome.ok ? undefined : text(form.message)}
      />
      {notice}
    </>
  ));
});

/** The spec's messages call: act send (user_id, message), list (page), read (user_id, page) or unread. */
messageRoutes.post('/api/messages.php', async (c) => {
  const form = await readForm(c);
  const user = c.get('user');
  const act = text(form.act);
  if (act === 'send' || !user) {
    const outcome = await sendMessage(c, form);
    if (outcome.ok) return jsonOutcome(c, outcome, { message_id: outcome.messageId });
    const info = MESSAGE_INFO[outcome.code as keyof typeof MESSAGE_INFO];
    return jsonOutcome(c, { ...outcome, field: ['required', 'max_length', 'too_many'].includes(outcome.code) ? 'message' : 'notify', info });
  }
  const page = queryPage(text(form.page));
  c.header('Cache-Control', 'no-store');
  switch (act) {
    case 'list': {
      const result = await listConversations(c.env.DB, { userId: user.userId, page, perPage: CONVERSATIONS_PAGE_SIZE });
      return c.json({ ok: true, conversations: result.items.map(conversationItem), total_count: result.total });
    }
    case 'read': {
      const other = idSchema.safeParse(text(form.user_id));
      const conversation = other.success ? await readConversation(c, user, other.data, page) : null;
      if (!conversation) return jsonOutcome(c, { ok: false, code: 'not_found' });
      return c.json({ ok: true, messages: conversation.messages.map(messageItem), total_count: conversation.total, can_send: conversation.canSend });
    }
    case 'unread':
      // Read with the session, as the header shows it.
      return c.json({ ok: true, unread: user.unreadMessages });
    default:
      return jsonOutcome(c, { ok: false, code: 'invalid_request' });
  }
});
