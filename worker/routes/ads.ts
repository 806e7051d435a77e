// /ads/click/{zone}/{creative}/: counts a click on an ad and sends the visitor on to the creative's configured target.
// Only configured pairs redirect (never an address from the request), so the route cannot serve as an open redirect.
import { Hono } from 'hono';
import * as z from 'zod';
import { findCreative } from '../ads/select';
import { adsConfig } from '../config/ads';
import { countAdClick } from '../db/ad-clicks';
import type { AppEnv } from '../env';
import { notFound } from '../http/params';

export const adRoutes = new Hono<AppEnv>();

const clickParams = z.object({ zone: z.string().max(40), creative: z.string().max(40) });

adRoutes.get('/ads/click/:zone/:creative/', (c) => {
  const params = clickParams.safeParse(c.req.param());
  const placed = params.success ? findCreative(adsConfig(c.env), params.data.zone, params.data.creative) : null;
  // Frames and scripts take their own clicks: only an image creative has a target here.
  if (!placed || placed.creative.kind !== 'image') notFound();
  const { zone, creative } = placed;
  const day = new Date().toISOString().slice(0, 10);
  // The visitor does not wait for the count; a count lost to a D1 failure never costs the visitor the redirect. A HEAD
  // (link checkers) is answered alike but is no click.
  if (c.req.method === 'GET') {
    c.executionCtx.waitUntil(countAdClick(c.env.DB, zone.id, creative.id, day).catch((error) => console.warn('ads: a click was not counted', error)));
  }
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  return c.redirect(creative.target, 302);
});
