// Pagination as plain links (rel prev/next): the first page, a window around the current one and the last, with
// ellipses between; with htmx the links swap only the element that holds the list and push the new URL. The current
// page is a link to itself marked aria-current, so it may carry its "page n of m" name (a span may not be named).
import type { Translate } from '../../locales';
import { MAX_PAGE } from '../../worker/config/limits';

export interface PaginationProps {
  page: number;
  total: number;
  perPage: number;
  /** Builds the URL of a page number. */
  href: (page: number) => string;
  /** Pages shown on either side of the current one (phones show none: NARROW_RADIUS). */
  window: number;
  t: Translate;
  /** Id of the element holding the list and this pagination: with htmx, a page link swaps only it. */
  swapTarget?: string;
  /** A list inside a page (comments, related videos): after a swap, its own top shows rather than the page's. */
  inPage?: boolean;
}

/**
 * htmx 4 boost settings (HCON) inherited by the page links: fetch the page, take the list element, swap it in place and
 * show the top of the page, as a page load does (spec 2), or of a list inside a page. A link that carries stopScroll
 * stays where it is (islands/client.ts).
 */
export function swapInPlace(id: string, inPage = false): Record<string, string> {
  return { 'hx-boost:inherited': `target:#${id} select:#${id} swap:'outerHTML show:top showTarget:${inPage ? `#${id}` : 'window'}'` };
}

/** Pages of a list, never past the deepest page a listing accepts. */
export function pageCount(total: number, perPage: number): number {
  return Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / perPage)));
}

/** Pages on either side of the current one below 540 px (site.css), so that the whole bar fits one row at 320 px. */
const NARROW_RADIUS = 0;

/**
 * One entry of the bar: a page (narrow: also shown on phones) or an ellipsis (wide: false when only the phones'
 * smaller window leaves a hole there).
 */
export type PageEntry = { kind: 'page'; page: number; narrow: boolean } | { kind: 'gap'; wide: boolean };

/** The first and last page and those within radius of the current one; a hole of a single page shows that page. */
function shownPages(page: number, pages: number, radius: number): Set<number> {
  const shown = new Set([1, pages]);
  for (let n = Math.max(1, page - radius); n <= Math.min(pages, page + radius); n++) shown.add(n);
  for (const n of [...shown]) if (!shown.has(n + 1) && shown.has(n + 2)) shown.add(n + 1);
  return shown;
}

/** The bar's entries in order: the wide window's pages with ellipses, marked with what phones show of them. */
export function pageEntries(page: number, pages: number, radius: number): PageEntry[] {
  const narrow = shownPages(page, pages, Math.min(radius, NARROW_RADIUS));
  const entries: PageEntry[] = [];
  let previous = 0;
  let previousNarrow = 0;
  let gapSinceNarrow = false;
  for (const n of [...shownPages(page, pages, radius)].sort((a, b) => a - b)) {
    if (previous && n - previous > 1) {
      entries.push({ kind: 'gap', wide: true });
      gapSinceNarrow = true;
    }
    if (narrow.has(n)) {
      if (previousNarrow && n - previousNarrow > 1 && !gapSinceNarrow) entries.push({ kind: 'gap', wide: false });
      previousNarrow = n;
      gapSinceNarrow = false;
    }
    entries.push({ kind: 'page', page: n, narrow: narrow.has(n) });
    previous = n;
  }
  return entries;
}

export function Pagination({ page, total, perPage, href, window, t, swapTarget, inPage }: PaginationProps) {
  const pages = pageCount(total, perPage);
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')} {...(swapTarget ? swapInPlace(swapTarget, inPage) : {})}>
      <ul>
        {page > 1 && (
          <li><a href={href(page - 1)} rel="prev"><span aria-hidden="true">‹</span><span className="pagination__word">{t('pagination.prev')}</span></a></li>
        )}
        {pageEntries(page, pages, window).map((entry, index) => entry.kind === 'gap' ? (
          <li key={`gap-${index}`} className={entry.wide ? 'pagination__gap' : 'pagination__gap pagination__gap--narrow'} aria-hidden="true">…</li>
        ) : (
          <li key={entry.page} className={entry.narrow ? undefined : 'pagination__far'}>
            {entry.page === page ? (
              <a href={href(entry.page)} aria-current="page" aria-label={t('pagination.pageOf', { page: entry.page, pages })}>{entry.page}</a>
            ) : (
              <a href={href(entry.page)} aria-label={t('pagination.page', { page: entry.page })}>{entry.page}</a>
            )}
          </li>
        ))}
        {page < pages && (
          <li><a href={href(page + 1)} rel="next"><span className="pagination__word">{t('pagination.next')}</span><span aria-hidden="true">›</span></a></li>
        )}
      </ul>
    </nav>
  );
}
