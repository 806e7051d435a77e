// The one table of cache lifetimes (spec section 9) and the shape of every cache key.
import { CAMPAIGN_QUERY_NAMES } from '../stats/campaigns';

export const LIFETIMES = {
  videos: 86_400,
  video: 86_400,
  related: 432_000,
  main: 14_400,
  categories: 14_400,
  models: 86_400,
  model: 3_600,
  /** Not in the spec: channels get the lifetimes of models. */
  channels: 86_400,
  channel: 3_600,
  members: 86_400,
  member: 7_200,
  comments: 3_600,
  subscriptions: 14_400,
  suggester: 43_200,
  playlists: 86_400,
  playlist: 86_400,
  albums: 86_400,
  album: 86_400,
  /**
   * Not in the spec: sitemap index and files, kept like the video lists; a moderation action starts a new catalogue
   * generation, which makes them again at once.
   */
  sitemaps: 86_400,
  /** Not in the spec: the top in each country and today's most viewed, which the cron ranks every 30 minutes. */
  rankings: 1_800,
} as const;

export type Endpoint = keyof typeof LIFETIMES;

/**
 * How long crawlers, feed readers and caches on the way may keep robots.txt, sitemaps and feeds. Feeds follow the
 * visitor's section cookie, so only the reader's own cache keeps them.
 */
export const CRAWLER_FILE_CACHE_CONTROL = 'public, max-age=3600';
export const FEED_CACHE_CONTROL = 'private, max-age=600';
/** Partner promo feeds (/static/tf/...): partners change them now and then; browsers and edges may keep them ten minutes. */
export const PARTNER_FEED_CACHE_CONTROL = 'public, max-age=600';

/**
 * The spec's media lifetimes (section 9): the video file 864,000 s, 8,640,000 s in the player's request, the timeline
 * 2,592,000 s. Video files are reached only through signed links that expire 6 to 7 hours ahead (media/signing.ts), so a
 * copied link soon stops working for anyone else. The two meet like this: the bytes a visitor fetched through a link
 * stay in that visitor's browser for the spec's lifetime (`private`: no shared cache may answer a new visitor without the
 * worker checking the signature), while an answer that carries a link (/api/videofile.php) is never kept longer than
 * the link lives, so no stored answer hands out a dead link.
 */
export const MEDIA_LIFETIMES = { videoFile: 864_000, playerVideoFile: 8_640_000, timeline: 2_592_000 } as const;

export type MediaKind = 'player-file' | 'download-file' | 'playlist' | 'timeline' | 'runner-source';

/**
 * HLS playlists are small and name their files relatively: a player asks for them at the start of each play, and a
 * re-processed video's new ones show within minutes.
 */
export const PLAYLIST_SECONDS = 300;

/** How long the edge keeps a stored media segment: its bytes never change (a new processing makes a new folder). */
export const SEGMENT_EDGE_SECONDS = 31_536_000;

/** Cache-Control of a /media/ answer by what it holds (images other than the timeline's are immutable: keys never change content). */
export function mediaCacheControl(kind: MediaKind): string {
  switch (kind) {
    case 'player-file': return `private, max-age=${MEDIA_LIFETIMES.playerVideoFile}`;
    case 'download-file': return `private, max-age=${MEDIA_LIFETIMES.videoFile}`;
    case 'playlist': return `private, max-age=${PLAYLIST_SECONDS}`;
    case 'timeline': return `public, max-age=${MEDIA_LIFETIMES.timeline}`;
    case 'runner-source': return 'private, no-store';
  }
}

/** Cache-Control of a /api/videofile.php play answer: the spec's lifetime, cut to what is left of its link's life. */
export function videoFileAnswerCacheControl(linkSecondsLeft: number): string {
  return `public, max-age=${Math.max(0, Math.min(MEDIA_LIFETIMES.videoFile, linkSecondsLeft))}`;
}

/** Anonymous whole pages stay this long in the edge cache: short, so new uploads and counts show soon. */
export const PAGE_CACHE_SECONDS = 60;

/**
 * Query parameters the site's own pages and forms use (listing filters, model and member filters, search,
 * player options). A page whose query names anything else is answered but not kept, so
 * made-up parameters cannot fill the page cache.
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'duration', 'date', 'hd', 'sort', 's', 'country',
  'alphabet', 'race', 'age', 'tits_size', 'hair_color', 'height', 'weight', 'tattoo', 'piercing',
  'gender', 'relationship', 'avatar', 'orientation', 'search',
  'playlist', 'pl_page', 'autostart', 'start_time', 'fr', 'related_page', 'comments_page', 'video_id',
]);

/**
 * Query parameters that only say how the visitor navigated: spec 2's stopScroll (islands/client.ts) and the campaign
 * tags (read before the page cache by worker/middleware/campaign.ts). Accepted on every page, left out of its cache key
 * and out of the links it makes, so they never make a second copy of a page nor follow the visitor to the next one.
 */
export const NAVIGATION_QUERY_PARAMS: ReadonlySet<string> = new Set(['stopScroll', ...CAMPAIGN_QUERY_NAMES]);

/**
 * How long cached data and pages are kept past their lifetime: when D1 fails, the last copy answers instead
 * (stale-if-error), for a week at most.
 */
export const STALE_IF_ERROR_SECONDS = 7 * 86_400;

/**
 * The isolate's own tier in front of KV: this many values, each for this many seconds. A change shows elsewhere within
 * that time (KV's edge copies are themselves up to 60 s old); the isolate that made it forgets its copy at once.
 */
export const DATA_MEMORY_ENTRIES = 200;
export const DATA_MEMORY_SECONDS = 20;

/** KV refuses TTLs under 60 s. */
export const KV_MIN_TTL = 60;

/**
 * A cache key has the shape of the endpoint's API path without the lifetime, so the page loader
 * and /api/json/... for the same data share one entry: "videos2/straight/most-viewed/60/all.0.2.all.all.all".
 */
export function cacheKey(endpoint: string, ...parts: readonly (string | number)[]): string {
  return [endpoint, ...parts].join('/');
}
