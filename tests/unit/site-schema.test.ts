// A site is data (sites/{name}.json, issue 31): the shipped site file is valid and is what the worker serves; an
// invalid one is refused with a message naming the file and the field.
import { describe, expect, it } from 'vitest';
import asiatube from '../../sites/asiatube.json';
import { SITE } from '../../worker/config/site';
import { parseSite } from '../../worker/config/site-schema';
import { siteNamed, SITE_NAMES } from '../../worker/config/sites';
import { themeCss } from '../../views/layout/document';

const edited = (change: (site: Record<string, unknown>) => void) => {
  const copy = structuredClone(asiatube) as Record<string, unknown>;
  change(copy);
  return copy;
};

describe('site files', () => {
  it('the shipped site is valid, and it is the site the worker serves', () => {
    expect(parseSite(asiatube, 'sites/asiatube.json')).toEqual(SITE);
    expect(SITE.name).toBe('AsiaTube');
  });

  it('every shipped site is valid; a deployment chooses one by name, AsiaTube when it names none', () => {
    expect(SITE_NAMES).toEqual(['asiatube', 'sakuraclips']);
    expect(siteNamed(undefined)).toEqual(SITE);
    expect(siteNamed('sakuraclips')).toMatchObject({ name: 'SakuraClips', feedName: 'sakuraclips', logo: '/img/logo-sakuraclips.svg' });
    expect(() => siteNamed('mangotube')).toThrow('SITE=mangotube: no such site file (sites/: asiatube, sakuraclips)');
  });

  it('a theme replaces the stylesheet\'s colours it names; a site without one keeps the stylesheet\'s', () => {
    expect(themeCss(SITE.theme)).toBeNull();
    expect(themeCss(siteNamed('sakuraclips').theme)).toBe(':root{--bg:#17141a;--surface:#221d26;--surface-2:#2e2833;--accent:#b8325f;--accent-fg:#ff8fb8}');
    expect(siteNamed('sakuraclips').favicon).toBe('/img/favicon-sakuraclips.svg');
  });

  it.each([
    ['a missing field', (site: Record<string, unknown>) => delete site.contactEmail, 'sites/x.json: contactEmail:'],
    ['a bad address', (site: Record<string, unknown>) => { site.contactEmail = 'nobody'; }, 'sites/x.json: contactEmail:'],
    ['an origin with a path', (site: Record<string, unknown>) => { site.origin = 'https://asiatube.example/tube/'; }, 'sites/x.json: origin: an origin without a path'],
    ['a label with no message', (site: Record<string, unknown>) => { (site.partnerLinks as { label: string }[])[1]!.label = 'partners.nothing'; }, 'sites/x.json: partnerLinks.1.label: not a message key under "partners."'],
    ['a feed name partners cannot name', (site: Record<string, unknown>) => { site.feedName = 'Asia Tube'; }, 'sites/x.json: feedName:'],
    ['a colour that is not #rrggbb', (site: Record<string, unknown>) => { site.theme = { accent: 'red;}body{display:none' }; }, 'sites/x.json: theme.accent: a colour as #rrggbb'],
    ['a colour the stylesheet does not have', (site: Record<string, unknown>) => { site.theme = { link: '#ffffff' }; }, 'sites/x.json: theme: Unrecognized key: "link"'],
    ['an unknown field', (site: Record<string, unknown>) => { site.colour = 'red'; }, 'sites/x.json: (the file): Unrecognized key: "colour"'],
  ])('refuses %s, naming the field', (_, change, message) => {
    expect(() => parseSite(edited(change), 'sites/x.json')).toThrow(message);
  });
});
