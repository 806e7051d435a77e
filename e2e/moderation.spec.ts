// Moderation (issues 16 and 28), JavaScript on and off: a member's upload waits for moderation, the demo moderator
// approves it from the queue filtered to its uploader, and a guest then finds it in the latest updates and in search;
// with JavaScript a moderator reviews ten items with the keyboard alone and undoes a decision; a report sent from a watch page
// reaches the reports queue, and the take-down leaves the deleted panel in the video's place.
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { asNewVisitor, expectAccessible, signedInMember, signIn, skipOverlays } from './fixtures';
import { expectOwnState, fillCommon, openUploadForm, PROCESSING_TIMEOUT, syntheticClip, syntheticImage, token } from './media-fixtures';

/** The demo moderator that `npm start` makes (README). */
const MODERATOR = { username: 'moderator', password: 'moderator-password' };

test.beforeEach(async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
  await asNewVisitor(page);
});

/** A page in a context of its own (another person), past the overlays. */
async function otherVisitor(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL, extraHTTPHeaders: test.info().project.use.extraHTTPHeaders, javaScriptEnabled: test.info().project.use.javaScriptEnabled,
  });
  const page = await context.newPage();
  await skipOverlays(page, baseURL);
  return page;
}

test('a member uploads, a moderator approves it from the queue, and a guest finds it in the latest updates and in search', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const [clip, preview] = await Promise.all([syntheticClip(370), syntheticImage('jpg', '640x360')]);
  const member = await signedInMember(page);
  await openUploadForm(page, '/upload-video/');
  const word = `Tidepool${token(6)}`;
  const title = `Moderated ${word}`;
  const form = await fillCommon(page, 'video-upload', title);
  await form.getByLabel('This video is exclusive to this site').check();
  await form.getByRole('radio', { name: 'Upload a preview image' }).check();
  await form.getByLabel('Preview image file').setInputFiles(preview);
  // The name an Android camera gives its clips.
  await form.getByLabel('Video file').setInputFiles({ name: 'VID_20261127_083700.mp4', mimeType: 'video/mp4', buffer: await readFile(clip) });
  await form.getByRole('button', { name: 'Upload video' }).click();
  await expect(page).toHaveURL(/\/upload-video\/sent\/\d+\/$/, { timeout: 60_000 });
  const videoId = page.url().match(/\/sent\/(\d+)\//)![1]!;
  // The status page follows processing on its own: htmx with JavaScript, its refresh without; nobody reloads it.
  await expect(page.locator('.upload-state')).toHaveText('Awaiting moderation', { timeout: PROCESSING_TIMEOUT });
  // Its owner plays it while it waits: the browser plays it with JavaScript; without, its file answers.
  const player = page.locator('video.upload-sent__player');
  await expect(player).toBeVisible();
  if (test.info().project.use.javaScriptEnabled !== false) {
    await player.evaluate((video: HTMLVideoElement) => { video.muted = true; return video.play(); });
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
  } else {
    const file = await page.request.get((await player.getAttribute('src'))!, { headers: { Range: 'bytes=0-1023' } });
    expect([200, 206]).toContain(file.status());
  }
  await expectOwnState(page, 'Follow it among your uploaded videos', title, 'Awaiting moderation');

  const moderator = await otherVisitor(browser, baseURL!);
  await signIn(moderator, MODERATOR);
  await moderator.locator('.header__tools summary', { hasText: 'My account:' }).click();
  await moderator.getByRole('link', { name: 'Moderation console' }).click();
  await expect(moderator.getByRole('heading', { name: 'Moderation console', level: 1 })).toBeVisible();
  await moderator.getByRole('link', { name: 'Videos to review' }).click();
  const row = moderator.locator('tr', { hasText: title });
  await expect(row).toBeVisible();
  // On a phone the queue fits the screen: its table scrolls inside it, nothing else does.
  await moderator.setViewportSize({ width: 360, height: 740 });
  await moderator.reload();
  expect(await moderator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await moderator.setViewportSize({ width: 1280, height: 720 });
  await row.getByRole('link', { name: title }).click();
  await expect(moderator).toHaveURL(new RegExp(`/admin/videos/${videoId}/$`));
  await expect(moderator.locator('.admin__player')).toBeVisible();
  await expect(moderator.locator('.admin p strong')).toHaveText('Awaiting moderation');
  await expectAccessible(moderator);
  // A bulk approval of a filtered page: the queue narrowed to this uploader, the whole page selected, approved at once.
  const uploader = member.username;
  await moderator.goto('/admin/queue/videos/');
  const filters = moderator.getByRole('form', { name: 'Filter the queue' });
  await filters.getByLabel('Uploader', { exact: true }).fill(uploader);
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(moderator).toHaveURL(new RegExp(`uploader=${uploader}`));
  await expect(moderator.locator('tr[data-item]')).toHaveCount(1);
  await moderator.getByRole('link', { name: 'Select all on this page' }).click();
  await expect(moderator.getByLabel(`Select “${title}”`)).toBeChecked();
  await moderator.getByRole('button', { name: 'Approve selected' }).click();
  await expect(moderator.locator('#notices')).toContainText('Done.');
  await expect(moderator).toHaveURL(new RegExp(`/admin/queue/videos/\\?uploader=${uploader}(&|$)`));
  await expect(moderator.locator('tr[data-item]')).toHaveCount(0);

  const guest = await otherVisitor(browser, baseURL!);
  await guest.goto('/videos/latest-updates/1/');
  await expect(guest.locator('.grid')).toContainText(title);
  await guest.locator('form.search input[name="s"]').fill(word);
  await guest.locator('form.search').getByRole('button', { name: 'Search' }).click();
  await expect(guest).toHaveURL(/\/search\/1\/\?s=/);
  await guest.getByRole('link', { name: title }).first().click();
  await expect(guest).toHaveURL(new RegExp(`/videos/${videoId}/`));
  await expect(guest.locator('h1')).toContainText(title);
  await Promise.all([moderator.context().close(), guest.context().close()]);
});

test('a report from the watch page reaches the reports queue, and the take-down shows the deleted panel', async ({ page, browser, baseURL }) => {
  // Each project reports a video of its own.
  const offset = test.info().project.use.javaScriptEnabled === false ? 30 : 31;
  await page.goto(`/videos/most-viewed/2/`);
  const card = page.locator('.grid .card a[href^="/videos/"]').nth(offset % 20);
  const href = (await card.getAttribute('href'))!;
  await page.goto(href);
  const videoTitle = (await page.locator('h1').innerText()).trim();
  const jsOn = test.info().project.use.javaScriptEnabled !== false;
  const reportLink = page.getByRole('link', { name: 'Report', exact: true });
  // With JavaScript the report opens the contact form in a dialog, once the page script has taken the link over.
  if (jsOn) await expect(page.getByRole('link', { name: 'Report', exact: true, includeHidden: true })).toHaveAttribute('aria-haspopup', 'dialog');
  await page.locator('main summary', { hasText: /^More$/ }).click();
  await reportLink.click();
  if (jsOn) await expect(page.locator('dialog#form-modal')).toBeVisible();
  else await expect(page).toHaveURL(/\/information\/support\/\?ref=/);
  const message = `This clip does not belong here ${token(6)}`;
  const contact = page.locator('form', { has: page.locator('#contact-message') });
  await contact.getByLabel('Subject').selectOption('inappropriate');
  await contact.getByLabel('Email').fill('viewer@example.test');
  await contact.getByLabel('Message', { exact: true }).fill(message);
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('#notices')).toContainText('Message sent. Thank you!');

  const moderator = await otherVisitor(browser, baseURL!);
  await signIn(moderator, MODERATOR);
  await moderator.goto('/admin/reports/');
  const report = moderator.locator('.admin__card', { hasText: message });
  await expect(report).toContainText(videoTitle);
  await expectAccessible(moderator);
  await report.getByLabel('Reason for the take-down (kept with the video)').fill('Confirmed after review.');
  await report.getByRole('button', { name: 'Take down' }).click();
  await expect(moderator.locator('#notices')).toContainText('Done.');

  const guest = await otherVisitor(browser, baseURL!);
  const response = await guest.goto(href);
  expect(response!.status()).toBe(410);
  await expect(guest.locator('main')).toContainText('Video has been recently deleted');
  await expect(guest.locator('video')).toHaveCount(0);

  // Restored, it plays again (so the catalogue stays as it was for other tests).
  await moderator.goto(`/admin/reports/?status=closed`);
  await moderator.locator('.admin__card', { hasText: message }).getByRole('button', { name: 'Restore' }).click();
  await expect(moderator.locator('#notices')).toContainText('Done.');
  expect((await guest.goto(href))!.status()).toBe(200);
  await Promise.all([moderator.context().close(), guest.context().close()]);
});

