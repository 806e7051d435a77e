// Bulk import (issue 30, docs/import.md), JavaScript on and off: the demo admin checks a file of partner videos in the
// console, sees every row's verdict, starts the import and follows its page until the runner has fetched the
// thumbnails; a video approved from there plays on its watch page in the partner's frame (locally the partner is this
// site's own /embed/ player), and the page passes axe.
import { expect, test } from '@playwright/test';
import { asNewVisitor, expectAccessible, signIn, skipOverlays } from './fixtures';
import { PROCESSING_TIMEOUT } from './media-fixtures';

/** The demo admin that `npm start` makes (README). */
const ADMIN = { username: 'admin', password: 'admin-password' };

test.beforeEach(async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
  await asNewVisitor(page);
});

test("staff check and start an import; a video from it, approved, plays in the partner's frame", async ({ page, baseURL }, info) => {
  test.setTimeout(PROCESSING_TIMEOUT * 2);
  // This site is the demo partner of a local start (scripts/start.mjs): its /embed/ player and its card images.
  const id = `${info.project.name}-${Date.now().toString(36)}`;
  const title = `Lantern walk ${id}`;
  const csv = [
    'title,categories,duration,thumb_url,embed_url,ex_tube,ex_id',
    `${title},beach,12:30,${baseURL}/media/thumbs/seed/clip-1-1.jpg,${baseURL}/embed/1,demo-partner,${id}-1`,
    `Second ${title},office|雨の日,14:05,${baseURL}/media/thumbs/seed/clip-2-1.jpg,${baseURL}/embed/2,demo-partner,${id}-2`,
    `Knitting ${title},knitting-circles,14:05,${baseURL}/media/thumbs/seed/clip-3-1.jpg,${baseURL}/embed/3,demo-partner,${id}-3`,
  ].join('\n');

  await signIn(page, ADMIN);
  await page.goto('/admin/import/');
  await page.getByLabel('Import file').setInputFiles({ name: 'partner.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  const summary = page.locator('#import-check ~ [role="status"]');
  await expect(summary).toContainText('2 embedded videos to create');
  await expect(summary).toContainText('1 row refused');
  await expect(page.locator('tr', { hasText: 'knitting-circles' })).toContainText('unknown category “knitting-circles”');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Start the import (2 videos)' }).click();
  await expect(page).toHaveURL(/\/admin\/import\/\d+\/$/);
  // The page follows the import (htmx, or a refresh without JavaScript) until the runner has made both thumbnails.
  const created = page.locator('tr', { hasText: title }).first();
  await expect(created).toContainText('awaiting moderation', { timeout: PROCESSING_TIMEOUT });
  await expect(page.locator('#import-run [role="status"]')).toContainText('2 created, 1 refused, out of 3 rows');
  await expect(page.locator('tr', { hasText: `Second ${title}` })).toContainText('awaiting moderation', { timeout: PROCESSING_TIMEOUT });
  await expectAccessible(page);

  await created.getByRole('link').click();
  await expect(page.locator('.admin__review iframe')).toHaveAttribute('src', `${baseURL}/embed/1`);
  await page.getByRole('button', { name: 'Approve and publish' }).click();
  // The console moves on to the next item in the queue, saying what it did.
  await expect(page.getByRole('status').filter({ hasText: `Approved “${title}”.` })).toBeVisible();

  await page.goto('/videos/latest-updates/1/');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.locator('h1')).toHaveText(title);
  const frame = page.locator('.player--partner iframe');
  await expect(frame).toHaveAttribute('src', `${baseURL}/embed/1`);
  // The partner's player is inside the frame, working on its own.
  await expect(page.frameLocator('.player--partner iframe').locator('video')).toBeAttached();
  // On a phone the frame is a 16:9 box across the page (wider screens cap its height, as for our own player).
  await page.setViewportSize({ width: 390, height: 844 });
  const box = (await frame.boundingBox())!;
  expect(box.width).toBeGreaterThan(340);
  expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  await expect(page.getByRole('link', { name: 'Download', exact: true })).toHaveCount(0);
  await expectAccessible(page);
});
