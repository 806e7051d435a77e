// /search/{page}/?s=: video search by relevance or a listing sort, with the listing filters. Queries of 3 to 69
// characters, or of 2 in Japanese, Chinese or Korean script, run; others get the localised message and a 400, with
// no query run.
import { Hono } from 'hono';
import { CollectionPage } from '../../views/pages/collections';
import { VideoFilters } from '../../views/parts/video-filters';
import { urls } from '../../views/urls';
import { PAGE_SIZE, SEARCH_MAX, SEARCH_MIN, SEARCH_MIN_OTHER } from '../config/limits';
import { SEARCH_SORTS, type SearchSort } from '../db/video-search';
import { loadSearchResults } from '../loaders/search';
import type { AppEnv } from '../env';
import { SEARCH_TOTAL_HEADER } from '../middleware/search-terms';
import { isFiltered, sidebarCategories, videoFilters, withFilters } from './listing-helpers';
import { renderListing, sortedBy } from './listing-page';
import { oneOf, pageParam, searchTextSchema } from '../http/params';
import { listingSeo } from '../seo/listing-text';

export const searchRoutes = new Hono<AppEnv>();

searchRoutes.get('/search/:page{[0-9]+}/', async (c) => {
  const t = c.get('t');
  const page = pageParam(c.req.param('page'));
  const parsed = searchTextSchema.safeParse(c.req.query('s') ?? '');
  if (!parsed.success) {
    const headline = t('search.headline');
    c.status(400);
    return c.render(
      <CollectionPage t={t} headline={headline} list={{ kind: 'videos', items: [] }} empty={t('search.length', { min: SEARCH_MIN_OTHER, max: SEARCH_MAX, cjkMin: SEARCH_MIN })} />,
      { meta: { title: headline, robots: 'noindex' } },
    );
  }
  const query = parsed.data;
  const sort: SearchSort = oneOf(SEARCH_SORTS, c.req.query('sort')) ?? 'relevance';
  const filters = videoFilters(c);
  // Relevance is the default: its links carry no sort.
  const sortParam = (s: SearchSort): Record<string, string> => (s === 'relevance' ? {} : { sort: s });
  const [result, sidebar] = await Promise.all([
    loadSearchResults(c, { query, gender: c.get('gender'), sort, page, perPage: PAGE_SIZE, ...filters }),
    sidebarCategories(c, isFiltered(filters)),
  ]);
  const headline = t('listing.searchHeadline', { query });
  c.header(SEARCH_TOTAL_HEADER, String(result.total));
  return renderListing(c, {
    headline,
    // The query marked on the page of a search that ran: the page script adds it to the visitor's recent searches.
    subline: <span data-search-query={query}>{t('listing.totalVideos', { count: result.total })}</span>,
    list: { kind: 'videos', items: result.items },
    total: result.total,
    ...sortedBy(SEARCH_SORTS, sort, (s, n = 1) => urls.search(query, n, sortParam(s))),
    page,
    filters: {
      form: <VideoFilters t={t} {...filters} action={urls.searchForm()} keep={{ s: query, ...sortParam(sort) }} />,
      link: (href) => withFilters(href, filters),
      active: isFiltered(filters),
    },
    empty: t('search.noResults', { query }),
    seo: listingSeo(t, { kind: 'search', sort, query, page, total: result.total, perPage: PAGE_SIZE, items: result.items }),
    title: page > 1 ? `${headline} – ${t('pagination.page', { page })}` : headline,
    robots: 'noindex, follow',
    sidebar,
  });
});
