// Member actions, JavaScript on (htmx swaps in place, notices as toasts) and off (plain forms, 303 back with the
// notice): like, comment, favourites and watch later on the watch page; a new playlist with a video and its owner's
// remove button; subscribing to a pornstar; a friend request and its acceptance.
import { expect, test } from '@playwright/test';
import { asNewVisitor, signedInMember, signIn, skipOverlays } from './fixtures';

const jsEnabled = () => test.info().project.use.javaScriptEnabled !== false;

test.beforeEach(async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
  await asNewVisitor(page);
});

test('vote, comment, favourite and watch later on a video', async ({ page }) => {
  await signedInMember(page);
  await page.goto('/videos/latest-updates/1/');
  await page.locator('.grid .card a').first().click();
  await expect(page.locator('.watch')).toBeVisible();
  await markThisPage(page);

  const like = page.locator('#votes button[value="1"]');
  const likesBefore = Number((await like.textContent())!.replace(/\D+/g, '') || 0);
  await like.click();
  await expect(page.locator('.toast')).toContainText('Thanks for your vote!');
  await expect(page.locator('#votes button[value="1"]')).toContainText(String(likesBefore + 1));
  await page.locator('#votes button[value="0"]').click();
  await expect(page.locator('.toast')).toContainText('You have already voted');

  const input = page.locator('#comments input[name="msg"]');
  await input.fill('abc');
  await input.press('Enter');
  if (jsEnabled()) await expect(page.locator('#comments-msg-error')).toContainText('at least 5 characters');
  else await expect(page.locator('.toast')).toContainText('at least 5 characters');
  await page.locator('#comments input[name="msg"]').fill('A calm and lovely clip');
  await page.locator('#comments').getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('.toast')).toContainText('Your comment is posted');
  await expect(page.locator('#comments-list')).toContainText('A calm and lovely clip');

  await openAddTo(page);
  await page.locator('#add-to').getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.locator('.toast')).toContainText('Added to favourites');
  await expect(page.locator('#add-to').getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  await page.locator('#add-to').getByRole('button', { name: 'Watch later' }).click();
  await expect(page.locator('.toast')).toContainText('Added to watch later');

  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(jsEnabled() ? 1 : undefined);
});

/**
 * Once the page has loaded (htmx is a deferred script: a click before it runs posts the plain form), puts a marker on
 * the window with JavaScript: it survives htmx swaps and is gone after a full page load.
 */
async function markThisPage(page: import('@playwright/test').Page) {
  await page.waitForLoadState();
  if (jsEnabled()) await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
}

/** "Add to" from the video's menu: the form modal with JavaScript, the #add-to section without. */
async function openAddTo(page: import('@playwright/test').Page) {
  await page.locator('.watch__bar summary').click();
  const link = page.locator('.watch__bar').getByRole('link', { name: 'Add to' });
  // With JavaScript, once the page script has taken the link over (it marks it as a popup).
  if (jsEnabled()) await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
  await link.click();
  // Without JavaScript the menu stays open after its in-page link, and may cover the panel: closed as a visitor would.
  if (!jsEnabled()) await page.locator('.watch__bar summary').click();
}

