// Member actions on the watch page, JavaScript on (htmx swaps in place, notices as toasts) and off (plain forms, 303
// back with the notice): like, comment, add to favourites and watch later.
import { expect, test } from '@playwright/test';
import { asNewVisitor, signedInMember, skipOverlays } from './fixtures';

const jsEnabled = () => test.info().project.use.javaScriptEnabled !== false;

test.beforeEach(async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
  await asNewVisitor(page);
});

test('vote, comment, favourite and watch later on a video', async ({ page }) => {
  await signedInMember(page);
  await page.goto('/videos/latest-updates/1/');
  await page.locator('.grid .card a').first().click();
  await expect(page.locator('.watch')).toBeVisible();
  // A marker on the window survives htmx swaps and is gone after a full page load.
  if (jsEnabled()) await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  const like = page.locator('#votes button[value="1"]');
  const likesBefore = Number((await like.textContent())!.replace(/\D+/g, '') || 0);
  await like.click();
  await expect(page.locator('.toast')).toContainText('Thanks for your vote!');
  await expect(page.locator('#votes button[value="1"]')).toContainText(String(likesBefore + 1));
  await page.locator('#votes button[value="0"]').click();
  await expect(page.locator('.toast')).toContainText('You have already voted');

  const input = page.locator('#comments input[name="msg"]');
  await input.fill('abc');
  await input.press('Enter');
  if (jsEnabled()) await expect(page.locator('#comments-msg-error')).toContainText('at least 5 characters');
  else await expect(page.locator('.toast')).toContainText('at least 5 characters');
  await page.locator('#comments input[name="msg"]').fill('A calm and lovely clip');
  await page.locator('#comments').getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('.toast')).toContainText('Your comment is posted');
  await expect(page.locator('#comments-list')).toContainText('A calm and lovely clip');

  await page.locator('#add-to').getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.locator('.toast')).toContainText('Added to favourites');
  await expect(page.locator('#add-to').getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  await page.locator('#add-to').getByRole('button', { name: 'Watch later' }).click();
  await expect(page.locator('.toast')).toContainText('Added to watch later');

  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(jsEnabled() ? 1 : undefined);
});
