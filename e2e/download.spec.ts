// The download landing with JavaScript on and off: an early press is refused with the time left, after the
// wait (10 s in the Telegram variant) the press downloads the rendition chosen.
import { expect, test } from '@playwright/test';
import { skipOverlays } from './fixtures';

test('the download waits, refuses early presses, then downloads', async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
  const jsOn = test.info().project.use.javaScriptEnabled !== false;
  await page.goto('/videos/most-viewed/1/');
  const id = /\/videos\/(\d+)\//.exec((await page.locator('.grid .card a').first().getAttribute('href'))!)![1];
  await page.goto(`/download/?video_id=${id}&tg=1`);
  // A button for each rendition; every demo clip has a 480p one.
  const button = page.getByRole('button', { name: 'Download 480p' });
  // With JavaScript, press once the island has taken over (its no-script hint is gone).
  if (jsOn) await expect(page.locator('.download-form .subline')).toHaveCount(0);
  await button.click();
  await expect(page.locator('.notice--error')).toContainText(/Not yet/);
  if (jsOn) {
    await expect(page.locator('.notice--error')).toHaveCount(0, { timeout: 3000 }); // the flash lasts 700 ms
  } else {
    expect(page.url()).toContain('/download/file/');
  }
  await page.waitForTimeout(10_500);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download 480p' }).click()]);
  expect(download.suggestedFilename()).toBe('480.mp4');
});
