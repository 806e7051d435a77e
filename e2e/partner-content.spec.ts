// Partner content of the watch page in a real browser: the premium countdown ticks (JS on) or the offer shows without
// a clock (JS off); the partner sliders scroll with their arrows (JS on) or by CSS scrolling alone (JS off).
import { expect, test, type Page } from '@playwright/test';
import { axeOn, skipOverlays } from './fixtures';

test.beforeEach(async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
});

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

async function openAVideo(page: Page): Promise<void> {
  await page.goto('/videos/most-viewed/1/');
  const href = await page.locator('.grid .card a').first().getAttribute('href');
  await page.goto(href!);
}

const seconds = (clock: string) => clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);

test('the premium card counts down from 60 minutes with JavaScript, and shows the offer without a clock without it', async ({ page }) => {
  await openAVideo(page);
  const card = page.locator('.watch__aside .premium');
  await expect(card.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(card.getByRole('link')).toHaveAttribute('rel', 'sponsored noopener');
  const timer = card.getByRole('timer');
  if (!jsOn()) {
    await expect(timer).toHaveCount(0);
    await expect(card).not.toContainText(/\d\d:\d\d:\d\d/);
    return;
  }
  await expect(timer).toHaveText(/^00:59:5\d$|^01:00:00$/, { timeout: 15_000 });
  await expect(timer).toHaveAttribute('aria-live', 'off');
  await expect(timer).toHaveAttribute('aria-label', 'Offer ends in');
  const first = seconds((await timer.textContent())!);
  const width = (await timer.boundingBox())!.width;
  // It ticks once a second: the next tick takes one second off, not more.
  await expect.poll(async () => seconds((await timer.textContent())!), { timeout: 3000 }).toBeLessThan(first);
  const second = seconds((await timer.textContent())!);
  expect(first - second).toBeLessThanOrEqual(2);
  // Tabular digits in a reserved width: ticking moves nothing.
  expect((await timer.boundingBox())!.width).toBe(width);
});

test('the premium countdown stops at 00:00:00', async ({ page }) => {
  test.skip(!jsOn(), 'the clock is a script');
  await page.clock.install();
  await openAVideo(page);
  const timer = page.locator('.premium').getByRole('timer');
  await expect(timer).toHaveText(/^(00:59:5\d|01:00:00)$/, { timeout: 15_000 });
  await page.clock.fastForward('01:00:05');
  await expect(timer).toHaveText('00:00:00');
  await page.clock.runFor(3000);
  await expect(timer).toHaveText('00:00:00');
});

test('the partner sliders scroll: by their arrows with JavaScript, by plain scrolling without it', async ({ page }) => {
  await openAVideo(page);
  const slider = page.locator('.partner-slider').first();
  const row = slider.locator('.partner-slider__row');
  await expect(row.locator('li')).toHaveCount(17);
  const links = row.getByRole('link');
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) {
    expect(new URL(href!).searchParams.get('utm_source')).toBe('asiatube');
  }
  const scrollLeft = () => row.evaluate((element) => element.scrollLeft);
  await slider.scrollIntoViewIfNeeded();
  if (jsOn()) {
    const next = slider.getByRole('button', { name: 'Next videos' });
    // The arrows hydrate when the slider comes into view: the island runtime may still be loading on a busy machine.
    await expect(next).toBeVisible({ timeout: 15_000 });
    expect((await next.boundingBox())!.width).toBeGreaterThanOrEqual(24);
    await next.click();
    await expect.poll(scrollLeft).toBeGreaterThan(100);
    const forward = await scrollLeft();
    await slider.getByRole('button', { name: 'Previous videos' }).click();
    await expect.poll(scrollLeft).toBeLessThan(forward);
    const results = await axeOn(page).include('.partner-strip').include('.premium').include('.partner-slider').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  } else {
    await expect(slider.getByRole('button')).toHaveCount(0);
    // The keyboard reaches every card: focusing the last one scrolls the row.
    await links.last().focus();
    await expect.poll(scrollLeft).toBeGreaterThan(100);
  }
});
