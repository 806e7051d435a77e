// Pagination: the first page, a window around the current one, the last, ellipses between; phones see a smaller window.
import { describe, expect, it } from 'vitest';
import { pageEntries, type PageEntry } from '../views/parts/pagination';
import { PAGINATION_WINDOW } from '../worker/config/limits';
import { get } from './helpers';

/** The bar as text on wide screens: pages and the ellipses wide screens show, e.g. "1 2 3 … 9". */
function wideBar(entries: PageEntry[]): string {
  return entries.filter((e) => e.kind === 'page' || e.wide).map((e) => (e.kind === 'gap' ? '…' : String(e.page))).join(' ');
}

/** The bar as text on phones: the pages marked narrow and every ellipsis, e.g. "1 … 9". */
function narrowBar(entries: PageEntry[]): string {
  return entries.filter((e) => e.kind === 'gap' || e.narrow).map((e) => (e.kind === 'gap' ? '…' : String(e.page))).join(' ');
}

describe('pagination window', () => {
  it('page 1 of many: the first pages, an ellipsis, the last', () => {
    const entries = pageEntries(1, 40, 2);
    expect(wideBar(entries)).toBe('1 2 3 … 40');
    expect(narrowBar(entries)).toBe('1 … 40');
  });

  it('a middle page: first, ellipsis, the window, ellipsis, last', () => {
    const entries = pageEntries(20, 40, 2);
    expect(wideBar(entries)).toBe('1 … 18 19 20 21 22 … 40');
    expect(narrowBar(entries)).toBe('1 … 20 … 40');
  });

  it('the last page: first, ellipsis, the last pages', () => {
    const entries = pageEntries(40, 40, 2);
    expect(wideBar(entries)).toBe('1 … 38 39 40');
    expect(narrowBar(entries)).toBe('1 … 40');
  });

  it('few pages: every page, no ellipsis', () => {
    expect(wideBar(pageEntries(2, 3, 2))).toBe('1 2 3');
    expect(wideBar(pageEntries(3, 5, 2))).toBe('1 2 3 4 5');
    expect(pageEntries(3, 5, 2).some((e) => e.kind === 'gap')).toBe(false);
  });

  it('a hole of one page shows that page instead of an ellipsis', () => {
    expect(wideBar(pageEntries(5, 40, 2))).toBe('1 2 3 4 5 6 7 … 40');
    expect(narrowBar(pageEntries(3, 40, 2))).toBe('1 2 3 … 40');
  });

  it('an ellipsis only phones need is marked so, and wide screens never see two in a row', () => {
    const entries = pageEntries(4, 40, 2);
    expect(wideBar(entries)).toBe('1 2 3 4 5 6 … 40');
    expect(narrowBar(entries)).toBe('1 … 4 … 40');
    expect(entries.filter((e) => e.kind === 'gap').map((e) => e.kind === 'gap' && e.wide)).toEqual([false, true]);
  });

  it('a listing page renders the short bar with prev and next', async () => {
    const html = await (await get('/videos/latest-updates/1/')).text();
    const nav = /<nav class="pagination"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(nav).toMatch(/<a href="\/videos\/latest-updates\/2\/" rel="next">/);
    expect(nav).not.toContain('rel="prev"');
    const pages = Number(/aria-label="Page (\d+) of (\d+)"/.exec(nav)?.[2]);
    expect(pages).toBeGreaterThan(PAGINATION_WINDOW + 3);
    expect(nav.match(/<li/g)?.length).toBe(pageEntries(1, pages, PAGINATION_WINDOW).length + 1);
    expect(nav).toContain('<li class="pagination__gap" aria-hidden="true">…</li>');
    expect(nav).toContain(`<li><a href="/videos/latest-updates/${pages}/" aria-label="Page ${pages}">${pages}</a></li><li><a href="/videos/latest-updates/2/" rel="next">`);
  });

  it("home ends on the videos listing's pagination: home stands for page 1, its links lead to the latest updates", async () => {
    const links = async (path: string) => {
      const nav = /<nav class="pagination"[\s\S]*?<\/nav>/.exec(await (await get(path)).text())?.[0] ?? '';
      return [...nav.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    };
    const home = await links('/');
    expect(home).toContain('/videos/latest-updates/2/');
    expect(home).toEqual(await links('/videos/latest-updates/1/'));
  });
});
