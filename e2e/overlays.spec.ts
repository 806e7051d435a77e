// The age gate and the cookie notice, with JavaScript on (islands) and off (plain forms).
import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures';

test('visitors from a gated country must confirm their age, once', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'CF-IPCountry': 'DE' });
  await page.goto('/videos/latest-updates/1/');
  const gate = page.locator('.age-gate');
  await expect(gate).toBeVisible();
  await expectAccessible(page);
  // Clicking outside the box does not close it.
  await page.mouse.click(5, 5);
  await expect(gate).toBeVisible();
  await gate.getByRole('button').click();
  await expect(gate).toBeHidden();
  await expect(page).toHaveURL(/\/videos\/latest-updates\/1\/$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === '_agev')?.value).toBe('1');
  await page.reload();
  await expect(page.locator('.age-gate')).toHaveCount(0);
});

test('visitors from Japan see no gate', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.age-gate')).toHaveCount(0);
});

test('the cookie notice goes away when accepted and stays away', async ({ page }) => {
  await page.goto('/categories/');
  const notice = page.locator('.cookie-notice');
  await expect(notice).toBeVisible();
  await notice.getByRole('button').click();
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(/\/categories\/$/);
  await page.reload();
  await expect(page.locator('.cookie-notice')).toHaveCount(0);
});
