// Site search with JavaScript on and off: the header box as a plain GET form, the results page (length limits, sort
// tabs and filters that keep the query), and, once the island has hydrated, its dropdown: recent searches from local
// storage, popular keywords and debounced keyword, category and model suggestions.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, skipOverlays } from './fixtures';

/** Search terms of the demo catalogue (seed/content/words.ts) that occur in titles only, not in tags or descriptions. */
const LATIN_WORD = 'ramen'; // 'ramen hunt', 'chasse aux ramen', 'Ramen-Suche', 'búsqueda de ramen'
const JAPANESE_PART = '温泉巡'; // part of the subject '温泉巡り'
/** The first 3 letters of the category 'Karaoke' (seed/content/categories.ts) and of the search term 'karaoke night'. */
const CATEGORY_PREFIX = 'kar';

const SUGGESTER = '/api/suggester.php';
const KEYWORD_SET = '/api/json/suggester/';

const jsEnabled = () => test.info().project.use.javaScriptEnabled !== false;

/** The paths and query strings of the requests a page makes to `path` (a prefix). */
function recordRequests(page: Page, path: string): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(path)) seen.push(url);
  });
  return seen;
}

const searchInput = (page: Page) => page.locator('#search-input');
const suggest = (page: Page) => page.locator('#search-suggest');
/** One group of the dropdown, found by its title. */
const group = (page: Page, title: string): Locator =>
  suggest(page).locator('.suggest__group').filter({ has: page.locator('.suggest__title').getByText(title, { exact: true }) });
const SUGGESTION_GROUPS = ['Searches', 'Categories', 'Pornstars'];

/**
 * Focuses the header box, which hydrates the island; it is awake once the popular keywords are shown (an empty box
 * shows them on focus), so anything typed and submitted from then on goes through the island.
 */
async function wakeSearchBox(page: Page): Promise<void> {
  await searchInput(page).click();
  await expect(group(page, 'Popular searches')).toBeVisible();
}

/** Card titles of the results page. */
async function cardTitles(page: Page): Promise<string[]> {
  return page.locator('.grid .card .card__title').allTextContents();
}

/** "48:06" or "1:02:03" as seconds. */
function seconds(duration: string): number {
  return duration.trim().split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/** "5.7K views", "792 views", "1.2M views" as a number. */
function views(text: string): number {
  const match = /([\d.]+)([KM]?)/.exec(text);
  if (!match) throw new Error(`no view count in "${text}"`);
  return Number(match[1]) * (match[2] === 'M' ? 1_000_000 : match[2] === 'K' ? 1_000 : 1);
}

test.beforeEach(async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
});

test('the header box finds a Latin word in any case and a Japanese substring', async ({ page }) => {
  await page.goto('/');
  await searchInput(page).click();
  await searchInput(page).fill('Ramen');
  await searchInput(page).press('Enter');
  await expect(page).toHaveURL(/\/search\/1\/\?s=Ramen$/);
  await expect(page.locator('h1')).toHaveText('Search results for “Ramen”');
  await expect(searchInput(page)).toHaveValue('Ramen');
  await expect(page.locator('.grid .card').first()).toBeVisible();
  const latin = await cardTitles(page);
  expect(latin.length).toBeGreaterThan(1);
  for (const title of latin) expect(title.toLowerCase()).toContain(LATIN_WORD);
  await expect(page.locator('.subline')).toHaveText(/^\d+ videos?$/);
  await expectAccessible(page, { sharedJourney: true });

  await searchInput(page).click();
  await searchInput(page).fill(JAPANESE_PART);
  await searchInput(page).press('Enter');
  await expect(page).toHaveURL(/\/search\/1\/\?s=/);
  expect(new URL(page.url()).searchParams.get('s')).toBe(JAPANESE_PART);
  await expect(page.locator('h1')).toHaveText(`Search results for “${JAPANESE_PART}”`);
  await expect(page.locator('.grid .card').first()).toBeVisible();
  const japanese = await cardTitles(page);
  expect(japanese.length).toBeGreaterThan(1);
  for (const title of japanese) expect(title).toContain(JAPANESE_PART);
});

