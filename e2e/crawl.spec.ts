// A bounded, deterministic breadth-first crawl from the home page as an anonymous visitor: every kind of internal link
// answers below 400. Links are taken level by level in the order pages show them, at most PER_SHAPE of each shape (the
// path with its numbers and entity names as wildcards, and its query's names: every sort, tab and filter is a shape
// of its own), so every route the pages lead to is reached with a few instances each, and the same links are visited
// on every run however fast the machine is.
import { expect, test, type APIRequestContext } from '@playwright/test';

const PER_SHAPE = 3;
const MAX_URLS = 1_000;
const IN_FLIGHT = 4;
const HEADERS = { Cookie: '_agev=1; cookie_notice=1', 'CF-IPCountry': 'JP' };
/**
 * Not pages to follow: the JSON API, signed media, preference and logout links (they set cookies), one-shot download
 * tokens, and ad clicks (they count, then lead off-site; robots.txt keeps crawlers out of them).
 */
const SKIPPED = [/^\/api\//, /^\/media\//, /^\/prefs\//, /^\/logout\//, /^\/download\/file\//, /^\/ads\//];

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** The href values of an HTML page, entities decoded. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]!.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]!));
}

/** The crawl key of a link found on a page (path and query, fragment dropped), or null when it is not followed. */
function internalTarget(href: string, page: string, origin: string): string | null {
  if (href === '' || href.startsWith('#')) return null;
  const url = new URL(href, new URL(page, origin));
  if (url.origin !== origin) return null;
  const target = url.pathname + url.search;
  return SKIPPED.some((pattern) => pattern.test(url.pathname)) ? null : target;
}

interface Broken {
  url: string;
  status: number | string;
  linkedFrom: string;
}

/** Segments that follow these name an entity (a category, model or channel), not a route. */
const NAMED = new Set(['categories', 'channel', 'model']);

/** What a link is an instance of: its path with numbers and entity names as wildcards, and its query's names. */
function shapeOf(target: string): string {
  const url = new URL(target, 'http://shape.invalid');
  const segments = url.pathname.split('/').filter(Boolean);
  const path = segments.map((segment, i) => {
    if (/^\d+$/.test(segment)) return '#';
    const before = segments[i - 1] ?? '';
    // A slug after an id (/videos/1/slug/) is a name too; a member's tab is not.
    return NAMED.has(before) || (/^\d+$/.test(before) && segments[0] !== 'members') ? '*' : segment;
  });
  return `/${path.join('/')}?${[...url.searchParams.keys()].sort().join('&')}`;
}

/** Runs `task` over `items`, a few at a time, answers in the items' order. */
async function inTurns<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return results;
}

/** Fetches each chosen URL once (redirects followed), level by level, choosing among the internal links of every HTML answer. */
async function crawl(request: APIRequestContext, origin: string): Promise<{ visited: number; shapes: number; broken: Broken[] }> {
  const linkedFrom = new Map<string, string>([['/', '(start)']]);
  const perShape = new Map<string, number>([[shapeOf('/'), 1]]);
  const broken: Broken[] = [];

  /** The page's internal links, or none when it is broken or not HTML. */
  const visit = async (url: string): Promise<string[]> => {
    const response = await request.get(url, { headers: HEADERS, maxRedirects: 10, failOnStatusCode: false });
    if (response.status() >= 400) {
      broken.push({ url, status: response.status(), linkedFrom: linkedFrom.get(url)! });
      return [];
    }
    const final = new URL(response.url());
    if (final.origin !== origin || !(response.headers()['content-type'] ?? '').includes('text/html')) return [];
    return hrefs(await response.text()).flatMap((href) => internalTarget(href, final.pathname + final.search, origin) ?? []);
  };

  let level = ['/'];
  while (level.length > 0) {
    const found = await inTurns(level, (url) => visit(url).catch((error: Error) => {
      broken.push({ url, status: error.message.split('\n')[0]!, linkedFrom: linkedFrom.get(url)! });
      return [];
    }));
    const next: string[] = [];
    found.forEach((targets, index) => {
      for (const target of targets) {
        const shape = shapeOf(target);
        if (linkedFrom.has(target) || (perShape.get(shape) ?? 0) >= PER_SHAPE || linkedFrom.size >= MAX_URLS) continue;
        perShape.set(shape, (perShape.get(shape) ?? 0) + 1);
        linkedFrom.set(target, level[index]!);
        next.push(target);
      }
    });
    level = next;
  }
  return { visited: linkedFrom.size, shapes: perShape.size, broken };
}

test('every internal link reached from the home page answers below 400', async ({ request, baseURL }) => {
  test.skip(test.info().project.name !== 'js-on', 'one crawl is enough: it reads HTML, not the page in a browser');
  const { visited, shapes, broken } = await crawl(request, new URL(baseURL!).origin);
  console.log(`crawled ${visited} URLs of ${shapes} shapes, ${broken.length} broken`);
  expect(broken.map((b) => `${b.status} ${b.url} (linked from ${b.linkedFrom})`)).toEqual([]);
});
