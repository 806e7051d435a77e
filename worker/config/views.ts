// The rules that make a view count (docs/api.md, the stat operation): the token's lifetime, the per-visitor window
// and the per-address ceilings that keep a loop, or a loop rotating User-Agents, from buying a place in the rankings.
import { SIGNED_URL_SECONDS } from './limits';

/**
 * A watch page's view token is good this long after it was issued: as long as the page's own signed video link, so
 * a page whose video still plays (a tab opened in the background and watched hours later) still counts its view.
 */
export const VIEW_TOKEN_SECONDS = SIGNED_URL_SECONDS;
/** An issue time this far ahead of the consumer's clock is still accepted (clocks of edge machines differ a little). */
export const VIEW_TOKEN_SKEW_SECONDS = 60;
/** A visitor (member, or address plus User-Agent) counts once per video in a rolling 24 hours. */
export const VIEW_WINDOW_SECONDS = 86_400;
/** At most this many counted views of one video per client address in the window: a household or a carrier-grade NAT. */
export const VIEWS_PER_ADDRESS_AND_VIDEO = 20;
/** At most this many counted views per client address over all videos in a rolling hour. */
export const VIEWS_PER_ADDRESS_HOUR = 120;
export const HOUR_SECONDS = 3600;
