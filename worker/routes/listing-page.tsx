// The one listing renderer: a list page with its sort tabs, filters, pagination, SEO text, sidebar, description,
// canonical address and structured data. Each route loads its list and says what differs: its sorts and addresses,
// the filters the visitor chose (carried by the tabs and pages, never by the canonical address), its title and feed.
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../locales';
import type { PageMeta } from '../../views/layout/document';
import { CollectionPage, type CollectionPageProps } from '../../views/pages/collections';
import type { CollectionItems } from '../../views/parts/collection-grid';
import { VideoFilters } from '../../views/parts/video-filters';
import { PAGE_SIZE } from '../config/limits';
import type { AppEnv } from '../env';
import { adsAt } from '../middleware/ad-draw';
import type { ListingText } from '../seo/listing-text';
import { listingData } from '../seo/structured-data';
import type { Page, VideoCard } from '../db/videos';
import { VIDEO_SORTS, type VideoSort } from '../domain/vocabularies';
import { isFiltered, pageLinks, paging, sortTabs, withFilters, type VideoFiltersQuery } from './listing-helpers';

export interface ListingPage<S extends string> {
  headline: string;
  subline?: ReactNode;
  list: CollectionItems;
  total: number;
  /** The sort tabs: the sorts, the current one and each one's first page. None: a list in one order. */
  sorting?: { sorts: readonly S[]; sort: S; first: (sort: S) => string };
  page: number;
  /** Items a page holds (the site's page size unless the list has its own). */
  perPage?: number;
  /** Page n of the list in its order: its own address (the canonical one: no filters). */
  url: (page: number) => string;
  /** What an empty list says (by default the collection's own words). */
  empty?: string;
  /** Pages that are no destination of their own (search results, the visitor's country) stay out of the index. */
  robots?: string;
  /** The list's filters: their form, and the choice the visitor made (`active`), which the tabs' and pages' links keep
   * (`link`) and which keeps a page out of the index. */
  filters?: { form: ReactNode; link: (href: string) => string; active: boolean };
  seo: ListingText;
  /** What the page offers above its list besides the filters (the chosen categories' chips). */
  controls?: ReactNode;
  sidebar?: CollectionPageProps['sidebar'];
  /** The pages the breadcrumb names before this one (the categories index before a category). */
  trail?: readonly { name: string; path: string }[];
  /** The title; by default the headline and the sort. */
  title?: string;
  feed?: PageMeta['feed'];
}

export function renderListing<S extends string>(c: Context<AppEnv>, listing: ListingPage<S>) {
  const t = c.get('t');
  const { headline, sorting, page, filters } = listing;
  const link = (href: string) => (filters ? filters.link(href) : href);
  const pagination = paging(page, listing.total, listing.perPage ?? PAGE_SIZE, (n) => link(listing.url(n)));
  const here = listing.url(page);
  return c.render(
    <CollectionPage
      t={t}
      ads={adsAt(c, 'listing')}
      headline={headline}
      subline={listing.subline}
      list={listing.list}
      sortTabs={sorting && sortTabs(c, sorting.sorts, sorting.sort, (s) => link(sorting.first(s)))}
      empty={listing.empty}
      filters={filters?.form}
      controls={listing.controls}
      pagination={pagination}
      seoText={listing.seo.text}
      sidebar={listing.sidebar}
    />,
    {
      meta: {
        title: listing.title ?? (sorting ? `${headline} – ${t(`sorts.${sorting.sort}` as MessageKey)}` : headline),
        canonical: here,
        description: listing.seo.description,
        feed: listing.feed,
        robots: listing.robots ?? (filters?.active ? 'noindex, follow' : undefined),
        structuredData: listingData(c, [...(listing.trail ?? []), { name: headline, path: here }], listing.list),
        ...pageLinks(pagination),
      },
    },
  );
}

/** A list in one of `sorts`, whose page n in sort s is at url(s, n). */
export function sortedBy<S extends string>(sorts: readonly S[], sort: S, url: (sort: S, page?: number) => string) {
  return { sorting: { sorts, sort, first: (s: S) => url(s) }, url: (page: number) => url(sort, page) };
}

/**
 * What every video listing shares: the count, the video sorts, the duration, date and HD filters, and a title that
 * names the page past the first. The route adds its SEO text and what else it shows.
 */
export function videoListing(
  c: Context<AppEnv>,
  p: { headline: string; result: Page<VideoCard>; sort: VideoSort; page: number; url: (sort: VideoSort, page?: number) => string; filters: VideoFiltersQuery },
): Omit<ListingPage<VideoSort>, 'seo'> {
  const t = c.get('t');
  return {
    headline: p.headline,
    subline: t('listing.totalVideos', { count: p.result.total }),
    list: { kind: 'videos', items: p.result.items },
    total: p.result.total,
    ...sortedBy(VIDEO_SORTS, p.sort, p.url),
    page: p.page,
    filters: {
      form: <VideoFilters t={t} {...p.filters} action={p.url(p.sort)} />,
      link: (href) => withFilters(href, p.filters),
      active: isFiltered(p.filters),
    },
    title: p.page > 1 ? `${p.headline} – ${t('pagination.page', { page: p.page })}` : p.headline,
  };
}
