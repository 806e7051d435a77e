// Which creative each ad zone shows in one view: the zone's main ad, or with the spec's one-in-ten chance a different one.
import type { AdCreative, AdPlacement, AdsConfig, AdZone } from '../config/ads';
import type { RandomSource } from '../random';

/** Spec section 9: a one-in-ten chance of a different ad. */
export const ROTATION_CHANCE = 0.1;

/** The creative a zone shows in one view: the first (main) one, or with ROTATION_CHANCE one of the others, evenly. */
export function pickCreative(zone: AdZone, random: RandomSource): AdCreative {
  const others = zone.creatives.length - 1;
  if (others === 0 || random() >= ROTATION_CHANCE) return zone.creatives[0]!;
  return zone.creatives[1 + Math.min(others - 1, Math.floor(random() * others))]!;
}

/** A zone in its place with the creative a view shows. */
export interface PlacedAd {
  zone: AdZone;
  creative: AdCreative;
}

/** One view's draw: the zones that show a different ad than their main one this time (most views: none). */
export function drawDifferentAds(config: AdsConfig, random: RandomSource): PlacedAd[] {
  const different: PlacedAd[] = [];
  for (const zone of config.zones) {
    if (zone.creatives.length < 2) continue;
    const creative = pickCreative(zone, random);
    if (creative !== zone.creatives[0]) different.push({ zone, creative });
  }
  return different;
}

/** The zones of a placement, in configured order, each with its main creative (pages are made, and stored, so). */
export function placeAds(config: AdsConfig, placement: AdPlacement): PlacedAd[] {
  return config.zones.filter((zone) => zone.placement === placement).map((zone) => ({ zone, creative: zone.creatives[0]! }));
}

/** The zone and creative a click names, or null when the configuration has no such pair. */
export function findCreative(config: AdsConfig, zoneId: string, creativeId: string): PlacedAd | null {
  const zone = config.zones.find((z) => z.id === zoneId);
  const creative = zone?.creatives.find((c) => c.id === creativeId);
  return zone && creative ? { zone, creative } : null;
}
