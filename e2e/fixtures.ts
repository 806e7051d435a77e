// Shared Playwright helpers: accessibility checks with axe and the cookies that skip overlays.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical accessibility violation on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
}

export async function skipOverlays(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([
    { name: 'cookie_notice', value: '1', url: baseURL },
    { name: '_agev', value: '1', url: baseURL },
  ]);
}
