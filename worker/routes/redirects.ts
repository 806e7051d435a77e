// Every redirect rule of spec section 2 in one table: path pattern -> target (or null to fall through).
import { Hono } from 'hono';
import { urls } from '../../views/urls';
import { ALBUM_SORTS, CHANNEL_SORTS, MEMBER_SORTS, MEMBER_TABS, MODEL_SORTS, PAGED_MEMBER_TABS, PLAYLIST_SORTS, VIDEO_SORTS, isOneOf } from '../domain/vocabularies';
import type { AppEnv } from '../env';
import { redirectTo } from '../http/location';
import { isNumeric, notFound } from '../http/params';

type Params = Record<string, string>;
interface RedirectRule {
  from: string;
  /** The target path, or null when this rule does not apply and routing goes on. */
  to: (params: Params, query: URLSearchParams) => string | null;
}

const videoSortOr404 = (sort: string, page = '1') =>
  isOneOf([...VIDEO_SORTS, 'history'], sort) ? urls.videos(sort, Number(page)) : '/404';
const pageOf = (value: string | undefined) => (isNumeric(value) ? Number(value) : 1);

export const REDIRECTS: readonly RedirectRule[] = [
  { from: '/main/', to: () => urls.home() },
  // Videos
  { from: '/videos/', to: () => urls.videos('latest-updates') },
  { from: '/videos/:sort/', to: (p) => (isNumeric(p.sort) ? null : videoSortOr404(p.sort!)) },
  { from: '/latest-updates/', to: () => urls.videos('latest-updates') },
  { from: '/latest-updates/:page/', to: (p) => urls.videos('latest-updates', pageOf(p.page)) },
  { from: '/top-rated/', to: () => urls.videos('top-rated') },
  { from: '/top-rated/:page/', to: (p) => urls.videos('top-rated', pageOf(p.page)) },
  { from: '/most-popular/', to: () => urls.videos('most-popular') },
  { from: '/most-popular/:page/', to: (p) => urls.videos('most-popular', pageOf(p.page)) },
  { from: '/most-commented/', to: () => urls.videos('most-commented') },
  { from: '/history/', to: () => urls.videos('history') },
  { from: '/history/:page/', to: (p) => urls.videos('history', pageOf(p.page)) },
  // Categories
  { from: '/categories/:ids/', to: (p) => urls.category(p.ids!.split(',')) },
  {
    from: '/categories/:ids/:second/',
    to: (p, q) => {
      if (isNumeric(p.second)) {
        const sort = q.get('sort') ?? '';
        return urls.category(p.ids!.split(','), isOneOf(VIDEO_SORTS, sort) ? sort : 'latest-updates', Number(p.second));
      }
      return isOneOf(VIDEO_SORTS, p.second) ? urls.category(p.ids!.split(','), p.second) : '/404';
    },
  },
  { from: '/top-country/', to: () => urls.topCountry() },
  { from: '/search/', to: (_, q) => `/search/1/${q.size ? `?${q}` : ''}` },
  // Albums
  { from: '/albums/', to: () => urls.albums() },
  { from: '/albums/:sort/', to: (p) => (isOneOf(ALBUM_SORTS, p.sort) ? urls.albums(p.sort) : null) },
  { from: '/albums/:id{[0-9]+}/:dir/', to: (p) => urls.album(Number(p.id), p.dir!) },
  { from: '/albums/categories/:ids/', to: () => urls.albums() },
  { from: '/albums/categories/:ids/:page/', to: () => urls.albums() },
  // Models
  { from: '/models/', to: () => urls.models() },
  {
    from: '/models/:x/',
    to: (p) => {
      if (isOneOf(MODEL_SORTS, p.x)) return urls.models(p.x);
      if (isNumeric(p.x)) return urls.models('most-popular', pageOf(p.x));
      return urls.modelVideos(p.x!);
    },
  },
  { from: '/models/:dir/videos/', to: (p) => urls.modelVideos(p.dir!) },
  { from: '/models/:dir/videos/:page/', to: (p) => (isNumeric(p.page) ? urls.modelVideos(p.dir!, Number(p.page)) : null) },
  { from: '/models/:dir/wall/', to: (p) => urls.modelWall(p.dir!) },
  { from: '/models/:dir/wall/:page/', to: (p) => urls.modelWall(p.dir!) },
  { from: '/model/:dir/videos/', to: (p) => urls.modelVideos(p.dir!) },
  // Channels (not in the spec: the rules of models)
  { from: '/channels/', to: () => urls.channels() },
  {
    from: '/channels/:x/',
    to: (p) => {
      if (isOneOf(CHANNEL_SORTS, p.x)) return urls.channels(p.x);
      return isNumeric(p.x) ? urls.channels('most-popular', pageOf(p.x)) : null;
    },
  },
  { from: '/channel/:dir/videos/', to: (p) => urls.channelVideos(p.dir!) },
  // Playlists
  { from: '/playlists/', to: () => urls.playlists() },
  {
    from: '/playlists/:x/',
    to: (p) => {
      if (isOneOf(PLAYLIST_SORTS, p.x)) return urls.playlists(p.x);
      return isNumeric(p.x) ? urls.playlist(Number(p.x)) : '/404';
    },
  },
  { from: '/playlist/:id{[0-9]+}/', to: (p) => urls.playlist(Number(p.id)) },
  // Community and members
  { from: '/community/', to: () => urls.community() },
  {
    from: '/community/:x/',
    to: (p) => {
      if (isOneOf(MEMBER_SORTS, p.x)) return urls.community(p.x);
      return isNumeric(p.x) ? urls.community('recent', Number(p.x)) : '/404';
    },
  },
  {
    from: '/members/:id{[0-9]+}/:tab/',
    to: (p) =>
      isOneOf(MEMBER_TABS, p.tab) && PAGED_MEMBER_TABS.includes(p.tab) ? urls.memberTab(Number(p.id), p.tab) : null,
  },
];

/** Sorts, ids, dirs and comma lists of dirs: a segment holding anything else names nothing the site has. */
const SEGMENT = /^[A-Za-z0-9,._~-]+$/;

/** A sub-app answering the redirect table with 301s; a rule returning null lets routing continue. */
export function redirectRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const rule of REDIRECTS) {
    app.get(rule.from, async (c, next) => {
      const params = c.req.param() as Params;
      if (!Object.values(params).every((value) => SEGMENT.test(value))) notFound();
      const target = rule.to(params, new URL(c.req.url).searchParams);
      if (target === null) return next();
      return redirectTo(c, target, 301, '/404');
    });
  }
  return app;
}
