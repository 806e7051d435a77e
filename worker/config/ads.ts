// Ad zones of this site (spec sections 1 and 9): the demo zones, or the operator's from the optional ADS variable. A
// zone may give a page language its own creatives, and the premium card its own offer per page language.
import * as z from 'zod';
import { LANGS, type Lang } from '../../locales';
import type { Bindings } from '../env';
import { jsonVariable } from './json-variable';

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

const banner = { desktop: AD_SIZES.banner, mobile: AD_SIZES.mobileBanner };

/**
 * Demo creatives: neutral generated pictures in static/img/ads/, links to example domains. A language's variant
 * ({name}-{lang}) has its picture and words in that language and leads to the advertiser's page in it.
 */
function demoImage(name: string, alt: string, sizes: 'banner' | 'channel', lang?: Lang) {
  const file = lang ? `${name}-${lang}` : name;
  const image = sizes === 'banner'
    ? { desktop: `/img/ads/${file}-728x90.svg`, mobile: `/img/ads/${file}-320x100.svg` }
    : { desktop: `/img/ads/${file}-285x165.svg` };
  return { kind: 'image' as const, id: file, image, alt, target: `https://${name}.example/${lang ? `${lang}/` : ''}?ref=asiatube` };
}

/** The demo advertisers' words: English by default, and Japanese, Russian and German creatives of their own. */
const DEMO_ALT = {
  kitchen: { en: 'Bright Kitchen: cookware sale', ja: 'ブライトキッチン：調理器具セール', ru: 'Светлая кухня: распродажа посуды', de: 'Helle Küche: Kochgeschirr im Angebot' },
  travel: { en: 'Horizon Travel: travel deals', ja: 'ホライズン・トラベル：お得な旅行プラン', ru: 'Горизонт Тур: выгодные путешествия', de: 'Horizont Reisen: Reiseangebote' },
  books: { en: 'Northwind Books: read more this winter', ja: 'ノースウィンド書店：この冬はもっと読書を', ru: 'Книги «Норд»: читайте больше этой зимой', de: 'Nordwind Bücher: diesen Winter mehr lesen' },
  garden: { en: 'Green Garden: plants for every room', ja: 'グリーンガーデン：どの部屋にも植物を', ru: 'Зелёный сад: растения для дома', de: 'Grüner Garten: Pflanzen für jeden Raum' },
  fitness: { en: 'Daily Fitness: classes near you', ja: 'デイリーフィットネス：近くのクラスを探そう', ru: 'Твой фитнес: занятия рядом с вами', de: 'Fitness täglich: Kurse in Ihrer Nähe' },
} as const;
const DEMO_LANGS = ['ja', 'ru', 'de'] as const;

/** A demo zone's creatives (the first its main ad), by default and in each demo language. */
function demoZone(id: string, placement: AdPlacement, sizes: 'banner' | 'channel', names: (keyof typeof DEMO_ALT)[]): AdZone {
  const list = (lang?: (typeof DEMO_LANGS)[number]) => names.map((name) => demoImage(name, DEMO_ALT[name][lang ?? 'en'], sizes, lang));
  return {
    id, placement, sizes: sizes === 'banner' ? banner : { desktop: AD_SIZES.channel },
    creatives: list(),
    langs: Object.fromEntries(DEMO_LANGS.map((lang) => [lang, list(lang)])),
  };
}

export const DEMO_ADS: AdsConfig = {
  zones: [
    demoZone('listing-top', 'listing', 'banner', ['kitchen']),
    demoZone('under-player', 'under-player', 'banner', ['travel', 'books']),
    demoZone('suggested-1', 'watch-suggested', 'channel', ['garden']),
    demoZone('suggested-2', 'watch-suggested', 'channel', ['fitness']),
    demoZone('channel', 'channel', 'channel', ['garden']),
  ],
  // Other languages keep the site's own words for the card (locales) and its one offer page (SITE.premiumOfferUrl).
  premium: {
    langs: {
      ja: { title: 'プレミアム初月75%オフ', text: '広告なしのHD画質、ダウンロードし放題、日本語サポート付き。割引はこれから1時間限定です。', cta: 'プレミアムを始める', target: 'https://partner-premium.example/ja/join?ref=asiatube' },
      ru: { title: 'Премиум: первый месяц со скидкой 75%', text: 'HD без рекламы, безлимитные загрузки и поддержка на русском. Скидка закреплена за вами на один час.', cta: 'Оформить Премиум', target: 'https://partner-premium.example/ru/join?ref=asiatube' },
      de: { title: 'Premium: erster Monat 75\u00a0% günstiger', text: 'HD ohne Werbung, unbegrenzte Downloads und Support auf Deutsch. Ihr Rabatt gilt eine Stunde lang.', cta: 'Premium starten', target: 'https://partner-premium.example/de/join?ref=asiatube' },
    },
  },
};

const NO_ADS: AdsConfig = { zones: [] };

/** An invalid value shows no ads at all (and logs why) rather than taking pages down or showing the demo's example ads. */
const readAds = jsonVariable('ADS', adsConfigSchema, { unset: DEMO_ADS, invalid: NO_ADS });

/** The zones of this deployment: the demo zones when ADS is unset or blank, else the operator's (JSON text or a table). */
export function adsConfig(env: Pick<Bindings, 'ADS'>): AdsConfig {
  return readAds(env.ADS);
}

/** The third-party origins the configured creatives load from, per CSP directive: frames and scripts. */
export function adOrigins(config: AdsConfig): { frame: string[]; script: string[] } {
  const frame = new Set<string>();
  const script = new Set<string>();
  for (const creative of config.zones.flatMap(zoneCreatives)) {
    if (creative.kind === 'iframe') frame.add(new URL(creative.src).origin);
    if (creative.kind === 'script') script.add(new URL(creative.src).origin);
  }
  return { frame: [...frame], script: [...script] };
}
