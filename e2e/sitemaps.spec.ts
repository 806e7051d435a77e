// The running site's robots.txt, sitemap index and every sitemap file, validated in Node against the sitemap schemas
// (e2e/sitemap-schemas.ts), on the default host and a language host; feeds parse; the human sitemap page works with
// JavaScript on and off.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, skipOverlays } from './fixtures';
import { sitemapFileErrors, sitemapIndexErrors, wellFormednessErrors } from './sitemap-schemas';

const HEADERS = { 'CF-IPCountry': 'JP' };

/** The addresses of a document's loc elements. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

async function text(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: HEADERS });
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** A language host's document, through the browser: Chromium resolves *.localhost, Node's resolver does not. */
async function fromHost(page: Page, url: string): Promise<string> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  return response!.text();
}

test.describe('XML documents', () => {
  // Documents, not pages: one project checks them.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the same bytes are served with JavaScript off');

  test('robots.txt names the host’s index; the index and every file it lists are valid against the sitemap schemas', async ({ request, baseURL }) => {
    const { port } = new URL(baseURL!);
    const origin = `http://localhost:${port}`;
    expect(await text(request, '/robots.txt')).toContain(`\nSitemap: ${origin}/sitemap.xml\n`);
    const index = await text(request, '/sitemap.xml');
    expect(await sitemapIndexErrors(index)).toEqual([]);
    const files = locs(index);
    for (const kind of ['videos', 'categories', 'models', 'channels', 'playlists', 'albums']) {
      expect(files.some((file) => file.startsWith(`${origin}/sitemaps/${kind}-`)), kind).toBe(true);
    }
    let videos = 0;
    for (const file of files) {
      const xml = await text(request, new URL(file).pathname);
      expect(await sitemapFileErrors(xml), file).toEqual([]);
      const pages = locs(xml);
      expect(pages.length, file).toBeGreaterThan(0);
      expect(pages.length, file).toBeLessThanOrEqual(50_000);
      expect(pages.every((loc) => loc.startsWith(`${origin}/`)), file).toBe(true);
      if (file.includes('/videos-')) videos += (xml.match(/<video:video>/g) ?? []).length;
    }
    expect(videos).toBeGreaterThan(1_000);
  });

  test('the validator refuses what the schemas forbid', async ({ request }) => {
    const index = await text(request, '/sitemap.xml');
    const videoFile = locs(index).find((file) => file.includes('/sitemaps/videos-'))!;
    const xml = await text(request, new URL(videoFile).pathname);
    const entry = /<url>[\s\S]*?<\/url>/.exec(xml)![0];
    const broken = (from: RegExp, to: string) => xml.replace(entry, entry.replace(from, to));
    expect(await sitemapFileErrors(broken(/<video:title>[^<]*<\/video:title>/, ''))).not.toEqual([]);
    expect(await sitemapFileErrors(broken(/<video:duration>\d+/, '<video:duration>0'))).not.toEqual([]);
    expect(await sitemapFileErrors(broken(/<video:family_friendly>no/, '<video:family_friendly>nope'))).not.toEqual([]);
    expect(await sitemapFileErrors(broken(/<lastmod>[^<]*/, '<lastmod>yesterday'))).not.toEqual([]);
    expect(await sitemapIndexErrors(index.replace(/<sitemap>/, '<sitemap><priority>1</priority>'))).not.toEqual([]);
  });

  test('a language host has its own robots.txt, index and files, all valid, all on that host', async ({ page, baseURL }) => {
    const { port } = new URL(baseURL!);
    const ja = `http://ja.localhost:${port}`;
    expect(await fromHost(page, `${ja}/robots.txt`)).toContain(`\nSitemap: ${ja}/sitemap.xml\n`);
    const index = await fromHost(page, `${ja}/sitemap.xml`);
    expect(await sitemapIndexErrors(index)).toEqual([]);
    const files = locs(index);
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => file.startsWith(`${ja}/sitemaps/`))).toBe(true);
    for (const file of files.filter((loc) => /\/(videos|categories)-1\.xml$/.test(loc))) {
      const xml = await fromHost(page, file);
      expect(await sitemapFileErrors(xml), file).toEqual([]);
      expect(locs(xml).every((loc) => loc.startsWith(`${ja}/`)), file).toBe(true);
    }
  });

  test('feeds are well-formed RSS with their items', async ({ request }) => {
    const category = /href="\/categories\/([a-z0-9-]+)\/latest-updates\/1\/"/.exec(await text(request, '/categories/'))![1];
    for (const path of ['/rss/', `/rss/categories/${category}/`]) {
      const xml = await text(request, path);
      expect(await wellFormednessErrors(xml), path).toEqual([]);
      expect((xml.match(/<item>/g) ?? []).length, path).toBeGreaterThan(0);
    }
  });
});

test('the sitemap page leads to every section, category and language', async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
  await page.goto('/sitemap-page/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
  await expect(page.getByRole('heading', { level: 2, name: 'Languages' })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(0);
  const categories = page.getByRole('heading', { level: 2, name: 'Categories' }).locator('xpath=..');
  const first = categories.locator('li > a:first-child').first();
  const name = (await first.textContent())!;
  await expect(categories.getByRole('link', { name: `RSS feed: ${name}` })).toBeVisible();
  await expectAccessible(page, { sharedJourney: true });
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/rss\/categories\/[a-z0-9-]+\/$/);
});
