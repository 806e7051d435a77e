// The member's messages: the inbox (one row per conversation, its last message and unread count) and one
// conversation (oldest to newest, the send form under it, or why messages cannot be exchanged).
import type { ReactNode } from 'react';
import type { Translate } from '../../locales';
import { MESSAGE_MAX } from '../../worker/config/limits';
import type { Conversation, Message } from '../../worker/db/messages';
import { formatDate } from '../format';
import { PostForm } from '../parts/post-form';
import { urls } from '../urls';

export const CONVERSATION_ID = 'conversation';

function Avatar({ src, size }: { src: string | null; size: number }) {
  return <img className="avatar" src={src ? urls.media(src) : '/img/avatar.svg'} alt="" width={size} height={size} loading="lazy" />;
}

/** One conversation of the inbox; it opens while the other member's profile answers (a hidden member's cannot be opened). */
function InboxRow({ t, lang, item }: { t: Translate; lang: string; item: Conversation }) {
  const summary = (
    <>
      <Avatar src={item.avatar} size={40} />
      <span className="messages__who">
        <strong>{item.username}</strong>
        {item.unread > 0 && <span className="badge">{item.unread}<span className="visually-hidden"> {t('messages.unread', { count: item.unread })}</span></span>}
        <time dateTime={new Date(item.created_at * 1000).toISOString()}>{formatDate(lang, item.created_at)}</time>
      </span>
      <span className="messages__snippet">{item.sent === 1 ? t('messages.youWrote', { text: item.body }) : item.body}</span>
    </>
  );
  return (
    <li className={item.unread > 0 ? 'messages__row messages__row--unread' : 'messages__row'}>
      {item.user_visible === 1
        ? <a className="messages__summary" href={urls.conversation(item.user_id)}>{summary}</a>
        : <div className="messages__summary">{summary}</div>}
    </li>
  );
}

export function InboxPage({ t, lang, conversations, pagination }: { t: Translate; lang: string; conversations: readonly Conversation[]; pagination: ReactNode }) {
  return (
    <div className="messages">
      <h1 className="headline">{t('messages.title')}</h1>
      {conversations.length === 0 ? <p className="empty">{t('messages.empty')}</p> : (
        <ul className="messages__inbox">
          {conversations.map((item) => <InboxRow key={item.user_id} t={t} lang={lang} item={item} />)}
        </ul>
      )}
      {pagination}
    </div>
  );
}

export interface ConversationProps {
  t: Translate;
  lang: string;
  viewerId: number;
  other: { user_id: number; username: string; avatar: string | null };
  messages: readonly Message[];
  /** Links to older and newer pages, when there are any. */
  older?: string;
  newer?: string;
  canSend: boolean;
  error?: string;
  draft?: string;
}

/** The conversation section; htmx swaps it whole after a message is sent. */
export function ConversationSection({ t, lang, viewerId, other, messages, older, newer, canSend, error, draft }: ConversationProps) {
  const back = urls.conversation(other.user_id);
  return (
    <section id={CONVERSATION_ID} className="messages__conversation" aria-label={t('messages.with', { user: other.username })}>
      {older && <p><a href={older}>{t('messages.older')}</a></p>}
      {messages.length === 0 ? <p className="empty">{t('messages.emptyConversation')}</p> : (
        <ol className="messages__thread">
          {messages.map((m) => {
            const mine = m.sender_id === viewerId;
            return (
              <li key={m.message_id} className={mine ? 'message message--mine' : 'message'}>
                <p className="message__body">{m.body}</p>
                <p className="message__meta">
                  {mine ? t('messages.you') : other.username} · <time dateTime={new Date(m.created_at * 1000).toISOString()}>{formatDate(lang, m.created_at)}</time>
                  {mine && m.read_at !== null && <span className="message__read">{t('messages.read')}</span>}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {newer && <p><a href={newer}>{t('messages.newer')}</a></p>}
      {canSend ? (
        <PostForm
          action={urls.messages()} target={CONVERSATION_ID} field="message" hidden={{ user_id: other.user_id }} back={back}
          label={t('messages.label')} placeholder={t('messages.placeholder')} send={t('messages.send')}
          minLength={1} maxLength={MESSAGE_MAX} error={error} draft={draft}
        />
      ) : <p className="form-error">{t('messages.blocked')}</p>}
    </section>
  );
}

export function ConversationPage(props: ConversationProps) {
  const { t, other } = props;
  return (
    <div className="messages">
      <p><a href={urls.messages()}>{t('messages.back')}</a></p>
      <h1 className="headline">
        <a href={urls.member(other.user_id)}><Avatar src={other.avatar} size={40} /> {t('messages.with', { user: other.username })}</a>
      </h1>
      <ConversationSection {...props} />
    </div>
  );
}
