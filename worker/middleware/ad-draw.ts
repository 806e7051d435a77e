// Draws the creative each ad zone shows in this view, before the page cache: the draw is part of the cached page's key
// (its variant), so a stored copy is shown only to views that drew the same ads, and the one-in-ten rotation holds per
// view for guests served from the cache as much as for members.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { adsConfig } from '../config/ads';
import { drawAds, placeAds, type PlacedAd, type RandomSource } from '../ads/select';
import type { AdPlacement } from '../config/ads';

export function adDraw(options: { random: RandomSource }): MiddlewareHandler<AppEnv> {
  return async function drawAdsForView(c, next) {
    c.set('adDraw', drawAds(adsConfig(c.env), options.random));
    await next();
  };
}

/** The zones of a placement with the creatives this view drew, for a page to render (views/parts/ad-slot.tsx). */
export function adsAt(c: Context<AppEnv>, placement: AdPlacement): PlacedAd[] {
  return placeAds(adsConfig(c.env), placement, c.get('adDraw') ?? {});
}
