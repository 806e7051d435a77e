// Which creative each ad zone shows in one view: the zone's main ad for the page's language, or with the spec's
// one-in-ten chance a different one of that language's list.
import type { Lang } from '../../locales';
import { zoneCreatives, type AdCreative, type AdPlacement, type AdsConfig, type AdZone } from '../config/ads-schema';
import type { RandomSource } from '../random';

/** Spec section 9: a one-in-ten chance of a different ad. */
export const ROTATION_CHANCE = 0.1;

/** A zone's creatives on a page in a language: that language's own list, else the zone's default one. */
export function creativesFor(zone: AdZone, lang: Lang): readonly AdCreative[] {
  return zone.langs?.[lang] ?? zone.creatives;
}

/** The creative one view shows of a list: the first (main) one, or with ROTATION_CHANCE one of the others, evenly. */
export function pickCreative(creatives: readonly AdCreative[], random: RandomSource): AdCreative {
  const others = creatives.length - 1;
  if (others === 0 || random() >= ROTATION_CHANCE) return creatives[0]!;
  return creatives[1 + Math.min(others - 1, Math.floor(random() * others))]!;
}

/** A zone in its place with the creative a view shows. */
export interface PlacedAd {
  zone: AdZone;
  creative: AdCreative;
}

/** One view's draw on a page in a language: the zones that show a different ad than their main one (most views: none). */
export function drawDifferentAds(config: AdsConfig, lang: Lang, random: RandomSource): PlacedAd[] {
  const different: PlacedAd[] = [];
  for (const zone of config.zones) {
    const creatives = creativesFor(zone, lang);
    if (creatives.length < 2) continue;
    const creative = pickCreative(creatives, random);
    if (creative !== creatives[0]) different.push({ zone, creative });
  }
  return different;
}

/** The zones of a placement, in configured order, each with its main creative in the page's language (pages are made, and stored, so). */
export function placeAds(config: AdsConfig, placement: AdPlacement, lang: Lang): PlacedAd[] {
  return config.zones.filter((zone) => zone.placement === placement).map((zone) => ({ zone, creative: creativesFor(zone, lang)[0]! }));
}

/** The zone and creative a click names, in any language's list, or null when the configuration has no such pair. */
export function findCreative(config: AdsConfig, zoneId: string, creativeId: string): PlacedAd | null {
  const zone = config.zones.find((z) => z.id === zoneId);
  const creative = zone && zoneCreatives(zone).find((c) => c.id === creativeId);
  return zone && creative ? { zone, creative } : null;
}
