// Journeys through the navigation with JavaScript on and off, checking each screen with axe.
import { expect, test } from '@playwright/test';
import { expectAccessible, skipOverlays } from './fixtures';

test.beforeEach(async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
});

test('browse: home, videos, pagination, a video, its category, models, a model', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#home-latest')).toBeVisible();
  await expect(page.locator('.block').first().locator('.card')).toHaveCount(25);
  await expectAccessible(page, { sharedJourney: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.locator('.nav__list').getByRole('link', { name: 'Videos' }).click();
  await expect(page).toHaveURL(/\/videos\/latest-updates\/1\/$/);
  await expect(page.locator('.grid .card')).toHaveCount(60);
  await expectAccessible(page, { sharedJourney: true });

  await page.locator('.pagination a[rel="next"]').first().click();
  await expect(page).toHaveURL(/\/videos\/latest-updates\/2\/$/);

  await page.locator('.tabs').getByRole('link', { name: 'Most viewed' }).click();
  await expect(page).toHaveURL(/\/videos\/most-viewed\/1\/$/);

  await page.locator('.grid .card a').first().click();
  await expect(page).toHaveURL(/\/videos\/\d+\/[^/?#]+\/$/);
  await expect(page.locator('video')).toHaveAttribute('preload', 'metadata');
  await expectAccessible(page, { sharedJourney: true });

  await page.locator('.tags a[href^="/categories/"]').first().click();
  await expect(page).toHaveURL(/\/categories\/[a-z0-9-]+\/latest-updates\/1\/$/);
  await expect(page.locator('.chip')).not.toHaveCount(0);
  await expectAccessible(page, { sharedJourney: true });

  await page.goto('/models/most-popular/1/');
  await expect(page.locator('.grid .card').first()).toBeVisible();
  await expectAccessible(page, { sharedJourney: true });
  await page.locator('.grid .card a').first().click();
  await expect(page).toHaveURL(/\/model\/[a-z0-9-]+\/$/);
  await page.locator('.tabs').getByRole('link', { name: 'Info', exact: true }).click();
  await expect(page).toHaveURL(/\/info\/$/);
});

test('collections: albums, an album, playlists, community, a member', async ({ page }) => {
  await page.goto('/albums/latest-updates/1/');
  await expectAccessible(page, { sharedJourney: true });
  await page.locator('.grid .card a').first().click();
  await expect(page).toHaveURL(/\/album\/\d+\/[^/?#]+\/$/);
  await expect(page.locator('.photos img').first()).toBeVisible();
  await expectAccessible(page, { sharedJourney: true });

  await page.goto('/playlists/most-popular/1/');
  await page.locator('.grid .card a.card__link').first().click();
  await expect(page).toHaveURL(/\/playlist\/\d+\/1\/$/);
  await expect(page.locator('.grid .card').first()).toBeVisible();

  await page.goto('/community/recent/1/?avatar=1');
  await expect(page.locator('.grid .card')).not.toHaveCount(0);
  await expectAccessible(page, { sharedJourney: true });
  await page.locator('.grid .card a').first().click();
  await expect(page).toHaveURL(/\/members\/\d+\/$/);
  await expectAccessible(page, { sharedJourney: true });
});

test('filters work as plain GET forms', async ({ page }) => {
  await page.goto('/videos/latest-updates/1/');
  await page.locator('select[name="duration"]').selectOption('long');
  await page.locator('.filters').getByRole('button').click();
  await expect(page).toHaveURL(/duration=long/);
  await expect(page.locator('.grid .card').first()).toBeVisible();

  await page.goto('/models/most-popular/1/');
  await page.locator('select[name="race"]').selectOption('asian');
  await page.locator('.filters').getByRole('button').click();
  await expect(page).toHaveURL(/race=asian/);
});

test('the language selector opens the chosen language’s URL, and the default URL remembers the choice', async ({ page, baseURL }) => {
  // Languages live on their own hosts (ja.localhost); the default host of a run reached at 127.0.0.1 is localhost.
  const { port } = new URL(baseURL!);
  const at = (lang: string) => `http://${lang === 'en' ? '' : `${lang}.`}localhost:${port}`;
  for (const lang of ['en', 'ja']) await skipOverlays(page, at(lang));
  await page.goto('/categories/');
  await page.locator('summary', { hasText: 'Language:' }).click();
  await page.getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(`${at('ja')}/categories/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${at('ja')}/categories/`);
  await page.locator('.nav__list a[href="/videos/latest-updates/1/"]').click();
  await expect(page).toHaveURL(`${at('ja')}/videos/latest-updates/1/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expectAccessible(page, { sharedJourney: true });
  await page.goto(`${at('en')}/models/most-popular/1/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.locator('summary', { hasText: '言語:' }).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${at('en')}/models/most-popular/1/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('mobile menu opens without JavaScript', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.locator('.nav')).toBeHidden();
  await page.locator('label[for="menu-toggle"]').click();
  await expect(page.locator('.nav')).toBeVisible();
});

test('unknown pages show the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Oops! Content not found!');
  await page.getByRole('link', { name: 'Go to the main page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
