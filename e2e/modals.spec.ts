// The modals and navigation behaviours of issue 18, JavaScript on (one form-modal dialog) and off (the same links are
// pages): DownloadTg with its 10 s wait, ContactUs with a field error and a sent message, AddTo with a new playlist
// made from it (ActionPlaylist), htmx pagination that starts at the top unless stopScroll, logout back to the page.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { asNewVisitor, expectAccessible, signedInMember, signIn, skipOverlays } from './fixtures';

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const DEMO = { username: 'demo', password: 'demo-password' };

test.beforeEach(async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
  await asNewVisitor(page);
});

/** Clicks a modal link; with JavaScript, once the page script has taken such links over (it marks them as popups). */
async function openModalLink(link: Locator): Promise<void> {
  if (jsOn()) await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
  await link.click();
}

/** The watch page of the first video of a listing. */
async function openVideo(page: Page): Promise<string> {
  await page.goto('/videos/most-viewed/1/');
  const href = (await page.locator('.grid .card a').first().getAttribute('href'))!;
  await page.goto(href);
  return href;
}

test('DownloadTg: the Telegram option waits 10 s, then the button is ready', async ({ page }) => {
  if (jsOn()) await page.clock.install();
  const video = await openVideo(page);
  const option = page.locator('.watch__bar').getByRole('link', { name: 'Via Telegram' });
  await openModalLink(option);
  if (!jsOn()) {
    await expect(page).toHaveURL(/\/download\/\?video_id=\d+&tg=1$/);
    await expect(page.locator('.download-form')).toContainText('Please wait 10 seconds');
    await expect(page.getByRole('link', { name: /^@/ })).toHaveAttribute('href', /^https:\/\/t\.me\//);
    return;
  }
  const dialog = page.locator('dialog#form-modal');
  await expect(dialog).toBeVisible();
  expect(page.url()).toContain(video);
  await expect(dialog.locator('.download-form [role="status"]')).toHaveText('Please wait 10 seconds');
  await expect(dialog.getByRole('link', { name: /^@/ })).toHaveAttribute('href', /^https:\/\/t\.me\//);
  // The island has taken over once its no-script hint is gone; from then on the clock drives it.
  await expect(dialog.locator('.download-form .subline')).toHaveCount(0);
  await page.clock.runFor(5_000);
  await expect(dialog.locator('.download-form [role="status"]')).toHaveText('Please wait 5 seconds');
  await expect(dialog.getByRole('button', { name: 'Download 480p' })).toHaveClass(/button--waiting/);
  await page.clock.runFor(5_000);
  await expect(dialog.locator('.download-form [role="status"]')).toHaveText('Your file is ready.');
  await expect(dialog.getByRole('button', { name: 'Download 480p' })).toHaveClass(/button--primary/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(option).toBeFocused();
});

test('ContactUs: an empty message shows its field errors, a sent one the notice', async ({ page }) => {
  await page.goto('/categories/');
  await openModalLink(page.locator('footer').getByRole('link', { name: 'Support' }));
  const form = jsOn() ? page.locator('dialog#form-modal form.form') : page.locator('main form.form');
  if (jsOn()) {
    await expect(page.locator('dialog#form-modal')).toBeVisible();
    await expect(page).toHaveURL(/\/categories\/$/);
  } else {
    await expect(page).toHaveURL(/\/information\/support\/$/);
  }
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Send message' }).click();
  const again = jsOn() ? page.locator('dialog#form-modal form.form') : page.locator('main form.form');
  await expect(again.locator('[aria-invalid="true"]')).toHaveCount(2);
  await again.getByLabel('Email').fill('viewer@example.test');
  await again.getByLabel('Message').fill('The player stops after ten seconds on this page.');
  await again.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('.toast')).toHaveText('Message sent. Thank you!');
  if (jsOn()) {
    await expect(page.locator('dialog#form-modal')).toBeHidden();
    await expect(page).toHaveURL(/\/categories\/$/);
  }
});

test('AddTo adds to favourites; its "New playlist" (ActionPlaylist) makes a playlist holding the video', async ({ page }) => {
  await signedInMember(page);
  await openVideo(page);
  await page.locator('.watch__bar summary').click();
  await openModalLink(page.locator('.watch__bar').getByRole('link', { name: 'Add to' }));
  const addTo = jsOn() ? page.locator('dialog#form-modal #add-to') : page.locator('#add-to');
  await expect(addTo).toBeVisible();
  await addTo.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.locator('.toast')).toHaveText('Added to favourites');
  // With the dialog open, notices show in it, above the backdrop.
  if (jsOn()) await expect(page.locator('dialog#form-modal .toast')).toBeVisible();
  const section = jsOn() ? page.locator('dialog#form-modal #add-to') : page.locator('#add-to');
  await expect(section.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();

  await section.getByRole('link', { name: 'New playlist' }).click();
  const form = jsOn() ? page.locator('dialog#form-modal form.form') : page.locator('main form.form');
  await expect(form.getByLabel('Title')).toBeVisible();
  await form.getByLabel('Title').fill('Evening favourites');
  await form.getByLabel('Description').fill('Made from the watch page');
  await form.getByRole('button', { name: 'Create playlist' }).click();
  await expect(page.locator('.toast')).toHaveText('Added to playlist. It will appear within a minute.');
  await expect(page.locator('#add-to').getByRole('button', { name: 'Remove from “Evening favourites”' })).toBeAttached();
  if (jsOn()) {
    await expect(page.locator('dialog#form-modal')).toBeHidden();
    // Focus returns to the menu the "Add to" link came from.
    await expect(page.locator('.watch__bar summary')).toBeFocused();
  }
});

test('ActionPlaylist from the member\'s playlists: a new playlist opens its page', async ({ page }) => {
  await signedInMember(page);
  await page.goto((await page.locator('.header__tools a[href$="/playlists/1/"]').getAttribute('href'))!);
  await openModalLink(page.getByRole('link', { name: 'New playlist' }));
  const form = jsOn() ? page.locator('dialog#form-modal form.form') : page.locator('main form.form');
  await form.getByLabel('Title').fill('Quiet mornings');
  await form.getByLabel('Description').fill('Calm videos to start the day');
  await form.getByRole('button', { name: 'Create playlist' }).click();
  await expect(page).toHaveURL(/\/playlist\/\d+\/1\/$/);
  await expect(page.locator('h1')).toHaveText('Quiet mornings');
  await expect(page.locator('.toast')).toHaveText('Playlist created');
});

test('htmx pagination starts at the top of the page unless stopScroll is set', async ({ page }) => {
  await page.goto('/videos/most-viewed/1/');
  const next = page.locator('.pagination a[rel="next"]').last();
  await next.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await next.click();
  await expect(page).toHaveURL(/\/videos\/most-viewed\/2\/$/);
  await expect(page.locator('.pagination [aria-current="page"]').last()).toHaveText('2');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  if (!jsOn()) return; // a page load starts at the top anyway

  // A link that carries stopScroll keeps the page where it is.
  const stay = page.locator('.pagination a[rel="next"]').last();
  await stay.evaluate((link: HTMLAnchorElement) => link.setAttribute('href', `${link.getAttribute('href')}?stopScroll=1`));
  await stay.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  await stay.click();
  await expect(page).toHaveURL(/\/videos\/most-viewed\/3\/\?stopScroll=1$/);
  await expect(page.locator('.pagination [aria-current="page"]').last()).toHaveText('3');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});

test('logout reloads the page the member was on', async ({ page }) => {
  await signIn(page, DEMO);
  await page.goto('/videos/most-viewed/2/');
  await page.locator('.header__tools summary', { hasText: DEMO.username }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/videos\/most-viewed\/2\/$/);
  await expect(page.locator('.header__username')).toHaveCount(0);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'logout')?.value).toBe('1');
});
