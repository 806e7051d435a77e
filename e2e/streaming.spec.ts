// Watching on any network: the seeded 1080p video plays without JavaScript (native HLS or the MP4 its screen suits)
// and its quality row switches the file; with JavaScript, hls.js settles on a low rung on a slow network and climbs to
// the top on a fast one, and the quality menu works by keyboard and passes axe.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, skipOverlays } from './fixtures';

const jsOff = () => test.info().project.use.javaScriptEnabled === false;

/** A listed video whose top rendition is `height` (the demo clips are 1080p, 720p and 480p), by its watch path. */
async function videoOfHeight(request: APIRequestContext, height: number): Promise<string> {
  const listing = await (await request.get('/videos/most-viewed/1/')).text();
  for (const [, path, id] of listing.matchAll(/<a class="card__link" href="(\/videos\/(\d+)\/[^"]+\/)"/g)) {
    const files = (await (await request.get(`/api/videofile.php?video_id=${id}`)).json()) as { height: number }[];
    if (files[0]?.height === height) return path!;
  }
  throw new Error(`no listed video of ${height}p`);
}

/** Presses play on the page's video (muted), and waits until frames move. */
async function play(page: Page): Promise<void> {
  const video = page.locator('video').first();
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    void v.play();
  });
  // Polled from here: with JavaScript off the page's own timers do not run.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
}

const currentFile = (page: Page) => page.locator('video').first().evaluate((v: HTMLVideoElement) => v.currentSrc.split('/').pop());

test.beforeEach(async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
});

test('without JavaScript the seeded video plays, and a quality link switches the file and is remembered', async ({ page, request }) => {
  test.skip(!jsOff(), 'the page as it is without JavaScript');
  const path = await videoOfHeight(request, 1080);
  await page.goto(path);
  const sources = page.locator('video source');
  await expect(sources.first()).toHaveAttribute('media', '(max-width: 767px)');
  await expect(sources.nth(1)).toHaveAttribute('type', 'application/vnd.apple.mpegurl');
  await play(page);
  // A desktop-sized Chromium plays the master playlist natively (a browser without HLS would take the 720p MP4).
  expect(await currentFile(page)).toBe('master.m3u8');

  const row = page.getByRole('navigation', { name: 'Quality' });
  await expect(row.locator('[aria-current="true"]')).toHaveText('Auto');
  await row.getByRole('link', { name: '480p' }).click();
  await expect(page).toHaveURL(path);
  await expect(row.locator('[aria-current="true"]')).toHaveText('480p');
  await expect(sources).toHaveCount(1);
  await play(page);
  expect(await currentFile(page)).toBe('480.mp4');
  // Kept for the next page.
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'app_quality')?.value).toBe('480');
  await page.goto(await videoOfHeight(request, 720));
  await expect(page.locator('video source')).toHaveAttribute('src', /\/480\.mp4$/);
  await page.getByRole('navigation', { name: 'Quality' }).getByRole('link', { name: 'Auto' }).click();
  await expect(page.locator('video source')).toHaveCount(3);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('without JavaScript a phone plays the 360p MP4, which starts sooner than native HLS', async ({ page, request }) => {
    test.skip(!jsOff(), 'the page as it is without JavaScript');
    await page.goto(await videoOfHeight(request, 1080));
    await play(page);
    expect(await currentFile(page)).toBe('360.mp4');
  });
});

/** The player upgraded to video.js with hls.js (the visitor reached for it). */
async function upgrade(page: Page): Promise<void> {
  await page.locator('.player').first().hover();
  await expect(page.locator('.video-js.vjs-paused')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => page.locator('video').first().evaluate((v: HTMLVideoElement) => v.currentSrc.startsWith('blob:'))).toBe(true);
}

/** Chrome's network emulation: `kbps` down, 150 ms round trips (DevTools' "Slow 4G" latency). */
async function throttle(page: Page, kbps: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (kbps * 1000) / 8, uploadThroughput: 750_000 / 8 });
}

/** Records, in the page, the seconds spent waiting for data after the first frame. */
async function watchStalls(page: Page): Promise<() => Promise<number>> {
  await page.locator('video').first().evaluate((v: HTMLVideoElement) => {
    const w = window as unknown as { stalled: number; waitingSince: number | null; started: boolean };
    w.stalled = 0;
    w.waitingSince = null;
    w.started = false;
    v.addEventListener('playing', () => {
      if (w.waitingSince !== null) w.stalled += (performance.now() - w.waitingSince) / 1000;
      w.waitingSince = null;
      w.started = true;
    });
    v.addEventListener('waiting', () => {
      if (w.started) w.waitingSince = performance.now();
    });
  });
  return () => page.evaluate(() => {
    const w = window as unknown as { stalled: number; waitingSince: number | null };
    return w.stalled + (w.waitingSince === null ? 0 : (performance.now() - w.waitingSince) / 1000);
  });
}

test('at 400 kbit/s the player settles on 360p or lower within 10 s, stalling no more than 2 s', async ({ page, request }) => {
  test.skip(jsOff(), 'adaptive streaming is the upgraded player');
  await page.goto(await videoOfHeight(request, 1080));
  await upgrade(page);
  await throttle(page, 400);
  const stalls = await watchStalls(page);
  await play(page);
  const video = page.locator('video').first();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 10_000 }).toBeGreaterThan(0);
  // The media's own clock: 8 s played within 10 s leaves at most 2 s for stalls.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThanOrEqual(8);
  expect(await video.evaluate((v: HTMLVideoElement) => v.videoHeight)).toBeLessThanOrEqual(360);
  expect(await stalls()).toBeLessThanOrEqual(2);
});

test.describe('on a fast network and a large screen', () => {
  test.use({ viewport: { width: 1600, height: 900 }, deviceScaleFactor: 2 });

  test('at 20 Mbit/s the player reaches the top rung', async ({ page, request }) => {
    test.skip(jsOff(), 'adaptive streaming is the upgraded player');
    await page.goto(await videoOfHeight(request, 1080));
    await upgrade(page);
    await throttle(page, 20_000);
    await play(page);
    await expect.poll(() => page.locator('video').first().evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 15_000 }).toBe(1080);
  });
});

test('the quality menu opens and chooses by keyboard, the row under the player follows, and both pass axe', async ({ page, request }) => {
  test.skip(jsOff(), 'the menu is the upgraded player');
  const path = await videoOfHeight(request, 720);
  await page.goto(path);
  await upgrade(page);
  // video.js shows its control bar once playback has started.
  await play(page);
  const button = page.locator('button.vjs-quality-button');
  await expect(button).toHaveAttribute('aria-haspopup', 'true');
  await expect(button).toContainText('Auto');
  await button.focus();
  await page.keyboard.press('Enter');
  const items = page.locator('.vjs-quality-control .vjs-menu-item');
  await expect(items).toHaveText(['Auto', '240p', '360p', '480p', '720p HD'].map((label) => new RegExp(`^${label}`)));
  await expect(items.first()).toHaveAttribute('aria-checked', 'true');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(items.nth(2)).toHaveAttribute('aria-checked', 'true');
  await expect(button).toContainText('360p');
  await expect(page.getByRole('navigation', { name: 'Quality' }).locator('[aria-current="true"]')).toHaveText('360p');
  await expect.poll(() => page.locator('video').first().evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 15_000 }).toBe(360);
  // The choice is kept for later pages, as the row's links keep it.
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'app_quality')?.value).toBe('360');
  await expect(page).toHaveURL(path);
  await expectAccessible(page);
});