/** The signed-in member's id, from their own links in the avatar menu. */
async function ownId(page: import('@playwright/test').Page): Promise<number> {
  const href = await page.locator('.header__tools a[href$="/friends/1/"]').getAttribute('href');
  return Number(href!.match(/\/members\/(\d+)\//)![1]);
}

/** Signs out by forgetting the session cookie (the overlays' cookies stay). */
async function signOut(page: import('@playwright/test').Page, baseURL: string) {
  await page.context().clearCookies();
  await skipOverlays(page, baseURL);
}

test('add a video to a new playlist, see it there and remove it as its owner', async ({ page }) => {
  await signedInMember(page);
  await page.goto('/videos/latest-updates/1/');
  await page.locator('.grid .card a').first().click();
  const videoUrl = new URL(page.url()).pathname;
  await openAddTo(page);
  await page.locator('#add-to').getByRole('link', { name: 'New playlist' }).click();
  // With JavaScript the playlist form opens in the form modal over the video.
  const formOf = () => page.locator(jsEnabled() ? 'dialog#form-modal form[action="/input/"]' : 'main form[action="/input/"]').first();
  const form = formOf();
  await form.getByLabel('Title').fill('My');
  await form.getByLabel('Description').fill('Quiet videos for rainy evenings');
  await form.getByLabel('Visibility').selectOption({ label: 'Public' });
  await form.getByRole('button', { name: 'Create playlist' }).click();
  await expect(page.locator('#playlist-title-error')).toContainText('At least 3 characters');
  await formOf().getByLabel('Title').fill('Rainy evenings');
  await formOf().getByRole('button', { name: 'Create playlist' }).click();
  await expect(page).toHaveURL(new RegExp(`${videoUrl}${jsEnabled() ? '' : '#add-to'}$`));
  await expect(page.locator('.toast')).toContainText('Added to playlist. It will appear within a minute.');
  if (jsEnabled()) await openAddTo(page);
  await expect(page.locator('#add-to').getByRole('button', { name: 'Remove from “Rainy evenings”' })).toBeVisible();

  await page.goto(`/members/${await ownId(page)}/playlists/1/`);
  await page.locator('.grid .card a', { hasText: 'Rainy evenings' }).click();
  await expect(page.locator('h1')).toHaveText('Rainy evenings');
  await expect(page.locator(`.grid a[href="${videoUrl}"]`)).toBeVisible();
  await markThisPage(page);
  await page.locator('.grid .card').getByRole('button', { name: 'Remove' }).click();
  await expect(page.locator('.toast')).toContainText('Removed from playlist');
  await expect(page.locator(`.grid a[href="${videoUrl}"]`)).toHaveCount(0);
  // With JavaScript the card went away in place; without, the page came back without it.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(jsEnabled() ? 1 : undefined);
});

test('subscribe to a pornstar, then find it among your subscriptions', async ({ page }) => {
  await signedInMember(page);
  await page.goto('/models/most-popular/1/');
  await page.locator('.grid .card a').first().click();
  await expect(page).toHaveURL(/\/model\/[^/]+\/$/);
  const title = (await page.locator('h1').textContent())!;
  await markThisPage(page);
  await page.locator('#profile-actions').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('.toast')).toContainText('Subscribed to the pornstar');
  await expect(page.locator('#profile-actions').getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(jsEnabled() ? 1 : undefined);
  await page.goto(`/members/${await ownId(page)}/subscriptions/`);
  await expect(page.locator('main')).toContainText(title);
});

test('send a friend request, and the other member accepts it', async ({ page, baseURL }) => {
  const friend = await signedInMember(page);
  const friendId = await ownId(page);
  await signOut(page, baseURL!);
  const asker = await signedInMember(page);
  const askerId = await ownId(page);
  await page.goto(`/members/${friendId}/`);
  await page.locator('#profile-actions').getByRole('button', { name: 'Add friend' }).click();
  await expect(page.locator('.toast')).toContainText('Friend request sent');
  await expect(page.locator('#profile-actions').getByRole('button', { name: 'Cancel friend request' })).toBeVisible();

  await signOut(page, baseURL!);
  await signIn(page, friend);
  await page.goto(`/members/${friendId}/friends/1/`);
  const requests = page.locator('.friend-requests');
  await expect(requests).toContainText(asker.username);
  await requests.getByRole('button', { name: 'Accept' }).click();
  await expect(page.locator('.toast')).toContainText('You are now friends');
  await page.goto(`/members/${friendId}/friends/1/`);
  await expect(page.locator(`.grid a[href="/members/${askerId}/"]`)).toBeVisible();
});
