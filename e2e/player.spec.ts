// The watch page player: plays with JavaScript off (native <video>, seeking through HTTP Range) and becomes
// video.js with JavaScript on, on the same element, honouring start_time.
import { expect, test, type Page } from '@playwright/test';
import { skipOverlays } from './fixtures';

test.beforeEach(async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
});

async function openAVideo(page: Page, query = ''): Promise<string> {
  await page.goto('/videos/most-viewed/1/');
  const href = await page.locator('.grid .card a').first().getAttribute('href');
  await page.goto(href! + query);
  return href!;
}

const playing = (page: Page) =>
  page.locator('video').first().evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
    const from = video.currentTime;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return video.currentTime > from;
  });

test('the video plays and seeks', async ({ page }) => {
  const jsOn = test.info().project.use.javaScriptEnabled !== false;
  await openAVideo(page);
  if (!jsOn) {
    // With JavaScript off the page itself cannot be scripted; the element must be a playable native player.
    const video = page.locator('video');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('preload', 'metadata');
    const src = await page.locator('video source').getAttribute('src');
    const range = await page.request.get(src!, { headers: { Range: 'bytes=1000-1999' } });
    expect(range.status()).toBe(206);
    expect((await range.body()).length).toBe(1000);
    return;
  }
  await expect(page.locator('.video-js.vjs-paused, .video-js.vjs-playing').first()).toBeVisible({ timeout: 15_000 });
  expect(await playing(page)).toBe(true);
  // Seeking far ahead works (the server answers the ranges).
  const after = await page.locator('video').first().evaluate(async (video: HTMLVideoElement) => {
    video.currentTime = 15;
    await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
    return video.currentTime;
  });
  expect(after).toBeGreaterThanOrEqual(14);
});

test('start_time starts the video there', async ({ page }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, 'needs a script to read the position');
  await openAVideo(page, '?start_time=10');
  await expect(page.locator('.video-js').first()).toBeVisible({ timeout: 15_000 });
  const position = await page.locator('video').first().evaluate(async (video: HTMLVideoElement) => {
    if (video.readyState < 1) await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    return video.currentTime;
  });
  expect(position).toBeGreaterThanOrEqual(9.5);
});
