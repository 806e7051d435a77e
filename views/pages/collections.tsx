// Listing screens of albums, models, playlists and members: the shared frame with the right cards.
import type { ReactNode } from 'react';
import type { Translate } from '../../locales';
import type { AlbumCard as AlbumRow } from '../../worker/db/albums';
import type { MemberCard as MemberRow } from '../../worker/db/members';
import type { ModelCard as ModelRow } from '../../worker/db/models';
import type { PlaylistCard as PlaylistRow } from '../../worker/db/playlists';
import { AlbumCard, MemberCard, ModelCard, PlaylistCard } from '../parts/cards';
import { Grid } from '../parts/grid';
import { Listing } from '../parts/listing';
import type { PaginationProps } from '../parts/pagination';
import type { TabItem } from '../parts/tabs';

export type CollectionItems =
  | { kind: 'albums'; items: readonly AlbumRow[] }
  | { kind: 'models'; items: readonly ModelRow[] }
  | { kind: 'playlists'; items: readonly PlaylistRow[] }
  | { kind: 'members'; items: readonly MemberRow[] };

export interface CollectionPageProps {
  t: Translate;
  headline: string;
  subline?: string;
  list: CollectionItems;
  empty: string;
  sortTabs?: readonly TabItem[];
  controls?: ReactNode;
  pagination?: Omit<PaginationProps, 't'>;
}

export function CollectionGrid({ t, list, empty }: { t: Translate; list: CollectionItems; empty: string }) {
  switch (list.kind) {
    case 'albums':
      return <Grid empty={empty}>{list.items.map((a) => <AlbumCard key={a.album_id} album={a} t={t} />)}</Grid>;
    case 'models':
      return <Grid empty={empty} variant="portrait">{list.items.map((m) => <ModelCard key={m.model_id} model={m} t={t} />)}</Grid>;
    case 'playlists':
      return <Grid empty={empty}>{list.items.map((p) => <PlaylistCard key={p.playlist_id} playlist={p} t={t} />)}</Grid>;
    case 'members':
      return <Grid empty={empty} variant="members">{list.items.map((m) => <MemberCard key={m.user_id} member={m} t={t} />)}</Grid>;
  }
}

export function CollectionPage(props: CollectionPageProps) {
  return (
    <Listing
      t={props.t}
      headline={props.headline}
      subline={props.subline}
      sortTabs={props.sortTabs}
      controls={props.controls}
      pagination={props.pagination}
      grid={<CollectionGrid t={props.t} list={props.list} empty={props.empty} />}
    />
  );
}