test('queries under 3 or over 69 characters get the localised length message and a 400', async ({ page, baseURL }) => {
  for (const query of ['ab', 'a'.repeat(70)]) {
    const response = await page.goto(`/search/1/?s=${query}`);
    expect(response?.status()).toBe(400);
    await expect(page.locator('.empty')).toHaveText('Enter between 3 and 69 characters to search (2 are enough in Japanese, Chinese or Korean).');
    await expect(page.locator('.grid .card')).toHaveCount(0);
    await expect(page.locator('.tabs')).toHaveCount(0);
  }
  // Padding does not count: "  ab  " is still 2 characters.
  expect((await page.goto('/search/1/?s=%20%20ab%20%20'))?.status()).toBe(400);

  await page.context().addCookies([{ name: 'app_lang', value: 'ja', url: baseURL! }]);
  const response = await page.goto('/search/1/?s=ab');
  expect(response?.status()).toBe(400);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('.empty')).toHaveText('検索するには3～69文字で入力してください（日本語・中国語・韓国語は2文字から検索できます）。');
  await expect(page.locator('.grid .card')).toHaveCount(0);
});

test('results sort by relevance by default; sort tabs and the duration filter keep the query', async ({ page }) => {
  await page.goto(`/search/1/?s=${LATIN_WORD}`);
  const tabs = page.locator('.tabs');
  await expect(tabs.locator('[aria-current="page"]')).toHaveText('Relevance');
  const total = await page.locator('.subline').textContent();

  await tabs.getByRole('link', { name: 'Most viewed' }).click();
  await expect(page).toHaveURL(new RegExp(`/search/1/\\?s=${LATIN_WORD}&sort=most-viewed$`));
  await expect(tabs.locator('[aria-current="page"]')).toHaveText('Most viewed');
  await expect(page.locator('.subline')).toHaveText(total!);
  const counts = (await page.locator('.grid .card .card__meta > span:first-child').allTextContents()).map(views);
  expect(counts.length).toBeGreaterThan(1);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  for (const title of await cardTitles(page)) expect(title.toLowerCase()).toContain(LATIN_WORD);

  await page.locator('select[name="duration"]').selectOption('long');
  await page.locator('.filters').getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/duration=long/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/search/1/');
  expect(url.searchParams.get('s')).toBe(LATIN_WORD);
  expect(url.searchParams.get('sort')).toBe('most-viewed');
  await expect(page.locator('h1')).toHaveText(`Search results for “${LATIN_WORD}”`);
  await expect(tabs.locator('[aria-current="page"]')).toHaveText('Most viewed');
  await expect(page.locator('select[name="duration"]')).toHaveValue('long');
  await expect(page.locator('.grid .card').first()).toBeVisible();
  for (const title of await cardTitles(page)) expect(title.toLowerCase()).toContain(LATIN_WORD);
  for (const duration of await page.locator('.grid .card .card__badge--duration').allTextContents()) {
    expect(seconds(duration)).toBeGreaterThan(40 * 60);
  }

  // The sort tabs of a filtered search keep the filter and the query too.
  await tabs.getByRole('link', { name: 'Relevance' }).click();
  await expect(page).toHaveURL(new RegExp(`/search/1/\\?s=${LATIN_WORD}&duration=long$`));
  await expect(tabs.locator('[aria-current="page"]')).toHaveText('Relevance');
});

