// The response interceptor (spec 7, islands/notify-interceptor.ts): with JavaScript, an htmx action answered by a JSON
// refusal on notify shows its message as the site's toast and leaves the page as it was (the JSON is never swapped in).
import { expect, test } from '@playwright/test';
import { asNewVisitor, signedInMember, skipOverlays } from './fixtures';

test('a refusal on notify shows as a toast and swaps nothing in', async ({ page, baseURL }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, 'the interceptor is the page script: without it the form posts as a page');
  await skipOverlays(page, baseURL!);
  await asNewVisitor(page);
  await signedInMember(page);
  // A video no other test moves: the latest updates change while moderation tests approve and undo.
  await page.goto('/videos/most-viewed/1/');
  await page.locator('.grid .card a').first().click();
  await expect(page.locator('.watch')).toBeVisible();
  // htmx (a deferred script) takes the forms over when the document is parsed; the page script (async) may have run
  // before, and a form pressed in between posts as a page, which is what it is meant to do without htmx.
  await page.waitForLoadState('domcontentloaded');
  await page.locator('.watch__bar summary').click();
  const addTo = page.locator('.watch__bar').getByRole('link', { name: 'Add to' });
  await expect(addTo).toHaveAttribute('aria-haspopup', 'dialog');
  await addTo.click();
  // A form the server cannot read: its answer is 400 {"error": true, "code": "invalid_request", "field": "notify", ...}.
  const form = page.locator('#add-to form').filter({ has: page.getByRole('button', { name: 'Add to favourites' }) });
  await form.locator('input[name="video_id"]').evaluate((input: HTMLInputElement) => (input.value = 'not-a-number'));
  // A toast fades by itself after 4 s, which on a busy machine can pass between two steps: the fade is held here, as
  // what this test checks is that the toast shows and that a click closes it.
  await page.addStyleTag({ content: '.toast { animation-play-state: paused; }' });
  await form.getByRole('button', { name: 'Add to favourites' }).click();
  const toast = page.locator('#notices .toast--error[role="alert"]');
  await expect(toast).toHaveText('This request could not be understood');
  // A toast closes on click, as every notice does.
  await toast.click();
  await expect(toast).toHaveCount(0);
  await expect(page.locator('#add-to').getByRole('button', { name: 'Add to favourites' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('"invalid_request"');
});
