// Shared Playwright helpers: accessibility checks with axe and the cookies that skip overlays.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * axe as these tests run it. Legacy mode runs it in the page itself, without the blank page the default mode opens to
 * merge frames' results (our pages have no cross-origin frames to merge). Only violations are reported in full: the
 * passing and inapplicable nodes of a 60-card page, which no test reads, took half of each check's time to gather.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/**
 * No serious or critical accessibility violation on the current page. axe runs as a script, so with
 * JavaScript off the same URL (same cookies and headers) is checked in a script-enabled twin context:
 * the server sends identical HTML to both.
 *
 * `sharedJourney`: the test walks the same pages with JavaScript on and off, so the js-on project has already checked
 * this URL, loaded the same way with its script run, which is all the twin would check again: js-off skips it.
 */
export async function expectAccessible(page: Page, { sharedJourney = false } = {}): Promise<void> {
  if (test.info().project.use.javaScriptEnabled !== false) {
    expect(await seriousViolations(page)).toEqual([]);
    return;
  }
  if (sharedJourney) return;
  const context = page.context();
  const twin = await context.browser()!.newContext({
    javaScriptEnabled: true,
    viewport: page.viewportSize(),
    extraHTTPHeaders: test.info().project.use.extraHTTPHeaders,
  });
  try {
    await twin.addCookies(await context.cookies());
    const twinPage = await twin.newPage();
    await twinPage.goto(page.url());
    expect(await seriousViolations(twinPage)).toEqual([]);
  } finally {
    await twin.close();
  }
}

/** Rate limits count per address: each test is its own visitor (Cloudflare sets this header in production). */
export async function asNewVisitor(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'CF-IPCountry': 'JP', 'CF-Connecting-IP': `192.0.2.${Math.floor(Math.random() * 250) + 1}` });
}

export async function skipOverlays(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([
    { name: 'cookie_notice', value: '1', url: baseURL },
    { name: '_agev', value: '1', url: baseURL },
  ]);
}

export function newMember() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `e2e_${id}`, email: `e2e_${id}@example.test`, password: `pw-${id}` };
}

/** Opens the newest mail to an address in the local outbox and follows its link. */
export async function followMailLink(page: Page, email: string) {
  await page.goto(`/dev/outbox/?to=${encodeURIComponent(email)}`);
  const link = page.locator('.outbox__mail').first().locator('a');
  const href = await link.getAttribute('href');
  await page.goto(new URL(href!).pathname + new URL(href!).search);
}

export async function signUp(page: Page, member: ReturnType<typeof newMember>) {
  await page.goto('/signup/');
  const form = page.locator('form[action="/signup/"]');
  await form.getByLabel('Username').fill(member.username);
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password').fill(member.password);
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signin\/$/);
  await expect(page.locator('.toast')).toContainText('Open the link we emailed you');
}

/**
 * A confirmed, signed-in new member on the page the confirmation link opens (home). The sign-up form's post and the
 * local outbox are read through the page's own request context (its cookies are the page's), without rendering their
 * pages: the sign-up journey itself is e2e/accounts.spec.ts's, here it is only how a test starts.
 */
export async function signedInMember(page: Page) {
  const member = newMember();
  // Sign-ups are counted per address (five an hour): each new member comes from an address of its own.
  const headers = { 'CF-IPCountry': 'JP', 'CF-Connecting-IP': `198.51.100.${Math.floor(Math.random() * 250) + 1}` };
  const signup = await page.request.post('/signup/', {
    form: { username: member.username, email: member.email, password: member.password }, headers, maxRedirects: 0,
  });
  expect(signup.headers().location).toBe('/signin/');
  const outbox = await page.request.get(`/dev/outbox/?to=${encodeURIComponent(member.email)}`, { headers });
  const link = /href="https?:\/\/[^/"]+(\/confirm-email\/[^"]+)"/.exec(await outbox.text())?.[1]?.replaceAll('&amp;', '&');
  expect(link, 'the confirmation mail in the local outbox').toBeTruthy();
  await page.goto(link!);
  await expect(page.locator('.header__username')).toHaveText(member.username);
  return member;
}

/** Signs an existing account in through the sign-in page. */
/** Signs in on the site at `origin` (the test's own by default), in English. */
export async function signIn(page: Page, account: { username: string; password: string }, origin = '') {
  await page.goto(`${origin}/signin/`);
  const form = page.locator('main form[action="/signin/"]');
  await form.getByLabel('Username or email').fill(account.username);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.locator('.header__username')).toHaveText(account.username);
}
