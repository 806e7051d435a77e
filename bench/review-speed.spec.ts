// The review speed of the moderation console (issue 28): a moderator decides 20 items of the queue (approve and reject
// in turn) two ways, timed from the first key or click to the last decision's page:
// - with the keyboard: a and r on each item's page, each decision opening the next item;
// - with clicks, as before the queue was made for volume: open the queue, click the oldest item, decide with the
//   buttons, and go back to the queue for the next.
// Between the two, the keyboard's decisions are undone, so both ways review the same 20 items. Prints reviews per minute.
import { expect, test, type Page } from '@playwright/test';
import { signIn, skipOverlays } from '../e2e/fixtures';

const MODERATOR = { username: 'moderator', password: 'moderator-password' };
const ITEMS = 20;
const QUEUE = '/admin/queue/videos/';

async function keysReady(page: Page) {
  await expect(page.locator('.review-keys[data-ready]')).toHaveCount(1);
}

async function byKeyboard(page: Page): Promise<string[]> {
  await page.goto(QUEUE);
  await keysReady(page);
  const decided: string[] = [];
  await page.keyboard.press('j');
  await page.keyboard.press('o');
  for (let i = 0; i < ITEMS; i += 1) {
    await expect(page).toHaveURL(/\/admin\/videos\/\d+\//);
    const id = /\/admin\/videos\/(\d+)\//.exec(page.url())![1]!;
    await keysReady(page);
    if (i % 2 === 0) {
      await page.keyboard.press('a');
    } else {
      await page.keyboard.press('r');
      await page.keyboard.type('Poor');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
    }
    await expect(page).toHaveURL(new RegExp(`decided=${id}$`));
    decided.push(id);
  }
  return decided;
}

async function byClicks(page: Page): Promise<void> {
  for (let i = 0; i < ITEMS; i += 1) {
    await page.getByRole('link', { name: 'Videos to review' }).first().click();
    await page.locator('tr[data-item] a[data-item-link]').first().click();
    await expect(page).toHaveURL(/\/admin\/videos\/\d+\//);
    if (i % 2 === 0) {
      await page.getByRole('button', { name: 'Approve and publish' }).click();
    } else {
      await page.locator('form[data-decision="reject"] select[name="reason"]').selectOption('quality');
      await page.getByRole('button', { name: 'Reject', exact: true }).click();
    }
    await expect(page.locator('.admin__undo')).toBeVisible();
  }
}

test('reviews per minute, with the keyboard and with clicks', async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
  await signIn(page, MODERATOR);
  await page.goto(QUEUE);
  const waiting = Number(/\d+/.exec((await page.locator('main p').first().innerText()))![0]);
  expect(waiting).toBeGreaterThanOrEqual(ITEMS);

  const keyboardStart = Date.now();
  const decided = await byKeyboard(page);
  const keyboardSeconds = (Date.now() - keyboardStart) / 1000;

  for (const id of decided) {
    const undone = await page.request.post(`/admin/videos/${id}/undo/`, { headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(undone.status()).toBe(303);
  }
  await page.goto('/admin/');
  const clicksStart = Date.now();
  await byClicks(page);
  const clicksSeconds = (Date.now() - clicksStart) / 1000;

  const perMinute = (seconds: number) => ((ITEMS * 60) / seconds).toFixed(1);
  console.log(`review speed, ${ITEMS} items: keyboard ${keyboardSeconds.toFixed(1)} s (${perMinute(keyboardSeconds)}/min), clicks ${clicksSeconds.toFixed(1)} s (${perMinute(clicksSeconds)}/min), ratio ${(clicksSeconds / keyboardSeconds).toFixed(2)}x`);
});
