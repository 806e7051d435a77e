// Navigation analytics (spec section 2): every page view, htmx navigations included, is reported with the campaign its
// query names (`campaign` or `camp`), and the campaign is remembered for the visit (worker/stats/campaigns.ts). It runs
// before the page cache, so pages the cache answers count too, and sets its cookie once the cache has stored or
// answered the page: the cache never keeps the cookie, and its hits still set it.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { reportEvent } from '../stats/analytics';
import { queryCampaign, rememberCampaign, rememberedCampaign } from '../stats/campaigns';

export interface CampaignOptions {
  /** Path prefixes whose HTML is no navigation of the site's visitors (the operator console, the player in other sites). */
  exclude: readonly string[];
}

/**
 * A page view: a GET answered 200 with HTML, a whole page or the fragment an htmx navigation swaps in. Redirects,
 * errors, HEAD, JSON (the API), media, feeds, sitemaps and form posts are not; static assets never reach the worker.
 */
function isPageView(c: Context<AppEnv>, exclude: readonly string[]): boolean {
  return (
    c.req.method === 'GET' && c.res.status === 200 && (c.res.headers.get('Content-Type') ?? '').startsWith('text/html') &&
    !exclude.some((prefix) => c.req.path.startsWith(prefix))
  );
}

export function campaign(options: CampaignOptions): MiddlewareHandler<AppEnv> {
  return async function campaignAnalytics(c, next) {
    const tagged = queryCampaign(c);
    // A new tag replaces the one the visit remembers.
    const attributed = tagged ?? rememberedCampaign(c);
    c.set('campaign', attributed);
    await next();
    if (!isPageView(c, options.exclude)) return;
    reportEvent(c, 'page', tagged);
    // Every page view keeps the campaign for the visit's next 30 minutes.
    if (attributed) rememberCampaign(c, attributed);
  };
}