test('with JavaScript the queue answers its keys: j and k move, r picks the item and the reason list, o opens it; never inside a field', async ({ page }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, 'keyboard shortcuts need JavaScript');
  await signIn(page, MODERATOR);
  await page.goto('/admin/queue/videos/');
  await expect(page.getByText('Keyboard shortcuts (with JavaScript)')).toBeVisible();
  const rows = page.locator('tr[data-item]');
  await expect(rows.nth(1)).toBeVisible();
  // The keys answer once the island has hydrated (when the browser is idle).
  await expect(page.locator('.review-keys[data-ready]')).toHaveCount(1);
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await page.keyboard.press('k');
  await expect(rows.nth(0)).toHaveClass(/admin__row--current/);
  await page.keyboard.press('j');
  await expect(rows.nth(1)).toHaveClass(/admin__row--current/);
  const second = (await rows.nth(1).getAttribute('data-item'))!;
  await page.keyboard.press('r');
  await expect(page.locator('input[name="ids"]:checked')).toHaveCount(1);
  await expect(page.locator(`input[name="ids"][value="${second}"]`)).toBeChecked();
  await expect(page.locator('select[name="reason"]')).toBeFocused();
  // Inside a field the keys are the field's.
  await page.locator('textarea[name="note"]').fill('jkor');
  await expect(page.locator('textarea[name="note"]')).toHaveValue('jkor');
  await expect(page).toHaveURL(/\/admin\/queue\/videos\/$/);
  await page.locator('textarea[name="note"]').blur();
  await page.keyboard.press('o');
  await expect(page).toHaveURL(new RegExp(`/admin/videos/${second}/$`));
});

