// The playlist strip on a video page (?playlist=): the playlist's page around the current video in a row that
// shows 8 at a time on desktop. Without JavaScript, prev/next links change the page; hydrated, the row loads
// the next or previous page from /api/json/playlist/... as the visitor scrolls to either end.
import { useEffect, useRef, useState } from 'react';
import { urls } from '../views/urls';
import { apiFetch } from './notify-interceptor';

export interface StripItem {
  video_id: number;
  dir: string;
  title: string;
  duration: string;
  thumb: string;
  page: number;
}

export interface PlaylistStripProps {
  playlistId: number;
  title: string;
  /** The API path of a page of this playlist, with {page} to fill in. */
  pageApi: string;
  firstPage: number;
  pages: number;
  items: StripItem[];
  currentVideoId: number;
  labels: { heading: string; prev: string; next: string };
}

const href = (item: StripItem, playlistId: number) => `${urls.video(item.video_id, item.dir)}?playlist=${playlistId}&pl_page=${item.page}`;
const pageHref = (props: PlaylistStripProps, page: number) => {
  const current = props.items.find((i) => i.video_id === props.currentVideoId) ?? props.items[0]!;
  return `${urls.video(current.video_id, current.dir)}?playlist=${props.playlistId}&pl_page=${page}`;
};

async function fetchPage(api: string, page: number): Promise<StripItem[]> {
  const response = await apiFetch(api.replace('{page}', page === 1 ? '' : `.${page}`));
  if (!response.ok) return [];
  const body = (await response.json()) as { videos?: StripItem[] };
  return body.videos ?? [];
}

export default function PlaylistStrip(props: PlaylistStripProps) {
  const [items, setItems] = useState(props.items);
  const [range, setRange] = useState({ first: props.firstPage, last: props.firstPage });
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    list.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, []);

  const load = async (direction: 'prev' | 'next') => {
    const page = direction === 'prev' ? range.first - 1 : range.last + 1;
    if (busy || page < 1 || page > props.pages) return;
    setBusy(true);
    const more = await fetchPage(props.pageApi, page);
    const row = list.current;
    const widthBefore = row?.scrollWidth ?? 0;
    setItems((now) => (direction === 'prev' ? [...more, ...now] : [...now, ...more]));
    setRange((r) => (direction === 'prev' ? { ...r, first: page } : { ...r, last: page }));
    setBusy(false);
    // Prepending must not move what the visitor is looking at.
    if (direction === 'prev' && row) requestAnimationFrame(() => (row.scrollLeft += row.scrollWidth - widthBefore));
  };

  const onScroll = () => {
    const row = list.current;
    if (!row) return;
    if (row.scrollLeft < 40) void load('prev');
    else if (row.scrollLeft + row.clientWidth > row.scrollWidth - 40) void load('next');
  };

  return (
    <section className="playlist-strip" aria-labelledby="playlist-strip-title">
      <h2 id="playlist-strip-title">{props.labels.heading}: {props.title}</h2>
      <ol className="playlist-strip__row" ref={list} onScroll={onScroll}>
        {items.map((item) => (
          <li key={item.video_id} aria-current={item.video_id === props.currentVideoId ? 'true' : undefined}>
            <a href={href(item, props.playlistId)}>
              <img src={item.thumb} alt={item.title} width={160} height={90} loading="lazy" />
              <span className="playlist-strip__title">{item.title}</span>
              <span className="playlist-strip__duration">{item.duration}</span>
            </a>
          </li>
        ))}
      </ol>
      <nav className="playlist-strip__pages">
        {range.first > 1 && <a href={pageHref(props, range.first - 1)} rel="prev">{props.labels.prev}</a>}
        {range.last < props.pages && <a href={pageHref(props, range.last + 1)} rel="next">{props.labels.next}</a>}
      </nav>
    </section>
  );
}
