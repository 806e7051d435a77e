// The video thumbnail card, shared by server listings and the guest-history island (so it imports no server code).
import type { ReactNode } from 'react';
import type { Translate } from '../../locales';
import { formatDuration, ratingPercent, shortCountParam } from '../format';
import { urls } from '../urls';
import { CardImage } from './card-image';
import { Deferred } from './deferred';
import { HD_HEIGHT } from '../../worker/config/uploads';

/** Landscape thumbnails of videos, albums and playlists: fixed size, so nothing shifts as they load. */
export const THUMB = { width: 320, height: 180 };

/** What a video card shows; a card without a known rating (a guest's local history) leaves it out. */
export interface VideoCardItem {
  video_id: number;
  dir: string;
  title: string;
  duration: number;
  thumb: string;
  viewed: number;
  rating: number | null;
  is_private: number;
  /** The top rendition's height (the quality badge); unknown in a guest's local history. */
  height?: number;
  /** The stem of the card image's sizes (views/parts/card-image.tsx). */
  thumb_set?: string | null;
  /** The short clip the card plays under the pointer (islands/card-preview.tsx). */
  preview_key?: string | null;
}

/** HD from 720p, the height otherwise ("480p"); nothing when unknown. */
function QualityBadge({ t, height }: { t: Translate; height?: number }) {
  if (!height) return null;
  const hd = height >= HD_HEIGHT;
  return <span className={`card__badge card__badge--quality${hd ? ' card__badge--hd' : ''}`}>{hd ? t('card.hd') : t('player.qualityHeight', { height })}</span>;
}

/**
 * `children`: controls under the card (the owner's remove button on a playlist). `eager` for the first row of a
 * listing, `first` for its first cards (their images are asked for first).
 */
export function VideoCard({ video, t, eager = false, first = false, deferImage = false, children }: {
  video: VideoCardItem;
  t: Translate;
  eager?: boolean;
  first?: boolean;
  /** The image waits for the page script (below the fold of a page whose video must come first). */
  deferImage?: boolean;
  children?: ReactNode;
}) {
  const image = <CardImage thumb={video.thumb} set={video.thumb_set} alt={video.title} width={THUMB.width} height={THUMB.height} loading={eager ? 'eager' : 'lazy'} first={first} />;
  const href = urls.video(video.video_id, video.dir);
  return (
    <li className="card">
      <a className="card__link" href={href} data-preview={video.preview_key ? urls.media(video.preview_key) : undefined}>
        <span className="card__media">
          {deferImage ? <Deferred>{image}</Deferred> : image}
          <span className="card__play" aria-hidden="true" />
          <span className="card__badge card__badge--duration">{formatDuration(video.duration)}</span>
          {video.is_private === 1 && <span className="card__badge card__badge--private">{t('card.private')}</span>}
          <QualityBadge t={t} height={video.height} />
        </span>
        <span className="card__title">{video.title}</span>
      </a>
      <span className="card__meta">
        <span>{t('card.views', { count: shortCountParam(t.lang, video.viewed) })}</span>
        {video.rating !== null && <span>{t('card.rating', { percent: ratingPercent(video.rating) })}</span>}
      </span>
      {children}
    </li>
  );
}