test('suggestions wait for 3 characters and a 300 ms pause', async ({ page }) => {
  test.skip(!jsEnabled(), 'suggestions need JavaScript');
  const requests = recordRequests(page, SUGGESTER);
  // Playwright's clock: time flows as usual, and the test moves it past the debounce at once.
  await page.clock.install();
  await page.goto('/');
  await wakeSearchBox(page);

  await searchInput(page).pressSequentially(CATEGORY_PREFIX.slice(0, 2));
  // Well past the debounce: a request for 2 characters would have gone by now.
  await page.clock.runFor(800);
  expect(requests).toEqual([]);
  for (const title of SUGGESTION_GROUPS) await expect(group(page, title)).toHaveCount(0);
  await expect(group(page, 'Popular searches')).toBeVisible();

  await searchInput(page).press(CATEGORY_PREFIX[2]!);
  await expect(suggest(page)).toBeVisible();
  const categories = group(page, 'Categories');
  await expect(categories.getByRole('option', { name: 'Karaoke', exact: true })).toHaveAttribute('href', '/categories/karaoke/latest-updates/1/');
  await expect(group(page, 'Searches').getByRole('option', { name: 'karaoke night', exact: true })).toHaveAttribute(
    'href',
    '/search/1/?s=karaoke+night',
  );
  await expect(group(page, 'Popular searches')).toHaveCount(0);
  expect(requests.map((url) => url.searchParams.get('c'))).toEqual([CATEGORY_PREFIX]);

  // Typing on without a pause asks once more, for the whole text.
  await searchInput(page).pressSequentially('aoke');
  await expect(group(page, 'Searches').getByRole('option', { name: 'karaoke', exact: true })).toBeVisible();
  await expect.poll(() => requests.map((url) => url.searchParams.get('c'))).toEqual([CATEGORY_PREFIX, 'karaoke']);

  // Back under 3 characters, the suggestions go and the popular keywords return, with no request.
  await searchInput(page).fill('ka');
  await expect(group(page, 'Popular searches')).toBeVisible();
  for (const title of SUGGESTION_GROUPS) await expect(group(page, title)).toHaveCount(0);
  await page.clock.runFor(800);
  expect(requests).toHaveLength(2);

  await searchInput(page).press('Escape');
  await expect(suggest(page)).toBeHidden();
});

/** The results page adds its query to the recent searches once its script has run. */
async function newestRecentSearch(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('search_history') ?? '[]') as string[])[0]);
}

test('recent searches list the last 3 searches, newest first', async ({ page }) => {
  test.skip(!jsEnabled(), 'the search history lives in local storage');
  const terms = [LATIN_WORD, 'karaoke', JAPANESE_PART, 'picnic'];
  for (const [index, term] of terms.entries()) {
    await page.goto('/');
    await wakeSearchBox(page);
    await searchInput(page).fill(term);
    await searchInput(page).press('Enter');
    await expect(page).toHaveURL(/\/search\/1\/\?s=/);
    expect(new URL(page.url()).searchParams.get('s')).toBe(term);
    await expect.poll(() => newestRecentSearch(page)).toBe(term);

    if (index === 1) {
      await page.goto('/videos/latest-updates/1/');
      await wakeSearchBox(page);
      const recent = group(page, 'Recent searches');
      await expect(recent.locator('a')).toHaveText(['karaoke', LATIN_WORD]);
      await expect(recent.getByRole('option', { name: LATIN_WORD })).toHaveAttribute('href', `/search/1/?s=${LATIN_WORD}`);
    }
  }

  await page.goto('/');
  await wakeSearchBox(page);
  const recent = group(page, 'Recent searches');
  await expect(recent.locator('a')).toHaveText(['picnic', JAPANESE_PART, 'karaoke']);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('search_history')))!)).toEqual(['picnic', JAPANESE_PART, 'karaoke']);

  // Searching a remembered term again moves it to the front instead of repeating it.
  await searchInput(page).fill('karaoke');
  await searchInput(page).press('Enter');
  await expect(page).toHaveURL(/\/search\/1\/\?s=karaoke$/);
  await expect.poll(() => newestRecentSearch(page)).toBe('karaoke');
  await page.goto('/');
  await wakeSearchBox(page);
  await expect(group(page, 'Recent searches').locator('a')).toHaveText(['karaoke', 'picnic', JAPANESE_PART]);

  await group(page, 'Recent searches').getByRole('option', { name: JAPANESE_PART }).click();
  await expect(page).toHaveURL(/\/search\/1\/\?s=/);
  expect(new URL(page.url()).searchParams.get('s')).toBe(JAPANESE_PART);

  // However a search is reached (here a plain link, with the box never woken), it is remembered; a refused one is not.
  await page.goto('/search/1/?s=lantern');
  await expect.poll(() => newestRecentSearch(page)).toBe('lantern');
  await page.goto('/search/1/?s=ab');
  await page.waitForLoadState('load');
  expect(await newestRecentSearch(page)).toBe('lantern');
});

