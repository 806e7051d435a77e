// The section a visitor sees (straight, shemale, gay): the one their cookie chose when the site offers it, else the
// site's default section (sites/{name}.json, issue 31).
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { SECTION_COOKIE } from '../../worker/config/sections';
import { siteNamed } from '../../worker/config/sites';
import type { AppEnv } from '../../worker/env';
import { section } from '../../worker/middleware/section';

const appFor = (name: string) => {
  const site = siteNamed(name, { local: true });
  return new Hono<AppEnv>().use(section(site)).get('/', (c) => c.text(`${c.get('section')} ${c.get('gender')}`));
};
const sectionWith = async (name: string, cookie?: string) =>
  (await appFor(name).request('/', cookie ? { headers: { Cookie: `${SECTION_COOKIE}=${cookie}` } } : {})).text();

describe('the section', () => {
  it('is the site’s default until the visitor chooses one of its sections; other values are ignored', async () => {
    expect(await sectionWith('sakuraclips')).toBe('gay 2');
    expect(await sectionWith('sakuraclips', 'straight')).toBe('straight 0');
    expect(await sectionWith('sakuraclips', 'everything')).toBe('gay 2');
    // SakuraClips does not offer the shemale section: a cookie from a sister site sharing the domain is ignored.
    expect(await sectionWith('sakuraclips', 'shemale')).toBe('gay 2');
    expect(await sectionWith('asiatube')).toBe('straight 0');
    expect(await sectionWith('asiatube', 'shemale')).toBe('shemale 1');
  });
});
