// Partner promo feeds (spec sections 3 and 7): arrays of { url, thumb, title, video_id, dir } kept in R2 under
// tf/videos.{id}.json, served as they are at /static/tf/videos.{id}.json and picked from for the watch page's sliders.
import * as z from 'zod';
import { DATA_MEMORY_SECONDS } from '../cache/policy';
import type { RandomSource } from '../random';

/** A feed's id as it appears in its file name. */
export const FEED_ID = /^[a-z0-9-]{1,40}$/;

export function partnerFeedKey(id: string): string {
  return `tf/videos.${id}.json`;
}

const partnerItem = z.object({
  // Links leave the site: only web addresses, never javascript: or data:.
  url: z.url({ protocol: /^https?$/ }),
  // Our own media path or a partner's https image.
  thumb: z.string().regex(/^(?:\/(?!\/)|https:\/\/)[^\s"'<>]{1,500}$/),
  title: z.string().trim().min(1).max(200),
  video_id: z.number().int().positive(),
  dir: z.string().min(1).max(200),
});

export type PartnerItem = z.infer<typeof partnerItem>;

/** A whole feed is refused when any item is malformed: a partner sending broken data gets no slider, not half of one. */
export const partnerFeedSchema = z.array(partnerItem).max(2000);

/** `count` distinct items in random order (a partial Fisher-Yates shuffle); all of them, shuffled, when fewer. */
export function pickPartnerItems<T>(items: readonly T[], count: number, random: RandomSource): T[] {
  const pool = [...items];
  const picked = Math.min(count, pool.length);
  for (let i = 0; i < picked; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, picked);
}

/** The link with the site's source value in its query; the link's own parameters are kept. */
export function withSource(url: string, source: { param: string; value: string }): string {
  const link = new URL(url);
  link.searchParams.set(source.param, source.value);
  return link.href;
}

/**
 * Each bucket's feeds as this isolate last parsed them, with the R2 object's ETag and when R2 was last asked: within
 * DATA_MEMORY_SECONDS the parsed copy answers without a round trip (a change shows within seconds, as the data cache's
 * own memory tier allows), after that an unchanged feed is asked for without its body and not parsed again. Every
 * watch page reads two feeds, and members' pages are never cached whole.
 */
const parsedFeeds = new WeakMap<R2Bucket, Map<string, { etag: string; items: PartnerItem[] | null; checked: number }>>();

/** The feed's items, one per link, or null when it is missing, unreadable or not a valid feed. */
export async function readPartnerFeed(media: R2Bucket, id: string, now = Date.now()): Promise<PartnerItem[] | null> {
  try {
    let feeds = parsedFeeds.get(media);
    if (!feeds) parsedFeeds.set(media, (feeds = new Map()));
    const known = feeds.get(id);
    if (known && now - known.checked < DATA_MEMORY_SECONDS * 1000) return known.items;
    const object = await media.get(partnerFeedKey(id), known ? { onlyIf: { etagDoesNotMatch: known.etag } } : {});
    if (!object) {
      feeds.delete(id);
      return null;
    }
    // The precondition failed: the feed is the one parsed last time.
    if (!('body' in object) && known) {
      known.checked = now;
      return known.items;
    }
    const parsed = partnerFeedSchema.safeParse(JSON.parse(await (object as R2ObjectBody).text()));
    // The same link twice would show the same video twice in a slider.
    const items = parsed.success ? [...new Map(parsed.data.map((item) => [item.url, item])).values()] : null;
    feeds.set(id, { etag: object.etag, items, checked: now });
    return items;
  } catch (error) {
    // Partner content never takes the watch page down: a broken feed or an R2 hiccup only leaves its slider out.
    console.warn(`partner feed ${id} unreadable`, error);
    return null;
  }
}
