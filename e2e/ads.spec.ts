// Ad slots in a real browser, JavaScript on and off: banners at their sizes on a listing and a watch page at 1366 px
// (728x90) and 360 px (320x100), boxes that do not move when the creatives arrive, and CLS 0 (JS on, measured).
import { expect, test, type Page } from '@playwright/test';
import { skipOverlays } from './fixtures';

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900, banner: { width: 728, height: 90 } },
  { name: 'phone', width: 360, height: 780, banner: { width: 320, height: 100 } },
] as const;

const SIDE = { width: 285, height: 165 };

type Box = { x: number; y: number; width: number; height: number };

/** The slots' creative boxes on the page, by zone. */
async function slotBoxes(page: Page): Promise<Record<string, Box>> {
  const boxes: Record<string, Box> = {};
  for (const slot of await page.locator('[data-ad-zone]').all()) {
    boxes[(await slot.getAttribute('data-ad-zone'))!] = (await slot.locator('.ad__box').boundingBox())!;
  }
  return boxes;
}

/** Sums layout shifts (buffered, so shifts before the observer started count too) into window.__cls, with their sources. */
function observeLayoutShifts() {
  const state = { cls: 0, sources: [] as string[] };
  (window as unknown as { __cls: typeof state }).__cls = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
      if (entry.hadRecentInput) continue;
      state.cls += entry.value;
      for (const source of entry.sources ?? []) {
        const node = source.node as Element | undefined;
        state.sources.push(node?.className ? `${node.nodeName}.${String(node.className)}` : String(node?.nodeName));
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Once the pictures in view have loaded, two frames later: any shift they caused has been reported. */
async function settledInView(page: Page) {
  await expect.poll(() => page.evaluate(() => [...document.images].every((img) => {
    const box = img.getBoundingClientRect();
    return img.complete || box.bottom <= 0 || box.top >= innerHeight || box.width === 0;
  }))).toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Opens a page with the ad pictures held back, measures the slots, lets the pictures load, measures again: the boxes
 * are the same (nothing shifts when a creative arrives). With JavaScript on, returns the page's CLS after load and a
 * scroll to the bottom and back (islands may then grow below the viewport, which moves the side banners without a
 * visible shift: CLS, not position, is the measure there).
 */
async function openWithHeldAds(page: Page, path: string): Promise<{ before: Record<string, Box>; after: Record<string, Box>; cls: number | null }> {
  const jsOn = test.info().project.use.javaScriptEnabled !== false;
  if (jsOn) await page.addInitScript(observeLayoutShifts);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/img/ads/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // The stylesheet blocks the first paint, not DOMContentLoaded: measure what the first paint shows.
  await expect.poll(() => page.locator('.ad__box').first().evaluate((box) => getComputedStyle(box).aspectRatio)).not.toBe('auto');
  const before = await slotBoxes(page);
  const arrived = page.waitForResponse((response) => response.url().includes('/img/ads/'));
  release();
  await arrived;
  await page.waitForLoadState('load');
  for (const img of await page.locator('.ad img').all()) await expect(img).toHaveJSProperty('complete', true);
  const after = await slotBoxes(page);
  if (!jsOn) return { before, after, cls: null };
  await page.mouse.wheel(0, 20_000);
  await settledInView(page);
  await page.mouse.wheel(0, -20_000);
  await settledInView(page);
  const { cls, sources } = await page.evaluate(() => (window as unknown as { __cls: { cls: number; sources: string[] } }).__cls);
  expect(sources, 'elements that moved').toEqual([]);
  return { before, after, cls };
}

/** With JavaScript off the slots keep their exact boxes; with it on, their sizes (CLS covers what moves in view). */
function expectSameSlots(before: Record<string, Box>, after: Record<string, Box>) {
  if (test.info().project.use.javaScriptEnabled === false) {
    expect(after).toEqual(before);
    return;
  }
  const sizes = (boxes: Record<string, Box>) => Object.fromEntries(Object.entries(boxes).map(([zone, box]) => [zone, [box.width, box.height]]));
  expect(sizes(after)).toEqual(sizes(before));
}

function expectSize(box: Box | undefined, size: { width: number; height: number }) {
  expect(box, 'slot').toBeDefined();
  expect(Math.round(box!.width)).toBe(size.width);
  expect(Math.round(box!.height)).toBe(size.height);
}

let watchPath: string;

test.beforeAll(async ({ browser, baseURL }) => {
  const page = await browser.newPage();
  await page.goto(`${baseURL}/videos/latest-updates/1/`);
  watchPath = (await page.locator('.grid .card a').first().getAttribute('href'))!;
  await page.close();
});

test.beforeEach(async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
});

for (const viewport of VIEWPORTS) {
  test(`listing banner at ${viewport.width} px: ${viewport.banner.width}x${viewport.banner.height}, labelled, no shift`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { before, after, cls } = await openWithHeldAds(page, '/videos/latest-updates/1/');
    expectSize(before['listing-top'], viewport.banner);
    expectSameSlots(before, after);
    await expect(page.locator('[data-ad-zone="listing-top"] .ad__label')).toHaveText('Advertisement');
    await expect(page.locator('[data-ad-zone="listing-top"] a')).toHaveAttribute('rel', 'sponsored noopener');
    const shown = await page.locator('[data-ad-zone="listing-top"] img').evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(shown).toContain(`kitchen-${viewport.banner.width}x${viewport.banner.height}.svg`);
    if (cls !== null) {
      console.log(`CLS listing ${viewport.width}px: ${cls}`);
      expect(cls).toBe(0);
    }
  });

  test(`watch page at ${viewport.width} px: under-player ${viewport.banner.width}x${viewport.banner.height}, side banners ${SIDE.width}x${SIDE.height}, no shift`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { before, after, cls } = await openWithHeldAds(page, watchPath);
    expectSize(before['under-player'], viewport.banner);
    expectSize(before['suggested-1'], SIDE);
    expectSize(before['suggested-2'], SIDE);
    expectSameSlots(before, after);
    // Directly below the player.
    const player = (await page.locator('.watch__main video').first().boundingBox())!;
    expect(before['under-player']!.y).toBeGreaterThan(player.y + player.height - 1);
    if (cls !== null) {
      console.log(`CLS watch ${viewport.width}px: ${cls}`);
      expect(cls).toBe(0);
    }
  });
}

test('a click on a banner opens the advertiser in a new tab through the counting redirect', async ({ page }) => {
  // No network here: the advertiser's address is asked for (and fails), which is all the redirect has to achieve.
  const requested: string[] = [];
  page.context().on('request', (request) => requested.push(request.url()));
  await page.goto('/videos/latest-updates/1/');
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('[data-ad-zone="listing-top"] a').click()]);
  await popup.waitForLoadState();
  expect(requested).toContain(new URL('/ads/click/listing-top/kitchen/', page.url()).href);
  expect(requested).toContain('https://kitchen.example/?ref=asiatube');
});
