// A grid of any kind of item with its card: videos, albums, models, channels, playlists or members.
import type { ReactNode } from 'react';
import type { Translate } from '../../locales';
import type { AlbumCard as AlbumRow } from '../../worker/db/albums';
import type { ChannelCard as ChannelRow } from '../../worker/db/channels';
import type { MemberCard as MemberRow } from '../../worker/db/members';
import type { ModelCard as ModelRow } from '../../worker/db/models';
import type { PlaylistCard as PlaylistRow } from '../../worker/db/playlists';
import type { VideoCard as VideoRow } from '../../worker/db/videos';
import { AlbumCard, MemberCard, PlaylistCard, ProfileCard } from './cards';
import { VideoCard } from './video-card';
import { Grid } from './grid';

export type CollectionItems =
  | { kind: 'videos'; items: readonly VideoRow[] }
  | { kind: 'albums'; items: readonly AlbumRow[] }
  | { kind: 'models'; items: readonly ModelRow[] }
  | { kind: 'channels'; items: readonly ChannelRow[] }
  | { kind: 'playlists'; items: readonly PlaylistRow[] }
  | { kind: 'members'; items: readonly MemberRow[] };

/** The first row of thumbnails loads at once, the first two of them first; the rest lazily. */
const EAGER = 4;
const FIRST = 2;

export interface CollectionGridProps {
  t: Translate;
  list: CollectionItems;
  empty: string;
  eager?: boolean;
  /** Controls under each video card (the playlist owner's remove button). */
  videoControls?: (video: VideoRow) => ReactNode;
  /** Controls under each album card (its owner's). */
  albumControls?: (album: AlbumRow) => ReactNode;
  /** Video cards from this one on hold their images back until the page script runs (views/parts/deferred.tsx). */
  deferImagesFrom?: number;
  /** What spans the grid's second row (a listing's banner). */
  inset?: ReactNode;
}

export function CollectionGrid({ t, list, empty, eager = false, videoControls, albumControls, deferImagesFrom = Infinity, inset }: CollectionGridProps) {
  switch (list.kind) {
    case 'videos':
      return <Grid empty={empty} inset={inset}>{list.items.map((v, i) => <VideoCard key={v.video_id} video={v} t={t} eager={eager && i < EAGER} first={eager && i < FIRST} deferImage={i >= deferImagesFrom}>{videoControls?.(v)}</VideoCard>)}</Grid>;
    case 'albums':
      return <Grid empty={empty} inset={inset}>{list.items.map((a) => <AlbumCard key={a.album_id} album={a} t={t}>{albumControls?.(a)}</AlbumCard>)}</Grid>;
    case 'models':
      return <Grid empty={empty} inset={inset} portraits>{list.items.map((m) => <ProfileCard key={m.model_id} kind="model" profile={m} t={t} />)}</Grid>;
    case 'channels':
      return <Grid empty={empty} inset={inset}>{list.items.map((ch) => <ProfileCard key={ch.channel_id} kind="channel" profile={ch} t={t} />)}</Grid>;
    case 'playlists':
      return <Grid empty={empty} inset={inset}>{list.items.map((p) => <PlaylistCard key={p.playlist_id} playlist={p} t={t} />)}</Grid>;
    case 'members':
      return <Grid empty={empty} inset={inset} portraits>{list.items.map((m) => <MemberCard key={m.user_id} member={m} t={t} />)}</Grid>;
  }
}
