// Shared pieces of listing handlers: page metadata, sort tabs, filters from the query, the category sidebar.
import type { Context } from 'hono';
import type { MessageKey } from '../../locales';
import type { TabItem } from '../../views/parts/tabs';
import { pageCount } from '../../views/parts/pagination';
import { PAGINATION_WINDOW, SIDEBAR_MIN_VIDEOS } from '../config/limits';
import { DATE_FILTERS, DURATION_FILTERS, type DateFilter, type DurationFilter } from '../db/videos';
import type { AppEnv } from '../env';
import { loadLargeCategories } from '../loaders/categories';
import { loadVideoList } from '../loaders/video-list';
import { PAGE_SIZE } from '../config/limits';
import { assertFound, dirParam, notFound, oneOf } from '../http/params';

export function sortTabs<S extends string>(
  c: Context<AppEnv>,
  sorts: readonly S[],
  current: S,
  href: (sort: S) => string,
): TabItem[] {
  const t = c.get('t');
  return sorts.map((sort) => ({ href: href(sort), label: t(`sorts.${sort}` as MessageKey), current: sort === current }));
}

export interface VideoFiltersQuery {
  duration?: DurationFilter;
  date?: DateFilter;
  /** HD videos only (`hd=1`). */
  hd?: boolean;
}

export function videoFilters(c: Context<AppEnv>): VideoFiltersQuery {
  return {
    duration: oneOf(DURATION_FILTERS, c.req.query('duration')),
    date: oneOf(DATE_FILTERS, c.req.query('date')),
    ...(c.req.query('hd') === '1' ? { hd: true } : {}),
  };
}

/** Whether any filter narrows the list (filtered pages are not indexed and show no category sidebar). */
export const isFiltered = (filters: VideoFiltersQuery) => Boolean(filters.duration || filters.date || filters.hd);

/** The active filters as query values, for links that keep them. */
export function filterQuery(filters: VideoFiltersQuery): Record<string, string | undefined> {
  return { duration: filters.duration, date: filters.date, hd: filters.hd ? '1' : undefined };
}

/** Appends the active filters to a listing URL so pagination and sort tabs keep them. */
export function withFilters(href: string, filters: VideoFiltersQuery): string {
  const [path, kept] = href.split('?');
  const query = new URLSearchParams(kept);
  for (const [name, value] of Object.entries(filterQuery(filters))) if (value) query.set(name, value);
  return query.size ? `${path}?${query}` : path!;
}

/** Pagination props; a page past the last one is a 404 (page 1 of an empty list is not). */
export function paging(page: number, total: number, perPage: number, href: (page: number) => string) {
  if (page > pageCount(total, perPage)) notFound();
  return { page, total, perPage, href, window: PAGINATION_WINDOW };
}

export function pageLinks(p: { page: number; total: number; perPage: number; href: (page: number) => string }) {
  const pages = pageCount(p.total, p.perPage);
  return {
    prev: p.page > 1 ? p.href(p.page - 1) : undefined,
    next: p.page < pages ? p.href(p.page + 1) : undefined,
  };
}

/** Categories large enough for the sidebar; none when the listing is filtered (spec section 9). */
export async function sidebarCategories(c: Context<AppEnv>, filtered: boolean) {
  return filtered ? [] : loadLargeCategories(c, SIDEBAR_MIN_VIDEOS);
}

/**
 * A model's or channel's profile (by the path's dir), a page of its newest videos in the visitor's section and the
 * category sidebar, read together: the list names the profile by its dir. A 404 when either does not exist.
 */
export async function profileWithVideos<P>(
  c: Context<AppEnv>, kind: 'model' | 'channel', page: number, load: (c: Context<AppEnv>, dir: string) => Promise<P | null>,
) {
  const dir = dirParam(c.req.param('dir'));
  const [profile, videos, sidebar] = await Promise.all([
    load(c, dir),
    loadVideoList(c, { gender: c.get('gender'), sort: 'latest-updates', page, perPage: PAGE_SIZE, scope: { kind, dir } }),
    sidebarCategories(c, false),
  ]);
  return { profile: assertFound(profile), videos: assertFound(videos), sidebar };
}
