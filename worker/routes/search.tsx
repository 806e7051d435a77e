// /search/{page}/?s=: video search; queries of 3 to 69 characters run, others get the localised message.
import { Hono } from 'hono';
import { formatNumber } from '../../views/format';
import { CollectionPage } from '../../views/pages/collections';
import { urls } from '../../views/urls';
import { PAGE_SIZE } from '../config/limits';
import { searchVideos } from '../db/videos';
import type { AppEnv } from '../env';
import { pageLinks, paging } from './listing-helpers';
import { pageParam } from './params';

export const SEARCH_MIN = 3;
export const SEARCH_MAX = 69;

export const searchRoutes = new Hono<AppEnv>();

searchRoutes.get('/search/:page/', async (c) => {
  const t = c.get('t');
  const page = pageParam(c.req.param('page'));
  const query = (c.req.query('s') ?? '').trim().replace(/\s+/g, ' ');
  const length = [...query].length;
  if (length < SEARCH_MIN || length > SEARCH_MAX) {
    const headline = t('search.headline');
    return c.render(
      <CollectionPage t={t} headline={headline} list={{ kind: 'videos', items: [] }} empty={t('search.length', { min: SEARCH_MIN, max: SEARCH_MAX })} />,
      { meta: { title: headline, robots: 'noindex' } },
    );
  }
  const result = await searchVideos(c.env.DB, { query, gender: c.get('gender'), page, perPage: PAGE_SIZE });
  const pagination = paging(page, result.total, PAGE_SIZE, (n) => urls.search(query, n));
  const headline = t('listing.searchHeadline', { query });
  return c.render(
    <CollectionPage
      t={t}
      headline={headline}
      subline={t('listing.totalVideos', { count: formatNumber(c.get('lang'), result.total) })}
      list={{ kind: 'videos', items: result.items }}
      pagination={pagination}
    />,
    { meta: { title: headline, robots: 'noindex, follow', ...pageLinks(pagination) } },
  );
});
