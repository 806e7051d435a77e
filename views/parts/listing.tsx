// The listing screen frame: headline, sort tabs and filters in one row, other controls, the grid (a banner after its
// first row), pagination, SEO text and category sidebar.
import type { ReactNode } from 'react';
import type { Translate } from '../../locales';
import type { Category } from '../../worker/db/categories';
import { shortCount } from '../format';
import { urls } from '../urls';
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
  /** The filter form (folded on phones: filter-fold.tsx), in the sort tabs' row. */
  filters?: ReactNode;
  /** Other controls above the grid (chips, pickers, buttons). */
  controls?: ReactNode;
  grid: ReactNode;
  pagination?: Omit<PaginationProps, 't'>;
  seoText?: string;
  sidebar?: readonly Category[];
}

/**
 * A list's part of the page with the category sidebar beside it (below it on phones), when there are categories to
 * show (spec 2): listings, and the video lists of models, channels and members.
 */
export function WithCategorySidebar({ t, sidebar, children }: { t: Translate; sidebar?: readonly Category[]; children: ReactNode }) {
  const shown = sidebar !== undefined && sidebar.length > 0;
  return (
    <div className={shown ? 'listing listing--with-sidebar' : 'listing'}>
      {children}
      {shown && (
        <aside className="sidebar" aria-label={t('categories.sidebar')}>
          <h2 className="sidebar__title">{t('categories.sidebar')}</h2>
          <ul>
            {sidebar.map((category) => (
              <li key={category.dir}>
                <a href={urls.category([category.dir])}>{category.title}</a> <span className="count">{shortCount(t.lang, category.total_videos)}</span>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}

export function Listing(props: ListingProps) {
  const { t } = props;
  return (
    <WithCategorySidebar t={t} sidebar={props.sidebar}>
      <section className="listing__main" aria-labelledby="listing-headline">
        <h1 id="listing-headline" className="headline">{props.headline}</h1>
        {props.subline && <p className="subline">{props.subline}</p>}
        {(props.sortTabs || props.filters) && (
          <div className="listing__sorting">
            {props.sortTabs && <Tabs items={props.sortTabs} label={t('listing.sortBy')} />}
            {props.filters}
          </div>
        )}
        {props.controls}
        <div id={LISTING_GRID}>
          {props.grid}
          {props.pagination && <Pagination {...props.pagination} t={t} swapTarget={LISTING_GRID} />}
        </div>
        <SeoText text={props.seoText} />
      </section>
    </WithCategorySidebar>
  );
}
