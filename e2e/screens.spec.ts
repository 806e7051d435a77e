// Every browse screen, with JavaScript on and off: real, distinct data per sort and filter, and no serious
// accessibility violation. The same assertions run in both projects; the server sends the same HTML.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, skipOverlays } from './fixtures';

test.beforeEach(async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
});

const cardTitles = (page: Page) => page.locator('.grid .card__title').allTextContents();

async function firstTitles(page: Page, path: string, count = 6): Promise<string> {
  await page.goto(path);
  await expect(page.locator('.grid .card').first()).toBeVisible();
  return (await cardTitles(page)).slice(0, count).join(' | ');
}

test('home: the four 25-item lists and a country picker that changes the top list', async ({ page }) => {
  await page.goto('/');
  for (const id of ['#home-top-country', '#home-popular-today', '#home-latest', '#home-models']) {
    await expect(page.locator(`${id}`)).toBeVisible();
  }
  await expect(page.locator('section:has(#home-latest) .card')).toHaveCount(25);
  await expect(page.locator('section:has(#home-models) .card')).toHaveCount(25);
  await expect(page.locator('#home-top-country')).toContainText('Japan');
  const japan = (await page.locator('section:has(#home-top-country) .card__title').allTextContents()).join('|');
  await page.locator('select[name="country"]').selectOption('BR');
  await page.locator('section:has(#home-top-country) form button').click();
  await expect(page.locator('#home-top-country')).toContainText('Brazil');
  const brazil = (await page.locator('section:has(#home-top-country) .card__title').allTextContents()).join('|');
  expect(brazil).not.toBe(japan);
  expect((await page.context().cookies()).find((c) => c.name === 'country_code')?.value).toBe('BR');
  await expectAccessible(page, { sharedJourney: true });
});

test('videos: each sort lists different videos, 60 per page, with the sidebar and SEO text', async ({ page }) => {
  const sorts = ['latest-updates', 'longest', 'most-commented', 'most-popular', 'most-viewed', 'top-rated'];
  const seen = new Set<string>();
  for (const sort of sorts) {
    seen.add(await firstTitles(page, `/videos/${sort}/1/`));
    await expect(page.locator('.grid .card')).toHaveCount(60);
    await expect(page.locator('.tabs [aria-current="page"]')).toBeVisible();
  }
  expect(seen.size).toBe(sorts.length);
  await expect(page.locator('.seo-text')).not.toBeEmpty();
  await expect(page.locator('.sidebar a').first()).toBeVisible();
  await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', '/videos/top-rated/2/');
  await expectAccessible(page, { sharedJourney: true });
});

test('videos: duration and date filters narrow the list and hide the sidebar', async ({ page }) => {
  const all = await firstTitles(page, '/videos/latest-updates/1/');
  const long = await firstTitles(page, '/videos/latest-updates/1/?duration=long');
  expect(long).not.toBe(all);
  await expect(page.locator('.sidebar')).toHaveCount(0);
  for (const badge of await page.locator('.grid .card__badge--duration').allTextContents()) {
    const seconds = badge.split(':').reduce((total, part) => total * 60 + Number(part), 0);
    expect(seconds).toBeGreaterThan(40 * 60);
  }
  await page.goto('/videos/latest-updates/1/?date=day');
  await expect(page.locator('.grid .card, .empty').first()).toBeVisible();
  await page.goto('/videos/latest-updates/999/');
  await expect(page.locator('h1')).toHaveText('Oops! Content not found!');
});

test('categories: index, up to three chips with add and remove, more than three refused', async ({ page }) => {
  await page.goto('/categories/');
  const links = page.locator('.category-list a');
  expect(await links.count()).toBeGreaterThan(5);
  await expectAccessible(page, { sharedJourney: true });
  await links.first().click();
  await expect(page).toHaveURL(/\/categories\/[a-z0-9-]+\/latest-updates\/1\/$/);
  const one = (await cardTitles(page)).join('|');
  await expect(page.locator('.chip:not(.chip--add)')).toHaveCount(1);
  await page.locator('.chip--add summary').click();
  await page.locator('.chip--add a').first().click();
  await expect(page.locator('.chip:not(.chip--add)')).toHaveCount(2);
  expect((await cardTitles(page)).join('|')).not.toBe(one);
  await page.locator('.chip--add summary').click();
  await page.locator('.chip--add a').first().click();
  await expect(page.locator('.chip:not(.chip--add)')).toHaveCount(3);
  await expect(page.locator('.chip--add')).toHaveCount(0);
  const three = new URL(page.url()).pathname.split('/')[2]!;
  await expectAccessible(page, { sharedJourney: true });
  await page.locator('.chip__remove').first().click();
  await expect(page.locator('.chip:not(.chip--add)')).toHaveCount(2);
  const fourth = (await page.request.get('/categories/').then((r) => r.text())).match(/href="\/categories\/([a-z0-9-]+)\/latest-updates\/1\/"/g)!
    .map((h) => h.split('/')[2]!).find((dir) => !three.split(',').includes(dir))!;
  const response = await page.goto(`/categories/${three},${fourth}/latest-updates/1/`);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(`/categories/${three}/latest-updates/1/`);
});

