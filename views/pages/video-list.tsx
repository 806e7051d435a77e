// Any screen that is a listing of videos: sorts, categories, top country, search, model and member videos.
import type { ReactNode } from 'react';
import type { Translate } from '../../locales';
import type { Category } from '../../worker/db/categories';
import type { VideoCard as VideoRow } from '../../worker/db/videos';
import { VideoCard } from '../parts/cards';
import { Grid } from '../parts/grid';
import { Listing } from '../parts/listing';
import type { PaginationProps } from '../parts/pagination';
import type { TabItem } from '../parts/tabs';

export interface VideoListPageProps {
  t: Translate;
  headline: string;
  subline?: string;
  videos: readonly VideoRow[];
  empty?: string;
  sortTabs?: readonly TabItem[];
  controls?: ReactNode;
  pagination?: Omit<PaginationProps, 't'>;
  seoText?: string;
  sidebar?: readonly Category[];
}

export function VideoListPage(props: VideoListPageProps) {
  const { t } = props;
  return (
    <Listing
      t={t}
      headline={props.headline}
      subline={props.subline}
      sortTabs={props.sortTabs}
      controls={props.controls}
      pagination={props.pagination}
      seoText={props.seoText}
      sidebar={props.sidebar}
      grid={
        <Grid empty={props.empty ?? t('empty.videos_not_found')}>
          {props.videos.map((video, i) => <VideoCard key={video.video_id} video={video} t={t} eager={i < 4} />)}
        </Grid>
      }
    />
  );
}
