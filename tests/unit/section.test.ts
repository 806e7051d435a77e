// The section a visitor sees (straight, shemale, gay): the one their cookie chose, else the site's default section
// (sites/{name}.json, issue 31).
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { SECTION_COOKIE } from '../../worker/config/sections';
import { siteNamed } from '../../worker/config/sites';
import type { AppEnv } from '../../worker/env';
import { section } from '../../worker/middleware/section';

const appWith = (defaultSection: 'straight' | 'shemale' | 'gay') =>
  new Hono<AppEnv>().use(section({ defaultSection })).get('/', (c) => c.text(`${c.get('section')} ${c.get('gender')}`));

describe('the section', () => {
  it('is the site’s default until the visitor chooses one; a cookie naming no section is ignored', async () => {
    const app = appWith(siteNamed('sakuraclips').defaultSection);
    expect(await (await app.request('/')).text()).toBe('gay 2');
    expect(await (await app.request('/', { headers: { Cookie: `${SECTION_COOKIE}=straight` } })).text()).toBe('straight 0');
    expect(await (await app.request('/', { headers: { Cookie: `${SECTION_COOKIE}=everything` } })).text()).toBe('gay 2');
    expect(siteNamed('asiatube').defaultSection).toBe('straight');
    expect(await (await appWith(siteNamed('asiatube').defaultSection).request('/')).text()).toBe('straight 0');
  });
});
