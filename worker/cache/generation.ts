// The catalogue's generation: a value in KV that moderation changes whenever what guests may see changes (an
// approval, a take-down, a deletion). Cached data and pages remember the generation they were made in and count as
// fresh only while it is current, so listings, search and pages follow a moderation action at once, while the
// entries themselves stay in place as the copies that answer a D1 outage.
import type { Bindings } from '../env';
import { DATA_MEMORY_SECONDS } from './policy';

const GENERATION_KEY = 'catalogue-generation';
/** Entries made before any moderation action carry no generation: they belong to this one. */
export const FIRST_GENERATION = '0';

/** This isolate's copy, read again from KV after DATA_MEMORY_SECONDS (another isolate's change shows by then). */
let known: { value: string; until: number } | null = null;

export async function catalogueGeneration(env: Pick<Bindings, 'CACHE'>): Promise<string> {
  const now = Date.now();
  if (known && known.until > now) return known.value;
  const value = (await env.CACHE.get(GENERATION_KEY)) ?? FIRST_GENERATION;
  known = { value, until: now + DATA_MEMORY_SECONDS * 1000 };
  return value;
}

/** Starts a new generation: every cached list and page is made again on its next request. */
export async function bumpCatalogueGeneration(env: Pick<Bindings, 'CACHE'>): Promise<void> {
  const value = `${Date.now().toString(36)}.${crypto.randomUUID().slice(0, 8)}`;
  await env.CACHE.put(GENERATION_KEY, value);
  known = { value, until: Date.now() + DATA_MEMORY_SECONDS * 1000 };
}
