// The keyboard's way through the header and the first visit: the header search as an ARIA combobox (the arrow keys move
// the active option while the focus stays in the box, Enter follows it, Escape closes, one Tab leaves), and the age
// gate, whose buttons are the first tab stops and whose page behind takes no focus until it is passed.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, skipOverlays } from './fixtures';

const jsEnabled = () => test.info().project.use.javaScriptEnabled !== false;

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search videos' });
const options = (page: Page) => page.locator('#search-suggest').getByRole('option');

/** The id of the option the box names active, or null. */
const activeOption = (page: Page) => searchBox(page).getAttribute('aria-activedescendant');

test('the header search is a combobox: arrows move the active option, Enter follows it, Escape closes, one Tab leaves', async ({ page, baseURL }) => {
  test.skip(!jsEnabled(), 'without JavaScript the box is a plain GET form with nothing to open (search.spec.ts)');
  await skipOverlays(page, baseURL!);
  await page.goto('/');
  const box = searchBox(page);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.focus();
  // Focus opens the popular searches, none of them active yet.
  await expect(options(page).first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-controls', 'search-suggest');
  expect(await activeOption(page)).toBeNull();
  const count = await options(page).count();
  expect(count).toBeGreaterThan(10);
  // No option is a tab stop.
  await expect(page.locator('#search-suggest a:not([tabindex="-1"])')).toHaveCount(0);

  const ids = await options(page).evaluateAll((links) => links.map((link) => link.id));
  await box.press('ArrowDown');
  expect(await activeOption(page)).toBe(ids[0]);
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  expect(await activeOption(page)).toBe(ids[1]);
  await expect(page.locator('#search-suggest [aria-selected="true"]')).toHaveCount(1);
  await box.press('ArrowUp');
  await box.press('ArrowUp');
  expect(await activeOption(page)).toBe(ids[count - 1]);
  await expect(box).toBeFocused();
  await expectAccessible(page);

  await box.press('Escape');
  await expect(page.locator('#search-suggest')).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(await activeOption(page)).toBeNull();

  // The arrows open it again; Enter follows the active option rather than sending the form.
  await box.press('ArrowDown');
  await expect(options(page).first()).toBeVisible();
  await box.press('ArrowDown');
  const chosen = options(page).nth((await options(page).evaluateAll((links) => links.findIndex((link) => link.getAttribute('aria-selected') === 'true'))));
  const href = await chosen.getAttribute('href');
  await box.press('Enter');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);

  // One Tab leaves the box and its list for the search button.
  await page.goto('/');
  await searchBox(page).focus();
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.locator('form.search button[type="submit"]')).toBeFocused();
  await expect(page.locator('#search-suggest')).toBeHidden();
});

test('a first visit: the tab order starts in the age gate, and the page behind it takes no focus', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'CF-IPCountry': 'DE' });
  await page.goto('/');
  const gate = page.locator('.age-gate');
  const enter = gate.getByRole('button');
  const leave = gate.getByRole('link');
  // The gate comes first in the document, before "Skip to content"; the page behind it is inert.
  await expect(page.locator('body > *').first()).toHaveClass('age-gate');
  await expect(page.locator('[data-behind-gate]')).toHaveAttribute('inert', '');
  await expect(page.locator('[data-behind-gate] .skip-link')).toHaveCount(1);

  await expect(enter).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(leave).toBeFocused();
  // Past the gate's last stop the focus goes round to its first, never into the page behind.
  for (let step = 0; step < 3; step += 1) {
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-behind-gate] :focus')).toHaveCount(0);
  }
  await expectAccessible(page);

  await enter.focus();
  await page.keyboard.press('Enter');
  await expect(gate).toHaveCount(0);
  // Passed (in place with JavaScript, by a new page without), the page takes the focus again: first "Skip to content".
  await expect(page.locator('[inert]')).toHaveCount(0);
  // A new page takes no keys before it is shown (Chromium holds input until the first paint): wait for it to load.
  await page.waitForLoadState();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});
