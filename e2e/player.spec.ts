// The watch page player: plays with JavaScript off (native <video>, seeking through HTTP Range) and becomes
// video.js with JavaScript on, on the same element, honouring start_time (adaptive streaming: streaming.spec.ts).
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

/** Starts the first video and waits, on its own clock, until its time has moved on. */
async function expectPlaying(page: Page): Promise<void> {
  const video = page.locator('video').first();
  const from = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    return element.currentTime;
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(from);
}

test('the video plays and seeks', async ({ page }) => {
  const jsOn = test.info().project.use.javaScriptEnabled !== false;
  const videoJs: string[] = [];
  page.on('request', (request) => {
    if (/\/build\/islands\/core\.es-/.test(request.url())) videoJs.push(request.url());
  });
  await openAVideo(page);
  if (!jsOn) {
    // With JavaScript off the page itself cannot be scripted; the element must be a playable native player.
    const video = page.locator('video');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('preload', 'metadata');
    // The MP4 a browser without HLS plays (the master playlist comes first): seeking reads it by HTTP Range.
    const src = await page.locator('video source[type="video/mp4"]').last().getAttribute('src');
    const range = await page.request.get(src!, { headers: { Range: 'bytes=1000-1999' } });
    expect(range.status()).toBe(206);
    expect((await range.body()).length).toBe(1000);
    return;
  }
  // video.js arrives when the visitor reaches for the player, not before: a reader who scrolls on never pays for it.
  await page.waitForLoadState('networkidle');
  expect(videoJs).toEqual([]);
  await page.locator('.player').first().hover();
  await expect(page.locator('.video-js.vjs-paused, .video-js.vjs-playing').first()).toBeVisible({ timeout: 15_000 });
  await expectPlaying(page);
  // Seeking far ahead works (the server answers the ranges).
  const after = await page.locator('video').first().evaluate(async (video: HTMLVideoElement) => {
    video.currentTime = 15;
    await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
    return video.currentTime;
  });
  expect(after).toBeGreaterThanOrEqual(14);
});

test("video.js speaks the page's language: our control labels, its own translation of its dialogs", async ({ page, baseURL }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, 'video.js needs JavaScript');
  await page.context().addCookies([{ name: 'app_lang', value: 'ja', url: baseURL! }]);
  await openAVideo(page);
  // Keyboard users wake it too: focus reaching the native player.
  await page.locator('.player video').first().focus();
  const player = page.locator('.video-js').first();
  await expect(player).toHaveAttribute('lang', 'ja', { timeout: 15_000 });
  await expect(player.locator('.vjs-fullscreen-control')).toHaveAttribute('title', '全画面表示');
  await expect(player.locator('.vjs-mute-control')).toHaveAttribute('title', 'ミュート');
  await expect(player.locator('.vjs-big-play-button .vjs-control-text')).toHaveText('動画を再生');
  // What we leave to video.js comes from its own Japanese file, loaded beside it.
  await expect(player).toHaveAttribute('aria-label', 'ビデオプレイヤー');
});

test('start_time starts the video there (a media fragment without JS, video.js with it)', async ({ page }) => {
  await openAVideo(page, '?start_time=10');
  if (test.info().project.use.javaScriptEnabled !== false) await expect(page.locator('.video-js').first()).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => page.locator('video').first().evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(9.5);
});

