// RSS feeds of the newest videos: the language host's (/rss/), a category's and a model's, in the host's language and
// the visitor's section, read from the same cached lists as the pages they follow.
import { Hono, type Context } from 'hono';
import { translator } from '../../locales';
import { formatDuration, ratingPercent, shortCountParam } from '../../views/format';
import { urls } from '../../views/urls';
import { rssFeed, type Feed } from '../../views/xml/rss';
import { SITE } from '../config/site';
import { FEED_CACHE_CONTROL } from '../cache/policy';
import type { VideoCard } from '../db/videos';
import type { AppEnv } from '../env';
import { loadCategories } from '../loaders/categories';
import { loadModel } from '../loaders/profile';
import { loadVideoList, type VideoListParams } from '../loaders/video-list';
import { hostLanguage, publicOrigin } from '../middleware/locale';
import { assertFound, dirParam } from '../http/params';

export const feedRoutes = new Hono<AppEnv>();

/** Items per feed. */
const FEED_ITEMS = 50;

/** What a feed says about itself; its items come from the newest videos of `scope`. */
interface FeedOf {
  scope: VideoListParams['scope'];
  title: string;
  description: string;
  /** The page the feed follows and the feed itself, as paths. */
  page: string;
  self: string;
}

async function answerFeed(c: Context<AppEnv>, of: FeedOf) {
  const lang = hostLanguage(c);
  const t = translator(lang);
  const origin = publicOrigin(c, lang);
  const list = assertFound(await loadVideoList(c, { gender: c.get('gender'), sort: 'latest-updates', page: 1, perPage: FEED_ITEMS, scope: of.scope }, { lang }));
  const summary = (video: VideoCard) =>
    [formatDuration(video.duration), t('card.views', { count: shortCountParam(lang, video.viewed) }), t('card.rating', { percent: ratingPercent(video.rating) })].join(' · ');
  const feed: Feed = {
    title: of.title,
    description: of.description,
    link: origin + of.page,
    self: origin + of.self,
    lang,
    items: list.items.map((video) => ({
      title: video.title,
      link: origin + urls.video(video.video_id, video.dir),
      published: video.post_date,
      description: summary(video),
      thumbnail: origin + urls.media(video.thumb),
    })),
  };
  c.header('Content-Type', 'application/rss+xml; charset=utf-8');
  c.header('Cache-Control', FEED_CACHE_CONTROL);
  c.header('Vary', 'Cookie');
  return c.body(rssFeed(feed));
}

feedRoutes.get('/rss/', (c) => {
  const t = translator(hostLanguage(c));
  return answerFeed(c, {
    scope: { kind: 'all' },
    title: t('feeds.latestTitle', { site: SITE.name }),
    description: t('feeds.latestDescription', { site: SITE.name }),
    page: urls.videos('latest-updates'),
    self: urls.feed(),
  });
});

feedRoutes.get('/rss/categories/:dir/', async (c) => {
  const lang = hostLanguage(c);
  const t = translator(lang);
  const dir = dirParam(c.req.param('dir'));
  const categories = await loadCategories(c, { gender: c.get('gender'), lang });
  const category = assertFound(categories.find((candidate) => candidate.dir === dir));
  return answerFeed(c, {
    scope: { kind: 'categories', dirs: [dir] },
    title: t('feeds.categoryTitle', { category: category.title, site: SITE.name }),
    description: t('feeds.categoryDescription', { category: category.title, site: SITE.name }),
    page: urls.category([dir]),
    self: urls.categoryFeed(dir),
  });
});

feedRoutes.get('/rss/model/:dir/', async (c) => {
  const t = translator(hostLanguage(c));
  const model = assertFound(await loadModel(c, dirParam(c.req.param('dir'))));
  return answerFeed(c, {
    scope: { kind: 'model', dir: model.dir },
    title: t('feeds.modelTitle', { model: model.title, site: SITE.name }),
    description: t('feeds.modelDescription', { model: model.title, site: SITE.name }),
    page: urls.modelVideos(model.dir),
    self: urls.modelFeed(model.dir),
  });
});

/** A page's link to its feed (PageMeta.feed): the feed on the host of the page's language, and its title. */
export function feedLink(c: Context<AppEnv>, path: string, title: string) {
  return { href: publicOrigin(c) + path, title };
}
