// What a site's ad zones are (spec sections 1 and 9), as its site file or the ADS variable gives them: a zone may give
// a page language its own creatives, and the premium card its own offer per page language.
import * as z from 'zod';
import { LANGS, type Lang } from '../../locales';

/** Where a zone's slot stands: above listing grids, under the player, in the watch page's side column, on a channel. */
export const AD_PLACEMENTS = ['listing', 'under-player', 'watch-suggested', 'channel'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

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

/** The first is the zone's main ad; the others are the different ads a view may draw (worker/ads/select.ts). */
const creatives = z.array(creative).min(1).max(20);

/** Something given per page language: only the site's languages, each optional (the others take the default). */
const perLanguage = <T extends z.ZodType>(value: T) => z.partialRecord(z.enum(LANGS), value);

const zone = z
  .object({
    id,
    placement: z.enum(AD_PLACEMENTS),
    sizes: z.object({ desktop: size, mobile: size.optional() }),
    /** The zone's creatives on pages in any language without its own list. */
    creatives,
    /** A page language's own creatives, in place of the default list (same sizes, same rotation). */
    langs: perLanguage(creatives).optional(),
  })
  // Clicks are counted per zone and creative id, whatever the language: an id names one creative in the whole zone.
  .refine((value) => {
    const ids = zoneCreatives(value).map((each) => each.id);
    return new Set(ids).size === ids.length;
  }, 'creative ids repeat');

/** The premium card's offer (views/parts/premium-offer.tsx): its words and where its button leads. */
const premiumOffer = z.object({
  title: z.string().min(1).max(80),
  text: z.string().min(1).max(300),
  cta: z.string().min(1).max(40),
  target: webUrl,
});

/** Unset, the card shows the site's own words (locales) and SITE.premiumOfferUrl. */
const premium = z.object({ offer: premiumOffer.optional(), langs: perLanguage(premiumOffer).optional() });

export const adsConfigSchema = z.object({ zones: z.array(zone).max(20), premium: premium.optional() })
  .refine((value) => new Set(value.zones.map((each) => each.id)).size === value.zones.length, 'zone ids repeat');

export type AdsConfig = z.infer<typeof adsConfigSchema>;
export type AdZone = AdsConfig['zones'][number];
export type AdCreative = z.infer<typeof creative>;

/** Every creative of a zone: the default list, then each language's. */
export function zoneCreatives(zone: { creatives: AdCreative[]; langs?: Partial<Record<Lang, AdCreative[]>> }): AdCreative[] {
  return [...zone.creatives, ...Object.values(zone.langs ?? {}).flat()];
}
