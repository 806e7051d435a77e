// Thumbnail cards for every kind of item: video, model, album, playlist, member.
import type { Translate } from '../../locales';
import type { AlbumCard as AlbumRow } from '../../worker/db/albums';
import type { MemberCard as MemberRow } from '../../worker/db/members';
import type { ModelCard as ModelRow } from '../../worker/db/models';
import type { PlaylistCard as PlaylistRow } from '../../worker/db/playlists';
import type { VideoCard as VideoRow } from '../../worker/db/videos';
import { formatDuration, ratingPercent, shortCount } from '../format';
import { urls } from '../urls';

const THUMB = { width: 320, height: 180 };

export function VideoCard({ video, t, eager = false }: { video: VideoRow; t: Translate; eager?: boolean }) {
  const href = urls.video(video.video_id, video.dir);
  return (
    <li className="card">
      <a className="card__link" href={href}>
        <span className="card__media">
          <img src={urls.media(video.thumb)} alt="" width={THUMB.width} height={THUMB.height} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          <span className="card__badge card__badge--duration">{formatDuration(video.duration)}</span>
          {video.is_private === 1 && <span className="card__badge card__badge--private">{t('card.private')}</span>}
        </span>
        <span className="card__title">{video.title}</span>
      </a>
      <span className="card__meta">
        <span>{t('card.views', { count: shortCount(video.viewed) })}</span>
        <span>{t('card.rating', { percent: ratingPercent(video.rating) })}</span>
      </span>
    </li>
  );
}

export function ModelCard({ model, t }: { model: ModelRow; t: Translate }) {
  return (
    <li className="card card--portrait">
      <a className="card__link" href={urls.model(model.dir)}>
        <span className="card__media">
          <img src={model.thumb ? urls.media(model.thumb) : '/img/avatar.svg'} alt="" width={240} height={320} loading="lazy" decoding="async" />
        </span>
        <span className="card__title">{model.title}</span>
      </a>
      <span className="card__meta">
        <span>{t('card.videos', { count: shortCount(model.total_videos) })}</span>
        <span>{t('card.views', { count: shortCount(model.viewed) })}</span>
      </span>
    </li>
  );
}

export function AlbumCard({ album, t }: { album: AlbumRow; t: Translate }) {
  return (
    <li className="card">
      <a className="card__link" href={urls.album(album.album_id, album.dir)}>
        <span className="card__media">
          <img src={album.cover ? urls.media(album.cover) : '/img/placeholder.svg'} alt="" width={THUMB.width} height={THUMB.height} loading="lazy" decoding="async" />
          <span className="card__badge card__badge--duration">{t('card.photos', { count: album.photos_amount })}</span>
          {album.is_private === 1 && <span className="card__badge card__badge--private">{t('card.private')}</span>}
        </span>
        <span className="card__title">{album.title}</span>
      </a>
      <span className="card__meta">
        <span>{t('card.views', { count: shortCount(album.album_viewed) })}</span>
        <span>{t('card.rating', { percent: ratingPercent(album.rating) })}</span>
      </span>
    </li>
  );
}

export function PlaylistCard({ playlist, t }: { playlist: PlaylistRow; t: Translate }) {
  return (
    <li className="card">
      <a className="card__link" href={urls.playlist(playlist.playlist_id)}>
        <span className="card__media">
          <img src={playlist.thumb ? urls.media(playlist.thumb) : '/img/placeholder.svg'} alt="" width={THUMB.width} height={THUMB.height} loading="lazy" decoding="async" />
          <span className="card__badge card__badge--duration">{t('card.videos', { count: playlist.total_videos })}</span>
          {playlist.is_private === 1 && <span className="card__badge card__badge--private">{t('card.private')}</span>}
        </span>
        <span className="card__title">{playlist.title}</span>
      </a>
      <span className="card__meta">
        <a href={urls.member(playlist.user_id)}>{t('playlists.by', { user: playlist.username })}</a>
        <span>{t('card.views', { count: shortCount(playlist.viewed) })}</span>
      </span>
    </li>
  );
}

export function MemberCard({ member, t }: { member: MemberRow; t: Translate }) {
  return (
    <li className="card card--member">
      <a className="card__link" href={urls.member(member.user_id)}>
        <span className="card__media">
          <img src={member.avatar ? urls.media(member.avatar) : '/img/avatar.svg'} alt="" width={96} height={96} loading="lazy" decoding="async" />
        </span>
        <span className="card__title">{member.username}</span>
      </a>
      <span className="card__meta">
        <span>{t('card.videos', { count: shortCount(member.videos_count) })}</span>
      </span>
    </li>
  );
}
