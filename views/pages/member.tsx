// A member's public page: header with avatar and counts, the profile tabs, and the tab's content.
import type { ReactNode } from 'react';
import type { Translate } from '../../locales';
import type { MemberDetail, Subscription } from '../../worker/db/members';
import { formatDate } from '../format';
import { ActionForm } from '../parts/action-form';
import { CardImage } from '../parts/card-image';
import { Tabs } from '../parts/tabs';
import { urls } from '../urls';
import { MEMBER_TABS, type MemberTab } from '../../worker/domain/vocabularies';

/** Each profile tab's label: the tabs, and the description that names the tab a page shows. */
export const MEMBER_TAB_LABELS: Record<MemberTab, Parameters<Translate>[0]> = {
  wall: 'member.wall',
  friends: 'member.friends',
  subscriptions: 'member.subscriptions',
  uploaded_videos: 'member.uploaded',
  favourite_videos: 'member.favourites',
  history: 'member.history',
  watch_later_videos: 'member.watchLater',
  albums: 'member.albums',
  playlists: 'member.playlists',
  info: 'member.info',
};

export function MemberPage({
  t, lang, member, tab, tabs, actions, children,
}: {
  t: Translate; lang: string; member: MemberDetail; tab: MemberTab | null; tabs: readonly MemberTab[];
  /** The viewer's buttons (subscribe, friendship, message, block), or the owner's links. */
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <header className="profile">
        {member.avatar ? (
          <CardImage className="profile__photo avatar" thumb={member.avatar} set={member.avatar_set} shape="square" sizes="96px" alt={member.username} width={96} height={96} loading="eager" />
        ) : (
          <img className="profile__photo avatar" src="/img/avatar.svg" alt={member.username} width={96} height={96} />
        )}
        <div>
          <h1 className="headline">{member.username}</h1>
          <p className="subline">
            {t('member.joined', { date: formatDate(lang, member.created_at) })} · {t('member.videosCount', { count: member.videos_count })} ·{' '}
            {t('card.subscribers', { count: member.subscribers_count })}
          </p>
          {actions}
        </div>
        <Tabs
          label={member.username}
          items={MEMBER_TABS.filter((name) => tabs.includes(name)).map((name) => ({
            href: urls.memberTab(member.user_id, name),
            label: t(MEMBER_TAB_LABELS[name]),
            current: name === tab,
          }))}
        />
      </header>
      {children}
    </>
  );
}

/** The owner's own links on their profile: edit it, and their messages. */
export function OwnProfileLinks({ t, unread }: { t: Translate; unread: number }) {
  return (
    <div className="profile__actions">
      <a className="button" href={urls.edit()}>{t('account.editProfile')}</a>
      <a className="button" href={urls.messages()}>{unread > 0 ? t('messages.titleUnread', { count: unread }) : t('messages.title')}</a>
    </div>
  );
}

/** A member's subscriptions; their owner gets an unsubscribe button on each (with htmx the row goes away in place). */
export function SubscriptionList({ t, items, own = false, back }: { t: Translate; items: readonly Subscription[]; own?: boolean; back: string }) {
  if (items.length === 0) return <p className="empty">{t('empty.subscriptions')}</p>;
  const href = (s: Subscription) =>
    s.target_type === 'model' && s.dir ? urls.model(s.dir) : s.target_type === 'member' && s.visible === 1 ? urls.member(s.target_id) : undefined;
  return (
    <ul className="category-list">
      {items.map((s) => {
        const link = href(s);
        return (
          <li key={`${s.target_type}-${s.target_id}`}>
            {link ? <a href={link}>{s.title}</a> : <span>{s.title}</span>}
            {own && (
              <ActionForm action={urls.subscribe()} fields={{ section: 'rem', target: s.target_type, target_id: s.target_id, part: 'row' }} back={back} target="closest li">
                <button type="submit" className="button button--small">{t('social.unsubscribe')}</button>
              </ActionForm>
            )}
          </li>
        );
      })}
    </ul>
  );
}
