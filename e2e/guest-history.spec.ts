// A guest's watch history page says only what is true for the visitor: with JavaScript the videos this browser watched,
// or that there are none; without it that the history lives in the browser and needs JavaScript, never "empty".
import { expect, test, type Page } from '@playwright/test';
import { skipOverlays } from './fixtures';

/** The text a visitor sees in the list's part of the page (a <noscript> shows only without JavaScript). */
const seen = (page: Page) => page.locator('.listing__main').innerText();
/** The title of the first public video on the latest updates (a guest cannot watch a private one). */
const firstPublicTitle = (page: Page) =>
  page.locator('.grid .card').filter({ hasNot: page.locator('.card__badge--private') }).first().locator('.card__title');

test.beforeEach(async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
});

test('with JavaScript a guest sees that the history is empty, then the videos this browser watched', async ({ page }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, 'the list needs JavaScript');
  await page.goto('/videos/history/1/');
  await expect(page.locator('.listing__main .empty')).toHaveText('Your watch history is empty.');
  await expect(page.locator('.subline')).toHaveText('Your watch history is kept in this browser only. Log in to keep it on your account.');
  expect(await seen(page)).not.toContain('JavaScript');

  await page.goto('/videos/latest-updates/1/');
  const first = firstPublicTitle(page);
  const title = (await first.textContent())!;
  await first.click();
  await expect(page.locator('h1')).toHaveText(title);
  // The player keeps the entry once it has hydrated.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('history') ?? '')).toContain(JSON.stringify(title));
  await page.goto('/videos/history/1/');
  await expect(page.locator('.grid .card')).toHaveCount(1);
  await expect(page.locator('.grid .card__title')).toHaveText(title);
  await expect(page.locator('.empty')).toHaveCount(0);
  expect(await seen(page)).not.toContain('JavaScript');
});

test("with JavaScript the history's stored entries show as cards, and what cannot be read is skipped", async ({ page }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, 'the list needs JavaScript');
  await page.goto('/videos/history/1/');
  await page.evaluate(() => {
    const entry = (id: number, title: string) => ({
      title, scr: `thumbs/${id}.svg`, video_id: id, duration: '12:05', dir: `video-${id}`, video_viewed: 1500,
      sg_id: 0, ex_tube: null, ex_id: null,
    });
    localStorage.setItem('history', JSON.stringify([entry(7, 'Seventh walk'), entry(3, 'Third walk'), { junk: true }]));
  });
  await page.reload();
  await expect(page.locator('.grid .card')).toHaveCount(2);
  await expect(page.locator('.grid .card__title').first()).toHaveText('Seventh walk');
  await expect(page.locator('.grid .card').first()).toContainText('12:05');
  await expect(page.locator('.grid .card').first()).toContainText('1.5K views');
  await expect(page.locator('.grid .card a').first()).toHaveAttribute('href', '/videos/7/video-7/');
});

test('without JavaScript a guest is told the history lives in the browser and needs JavaScript, not that it is empty', async ({ page }) => {
  test.skip(test.info().project.use.javaScriptEnabled !== false, 'this is the page without JavaScript');
  await page.goto('/videos/latest-updates/1/');
  await firstPublicTitle(page).click();
  // Our player or a partner's (an imported video): either keeps no history without JavaScript.
  await expect(page.locator('.watch .player')).toHaveCount(1);
  await page.goto('/videos/history/1/');
  await expect(page.locator('.subline')).toHaveText('Your watch history is kept in this browser only. Log in to keep it on your account.');
  await expect(page.locator('.listing__main .empty')).toHaveText('Keeping and showing it needs JavaScript, which is turned off in this browser.');
  await expect(page.locator('.grid .card')).toHaveCount(0);
  expect(await seen(page)).not.toContain('Your watch history is empty.');
});
