// Layout checks that hold in every language, JavaScript on and off: a one-row header of equal height, one-row
// pagination on a phone, related videos filling their rows, the share section closed until asked for, square
// comment avatars, the play mark clear of the duration badge, the watch page's side column beside the player.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, skipOverlays } from './fixtures';

const LANGS = ['en', 'ru', 'de', 'fr', 'es', 'pl', 'it', 'pt', 'ja', 'nl'];
const WATCH = '/videos/most-commented/1/';

/** A language's origin: every language but English has its own host (ja.localhost:PORT). */
function origin(baseURL: string, lang: string): string {
  return `http://${lang === 'en' ? '' : `${lang}.`}localhost:${new URL(baseURL).port}`;
}

/** Boxes of the elements that are rendered (display: none and closed menus have none). */
async function boxes(items: Locator): Promise<{ x: number; y: number; width: number; height: number }[]> {
  const all = await items.evaluateAll((elements) => elements.map((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }));
  return all.filter((box) => box.width > 0 && box.height > 0);
}

/** No item starts below the first item's bottom: they all sit in one row. */
async function expectOneRow(items: Locator, what: string): Promise<number> {
  const row = await boxes(items);
  expect(row.length, what).toBeGreaterThan(0);
  const first = row[0]!;
  const bottom = first.y + first.height;
  expect(row.filter((box) => box.y >= bottom).length, `${what}: items below the first row`).toBe(0);
  return row.length;
}

/** The header in one row: the bar (search has its own row below 1024 px) and, from 1024 px, the navigation. */
async function expectHeaderInOneRow(page: Page, lang: string): Promise<void> {
  const wide = page.viewportSize()!.width >= 1024;
  const bar = page.locator(wide ? '.header__bar > :not(.menu-toggle), .header__tools > *' : '.header__bar > :not(.menu-toggle, .search-box), .header__tools > *');
  await expectOneRow(bar, `${lang}: header bar`);
  expect(await page.locator('.header').evaluate((el) => el.scrollWidth <= el.clientWidth), `${lang}: header overflows`).toBe(true);
  if (!wide) return;
  const shown = await expectOneRow(page.locator('.nav__list > li, .nav__more > summary, .sister-sites > summary'), `${lang}: navigation`);
  // What the row does not show, the "More" menu holds: together they hold every link once.
  const listed = await page.locator('.nav__list > li').count();
  const inRow = (await boxes(page.locator('.nav__list > li'))).length;
  const inMenu = await page.locator('.nav__more li').evaluateAll((items) => items.filter((li) => getComputedStyle(li).display !== 'none').length);
  expect(inRow + inMenu, `${lang}: row and menu`).toBe(listed);
  expect(inRow, `${lang}: links in the row`).toBe(shown - 2);
  // Nothing in the row is cut off by the row's clipping.
  const list = (await page.locator('.nav__list').boundingBox())!;
  for (const box of await boxes(page.locator('.nav__list > li'))) expect(box.x + box.width, `${lang}: clipped link`).toBeLessThanOrEqual(list.x + list.width + 0.5);
}

// Five languages a test (each under 15 s), each against English: together, all ten the same height.
const GROUPS = [LANGS.slice(0, 5), ['en', ...LANGS.slice(5)]];
for (const width of [1366, 360]) for (const group of GROUPS) {
  test(`the header is one row of the same height at ${width} px: ${group.join(', ')}`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 800 });
    const heights: Record<string, number> = {};
    for (const lang of group) {
      await skipOverlays(page, origin(baseURL!, lang));
      await page.goto(`${origin(baseURL!, lang)}/categories/`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      heights[lang] = Math.round((await page.locator('header.header').boundingBox())!.height);
      await expectHeaderInOneRow(page, lang);
    }
    expect(new Set(Object.values(heights)).size, JSON.stringify(heights)).toBe(1);
  });
}

test('at 320 px the header still fits one row in every language, and the ☰ menu holds what it hides', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const lang of LANGS) {
    await skipOverlays(page, origin(baseURL!, lang));
    await page.goto(`${origin(baseURL!, lang)}/categories/`);
    await expectHeaderInOneRow(page, lang);
  }
  await expect(page.locator('.header__language')).toBeHidden();
  await page.locator('label[for="menu-toggle"]').click();
  await expect(page.locator('.header__language')).toBeVisible();
  await expect(page.locator('.header__signup')).toBeVisible();
  await expect(page.locator('.nav__list > li').last()).toBeVisible();
});

