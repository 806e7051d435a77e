// /videos/{sort}/{page}/: the video listing for the six sorts and the watch history.
import { Hono } from 'hono';
import GuestHistory, { GUEST_HISTORY_MESSAGES, type GuestHistoryProps } from '../../islands/guest-history';
import { messageOf } from '../../locales';
import { CollectionPage } from '../../views/pages/collections';
import { Island } from '../../views/parts/island';
import { Listing } from '../../views/parts/listing';
import { urls } from '../../views/urls';
import { VIDEO_SORTS, isOneOf } from '../domain/vocabularies';
import { PAGE_SIZE } from '../config/limits';
import { listMemberVideos } from '../db/members';
import { pageInLanguage } from '../domain/video-texts';
import { loadVideoList } from '../loaders/video-list';
import type { AppEnv } from '../env';
import { signedInMember } from '../middleware/session';
import { isFiltered, pageLinks, paging, sidebarCategories, videoFilters } from './listing-helpers';
import { renderListing, videoListing } from './listing-page';
import { assertFound, pageParam } from '../http/params';
import { listingSeo } from '../seo/listing-text';
import { SITE } from '../config/site';
import { feedLink } from './feeds';

export const videoRoutes = new Hono<AppEnv>();

videoRoutes.get('/videos/history/:page{[0-9]+}/', async (c) => {
  const t = c.get('t');
  const page = pageParam(c.req.param('page'));
  const user = signedInMember(c);
  const headline = t('listing.videosHeadline.history');
  if (!user) {
    // A guest's history lives in this browser's storage, written and read by scripts: the island shows it (or that it
    // is empty); without JS there is none to show, and the page says why.
    const lang = c.get('lang');
    const messages = Object.fromEntries(GUEST_HISTORY_MESSAGES.map((key) => [key, messageOf(lang, key)])) as GuestHistoryProps['messages'];
    return c.render(
      <Listing
        t={t}
        headline={headline}
        subline={t('listing.historyGuestNote')}
        grid={
          <>
            <noscript><p className="empty" role="status">{t('empty.historyNeedsScript')}</p></noscript>
            <Island name="guest-history" component={GuestHistory} props={{ lang, messages, empty: t('empty.history') }} />
          </>
        }
      />,
      { meta: { title: headline, robots: 'noindex' } },
    );
  }
  const history = await listMemberVideos(c.env.DB, { userId: user.userId, list: 'history', includePrivate: true, page, perPage: PAGE_SIZE });
  const result = pageInLanguage(history, c.get('lang'));
  const pagination = paging(page, result.total, PAGE_SIZE, (n) => urls.videos('history', n));
  return c.render(
    <CollectionPage t={t} headline={headline} list={{ kind: 'videos', items: result.items }} empty={t('empty.history')} pagination={pagination} />,
    { meta: { title: headline, robots: 'noindex', ...pageLinks(pagination) } },
  );
});

videoRoutes.get('/videos/:sort/:page{[0-9]+}/', async (c, next) => {
  const sort = c.req.param('sort');
  if (/^[0-9]+$/.test(sort)) return next(); // /videos/{id}/{dir}/ is the video page
  if (!isOneOf(VIDEO_SORTS, sort)) return c.redirect('/404', 302);
  const t = c.get('t');
  const page = pageParam(c.req.param('page'));
  const filters = videoFilters(c);
  const filtered = isFiltered(filters);
  const [list, sidebar] = await Promise.all([
    loadVideoList(c, { gender: c.get('gender'), sort, page, perPage: PAGE_SIZE, scope: { kind: 'all' }, ...filters }),
    sidebarCategories(c, filtered),
  ]);
  const result = assertFound(list);
  const headline = t(`listing.videosHeadline.${sort}`);
  return renderListing(c, {
    ...videoListing(c, { headline, result, sort, page, url: urls.videos, filters }),
    seo: listingSeo(t, { kind: 'videos', sort, page, total: result.total, perPage: PAGE_SIZE, items: result.items, categories: sidebar }),
    sidebar,
    feed: sort === 'latest-updates' ? feedLink(c, urls.feed(), t('feeds.latestTitle', { site: SITE.name })) : undefined,
  });
});
