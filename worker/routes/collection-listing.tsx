// The list pages of albums, channels and playlists: one collection grid with its sort tabs, pagination, SEO text,
// description and structured data; each route loads its list and names its sorts and addresses.
import type { Context } from 'hono';
import type { MessageKey } from '../../locales';
import { CollectionPage } from '../../views/pages/collections';
import type { CollectionItems } from '../../views/parts/collection-grid';
import { PAGE_SIZE } from '../config/limits';
import type { AppEnv } from '../env';
import { adsAt } from '../middleware/ad-draw';
import type { ListingText } from '../seo/listing-text';
import { listingData } from '../seo/structured-data';
import { pageLinks, paging, sortTabs } from './listing-helpers';

export interface CollectionListing<S extends string> {
  headline: string;
  list: CollectionItems;
  total: number;
  sorts: readonly S[];
  sort: S;
  page: number;
  /** The list's address for a sort and page. */
  url: (sort: S, page?: number) => string;
  seo: ListingText;
}

export function renderCollectionListing<S extends string>(c: Context<AppEnv>, listing: CollectionListing<S>) {
  const t = c.get('t');
  const { headline, sort, page } = listing;
  const pagination = paging(page, listing.total, PAGE_SIZE, (n) => listing.url(sort, n));
  const here = listing.url(sort, page);
  return c.render(
    <CollectionPage
      t={t}
      ads={adsAt(c, 'listing')}
      headline={headline}
      list={listing.list}
      sortTabs={sortTabs(c, listing.sorts, sort, (s) => listing.url(s))}
      pagination={pagination}
      seoText={listing.seo.text}
    />,
    {
      meta: {
        title: `${headline} – ${t(`sorts.${sort}` as MessageKey)}`,
        canonical: here,
        description: listing.seo.description,
        structuredData: listingData(c, [{ name: headline, path: here }], listing.list),
        ...pageLinks(pagination),
      },
    },
  );
}
