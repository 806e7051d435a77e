// What a visitor can do about a channel, a model or a member: subscribe; for members also friendship, a message and
// blocking. Plain forms (303 back with a notice); htmx swaps the whole part with its new state.
import type { Translate } from '../../locales';
import type { Relation } from '../../worker/db/friends';
import type { SubscriptionTarget } from '../../worker/db/subscriptions';
import { urls } from '../urls';
import { ActionForm, type ActionFormProps } from './action-form';

/** The part a subscribe button (channel, model) or the member's actions live in; htmx swaps it whole. */
export const ACTIONS_ID = 'profile-actions';

/** A form of the profile's buttons: htmx swaps the whole part. */
function ProfileForm(props: Omit<ActionFormProps, 'target'> & { back: string }) {
  return <ActionForm {...props} target={`#${ACTIONS_ID}`} />;
}

export interface ProfileActionsProps {
  t: Translate;
  target: SubscriptionTarget;
  targetId: number;
  back: string;
  /** Null for guests: the buttons ask them to log in. */
  viewer: { subscribed: boolean; relation?: Relation } | null;
}

/** The part value (posted as `part`) of the watch page's subscribe control. */
export const SUBSCRIBE_PART = 'subscribe';

interface SubscribeButtonProps {
  t: Translate;
  target: SubscriptionTarget;
  targetId: number;
  back: string;
  /** Null for guests: the button asks them to log in. */
  subscribed: boolean | null;
  /** What the answer to an htmx post re-renders: the profile's buttons (the target) or the watch page's control. */
  part: SubscriptionTarget | typeof SUBSCRIBE_PART;
}

/** Subscribe or unsubscribe, or for guests the way to log in and come back. */
function SubscribeButton({ t, target, targetId, back, subscribed, part }: SubscribeButtonProps) {
  if (subscribed === null) return <a className="button button--primary" href={urls.signin(back)} data-login="">{t('social.subscribe')}</a>;
  return (
    <ProfileForm action={urls.subscribe()} fields={{ section: subscribed ? 'rem' : 'add', target, target_id: targetId, part }} back={back}>
      <button type="submit" className={subscribed ? 'button' : 'button button--primary'} aria-pressed={subscribed}>
        {t(subscribed ? 'social.unsubscribe' : 'social.subscribe')}
      </button>
    </ProfileForm>
  );
}

/** The watch page's subscribe button for the video's channel or uploader, with their subscriber count. */
export function SubscribeControl(props: Omit<SubscribeButtonProps, 'part'> & { subscribers: number }) {
  return (
    <div id={ACTIONS_ID} className="profile__actions watch__subscribe">
      <SubscribeButton {...props} part={SUBSCRIBE_PART} />
      <span>{props.t('card.subscribers', { count: props.subscribers })}</span>
    </div>
  );
}

export function ProfileActions({ t, target, targetId, back, viewer }: ProfileActionsProps) {
  const subscribe = <SubscribeButton t={t} target={target} targetId={targetId} back={back} subscribed={viewer?.subscribed ?? null} part={target} />;
  if (!viewer) {
    return (
      <div id={ACTIONS_ID} className="profile__actions">
        {subscribe}
        {target === 'member' && <a className="button" href={urls.signin(back)} data-login="">{t('social.addFriend')}</a>}
      </div>
    );
  }
  const relation = viewer.relation;
  return (
    <div id={ACTIONS_ID} className="profile__actions">
      {subscribe}
      {relation && !relation.blocking && <FriendButtons t={t} memberId={targetId} relation={relation} back={back} />}
      {relation && !relation.blocking && !relation.blockedBy && (
        <a className="button" href={urls.conversation(targetId)}>{t('social.sendMessage')}</a>
      )}
      {relation && (
        <ProfileForm action={urls.block()} fields={{ section: relation.blocking ? 'rem' : 'add', user_id: targetId, part: 'member' }} back={back}>
          <button type="submit" className="button button--plain" aria-pressed={relation.blocking}>
            {t(relation.blocking ? 'social.unblock' : 'social.block')}
          </button>
        </ProfileForm>
      )}
    </div>
  );
}

function FriendButtons({ t, memberId, relation, back }: { t: Translate; memberId: number; relation: Relation; back: string }) {
  const form = (section: string, label: string, primary = false) => (
    <ProfileForm key={section} action={urls.friends()} fields={{ section, user_id: memberId, part: 'member' }} back={back}>
      <button type="submit" className={primary ? 'button button--primary' : 'button'}>{label}</button>
    </ProfileForm>
  );
  switch (relation.friendship) {
    case 'friends':
      return form('remove', t('social.removeFriend'));
    case 'request_sent':
      return form('remove', t('social.cancelRequest'));
    case 'request_received':
      return <>{form('accept', t('social.accept'), true)}{form('decline', t('social.decline'))}</>;
    case 'declined':
      return <span className="button button--plain" aria-disabled="true">{t('social.requestSent')}</span>;
    case 'none':
      return relation.blockedBy ? null : form('request', t('social.addFriend'));
  }
}

/** The friend requests a member received, on their own friends tab: accept or decline each. */
export function FriendRequests({ t, requests, back }: { t: Translate; requests: readonly { user_id: number; username: string; avatar: string | null }[]; back: string }) {
  if (requests.length === 0) return null;
  return (
    <section className="friend-requests" aria-labelledby="friend-requests-title">
      <h2 id="friend-requests-title">{t('social.requestsTitle', { count: requests.length })}</h2>
      <ul>
        {requests.map((member) => (
          <li key={member.user_id}>
            <a href={urls.member(member.user_id)}>
              <img className="avatar avatar--small" src={member.avatar ? urls.media(member.avatar) : '/img/avatar.svg'} alt="" width={28} height={28} />
              {member.username}
            </a>
            {(['accept', 'decline'] as const).map((section) => (
              <ActionForm key={section} action={urls.friends()} fields={{ section, user_id: member.user_id, part: 'request' }} back={back} target="closest li">
                <button type="submit" className={section === 'accept' ? 'button button--primary' : 'button'}>{t(`social.${section}`)}</button>
              </ActionForm>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
