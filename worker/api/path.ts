// Path grammar shared by the JSON read endpoints: variant and lifetime, ids, pages, buckets, slot files.
import * as z from 'zod';
import { LIFETIMES, type Endpoint } from '../cache/policy';
import { MAX_PAGE } from '../config/limits';
import { bucketOf, videoBuckets } from '../loaders/slots';

export const MAX_ID = 2 ** 31;

export const positiveInt = (max: number) =>
  z.string().regex(/^[1-9][0-9]{0,9}$/).transform(Number).pipe(z.number().max(max));
export const idSlot = positiveInt(MAX_ID);
export const pageSlot = positiveInt(MAX_PAGE);

/** Whether "{million}/{thousand}" (video, related and comments paths) are the buckets of `id`; others are a 404. */
export function hasVideoBuckets(id: number, million: string, thousand: string): boolean {
  const [m, t] = videoBuckets(id);
  return million === String(m) && thousand === String(t);
}

/** The route pattern of the last path segment: dot-separated slots ending in ".json". */
export const SLOTS_FILE = ':slots{[^/]+\\.json}';

/** The dot-separated slots of a "{a}.{b}.json" segment matched by SLOTS_FILE. */
export function fileSlots(file: string): string[] {
  return file.slice(0, -'.json'.length).split('.');
}

/**
 * The answer's lifetime: the spec's own under /api/json/, 0 under /api/jsond/ (the no-cache twin);
 * null for any other pairing, which the handlers refuse.
 */
export function variantLifetime(endpoint: Endpoint, variant: string, lifetime: string): number | null {
  if (variant === 'json' && lifetime === String(LIFETIMES[endpoint])) return LIFETIMES[endpoint];
  if (variant === 'jsond' && lifetime === '0') return 0;
  return null;
}

/**
 * "{id}" (first page) or "{id}.{page}" with page 2 or more: the last slots of the single-object endpoints
 * whose lists have pages (playlist, member). "{id}.1" is refused so each page has one address.
 */
export function idPageSlots(slots: readonly string[], bucket: string): { id: number; page: number } | null {
  const id = idSlot.safeParse(slots[0]);
  if (!id.success || bucket !== String(bucketOf(id.data))) return null;
  if (slots.length === 1) return { id: id.data, page: 1 };
  const page = pageSlot.safeParse(slots[1]);
  return slots.length === 2 && page.success && page.data > 1 ? { id: id.data, page: page.data } : null;
}
