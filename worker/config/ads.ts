// Ad zones of this site (spec sections 1 and 9): the demo zones, or the operator's from the optional ADS variable.
import * as z from 'zod';
import type { Bindings } from '../env';

/** Where a zone's slot stands: above listing grids, under the player, in the watch page's side column, on a channel. */
export const AD_PLACEMENTS = ['listing', 'under-player', 'watch-suggested', 'channel'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/** Spec section 9: banners are 728x90 on desktop and 320x100 on phones; 285x165 for a channel. */
export const AD_SIZES = {
  banner: { width: 728, height: 90 },
  mobileBanner: { width: 320, height: 100 },
  channel: { width: 285, height: 165 },
} as const;

const id = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/);
const size = z.object({ width: z.number().int().min(1).max(2000), height: z.number().int().min(1).max(2000) });
/** Our own files only: the CSP's img-src allows 'self' and nothing else. */
const ownPath = z.string().regex(/^\/[A-Za-z0-9]/);
const webUrl = z.url({ protocol: /^https?$/ });
/** Third-party code and frames come only over HTTPS. */
const secureUrl = z.url({ protocol: /^https$/ });

const creative = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('image'),
    id,
    /** The picture at the zone's desktop size, and at its mobile size when that differs. */
    image: z.object({ desktop: ownPath, mobile: ownPath.optional() }),
    alt: z.string().min(1).max(200),
    /** Where a click lands, after /ads/click/{zone}/{creative}/ has counted it. */
    target: webUrl,
  }),
  z.object({ kind: z.literal('iframe'), id, src: secureUrl, title: z.string().min(1).max(200) }),
  z.object({ kind: z.literal('script'), id, src: secureUrl }),
]);

const zone = z
  .object({
    id,
    placement: z.enum(AD_PLACEMENTS),
    sizes: z.object({ desktop: size, mobile: size.optional() }),
    /** The first is the zone's main ad; the others are the different ads a view may draw (worker/ads/select.ts). */
    creatives: z.array(creative).min(1).max(20),
  })
  .refine((value) => new Set(value.creatives.map((each) => each.id)).size === value.creatives.length, 'creative ids repeat');

export const adsConfigSchema = z.object({ zones: z.array(zone).max(20) })
  .refine((value) => new Set(value.zones.map((each) => each.id)).size === value.zones.length, 'zone ids repeat');

export type AdsConfig = z.infer<typeof adsConfigSchema>;
export type AdZone = AdsConfig['zones'][number];
export type AdCreative = AdZone['creatives'][number];

const banner = { desktop: AD_SIZES.banner, mobile: AD_SIZES.mobileBanner };

/** Demo creatives: neutral generated pictures in static/img/ads/, links to example domains. */
function demoImage(name: string, alt: string, sizes: 'banner' | 'channel') {
  const image = sizes === 'banner'
    ? { desktop: `/img/ads/${name}-728x90.svg`, mobile: `/img/ads/${name}-320x100.svg` }
    : { desktop: `/img/ads/${name}-285x165.svg` };
  return { kind: 'image' as const, id: name, image, alt, target: `https://${name}.example/?ref=asiatube` };
}

export const DEMO_ADS: AdsConfig = {
  zones: [
    { id: 'listing-top', placement: 'listing', sizes: banner, creatives: [demoImage('kitchen', 'Bright Kitchen: cookware sale', 'banner')] },
    {
      id: 'under-player',
      placement: 'under-player',
      sizes: banner,
      creatives: [demoImage('travel', 'Horizon Travel: travel deals', 'banner'), demoImage('books', 'Northwind Books: read more this winter', 'banner')],
    },
    { id: 'suggested-1', placement: 'watch-suggested', sizes: { desktop: AD_SIZES.channel }, creatives: [demoImage('garden', 'Green Garden: plants for every room', 'channel')] },
    { id: 'suggested-2', placement: 'watch-suggested', sizes: { desktop: AD_SIZES.channel }, creatives: [demoImage('fitness', 'Daily Fitness: classes near you', 'channel')] },
    { id: 'channel', placement: 'channel', sizes: { desktop: AD_SIZES.channel }, creatives: [demoImage('garden', 'Green Garden: plants for every room', 'channel')] },
  ],
};

const NO_ADS: AdsConfig = { zones: [] };

/** An invalid value shows no ads at all (and logs why) rather than taking pages down or showing the demo's example ads. */
function parseAds(source: unknown): AdsConfig {
  let json = source;
  if (typeof source === 'string') {
    try {
      json = JSON.parse(source);
    } catch {
      console.error('ADS is not JSON; no ads are shown');
      return NO_ADS;
    }
  }
  const result = adsConfigSchema.safeParse(json);
  if (result.success) return result.data;
  console.error(`ADS is not a valid ad configuration; no ads are shown\n${z.prettifyError(result.error)}`);
  return NO_ADS;
}

/** The configuration parsed from the last ADS value seen: the variable is the same for every request of an isolate. */
let parsed: { source: unknown; config: AdsConfig } | null = null;

/** The zones of this deployment: the demo zones when ADS is unset or blank, else the operator's (JSON text or a table). */
export function adsConfig(env: Pick<Bindings, 'ADS'>): AdsConfig {
  const source = typeof env.ADS === 'string' ? env.ADS.trim() : env.ADS;
  if (source === undefined || source === '') return DEMO_ADS;
  if (parsed?.source !== source) parsed = { source, config: parseAds(source) };
  return parsed.config;
}

/** The third-party origins the configured creatives load from, per CSP directive: frames and scripts. */
export function adOrigins(config: AdsConfig): { frame: string[]; script: string[] } {
  const frame = new Set<string>();
  const script = new Set<string>();
  for (const creative of config.zones.flatMap((zone) => zone.creatives)) {
    if (creative.kind === 'iframe') frame.add(new URL(creative.src).origin);
    if (creative.kind === 'script') script.add(new URL(creative.src).origin);
  }
  return { frame: [...frame], script: [...script] };
}
