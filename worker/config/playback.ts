// How videos are offered to players (docs/api.md, "Media"): the quality a visitor chose, and the renditions a page
// without JavaScript lists for phones and for larger screens.
import { LADDER } from './uploads';

/** The visitor's chosen quality: `auto` (adaptive streaming) or a rendition height. */
export const QUALITY_COOKIE = 'app_quality';

export type Quality = 'auto' | number;

/** What the quality row and menu offer, lowest first after Auto. */
export const QUALITY_HEIGHTS: readonly number[] = LADDER.map((rung) => rung.height);

/** The quality a cookie or link names; anything else is Auto. */
export function qualityOf(text: string | undefined): Quality {
  const height = Number(text);
  return QUALITY_HEIGHTS.includes(height) ? height : 'auto';
}

/** Screens up to this wide get the phone rendition before the larger one (`<source media>`). */
export const PHONE_MEDIA = '(max-width: 767px)';
/** The rendition a phone gets without adaptive streaming (or the nearest below), and a larger screen. */
export const PHONE_HEIGHT = 360;
export const SCREEN_HEIGHT = 720;

/** One <source> of a page's <video>. */
export interface PlayerSource {
  src: string;
  type: 'application/vnd.apple.mpegurl' | 'video/mp4';
  media?: string;
}
