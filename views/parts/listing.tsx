// The listing screen frame: headline, sort tabs, filters, grid, pagination, SEO text and category sidebar.
import type { ReactNode } from 'react';
import type { Translate } from '../../locales';
import type { Category } from '../../worker/db/categories';
import { urls } from '../urls';
import type { PlacedAd } from '../../worker/ads/select';
import { AdSlots } from './ad-slot';
import { Pagination, type PaginationProps } from './pagination';
import { SeoText } from './seo-text';
import { Tabs, type TabItem } from './tabs';

/** The element a page link swaps: the grid with its pagination. */
const LISTING_GRID = 'listing-grid';

export interface ListingProps {
  t: Translate;
  headline: string;
  subline?: ReactNode;
  sortTabs?: readonly TabItem[];
  /** Filter forms or chips shown above the grid. */
  controls?: ReactNode;
  grid: ReactNode;
  /** Banners above the grid (the listing placement's zones); outside the part page links swap, so they stay put. */
  ads?: readonly PlacedAd[];
  pagination?: Omit<PaginationProps, 't'>;
  seoText?: string;
  sidebar?: readonly Category[];
}

export function Listing(props: ListingProps) {
  const { t } = props;
  return (
    <div className={props.sidebar && props.sidebar.length > 0 ? 'listing listing--with-sidebar' : 'listing'}>
      <section className="listing__main" aria-labelledby="listing-headline">
        <h1 id="listing-headline" className="headline">{props.headline}</h1>
        {props.subline && <p className="subline">{props.subline}</p>}
        {props.sortTabs && <Tabs items={props.sortTabs} label={t('listing.sortBy')} />}
        {props.controls}
        {props.ads && <AdSlots t={t} ads={props.ads} />}
        <div id={LISTING_GRID}>
          {props.grid}
          {props.pagination && <Pagination {...props.pagination} t={t} swapTarget={LISTING_GRID} />}
        </div>
        <SeoText text={props.seoText} />
      </section>
      {props.sidebar && props.sidebar.length > 0 && (
        <aside className="sidebar" aria-label={t('categories.sidebar')}>
          <h2 className="sidebar__title">{t('categories.sidebar')}</h2>
          <ul>
            {props.sidebar.map((category) => (
              <li key={category.dir}>
                <a href={urls.category([category.dir])}>{category.title}</a> <span className="count">{category.total_videos}</span>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}