test('top country: the visitor country by default, the picker switches it', async ({ page }) => {
  await page.goto('/top-country/1/');
  await expect(page.locator('h1')).toContainText('Japan');
  const japan = (await cardTitles(page)).join('|');
  await page.locator('select[name="country"]').selectOption('DE');
  await page.locator('form.filters button').first().click();
  await expect(page).toHaveURL(/\/top-country\/1\/$/);
  await expect(page.locator('h1')).toContainText('Germany');
  expect((await cardTitles(page)).join('|')).not.toBe(japan);
  await expectAccessible(page, { sharedJourney: true });
});

test('models: sorts differ, filters are GET forms, a model has videos, info and wall', async ({ page }) => {
  const popular = await firstTitles(page, '/models/most-popular/1/');
  const alphabet = await firstTitles(page, '/models/alphabet/1/');
  expect(alphabet).not.toBe(popular);
  const names = (await cardTitles(page)).slice(0, 10);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  await page.locator('select[name="race"]').selectOption('asian');
  await page.locator('.filters').getByRole('button').first().click();
  await expect(page).toHaveURL(/race=asian/);
  await expectAccessible(page, { sharedJourney: true });
  await page.locator('.grid .card a').first().click();
  await expect(page).toHaveURL(/\/model\/[a-z0-9-]+\/$/);
  await expect(page.locator('.grid .card').first()).toBeVisible();
  const model = new URL(page.url()).pathname;
  await page.goto(`${model}info/`);
  await expect(page.locator('main')).toContainText(/\d/);
  await expectAccessible(page, { sharedJourney: true });
  await page.goto(`${model}wall/`);
  await expect(page.locator('main .comments__list, main .empty').first()).toBeVisible();
});

test('albums and playlists: lists per sort, an album with its photos, a playlist with its videos', async ({ page }) => {
  expect(await firstTitles(page, '/albums/latest-updates/1/')).not.toBe(await firstTitles(page, '/albums/most-viewed/1/'));
  await page.locator('.grid .card a').first().click();
  await expect(page).toHaveURL(/\/album\/\d+\/[^/?#]+\/$/);
  await expect(page.locator('.photos img').first()).toBeVisible();
  await expectAccessible(page, { sharedJourney: true });
  expect(await firstTitles(page, '/playlists/most-popular/1/')).not.toBe(await firstTitles(page, '/playlists/latest-updates/1/'));
  await page.locator('.grid .card a.card__link').first().click();
  await expect(page).toHaveURL(/\/playlist\/\d+\/1\/$/);
  await expect(page.locator('.grid .card').first()).toBeVisible();
  await expectAccessible(page, { sharedJourney: true });
});

test('community: members list with the avatar filter, a member page and its tabs', async ({ page }) => {
  await page.goto('/community/recent/1/');
  const all = await page.locator('.grid .card').count();
  expect(all).toBeGreaterThan(0);
  await page.goto('/community/recent/1/?avatar=1');
  await expect(page.locator('.grid .card').first()).toBeVisible();
  await expectAccessible(page, { sharedJourney: true });
  await page.locator('.grid .card a').first().click();
  await expect(page).toHaveURL(/\/members\/\d+\/$/);
  const member = new URL(page.url()).pathname;
  for (const tab of ['info/', 'wall/1/', 'friends/1/', 'subscriptions/', 'favourite_videos/1/', 'playlists/1/', 'albums/1/']) {
    const response = await page.goto(member + tab);
    expect([200, 403]).toContain(response?.status());
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
  }
  await expectAccessible(page, { sharedJourney: true });
});

test('channels: sorts differ, a channel shows its statistics and videos', async ({ page }) => {
  const popular = await firstTitles(page, '/channels/most-popular/1/', 4);
  expect(await firstTitles(page, '/channels/recent/1/', 4)).not.toBe(popular);
  await expectAccessible(page, { sharedJourney: true });
  await page.locator('.grid .card a').first().click();
  await expect(page).toHaveURL(/\/channel\/[a-z0-9-]+\/$/);
  await expect(page.locator('.grid .card').first()).toBeVisible();
  await expect(page.locator('main')).toContainText(/\d/);
  await expectAccessible(page, { sharedJourney: true });
});
