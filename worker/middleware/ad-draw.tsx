// Draws the creative each ad zone shows in this view (spec section 9: a one-in-ten chance of a different ad) and shows
// it. Pages are made, and stored by the page cache, with every zone's main ad in the page's language (a stored copy is
// per language, and the draw is from that language's creatives); a view that drew a different one gets that slot
// replaced as the page streams out, so one stored copy serves every draw and a cached page rotates like a fresh one.
// It wraps the page cache (registered before it) and answers htmx fragments the same way.
import type { Context, MiddlewareHandler } from 'hono';
import { renderToString } from 'react-dom/server';
import type { AppEnv } from '../env';
import { adsConfig } from '../config/ads';
import type { AdPlacement } from '../config/ads-schema';
import { drawDifferentAds, placeAds, type PlacedAd } from '../ads/select';
import type { RandomSource } from '../random';
import { AdSlot } from '../../views/parts/ad-slot';

export function adDraw(options: { random: RandomSource }): MiddlewareHandler<AppEnv> {
  return async function drawAdsForView(c, next) {
    await next();
    if (!(c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) return;
    const different = drawDifferentAds(adsConfig(c.env), c.get('lang'), options.random);
    if (different.length === 0) return;
    const t = c.get('t');
    const rewriter = different.reduce(
      (each, ad) => each.on(`[data-ad-zone="${ad.zone.id}"]`, { element: (slot) => void slot.replace(renderToString(<AdSlot t={t} ad={ad} />), { html: true }) }),
      new HTMLRewriter(),
    );
    const page = rewriter.transform(c.res);
    const headers = new Headers(page.headers);
    headers.delete('Content-Length');
    // Unset first: Hono would otherwise merge the old answer's headers (its length among them) into the new one.
    c.res = undefined;
    c.res = new Response(page.body, { status: page.status, statusText: page.statusText, headers });
  };
}

/** The zones of a placement with their main creatives in the page's language, for a page to render (views/parts/ad-slot.tsx). */
export function adsAt(c: Context<AppEnv>, placement: AdPlacement): PlacedAd[] {
  return placeAds(adsConfig(c.env), placement, c.get('lang'));
}
