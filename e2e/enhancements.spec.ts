// What JavaScript adds on top of the plain pages: htmx pagination that swaps only the grid and overlays that close in
// place (the guest's watch history: guest-history.spec.ts). Without JS the same links work.
import { expect, test } from '@playwright/test';
import { skipOverlays } from './fixtures';

test('pagination swaps the grid in place with htmx and plain links without JavaScript', async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
  await page.goto('/videos/most-viewed/1/');
  const jsOn = test.info().project.use.javaScriptEnabled !== false;
  // A marker on the window survives an htmx swap and is gone after a full page load.
  if (jsOn) await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const firstTitle = await page.locator('.grid .card__title').first().textContent();
  await page.locator('.pagination a[rel="next"]').first().click();
  await expect(page).toHaveURL(/\/videos\/most-viewed\/2\/$/);
  await expect(page.locator('.grid .card__title').first()).not.toHaveText(firstTitle!);
  await expect(page.locator('.grid .card')).toHaveCount(60);
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2');
  await expect(page.locator('header.header')).toHaveCount(1);
  await expect(page.locator('#listing-grid')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(jsOn ? 1 : undefined);
  await expect(page).toHaveTitle(/Most viewed/);
  await page.goBack();
  await expect(page).toHaveURL(/\/videos\/most-viewed\/1\/$/);
  await expect(page.locator('.grid .card__title').first()).toHaveText(firstTitle!);
});

test('the age gate and the cookie notice close and stay closed', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'CF-IPCountry': 'DE' });
  await page.goto('/videos/latest-updates/1/?duration=long');
  const gate = page.locator('.age-gate');
  await expect(gate).toBeVisible();
  await gate.getByRole('button').click();
  await expect(gate).toHaveCount(0);
  await expect(page).toHaveURL(/\/videos\/latest-updates\/1\/\?duration=long$/);
  const notice = page.locator('.cookie-notice');
  await notice.getByRole('button').click();
  await expect(notice).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === '_agev')?.value).toBe('1');
  expect(cookies.find((c) => c.name === 'cookie_notice')?.value).toBe('1');
  await page.reload();
  await expect(page.locator('.age-gate, .cookie-notice')).toHaveCount(0);
});
