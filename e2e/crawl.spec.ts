// A bounded breadth-first crawl from the home page as an anonymous visitor: every internal link answers below 400.
import { expect, test, type APIRequestContext } from '@playwright/test';

const MAX_URLS = 3_000;
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

/** Fetches each URL once (redirects followed), a few at a time, queueing the internal links of every HTML answer. */
async function crawl(request: APIRequestContext, origin: string): Promise<{ visited: number; broken: Broken[] }> {
  const linkedFrom = new Map<string, string>([['/', '(start)']]);
  const queue = ['/'];
  const broken: Broken[] = [];

  const visit = async (url: string) => {
    const response = await request.get(url, { headers: HEADERS, maxRedirects: 10, failOnStatusCode: false });
    if (response.status() >= 400) {
      broken.push({ url, status: response.status(), linkedFrom: linkedFrom.get(url)! });
      return;
    }
    const final = new URL(response.url());
    if (final.origin !== origin || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
    for (const href of hrefs(await response.text())) {
      const target = internalTarget(href, final.pathname + final.search, origin);
      if (target === null || linkedFrom.has(target) || linkedFrom.size >= MAX_URLS) continue;
      linkedFrom.set(target, url);
      queue.push(target);
    }
  };

  await new Promise<void>((done) => {
    let active = 0;
    const pump = () => {
      while (active < IN_FLIGHT && queue.length > 0) {
        const url = queue.shift()!;
        active += 1;
        visit(url)
          .catch((error: Error) => broken.push({ url, status: error.message.split('\n')[0]!, linkedFrom: linkedFrom.get(url)! }))
          .finally(() => {
            active -= 1;
            pump();
          });
      }
      if (active === 0 && queue.length === 0) done();
    };
    pump();
  });
  return { visited: linkedFrom.size, broken };
}

test('every internal link reached from the home page answers below 400', async ({ request, baseURL }) => {
  test.skip(test.info().project.name !== 'js-on', 'one crawl is enough: it reads HTML, not the page in a browser');
  test.setTimeout(180_000);
  const { visited, broken } = await crawl(request, new URL(baseURL!).origin);
  console.log(`crawled ${visited} URLs, ${broken.length} broken`);
  expect(broken.map((b) => `${b.status} ${b.url} (linked from ${b.linkedFrom})`)).toEqual([]);
});