test('the playlist strip shows 8 whole items at 1366 px and pages both ways: by scrolling with JavaScript, by links without', async ({ page }) => {
  const jsOn = test.info().project.use.javaScriptEnabled !== false;
  const playlist = await (await page.request.get('/api/json/playlist/86400/0/1.2.json')).json();
  const video = playlist.videos[5];
  // A common laptop screen: the strip shows its window of 8 whole items (spec 4, 9).
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/videos/${video.video_id}/${video.dir}/?playlist=1&pl_page=2`);
  const items = page.locator('.playlist-strip__row li');
  await expect(items).toHaveCount(60);
  await expect(page.locator('.playlist-strip__row li[aria-current="true"]')).toHaveCount(1);
  const whole = await page.locator('.playlist-strip__row').evaluate((row) => {
    row.scrollLeft = 0;
    const frame = row.getBoundingClientRect();
    return [...row.children].filter((li) => {
      const box = li.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1;
    }).length;
  });
  expect(whole).toBe(8);
  if (!jsOn) {
    await page.locator('.playlist-strip__pages a[rel="next"]').click();
    await expect(page).toHaveURL(/pl_page=3/);
    await expect(items).toHaveCount(30);
    return;
  }
  // The strip hydrates when it comes into view; then reaching either end of the row loads the next page there.
  const row = page.locator('.playlist-strip__row');
  await row.scrollIntoViewIfNeeded();
  const scrollUntil = async (left: 'start' | 'end', count: number) =>
    expect(async () => {
      await row.evaluate((el, to) => el.scrollTo({ left: to === 'end' ? el.scrollWidth : 0 }), left);
      expect(await items.count()).toBe(count);
    }).toPass({ timeout: 10_000 });
  await scrollUntil('end', 90);
  await scrollUntil('start', 150);
  await expect(page.locator('.playlist-strip__pages a')).toHaveCount(0);
});

test('sharing: a section by anchor without JavaScript, a dialog with copy buttons with it', async ({ page }) => {
  const jsOn = test.info().project.use.javaScriptEnabled !== false;
  await openAVideo(page);
  // Hydrated, the share island gives its section copy buttons: only then does the anchor open the dialog.
  if (jsOn) await expect(page.locator('#share button')).toHaveCount(2);
  await page.locator('.watch__bar summary').click();
  await page.locator('.dropdown__menu a[href="#share"]').click();
  if (!jsOn) {
    await expect(page).toHaveURL(/#share$/);
    await expect(page.locator('#share input')).toHaveValue(/\/videos\/\d+\//);
    return;
  }
  const dialog = page.locator('dialog.modal[aria-labelledby="share-dialog-title"]');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('textarea')).toHaveValue(/<iframe src="[^"]+\/embed\/\d+" width="426" height="265"/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Copy' }).first().click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('with JavaScript: autostart, timeline previews, and the next-video countdown that can be cancelled', async ({ page }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, 'video.js features');
  await openAVideo(page, '?autostart=1');
  await expect(page.locator('.video-js.vjs-playing')).toBeVisible({ timeout: 15_000 });

  const progress = page.locator('.vjs-progress-control');
  await expect(progress.locator('.timeline-preview')).toHaveCount(1, { timeout: 10_000 });
  await progress.scrollIntoViewIfNeeded();
  const box = (await progress.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
  const preview = progress.locator('.timeline-preview');
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/timeline\/.+\.jpg/);

  await page.locator('video').first().evaluate((video: HTMLVideoElement) => {
    video.currentTime = Math.max(0, video.duration - 0.5);
  });
  const card = page.locator('.next-video');
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card.locator('.next-video__countdown')).toHaveText(/Playing in (20|19) s/);
  await expect(card.locator('.next-video__countdown')).toHaveText(/Playing in 1[0-8] s/, { timeout: 5000 });
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toHaveCount(0);
});

test('a missing video shows its panel with a link home and a 404 (deleted and private: tests/routes.test.ts)', async ({ page }) => {
  const missing = await page.goto('/videos/987654321/nothing-here/');
  expect(missing?.status()).toBe(404);
  await expect(page.locator('.panel h1')).toHaveText('Video not found');
  await expect(page.locator('.panel a')).toHaveAttribute('href', '/');
  await expect(page.locator('video')).toHaveCount(0);
});

test('the embed player works inside an iframe on another page', async ({ page, baseURL }) => {
  await page.goto('/videos/most-viewed/1/');
  const id = /\/videos\/(\d+)\//.exec((await page.locator('.grid .card a').first().getAttribute('href'))!)![1];
  await page.setContent(`<iframe src="${baseURL}/embed/${id}" width="426" height="265"></iframe>`);
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('video')).toHaveCount(1);
  await expect(frame.locator('a[href*="/videos/"]').first()).toBeVisible();
});
