// Campaign analytics in the browser, JavaScript on and off: a visitor lands with ?campaign=, moves on through the
// site's own links and signs up; the demo moderator then finds the visit and the sign-up on the console's campaigns
// page, which passes axe.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { asNewVisitor, expectAccessible, newMember, signIn, signUp, skipOverlays } from './fixtures';

/** The demo moderator that `npm start` makes (README). */
const MODERATOR = { username: 'moderator', password: 'moderator-password' };

test('a campaign visit and the sign-up it led to show on the console’s campaigns page', async ({ page, browser, baseURL }) => {
  await skipOverlays(page, baseURL!);
  await asNewVisitor(page);
  const campaign = `e2e-${test.info().project.name}-${randomBytes(4).toString('hex')}`;
  await page.goto(`/?campaign=${campaign}`);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'campaign')).toMatchObject({ value: campaign, httpOnly: true, sameSite: 'Lax' });
  await page.locator('a[href="/categories/"]').first().click();
  await expect(page).toHaveURL(/\/categories\/$/);
  await signUp(page, newMember());

  const context = await browser.newContext({
    baseURL, extraHTTPHeaders: test.info().project.use.extraHTTPHeaders, javaScriptEnabled: test.info().project.use.javaScriptEnabled,
  });
  const moderator = await context.newPage();
  await skipOverlays(moderator, baseURL!);
  await signIn(moderator, MODERATOR);
  await moderator.goto('/admin/campaigns/');
  await expect(moderator.getByRole('link', { name: 'Campaigns' })).toHaveAttribute('aria-current', 'page');
  await expect(moderator.getByRole('heading', { name: 'Campaign traffic', level: 1 })).toBeVisible();
  await moderator.getByLabel('Period').selectOption('7');
  await moderator.getByRole('button', { name: 'Show' }).click();
  await expect(moderator).toHaveURL(/\/admin\/campaigns\/\?days=7$/);
  // Totals, then the day's row: one visit (the landing; the next page named no campaign), one sign-up, no upload.
  const totals = moderator.locator('table').first().locator('tr', { hasText: campaign }).locator('td');
  await expect(totals).toHaveText([campaign, '1', '1', '0']);
  await expect(moderator.locator('table').nth(1).locator('tr', { hasText: campaign }).locator('td').nth(1)).toHaveText(campaign);
  await expectAccessible(moderator);
  await context.close();
});