test('a member\'s header is one row as tall as a guest\'s', async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
  const heights = async () => {
    const byWidth: number[] = [];
    for (const width of [1366, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/categories/');
      await expectHeaderInOneRow(page, 'en');
      byWidth.push(Math.round((await page.locator('header.header').boundingBox())!.height));
    }
    return byWidth;
  };
  const guest = await heights();
  await signIn(page, { username: 'demo', password: 'demo-password' });
  expect(await heights()).toEqual(guest);
});

test('pagination is one short row on a phone and on a wide screen', async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
  await page.goto('/videos/latest-updates/5/');
  for (const width of [360, 540, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    const items = page.locator('.pagination li');
    const shown = await expectOneRow(items, `pagination at ${width} px`);
    // Phones: prev, first, …, current, …, last, next; wider: two pages either side of the current one too.
    expect(shown).toBe(width < 540 ? 7 : 11);
    await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('5');
    await expect(page.locator('.pagination a[rel="next"]')).toHaveAccessibleName('Next');
  }
});

test('the watch page: aside beside the player, related rows full, share closed until opened', async ({ page, baseURL }) => {
  const jsOn = test.info().project.use.javaScriptEnabled !== false;
  await skipOverlays(page, baseURL!);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(WATCH);
  await page.goto((await page.locator('.grid .card a').first().getAttribute('href'))!);
  const player = (await page.locator('.watch__main .player').boundingBox())!;
  const main = (await page.locator('.watch__main').boundingBox())!;
  expect(Math.abs(player.x + player.width - (main.x + main.width))).toBeLessThanOrEqual(1);
  const aside = await page.locator('.watch__aside').boundingBox();
  if (aside) {
    // A side column with content stands beside the player, not below it.
    expect(aside.x).toBeGreaterThanOrEqual(player.x + player.width);
    expect(aside.y).toBeLessThan(player.y + player.height);
  }
  if (jsOn) {
    // Emptied, the side column takes no room: the main column has the whole width.
    const article = (await page.locator('article.watch').boundingBox())!;
    await page.locator('.watch__aside').evaluate((el) => el.replaceChildren());
    await expect(page.locator('.watch__aside')).toBeHidden();
    expect((await page.locator('.watch__main').boundingBox())!.width).toBe(article.width);
    await page.reload();
  }
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 900 });
    const cards = await boxes(page.locator('.related .grid > .card'));
    expect(cards.length).toBe(12);
    const top = cards[0]!.y;
    const columns = cards.filter((card) => Math.abs(card.y - top) < 1).length;
    expect(cards.length % columns, `related rows at ${width} px: ${columns} columns`).toBe(0);
  }
  await expect(page.locator('#share')).toBeHidden();
  if (jsOn) await expect(page.locator('#share button')).toHaveCount(2);
  await page.locator('.watch__bar summary').click();
  await page.locator('.dropdown__menu a[href="#share"]').click();
  if (jsOn) {
    await expect(page.locator('dialog.modal[aria-labelledby="share-dialog-title"]')).toBeVisible();
  } else {
    await expect(page.locator('#share')).toBeVisible();
  }
});

test('comment avatars are square and the play mark stays clear of the duration badge', async ({ page, baseURL }) => {
  await skipOverlays(page, baseURL!);
  await page.goto(WATCH);
  await page.goto((await page.locator('.grid .card a').first().getAttribute('href'))!);
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 900 });
    const avatars = await boxes(page.locator('.comment > .avatar-slot'));
    expect(avatars.length).toBeGreaterThan(0);
    for (const avatar of avatars) expect(avatar.width).toBe(avatar.height);
    const marks = await page.locator('.related .card__media').evaluateAll((media) => media.map((el) => {
      const box = (selector: string) => el.querySelector(selector)!.getBoundingClientRect();
      const play = box('.card__play');
      const badge = box('.card__badge--duration');
      const apart = play.right <= badge.left || badge.right <= play.left || play.bottom <= badge.top || badge.bottom <= play.top;
      return apart && play.width > 0 && badge.width > 0;
    }));
    expect(marks.length).toBe(12);
    expect(marks.every(Boolean), `play mark and badge apart at ${width} px`).toBe(true);
  }
});
