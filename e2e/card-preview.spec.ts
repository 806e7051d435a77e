// Cards that come alive: no preview loads with the page, none without JavaScript, none under reduced motion; a mouse
// resting on a card plays its preview and leaving stops it; on a touch screen a long press previews. The tests take
// cards that have a preview clip (a partner's embedded video has none).
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, skipOverlays } from './fixtures';

const jsOff = () => test.info().project.use.javaScriptEnabled === false;

/** Records the preview clips the page asks for. */
function previewRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/media/previews/')) seen.push(request.url());
  });
  return seen;
}

const preview = (page: Page) => page.locator('.card__preview');
const previewPlaying = (page: Page) =>
  expect.poll(() => preview(page).first().evaluate((video: HTMLVideoElement) => video.currentTime).catch(() => 0), { timeout: 10_000 }).toBeGreaterThan(0);

test.beforeEach(async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
});

test('a listing loads no preview with the page; with JavaScript a card played under the mouse stops when it leaves', async ({ page }) => {
  const requested = previewRequests(page);
  await page.goto('/videos/latest-updates/1/');
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  const card = page.locator('.grid .card__link[data-preview]').nth(1);
  await expect(card).toHaveAttribute('data-preview', /\/media\/previews\/.+\/preview\.mp4$/);
  await card.hover();
  if (jsOff()) {
    // Without scripts nothing runs later: what the page asked for now is all it will ask for.
    expect(requested).toEqual([]);
    await expect(preview(page)).toHaveCount(0);
    return;
  }
  await previewPlaying(page);
  expect(requested).toHaveLength(1);
  await expect(card).toHaveClass(/card__link--previewing/);
  await expectAccessible(page);
  await page.locator('h1').hover();
  await expect(preview(page)).toHaveCount(0);
  await expect(card).not.toHaveClass(/card__link--previewing/);
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('no card previews', async ({ page }) => {
    test.skip(jsOff(), 'previews need JavaScript');
    const requested = previewRequests(page);
    await page.clock.install();
    await page.goto('/videos/latest-updates/1/');
    await page.locator('.grid .card__link[data-preview]').first().hover();
    await page.clock.runFor(700); // past the hover delay
    expect(requested).toEqual([]);
    await expect(preview(page)).toHaveCount(0);
  });
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a long press previews the card and opens nothing; a tap opens the video', async ({ page }) => {
    test.skip(jsOff(), 'previews need JavaScript');
    await page.goto('/videos/latest-updates/1/');
    const card = page.locator('.grid .card__link[data-preview]').first();
    // The first card with a preview may be below the fold (partner videos have none): the finger goes where it is.
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 3) };
    const cdp = await page.context().newCDPSession(page);
    const url = page.url();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    // The gesture itself: a finger held down until the card previews (past the long press's 450 ms, and past the
    // loading of the preview script the first touch asks for, however long a busy machine takes), then lifted.
    await expect(card).toHaveClass(/card__link--previewing/, { timeout: 15_000 });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await previewPlaying(page);
    expect(page.url()).toBe(url);
    await card.tap();
    await expect(page).toHaveURL(/\/videos\/\d+\//);
  });
});
