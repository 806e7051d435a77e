// Records the terms of searches that found videos, for the suggester's keywords. It runs outside the page cache,
// so a search answered from the cache counts too: the search page states its total in a header kept with the page.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { normaliseSearchText } from '../http/params';
import { nowSeconds } from '../http/clock';
import { clientIp } from '../auth/accounts';
import { isPrintableTerm, searchVisitor, type SearchTermMessage } from '../stats/search-terms';

/** The search page's result count, stored with the cached page. */
export const SEARCH_TOTAL_HEADER = 'X-Search-Total';

export interface SearchTermsOptions {
  /** Where terms go (the SEARCHES queue in production). */
  queue: (env: AppEnv['Bindings']) => Queue<SearchTermMessage>;
}

export function recordSearchTerms(options: SearchTermsOptions): MiddlewareHandler<AppEnv> {
  return async function searchTermRecorder(c, next) {
    await next();
    // Only whole first pages: paging through the results of a search, or swapping them in place, is not another search.
    if (c.req.method !== 'GET' || c.res.status !== 200 || c.req.path !== '/search/1/' || c.get('htmxTarget')) return;
    if (Number(c.res.headers.get(SEARCH_TOTAL_HEADER) ?? 0) <= 0) return;
    const lang = c.get('lang');
    const term = normaliseSearchText(c.req.query('s') ?? '').toLocaleLowerCase(lang);
    if (!isPrintableTerm(term)) return;
    c.executionCtx.waitUntil((async () => {
      const message: SearchTermMessage = { term, lang, at: nowSeconds(), visitor: await searchVisitor(c.env.MEDIA_SECRET, clientIp(c)) };
      await options.queue(c.env).send(message);
    })().catch(() => undefined));
  };
}
