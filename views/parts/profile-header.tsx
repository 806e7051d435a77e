// The header of a model's or a channel's pages: picture, name, statistics (videos, viewed, subscribers; shortened counts),
// optional tabs.
import type { ReactNode } from 'react';
import type { Translate } from '../../locales';
import { shortCount } from '../format';
import { CardImage } from './card-image';
import { PROFILE_KINDS, type ProfileKind, type ProfileRow } from './cards';
import { Tabs, type TabItem } from './tabs';

export function ProfileHeader({ t, lang, kind, profile, tabs, children }: {
  t: Translate;
  lang: string;
  kind: ProfileKind;
  profile: ProfileRow & { subscribers: number };
  tabs?: readonly TabItem[];
  /** Shown under the statistics: a channel's description and website. */
  children?: ReactNode;
}) {
  const look = PROFILE_KINDS[kind];
  const stats = [
    { label: t('models.statVideos'), value: profile.total_videos },
    { label: t('models.statViewed'), value: profile.viewed },
    { label: t('models.statSubscribers'), value: profile.subscribers },
  ];
  return (
    <header className="profile">
      {profile.thumb ? (
        <CardImage
          className="profile__photo" thumb={profile.thumb} set={profile.thumb_set} shape={look.shape} sizes={`${look.width / 2}px`}
          alt={profile.title} width={look.width / 2} height={look.height / 2} loading="eager"
        />
      ) : (
        <img className="profile__photo" src={look.fallback} alt={profile.title} width={look.width / 2} height={look.height / 2} />
      )}
      <div>
        <h1 className="headline">{profile.title}</h1>
        <dl className="stats">
          {stats.map((stat) => (
            <div key={stat.label}><dt>{stat.label}</dt><dd>{shortCount(lang, stat.value)}</dd></div>
          ))}
        </dl>
        {children}
      </div>
      {tabs && <Tabs label={profile.title} items={tabs} />}
    </header>
  );
}