test('a reader reports one comment: its Report link, a reason, a thank-you; the moderator finds it in the reports', async ({ page, browser, baseURL }) => {
  const jsOn = test.info().project.use.javaScriptEnabled !== false;
  // Each project reports a comment of its own video.
  await page.goto(`/videos/most-viewed/1/`);
  const href = (await page.locator('.grid .card a[href^="/videos/"]').nth(jsOn ? 3 : 4).getAttribute('href'))!;
  await page.goto(href);
  const comment = page.locator('#comments-list .comment').first();
  const text = (await comment.locator('.comment__text').innerText()).trim();
  const report = comment.locator('a.comment__report');
  if (jsOn) await expect(report).toHaveAttribute('aria-haspopup', 'dialog');
  await report.click();
  if (jsOn) await expect(page.locator('dialog#form-modal')).toBeVisible();
  else await expect(page).toHaveURL(/\/report\/comment\/\d+\/\?back=/);
  const form = page.locator('form', { has: page.locator('#report-reason') });
  await expect(page.locator('.post-report__quote')).toContainText(text);
  await form.getByLabel('Reason').selectOption('spam');
  await form.getByRole('button', { name: 'Send the report' }).click();
  await expect(page.locator('#notices')).toContainText('Thank you. Moderators will look at it.');
  if (!jsOn) expect(new URL(page.url()).pathname).toBe(new URL(href, baseURL).pathname);

  const moderator = await otherVisitor(browser, baseURL!);
  await signIn(moderator, MODERATOR);
  await moderator.goto('/admin/reports/');
  const card = moderator.locator('.admin__card', { hasText: text }).first();
  await expect(card).toContainText('Reported comment');
  await expect(card).toContainText('spam');
  await moderator.context().close();
});

test('with JavaScript a moderator reviews ten items with the keyboard alone, each decision opening the next, and u undoes one', async ({ page, baseURL }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, 'keyboard shortcuts need JavaScript');
  await signIn(page, MODERATOR);
  await page.goto('/admin/queue/videos/?section=straight');
  const keysReady = page.locator('.review-keys[data-ready]');
  await expect(keysReady).toHaveCount(1);
  await page.keyboard.press('j');
  // The current row opens its video in place.
  await expect(page.locator('tr.admin__row--current details.admin__preview video').first()).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('o');
  const decided: string[] = [];
  try {
    for (let i = 0; i < 10; i += 1) {
      await expect(page).toHaveURL(/\/admin\/videos\/\d+\/\?section=straight/);
      const id = /\/admin\/videos\/(\d+)\//.exec(page.url())![1]!;
      await expect(keysReady).toHaveCount(1);
      if (i % 2 === 0) {
        await page.keyboard.press('a');
      } else {
        // r puts the focus on the reason; typing picks one, Tab reaches the note and then the Reject button.
        await page.keyboard.press('r');
        const reason = page.locator('form[data-decision="reject"] select[name="reason"]');
        await expect(reason).toBeFocused();
        await page.keyboard.type('Poor');
        await expect(reason).toHaveValue('quality');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
      }
      await expect(page).toHaveURL(new RegExp(`decided=${id}$`));
      decided.push(id);
      await expect(page.locator('.admin__undo')).toContainText(i % 2 === 0 ? 'Approved “' : 'Rejected “');
    }
    expect(new Set(decided).size).toBe(10);
    await expectAccessible(page);
    // u undoes the decision just taken: its item is back, awaiting moderation.
    await expect(keysReady).toHaveCount(1);
    await page.keyboard.press('u');
    await expect(page).toHaveURL(new RegExp(`/admin/videos/${decided[9]}/\\?section=straight$`));
    await expect(page.locator('#notices')).toContainText('Undone: the item is back in the queue.');
    await expect(page.locator('.admin p strong')).toHaveText('Awaiting moderation');
  } finally {
    // The others go back too (their moderator may undo for ten minutes), so the demo queue stays as it was.
    for (const id of decided.slice(0, 9)) {
      await page.request.post(`/admin/videos/${id}/undo/`, { headers: { Origin: baseURL! }, maxRedirects: 0 });
    }
  }
});
