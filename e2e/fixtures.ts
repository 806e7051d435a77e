// Shared Playwright helpers: accessibility checks with axe and the cookies that skip overlays.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/**
 * No serious or critical accessibility violation on the current page. axe runs as a script, so with
 * JavaScript off the same URL (same cookies and headers) is checked in a script-enabled twin context:
 * the server sends identical HTML to both.
 */
export async function expectAccessible(page: Page): Promise<void> {
  if (test.info().project.use.javaScriptEnabled !== false) {
    expect(await seriousViolations(page)).toEqual([]);
    return;
  }
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

export async function skipOverlays(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([
    { name: 'cookie_notice', value: '1', url: baseURL },
    { name: '_agev', value: '1', url: baseURL },
  ]);
}
