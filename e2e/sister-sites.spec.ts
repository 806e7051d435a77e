// Two sister sites side by side (issue 31, docs/network.md): AsiaTube and SakuraClips started from one codebase, each
// with its own look, language and section, each linking the other. SakuraClips's admin pulls AsiaTube's feed; the
// imported videos go live (a trusted feed) and play on SakuraClips through AsiaTube's own embedded player, whose
// view counts on AsiaTube. A player is played with script: the js-on project walks it.
import { expect, test, type Page } from '@playwright/test';
import { e2ePort, e2eSisterPort } from '../scripts/e2e-site.mjs';
import { asNewVisitor, expectAccessible, signIn } from './fixtures';
import { PROCESSING_TIMEOUT } from './media-fixtures';

const ASIATUBE = `http://localhost:${e2ePort}`;
const SAKURA = `http://localhost:${e2eSisterPort}`;
/** SakuraClips in English (its default host speaks Japanese). */
const SAKURA_EN = `http://en.localhost:${e2eSisterPort}`;

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'plays a video: one project walks it');

test.beforeEach(async ({ page }) => {
  for (const url of [ASIATUBE, SAKURA, SAKURA_EN]) {
    await page.context().addCookies([{ name: 'cookie_notice', value: '1', url }, { name: '_agev', value: '1', url }]);
  }
  await asNewVisitor(page);
});

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('two sister sites run side by side with their own look; a video imported from one plays on the other through its embed', async ({ page }) => {
  test.setTimeout(PROCESSING_TIMEOUT * 2);
  await page.goto(`${ASIATUBE}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => background(page)).not.toBe('rgba(0, 0, 0, 0)');
  await expect(page.locator('.logo img')).toHaveAttribute('alt', 'AsiaTube');
  const asiaBackground = await background(page);
  await expect(page.locator('.sister-sites a').first()).toHaveAttribute('href', `${SAKURA}/`);
  await page.locator('.sister-sites summary').click();
  await page.locator('.sister-sites a', { hasText: 'SakuraClips' }).click();

  // The sister link leads to SakuraClips: Japanese, its gay section first, its logo and colours.
  await expect(page).toHaveURL(`${SAKURA}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('.logo img')).toHaveAttribute('src', '/img/logo-sakuraclips.svg');
  await expect(page.locator('.header__section summary')).toContainText('ゲイ');
  // Reached by a link: its stylesheet may still be on its way when the URL has changed.
  await expect.poll(() => background(page)).toBe('rgb(23, 20, 26)');
  expect(asiaBackground).not.toBe('rgb(23, 20, 26)');
  await expect(page.locator('.sister-sites a').first()).toHaveAttribute('href', `${ASIATUBE}/`);
  await expectAccessible(page);

  // Its admin pulls AsiaTube's feed now rather than at its next scheduled run.
  await signIn(page, { username: 'admin', password: 'admin-password' }, SAKURA_EN);
  await page.goto(`${SAKURA_EN}/admin/import/`);
  const feeds = page.locator('#sister-feeds');
  await expect(feeds.locator('tr', { hasText: 'AsiaTube' })).toContainText('Every 6 h');
  await feeds.getByRole('button', { name: 'Pull the feed of AsiaTube now' }).click();
  // A fresh state reads AsiaTube's rows now; a local state that pulled before reads none new, and keeps its import.
  await expect(feeds.locator('tr', { hasText: 'AsiaTube' })).toContainText(/Rows read: \d+ · Its import/);
  await expectAccessible(page);
  await feeds.getByRole('link', { name: 'Its import' }).click();

  // The import's videos go live once SakuraClips's runner has made their pictures from AsiaTube's thumbnails.
  const live = page.locator('#import-run tr', { hasText: 'live' }).first();
  await expect(async () => {
    await page.reload();
    await expect(live).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: PROCESSING_TIMEOUT });
  await live.getByRole('link').click();

  // It plays here in AsiaTube's own player, framed from AsiaTube.
  const frame = page.locator('.player--partner iframe');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${ASIATUBE}/embed/\\d+$`));
  const video = page.frameLocator('.player--partner iframe').locator('video');
  await expect(video).toBeAttached();
  await video.evaluate((element: HTMLVideoElement) => { element.muted = true; return element.play(); });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
});
