// What the malformed-input tests send and expect (tests/malformed-input.test.ts and tests/malformed-query-*.test.ts):
// hostile query values for every query name pages and calls read, and the rule every answer keeps.
import { describe, expect, it } from 'vitest';
import { get } from './helpers';

/** Query values pages and calls read, each tried with every hostile value. */
export const QUERY_NAMES = [
  's', 'c', 'search', 'back', 'ref', 'sort', 'duration', 'date', 'country', 'age', 'playlist', 'pl_page', 'start_time',
  'related_page', 'comments_page', 'video_id', 'token', 'fr', 'autostart', 'avatar', 'alphabet', 'page', 'params', 'code',
];
export const HOSTILE_VALUES = [
  '%00', '%0d%0a', '%ff', '%', '99999999999999999999', '-1', '1e308', 'a'.repeat(3000), '%E6%9D%B1'.repeat(100), '[]', '{}',
  '//evil.example/', '/%09/evil.example', '%5C%5Cevil.example', 'https://evil.example/',
];

/** One answer: below 500, JSON under /api/, and any Location a path of this site. */
export async function expectHandled(response: Response, label: string) {
  expect(response.status, label).toBeLessThan(500);
  const location = response.headers.get('Location');
  // A same-host path, or a path at one of the site's language hosts (the language selector).
  if (location !== null) expect(location, label).toMatch(/^(?:http:\/\/(?:[a-z]{2}\.)?localhost)?\/(?![/\\])[\x21-\x7e]*$/);
  if (new URL(label, 'http://x').pathname.startsWith('/api/') && response.status >= 400 && response.headers.get('Content-Type') !== 'image/gif') {
    expect(response.headers.get('Content-Type'), label).toMatch(/^application\/json/);
  }
  await response.arrayBuffer();
}

/** Runs the requests a few at a time. */
export async function each<T>(items: readonly T[], run: (item: T) => Promise<void>, parallel = 8) {
  for (let i = 0; i < items.length; i += parallel) await Promise.all(items.slice(i, i + parallel).map(run));
}

/** Each page (or call) answers every query name with every hostile value. */
export function describeHostileQueries(pages: readonly string[]): void {
  describe('hostile query values', () => {
    it.each(pages)('%s with every query name and hostile value', async (page) => {
      const urls = QUERY_NAMES.flatMap((name) => HOSTILE_VALUES.map((value) => `${page}?${name}=${value}`));
      await each(urls, async (url) => expectHandled(await get(url), url));
    });
  });
}
