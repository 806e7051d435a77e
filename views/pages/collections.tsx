// Listing screens of any collection: the shared listing frame around the grid of the right cards.
import type { ReactNode } from 'react';
import type { Translate } from '../../locales';
import type { Category } from '../../worker/db/categories';
import { CollectionGrid, type CollectionGridProps, type CollectionItems } from '../parts/collection-grid';
import { Listing } from '../parts/listing';
import { AdSlots } from '../parts/ad-slot';
import type { PlacedAd } from '../../worker/ads/select';
import type { PaginationProps } from '../parts/pagination';
import type { TabItem } from '../parts/tabs';

export interface CollectionPageProps {
  t: Translate;
  headline: string;
  subline?: ReactNode;
  list: CollectionItems;
  /** The empty-state text; each kind has the spec's own by default. */
  empty?: string;
  sortTabs?: readonly TabItem[];
  filters?: ReactNode;
  controls?: ReactNode;
  pagination?: Omit<PaginationProps, 't'>;
  seoText?: string;
  sidebar?: readonly Category[];
  videoControls?: CollectionGridProps['videoControls'];
  /** Banners of the listing placement, after the grid's first row. */
  ads?: readonly PlacedAd[];
}

const EMPTY = {
  videos: 'empty.videos_not_found',
  albums: 'empty.albums',
  models: 'empty.models',
  channels: 'empty.channels',
  playlists: 'empty.playlists',
  members: 'empty.members',
} as const;

export function CollectionPage(props: CollectionPageProps) {
  return (
    <Listing
      t={props.t}
      headline={props.headline}
      subline={props.subline}
      sortTabs={props.sortTabs}
      filters={props.filters}
      controls={props.controls}
      pagination={props.pagination}
      seoText={props.seoText}
      sidebar={props.sidebar}
      grid={<CollectionGrid t={props.t} list={props.list} empty={props.empty ?? props.t(EMPTY[props.list.kind])} eager videoControls={props.videoControls} inset={props.ads?.length ? <AdSlots t={props.t} ads={props.ads} /> : undefined} />}
    />
  );
}
