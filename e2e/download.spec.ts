// The download landing with JavaScript on and off: an early press is refused with the time left, after the
// wait (10 s in the Telegram variant) the press downloads the rendition chosen.
import { expect, test, type Download } from '@playwright/test';
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
  const press = () => Promise.all([page.waitForEvent('download', { timeout: 2000 }), page.getByRole('button', { name: 'Download 480p' }).click()]);
  let download: Download | undefined;
  if (jsOn) {
    // The island counts the wait down and says when the file is ready.
    await expect(page.locator('.download-form .notice')).toHaveText('Your file is ready.', { timeout: 15_000 });
    [download] = await press();
  } else {
    // Without JavaScript the page cannot say when: the visitor presses again until the server lets the file go.
    await expect(async () => {
      [download] = await press();
    }).toPass({ timeout: 15_000, intervals: [1000] });
  }
  // Saved under the video's title and the rendition.
  expect(download!.suggestedFilename()).toMatch(/^.+ 480p\.mp4$/);
});