test('an empty box shows up to 100 popular keywords on focus', async ({ page }) => {
  test.skip(!jsEnabled(), 'popular keywords need JavaScript');
  const keywordSet = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith(KEYWORD_SET));
  await page.goto('/');
  await expect(group(page, 'Recent searches')).toHaveCount(0);
  await searchInput(page).focus();
  const pool = ((await (await keywordSet).json()) as { keywords: string[] }).keywords;
  expect(pool.length).toBeGreaterThan(0);

  const popular = group(page, 'Popular searches');
  await expect(popular).toBeVisible();
  const chips = popular.locator('.suggest__chips a');
  await expect(chips).toHaveCount(Math.min(100, pool.length));
  const texts = await chips.allTextContents();
  expect(new Set(texts).size).toBe(texts.length);
  for (const text of texts) expect(pool).toContain(text);
  // With no recent searches the popular keywords are the only group.
  await expect(suggest(page).locator('.suggest__group')).toHaveCount(1);

  const first = chips.first();
  const term = await first.textContent();
  await expect(first).toHaveAttribute('href', `/search/1/?${new URLSearchParams({ s: term! })}`);
  await first.click();
  await expect(page).toHaveURL(/\/search\/1\/\?s=/);
  expect(new URL(page.url()).searchParams.get('s')).toBe(term);
});

test("a visitor's popular keywords are their language's searches, never a mix", async ({ page, baseURL }) => {
  test.skip(!jsEnabled(), 'popular keywords need JavaScript');
  await page.context().addCookies([{ name: 'app_lang', value: 'ja', url: baseURL! }]);
  const keywordSet = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith(KEYWORD_SET));
  await page.goto('/');
  await searchInput(page).focus();
  const response = await keywordSet;
  expect(new URL(response.url()).pathname).toMatch(/\/500\.ja\.json$/);
  const japanese = ((await response.json()) as { keywords: string[] }).keywords;
  const english = ((await (await page.request.get(`${KEYWORD_SET}43200/500.en.json`)).json()) as { keywords: string[] }).keywords;
  const chips = group(page, '人気の検索キーワード').locator('.suggest__chips a');
  await expect(chips.first()).toBeVisible();
  const texts = await chips.allTextContents();
  for (const text of texts) expect(japanese).toContain(text);
  // Japanese searches are mostly Japanese words; English-only terms stay out.
  expect(texts.filter((text) => english.includes(text) && !japanese.includes(text))).toEqual([]);
  expect(texts.some((text) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(text))).toBe(true);
});

test('without JavaScript the header box is a plain GET form that never asks for suggestions', async ({ page }) => {
  test.skip(jsEnabled(), 'the JavaScript-off view');
  const requests = recordRequests(page, '/api/');
  await page.goto('/');
  const form = page.locator('form.search');
  await expect(form).toHaveAttribute('method', 'get');
  await expect(form).toHaveAttribute('action', '/search/1/');
  await expect(page.locator('[data-island="search-box"]')).toHaveAttribute('data-hydrate', 'interaction');
  const input = searchInput(page);
  await expect(input).toHaveAttribute('name', 's');
  await expect(input).toHaveAttribute('minlength', '2'); // 東京: two characters of Japanese, Chinese or Korean
  await expect(input).toHaveAttribute('maxlength', '69');

  await input.click();
  await input.pressSequentially(CATEGORY_PREFIX);
  // Without scripts nothing runs later: what the page shows now is all it will show.
  await expect(suggest(page)).toBeHidden();
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search/1/\\?s=${CATEGORY_PREFIX}$`));
  await expect(page.locator('.grid .card').first()).toBeVisible();
  expect(requests.map((url) => url.pathname)).toEqual([]);
});

test('the search box brings its script only on the first focus', async ({ page }) => {
  test.skip(!jsEnabled(), 'scripts need JavaScript');
  const islandScripts = recordRequests(page, '/build/islands/');
  await page.goto('/videos/latest-updates/1/');
  await page.waitForLoadState('networkidle');
  expect(islandScripts.filter((url) => url.pathname.includes('search-box'))).toEqual([]);
  expect(islandScripts.filter((url) => url.pathname.includes('hydrate'))).toEqual([]);
  await wakeSearchBox(page);
  expect(islandScripts.some((url) => url.pathname.includes('search-box'))).toBe(true);
});
