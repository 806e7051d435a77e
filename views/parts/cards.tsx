// Thumbnail cards for models, channels, albums, playlists and members (videos: video-card.tsx).
import type { ReactNode } from 'react';
import type { Translate } from '../../locales';
import type { AlbumCard as AlbumRow } from '../../worker/db/albums';
import type { MemberCard as MemberRow } from '../../worker/db/members';
import type { PlaylistCard as PlaylistRow } from '../../worker/db/playlists';
import { ratingPercent, shortCountParam } from '../format';
import { urls } from '../urls';
import { MemberName } from './member-name';
import { THUMB } from './video-card';
import { CARD_SIZES, CardImage, PORTRAIT_SIZES } from './card-image';

/** How each kind of profile is pictured and linked: a model by a portrait photo, a channel by a banner. */
export const PROFILE_KINDS = {
  model: { href: urls.model, width: 240, height: 320, fallback: '/img/avatar.svg', shape: 'portrait', sizes: PORTRAIT_SIZES },
  channel: { href: urls.channel, width: THUMB.width, height: THUMB.height, fallback: '/img/placeholder.svg', shape: 'landscape', sizes: CARD_SIZES },
} as const;
export type ProfileKind = keyof typeof PROFILE_KINDS;

/** What a model or channel card and header show. */
export interface ProfileRow {
  dir: string;
  title: string;
  thumb: string | null;
  /** The stem of its card sizes, or null. */
  thumb_set?: string | null;
  total_videos: number;
  viewed: number;
}

export function ProfileCard({ kind, profile, t }: { kind: ProfileKind; profile: ProfileRow; t: Translate }) {
  const look = PROFILE_KINDS[kind];
  return (
    <li className={kind === 'model' ? 'card card--portrait' : 'card'}>
      <a className="card__link" href={look.href(profile.dir)}>
        <span className="card__media">
          {profile.thumb
            ? <CardImage thumb={profile.thumb} set={profile.thumb_set} shape={look.shape} sizes={look.sizes} alt={t('card.photoOf', { name: profile.title })} width={look.width} height={look.height} loading="lazy" />
            : <img src={look.fallback} alt={t('card.photoOf', { name: profile.title })} width={look.width} height={look.height} loading="lazy" decoding="async" />}
        </span>
        <span className="card__title">{profile.title}</span>
      </a>
      <span className="card__meta">
        <span>{t('card.videos', { count: shortCountParam(t.lang, profile.total_videos) })}</span>
        <span>{t('card.views', { count: shortCountParam(t.lang, profile.viewed) })}</span>
      </span>
    </li>
  );
}

/** `children`: controls under the card (its owner's). */
export function AlbumCard({ album, t, children }: { album: AlbumRow; t: Translate; children?: ReactNode }) {
  return (
    <li className="card">
      <a className="card__link" href={urls.album(album.album_id, album.dir)}>
        <span className="card__media">
          {album.cover
            ? <CardImage thumb={album.cover} set={album.cover_set} shape="square" alt={album.title} width={THUMB.width} height={THUMB.height} loading="lazy" />
            : <img src="/img/placeholder.svg" alt={album.title} width={THUMB.width} height={THUMB.height} loading="lazy" decoding="async" />}
          <span className="card__badge card__badge--duration">{t('card.photos', { count: album.photos_amount })}</span>
          {album.is_private === 1 && <span className="card__badge card__badge--private">{t('card.private')}</span>}
        </span>
        <span className="card__title">{album.title}</span>
      </a>
      <span className="card__meta">
        <span>{t('card.views', { count: shortCountParam(t.lang, album.album_viewed) })}</span>
        <span>{t('card.rating', { percent: ratingPercent(album.rating) })}</span>
      </span>
      {children}
    </li>
  );
}

export function PlaylistCard({ playlist, t }: { playlist: PlaylistRow; t: Translate }) {
  return (
    <li className="card">
      <a className="card__link" href={urls.playlist(playlist.playlist_id)}>
        <span className="card__media">
          {playlist.thumb
            ? <CardImage thumb={playlist.thumb} set={playlist.thumb_set} alt={playlist.title} width={THUMB.width} height={THUMB.height} loading="lazy" />
            : <img src="/img/placeholder.svg" alt={playlist.title} width={THUMB.width} height={THUMB.height} loading="lazy" decoding="async" />}
          <span className="card__badge card__badge--duration">{t('card.videos', { count: playlist.total_videos })}</span>
          {playlist.is_private === 1 && <span className="card__badge card__badge--private">{t('card.private')}</span>}
        </span>
        <span className="card__title">{playlist.title}</span>
      </a>
      <span className="card__meta">
        <MemberName id={playlist.user_id} visible={playlist.user_visible === 1}>{t('playlists.by', { user: playlist.username })}</MemberName>
        <span>{t('card.views', { count: shortCountParam(t.lang, playlist.viewed) })}</span>
      </span>
    </li>
  );
}

export function MemberCard({ member, t }: { member: MemberRow; t: Translate }) {
  return (
    <li className="card card--member">
      <a className="card__link" href={urls.member(member.user_id)}>
        <span className="card__media">
          {member.avatar
            ? <CardImage thumb={member.avatar} set={member.avatar_set} shape="square" sizes={PORTRAIT_SIZES} alt={t('card.photoOf', { name: member.username })} width={96} height={96} loading="lazy" />
            : <img src="/img/avatar.svg" alt={t('card.photoOf', { name: member.username })} width={96} height={96} loading="lazy" decoding="async" />}
        </span>
        <span className="card__title">{member.username}</span>
      </a>
      <span className="card__meta">
        <span>{t('card.videos', { count: shortCountParam(t.lang, member.videos_count) })}</span>
      </span>
    </li>
  );
}
