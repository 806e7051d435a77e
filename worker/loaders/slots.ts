// Path slots the collection loaders' cache keys share with their API paths, and which loaded pages are kept.
import type { Page } from '../db/videos';

/** The thousand-bucket of an id in single-object paths: floor(id / 1000). */
export function bucketOf(id: number): number {
  return Math.floor(id / 1000);
}

/** The two buckets of single-video paths (video, related, comments): floor(id / 1,000,000) and floor(id / 1,000). */
export function videoBuckets(id: number): [number, number] {
  return [Math.floor(id / 1_000_000), Math.floor(id / 1_000)];
}

/** "{id}" for the first page of one object's list, "{id}.{page}" after it. */
export function idPageSlot(id: number, page: number): string {
  return page === 1 ? String(id) : `${id}.${page}`;
}

/** Page 1 is kept even when empty; a later page only when it has items, so pages past the end never fill the cache. */
export function keepPage(page: number) {
  return (result: Page<unknown>) => page === 1 || result.items.length > 0;
}
