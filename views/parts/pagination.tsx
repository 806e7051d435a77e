// Pagination as plain links (rel prev/next) over a window of pages around the current one; with htmx the links
// swap only the element that holds the list and push the new URL.
import type { Translate } from '../../locales';
import { MAX_PAGE } from '../../worker/config/limits';

export interface PaginationProps {
  page: number;
  total: number;
  perPage: number;
  /** Builds the URL of a page number. */
  href: (page: number) => string;
  window: number;
  t: Translate;
  /** Id of the element holding the list and this pagination: with htmx, a page link swaps only it. */
  swapTarget?: string;
}

/** htmx 4 boost settings (HCON) inherited by the page links: fetch the page, take the list element, swap it in place. */
export function swapInPlace(id: string): Record<string, string> {
  return { 'hx-boost:inherited': `target:#${id} select:#${id} swap:'outerHTML show:top showTarget:#${id}'` };
}

/** Pages of a list, never past the deepest page a listing accepts. */
export function pageCount(total: number, perPage: number): number {
  return Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / perPage)));
}

export function Pagination({ page, total, perPage, href, window, t, swapTarget }: PaginationProps) {
  const pages = pageCount(total, perPage);
  if (pages <= 1) return null;
  const first = Math.max(1, Math.min(page - Math.floor(window / 2), pages - window + 1));
  const last = Math.min(pages, first + window - 1);
  const numbers = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return (
    <nav className="pagination" aria-label={t('pagination.label')} {...(swapTarget ? swapInPlace(swapTarget) : {})}>
      <ul>
        {page > 1 && (
          <li><a href={href(page - 1)} rel="prev">{t('pagination.prev')}</a></li>
        )}
        {numbers.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" aria-label={t('pagination.pageOf', { page: n, pages })}>{n}</span>
            ) : (
              <a href={href(n)} aria-label={t('pagination.page', { page: n })}>{n}</a>
            )}
          </li>
        ))}
        {page < pages && (
          <li><a href={href(page + 1)} rel="next">{t('pagination.next')}</a></li>
        )}
      </ul>
    </nav>
  );
}
