// Phone first, JavaScript on and off: a 360x740 screen shows at least four whole cards of a listing, a category, a
// search, the models and the community, with the filters folded into one control (shown as they are on a large
// screen); the watch page puts the related videos before any ad on a phone, and at 1366x768 the player with its
// controls fits the first screen.
import { expect, test, type Page } from '@playwright/test';
import { skipOverlays } from './fixtures';

const PHONE = { width: 360, height: 740 };

/** Cards wholly inside the first screen. */
function wholeCards(page: Page): Promise<number> {
  return page.locator('.grid > .card').evaluateAll((cards) => cards.filter((card) => {
    const box = card.getBoundingClientRect();
    return box.width > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  }).length);
}

test('a phone\'s first screen shows four whole cards of every listing; the filters open from one control', async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
  await page.setViewportSize(PHONE);
  await page.goto('/categories/');
  const category = (await page.locator('.category-list a').first().getAttribute('href'))!;
  // The word most titles share, so the search has a full first screen. The longest videos are the demo catalogue's:
  // the clips other tests upload (titles of their own, some still waiting for moderation) are all short.
  await page.goto('/videos/longest/1/');
  const titles = await page.locator('.card__title').allTextContents();
  const counts = new Map<string, number>();
  for (const found of titles.join(' ').toLowerCase().matchAll(/[a-z]{4,}/g)) counts.set(found[0], (counts.get(found[0]) ?? 0) + 1);
  const word = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  for (const path of ['/videos/latest-updates/1/', category, `/search/1/?s=${word}`, '/models/most-popular/1/', '/community/recent/1/']) {
    await page.goto(path);
    expect(await wholeCards(page), path).toBeGreaterThanOrEqual(4);
    const form = page.locator('.filter-fold form');
    await expect(form, path).toBeHidden();
    await page.locator('.filter-fold summary').click();
    await expect(form, path).toBeVisible();
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/videos/latest-updates/1/');
  await expect(page.locator('.filter-fold form')).toBeVisible();
  await expect(page.locator('.filter-fold summary')).toBeHidden();
});

test('the watch page: on a phone the related videos come before any ad; at 1366x768 the player\'s controls are in the first screen', async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
  await page.setViewportSize(PHONE);
  await page.goto('/videos/most-viewed/1/');
  await page.goto((await page.locator('.grid .card a').first().getAttribute('href'))!);
  const top = (selector: string) => page.locator(selector).evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top + window.scrollY));
  const [related] = await top('.related');
  const ads = await top('.ad, .premium, .partner-slider');
  expect(ads.length).toBeGreaterThan(3);
  for (const ad of ads) expect(ad).toBeGreaterThan(related!);
  expect(related).toBeGreaterThan((await top('.watch__bar'))[0]!);
  await page.setViewportSize({ width: 1366, height: 768 });
  const player = (await page.locator('.player').boundingBox())!;
  expect(player.y + player.height).toBeLessThanOrEqual(768);
  expect(player.height).toBeGreaterThan(400);
});
