// Members' uploads (issue 15), JavaScript on (the uploader island: fields first, then the file by tus in 8 MiB chunks,
// with progress, pause and resume) and off (the plain multipart form): a long enough exclusive clip lands, is processed
// and waits for moderation, unseen by guests; a too short clip is refused on its field and leaves nothing behind; an
// album of three photos lands and waits for moderation, and its owner renames it. The media are made here with ffmpeg, new bytes each run.
import { expect, test, type Browser } from '@playwright/test';
import { asNewVisitor, expectAccessible, signedInMember, skipOverlays } from './fixtures';
import { expectOwnState, fillCommon, openUploadForm, PROCESSING_TIMEOUT, syntheticClip, syntheticImage, token } from './media-fixtures';

const jsEnabled = () => test.info().project.use.javaScriptEnabled !== false;
const CHUNK = 8 * 1024 * 1024;

test.beforeEach(async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
  await asNewVisitor(page);
});

/** A guest in a fresh context: the upload's page is not found and the latest videos do not show it. */
async function expectHiddenFromGuests(browser: Browser, baseURL: string, videoId: string, title: string) {
  const guest = await browser.newContext({ baseURL, extraHTTPHeaders: test.info().project.use.extraHTTPHeaders });
  try {
    const page = await guest.newPage();
    await skipOverlays(page, baseURL);
    expect((await page.goto(`/videos/${videoId}/anything/`))!.status()).toBe(404);
    expect((await page.goto('/videos/latest-updates/1/'))!.status()).toBe(200);
    await expect(page.locator('.grid .card').first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(title);
    // The forms are members' only.
    await page.goto('/upload-video/');
    await expect(page).toHaveURL(/\/signin\/\?back=%2Fupload-video%2F$/);
  } finally {
    await guest.close();
  }
}

test('an exclusive clip of over 6 minutes uploads resumably with pause and resume, then waits for moderation unseen', async ({ page, browser, baseURL }) => {
  test.skip(!jsEnabled(), 'the resumable upload needs JavaScript');
  test.setTimeout(180_000);
  // Over one 8 MiB chunk (6 min 10 s at a constant ~200 kb/s), so the upload takes two PATCH requests.
  const [clip, preview] = await Promise.all([syntheticClip(370, { videoKbps: 200 }), syntheticImage('jpg', '640x360')]);
  await signedInMember(page);

  // The second chunk is held until Pause is pressed: the upload then stops between chunks, deterministically.
  let paused!: () => void;
  const pausePressed = new Promise<void>((resolve) => (paused = resolve));
  const patchOffsets: number[] = [];
  await page.route('**/api/upload/**', async (route) => {
    const request = route.request();
    if (request.method() === 'PATCH') {
      patchOffsets.push(Number(request.headers()['upload-offset']));
      if (patchOffsets.length === 2) {
        // The chunk the pause cut off never arrives, whenever the browser's abort reaches this route: were it let
        // through, the server could take it whole and the resume would find nothing left to send.
        await pausePressed;
        await route.abort().catch(() => {});
        return;
      }
    }
    await route.continue().catch(() => {});
  });

  await openUploadForm(page, '/upload-video/');
  await expect(page.getByRole('heading', { name: 'Upload a video' })).toBeVisible();
  const title = `Harbour pattern ${token(6)}`;
  const form = await fillCommon(page, 'video-upload', title);
  await form.getByLabel('This video is exclusive to this site').check();
  await form.getByRole('radio', { name: 'Upload a preview image' }).check();
  await form.getByLabel('Preview image file').setInputFiles(preview);
  await form.getByLabel('Video file').setInputFiles(clip);
  const starts: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/video_edit.php') && r.request().method() === 'POST') starts.push(r.status());
  });
  await form.getByRole('button', { name: 'Upload video' }).click();

  const progress = page.locator('.upload-progress');
  await expect(progress.locator('progress')).toBeVisible();
  await expect(progress.locator('.upload-progress__status')).toContainText(/Uploading: \d+%/);
  // The first chunk is in: the bar shows its share and the second chunk waits.
  await expect.poll(() => patchOffsets.length, { timeout: 30_000 }).toBe(2);
  await expect(progress.locator('progress')).not.toHaveAttribute('value', '0');
  // While it goes, sending the form again does nothing (it would make a second draft and upload the file twice).
  await expect(form.getByRole('button', { name: 'Upload video' })).toBeDisabled();
  await form.getByLabel('Title', { exact: true }).press('Enter');
  await progress.getByRole('button', { name: 'Pause' }).click();
  await expect(progress.locator('.upload-progress__status')).toHaveText(/^Paused at [1-9]\d%$/);
  await expect(progress.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(progress.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  paused();

  await progress.getByRole('button', { name: 'Resume' }).click();
  await expect(page).toHaveURL(/\/upload-video\/sent\/\d+\/$/, { timeout: 60_000 });
  // Resumed where it stopped: after the first chunk, not from the start.
  expect(patchOffsets).toEqual([0, CHUNK, CHUNK]);
  expect(starts).toEqual([200]);
  const videoId = page.url().match(/\/sent\/(\d+)\//)![1]!;
  await expect(page.getByRole('heading', { name: 'Your video has arrived' })).toBeVisible();
  await expect(page.locator('.upload-sent')).toContainText(title);
  await expect(page.locator('.upload-sent .upload-state')).toContainText(/Waiting for processing|Processing: \d+%|Awaiting moderation/);
  await expectAccessible(page);

  await expectOwnState(page, 'Follow it among your uploaded videos', title, 'Awaiting moderation');
  await expectHiddenFromGuests(browser, baseURL!, videoId, title);
});

test('an upload cut off by a reload resumes where it stopped; its preview is then picked among the proposed frames', async ({ page }) => {
  test.skip(!jsEnabled(), 'the resumable upload needs JavaScript');
  test.setTimeout(180_000);
  const clip = await syntheticClip(370, { videoKbps: 200 });
  await signedInMember(page);

  // The second chunk never gets an answer: the page is reloaded while it hangs.
  let holding = true;
  const patchOffsets: number[] = [];
  await page.route('**/api/upload/**', async (route) => {
    if (route.request().method() === 'PATCH') {
      patchOffsets.push(Number(route.request().headers()['upload-offset']));
      if (holding && patchOffsets.length === 2) return;
    }
    await route.continue().catch(() => {});
  });
  await openUploadForm(page, '/upload-video/');
  const title = `Lantern pattern ${token(6)}`;
  const form = await fillCommon(page, 'video-upload', title);
  await form.getByLabel('This video is exclusive to this site').check();
  await form.getByRole('radio', { name: 'Choose one of the frames processing proposes' }).check();
  await form.getByLabel('Video file').setInputFiles(clip);
  await form.getByRole('button', { name: 'Upload video' }).click();
  await expect.poll(() => patchOffsets.length, { timeout: 30_000 }).toBe(2);

  holding = false;
  await openUploadForm(page, '/upload-video/');
  await page.locator('#video-upload').getByLabel('Video file').setInputFiles(clip);
  const progress = page.locator('.upload-progress');
  await expect(progress).toContainText('The upload of this file stopped before it was finished.');
  await progress.getByRole('button', { name: 'Resume the upload' }).click();
  await expect(page).toHaveURL(/\/upload-video\/sent\/\d+\/$/, { timeout: 60_000 });
  expect(patchOffsets).toEqual([0, CHUNK, CHUNK]);

  // Processed, it waits for its owner to pick a preview among the frames, then for moderation.
  await expect(async () => {
    await page.reload();
    await expect(page.locator('.upload-sent .upload-state')).toHaveText('Choose a preview', { timeout: 1000 });
  }).toPass({ timeout: PROCESSING_TIMEOUT, intervals: [500, 1000] });
  const frames = page.locator('.preview-choice img');
  expect(await frames.count()).toBeGreaterThanOrEqual(2);
  await page.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Use this frame' }).click();
  await expect(page.locator('.upload-sent .upload-state')).toHaveText('Awaiting moderation');
  await expect(page.locator('.preview-choice')).toHaveCount(0);
});

test('a clip under the minimum length is refused on its field and nothing is created', async ({ page }) => {
  const clip = await syntheticClip(30);
  await signedInMember(page);
  await openUploadForm(page, '/upload-video/');
  const title = `Short pattern ${token(6)}`;
  const form = await fillCommon(page, 'video-upload', title);
  await form.getByRole('radio', { name: 'Choose one of the frames processing proposes' }).check();
  await form.getByLabel('Video file').setInputFiles(clip);
  const tooShort = 'The video is too short: it must be at least 10 minutes long';
  const fileError = page.locator('.form__field:has(#video-file) .field-error');
  // The error and the field's hint describe the file field.
  const describedAsTooShort = /^The video is too short: it must be at least 10 minutes long .*At least 10 minutes long, 6 for a video exclusive to this site\..*Any file name will do\.$/;

  if (jsEnabled()) {
    // The island reads the length in the browser and refuses before sending anything.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' || request.method() === 'PATCH') sent.push(request.url());
    });
    await form.getByRole('button', { name: 'Upload video' }).click();
    await expect(fileError).toHaveText(tooShort);
    await expect(page.locator('#video-file')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#video-file')).toHaveAccessibleDescription(describedAsTooShort);
    expect(sent).toEqual([]);
  } else {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/upload-video/' && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Upload video' }).click();
    expect((await answer).status()).toBe(422);
    await expect(page).toHaveURL(/\/upload-video\/$/);
    await expect(fileError).toHaveText(tooShort);
    await expect(page.locator('#video-file')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#video-file')).toHaveAccessibleDescription(describedAsTooShort);
    // The form comes back as it was sent (but the file).
    await expect(page.locator('#video-upload').getByLabel('Title', { exact: true })).toHaveValue(title);
    await expectAccessible(page);
  }

  // Nothing was created: the owner's uploaded videos have nothing waiting.
  await page.goto((await page.locator('.header__tools a', { hasText: 'Uploaded videos' }).getAttribute('href'))!);
  await expect(page).toHaveURL(/\/members\/\d+\/uploaded_videos\//);
  await expect(page.locator('.own-uploads')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(title);
});

test('an album of three photos lands and waits for moderation', async ({ page }) => {
  const photos = await Promise.all([syntheticImage('jpg'), syntheticImage('png'), syntheticImage('jpg')]);
  await signedInMember(page);
  await openUploadForm(page, '/upload-album/');
  await expect(page.getByRole('heading', { name: 'Create an album' })).toBeVisible();
  const title = `City pattern ${token(6)}`;
  const form = await fillCommon(page, 'album-upload', title);
  await form.getByLabel('Photos', { exact: true }).setInputFiles(photos);
  await form.getByLabel('Cover').fill('2');

  // With JavaScript each photo is a tus upload of its own; the first is held until its progress has been seen.
  const photoUploads: string[] = [];
  let seen!: () => void;
  const progressSeen = new Promise<void>((resolve) => (seen = resolve));
  await page.route('**/api/upload/**', async (route) => {
    if (route.request().method() === 'PATCH') {
      photoUploads.push(route.request().url());
      if (photoUploads.length === 1) await progressSeen;
    }
    await route.continue();
  });
  await form.getByRole('button', { name: 'Create album' }).click();
  if (jsEnabled()) {
    const progress = page.locator('.upload-progress');
    await expect(progress).toContainText('Photo 1 of 3');
    await expect(progress.locator('progress')).toBeVisible();
    await expect(progress.locator('.upload-progress__status')).toContainText(/Uploading: \d+%/);
    seen();
  }
  await expect(page).toHaveURL(/\/upload-album\/sent\/\d+\/$/, { timeout: 30_000 });
  expect(new Set(photoUploads).size).toBe(jsEnabled() ? 3 : 0);
  await expect(page.getByRole('heading', { name: 'Your album has arrived' })).toBeVisible();
  await expect(page.locator('.upload-sent')).toContainText(title);
  await expectAccessible(page);

  // Its owner fixes the title while it waits: the edit applies at once and moderators review it as it now reads.
  await page.getByRole('link', { name: 'Edit details' }).click();
  await expect(page.getByRole('heading', { name: `Edit “${title}”` })).toBeVisible();
  await expect(page.getByText('Your changes apply at once.')).toBeVisible();
  const renamed = `${title} renamed`;
  await page.getByLabel('Title', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('#notices')).toContainText('Your changes are saved.');
  await expect(page).toHaveURL(/\/upload-album\/sent\/\d+\/$/);

  await expectOwnState(page, 'Follow it among your albums', renamed, 'Awaiting moderation');
});
