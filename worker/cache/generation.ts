// The catalogue's generation: a value in KV that moderation changes whenever what guests may see changes (an
// approval, a take-down, a deletion). Cached data and pages remember the generation they were made in and count as
// fresh only while it is current, so listings, search and pages follow a moderation action at once, while the
// entries themselves stay in place as the copies that answer a D1 outage.
import type { Bindings } from '../env';
import { DATA_MEMORY_SECONDS } from './policy';

const GENERATION_KEY = 'catalogue-generation';
/** Entries made before any moderation action carry no generation: they belong to this one. */
export const FIRST_GENERATION = '0';
/**
 * The shape of what cached loaders return. Raise it with any change to a cached row's fields (2: albums carry likes,
 * dislikes and comments_count, videos their subscription target; 3: videos their renditions, stream key and file
 * size, cards their height; 4: cards their image sizes and preview; 5: models, channels, members, albums and photos
 * their image sizes; 6: cards their sg_id, likes, dislikes, comments count and partner fields): a deploy then
 * counts every entry the code
 * before it made as stale, so no page renders an old row missing a field, while those entries still answer a D1
 * outage.
 */
const CACHED_SHAPE = 6;

/** The generation entries are made in: the stored one, within this code's cached shape. */
function withShape(stored: string): string {
  return `${stored}~${CACHED_SHAPE}`;
}

/** This isolate's copy, read again from KV after DATA_MEMORY_SECONDS (another isolate's change shows by then). */
let known: { value: string; until: number } | null = null;

export async function catalogueGeneration(env: Pick<Bindings, 'CACHE'>): Promise<string> {
  const now = Date.now();
  if (known && known.until > now) return known.value;
  const value = withShape((await env.CACHE.get(GENERATION_KEY)) ?? FIRST_GENERATION);
  known = { value, until: now + DATA_MEMORY_SECONDS * 1000 };
  return value;
}

/** Starts a new generation: every cached list and page is made again on its next request. */
export async function bumpCatalogueGeneration(env: Pick<Bindings, 'CACHE'>): Promise<void> {
  const value = `${Date.now().toString(36)}.${crypto.randomUUID().slice(0, 8)}`;
  await env.CACHE.put(GENERATION_KEY, value);
  known = { value: withShape(value), until: Date.now() + DATA_MEMORY_SECONDS * 1000 };
}
