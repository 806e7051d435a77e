// The qualities a video offers, as the row under the player and the player's menu list them: Auto and each
// rendition, each with the link that chooses it without JavaScript (a cookie, then back to the page).
import { interpolate } from '../../locales/interpolate';
import type { Quality } from '../../worker/config/playback';
import { HD_HEIGHT } from '../../worker/config/uploads';
import type { PlayerProps } from '../player';

export interface QualityOption {
  quality: Quality;
  /** "Auto", "240p" … "1080p". */
  label: string;
  /** HD from 720p. */
  hd: boolean;
  /** The link that chooses it without JavaScript (a cookie, then back to the page). */
  href: string;
}

/** Auto and each rendition, lowest first; none when there is only one file. */
export function qualityOptions(props: Pick<PlayerProps, 'stream' | 'qualityHref' | 'qualityLabels'>): QualityOption[] {
  if (props.stream.renditions.length < 2) return [];
  const href = (quality: Quality) => interpolate(props.qualityHref, { quality });
  return [
    { quality: 'auto', label: props.qualityLabels.auto, hd: false, href: href('auto') },
    ...props.stream.renditions.map((r) => ({
      quality: r.height, label: interpolate(props.qualityLabels.height, { height: r.height }), hd: r.height >= HD_HEIGHT, href: href(r.height),
    })),
  ];
}
