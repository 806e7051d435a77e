// Which creative each ad zone shows in one view: the zone's main ad, or with the spec's one-in-ten chance a different one.
import type { AdCreative, AdPlacement, AdsConfig, AdZone } from '../config/ads';

/** Spec section 9: a one-in-ten chance of a different ad. */
export const ROTATION_CHANCE = 0.1;

/** A source of uniform numbers in [0, 1): Math.random in the worker, a seeded generator in tests. */
export type RandomSource = () => number;

/** The creative id each zone with a choice shows in this view; zones missing here show their main (first) creative. */
export type AdDraw = Readonly<Record<string, string>>;

/** The creative a zone shows in one view: the first (main) one, or with ROTATION_CHANCE one of the others, evenly. */
export function pickCreative(zone: AdZone, random: RandomSource): AdCreative {
  const others = zone.creatives.length - 1;
  if (others === 0 || random() >= ROTATION_CHANCE) return zone.creatives[0]!;
  return zone.creatives[1 + Math.min(others - 1, Math.floor(random() * others))]!;
}

/** One view's draw over every zone that has a choice to make. */
export function drawAds(config: AdsConfig, random: RandomSource): AdDraw {
  const draw: Record<string, string> = {};
  for (const zone of config.zones) {
    if (zone.creatives.length > 1) draw[zone.id] = pickCreative(zone, random).id;
  }
  return draw;
}

/**
 * The draw as a short stable text, naming only zones that drew a different ad ("-" for none): the page cache keys
 * pages by it, so each stored copy holds one draw and most views share the main ads' copy.
 */
export function drawKey(config: AdsConfig, draw: AdDraw): string {
  const different = config.zones.filter((zone) => draw[zone.id] !== undefined && draw[zone.id] !== zone.creatives[0]!.id);
  return different.map((zone) => `${zone.id}=${draw[zone.id]}`).join(',') || '-';
}

/** A zone in its place with the creative this view shows. */
export interface PlacedAd {
  zone: AdZone;
  creative: AdCreative;
}

/** The zones of a placement, in configured order, each with its creative of this draw. */
export function placeAds(config: AdsConfig, placement: AdPlacement, draw: AdDraw): PlacedAd[] {
  return config.zones
    .filter((zone) => zone.placement === placement)
    .map((zone) => ({ zone, creative: zone.creatives.find((c) => c.id === draw[zone.id]) ?? zone.creatives[0]! }));
}

/** The zone and creative a click names, or null when the configuration has no such pair. */
export function findCreative(config: AdsConfig, zoneId: string, creativeId: string): PlacedAd | null {
  const zone = config.zones.find((z) => z.id === zoneId);
  const creative = zone?.creatives.find((c) => c.id === creativeId);
  return zone && creative ? { zone, creative } : null;
}
