// A site is data (sites/{name}.json, issue 31): the shipped site file is valid and is what the worker serves; an
// invalid one is refused with a message naming the file and the field.
import { describe, expect, it } from 'vitest';
import asiatube from '../../sites/asiatube.json';
import { SITE } from '../../worker/config/site';
import sakuraclips from '../../sites/sakuraclips.json';
import { parseSite, resolveSite } from '../../worker/config/site-schema';
import { siteNamed, SITE_NAMES } from '../../worker/config/sites';
import { themeCss } from '../../views/layout/document';

const edited = (change: (site: Record<string, unknown>) => void) => {
  const copy = structuredClone(asiatube) as Record<string, unknown>;
  change(copy);
  return copy;
};

describe('site files', () => {
  it('the shipped site is valid, and it is the site the worker serves, its sister sites by file resolved', () => {
    const file = parseSite(asiatube, 'sites/asiatube.json');
    expect({ ...file, sisterSites: SITE.sisterSites }).toEqual(SITE);
    expect(SITE.name).toBe('AsiaTube');
    // A sister named by its file: its local port in local runs, its origin in production.
    expect(file.sisterSites[0]).toEqual({ site: 'sakuraclips' });
    expect(SITE.sisterSites[0]).toEqual({ name: 'SakuraClips', url: 'http://localhost:8788/' });
    const sakura = parseSite(sakuraclips, 'sites/sakuraclips.json');
    expect(resolveSite(file, { asiatube: file, sakuraclips: sakura }, 'sites/asiatube.json', { local: false }).sisterSites[0])
      .toEqual({ name: 'SakuraClips', url: 'https://sakuraclips.example/' });
    expect(() => resolveSite(file, { asiatube: file }, 'sites/asiatube.json', { local: false })).toThrow('sites/asiatube.json: sisterSites.0.site: no file sites/sakuraclips.json');
  });

  it('a site that names no languages, sections, categories or gate countries offers the defaults', () => {
    const site = parseSite(edited((copy) => { delete copy.ads; }), 'sites/x.json');
    expect(site).toMatchObject({ languages: ['en', 'ru', 'de', 'fr', 'es', 'pl', 'it', 'pt', 'ja', 'nl'], defaultLanguage: 'en', sections: ['straight', 'shemale', 'gay'], defaultSection: 'straight', ads: { zones: [] } });
    expect(site.categories).toBeUndefined();
    expect(site.ageGateCountries).toEqual(expect.arrayContaining(['DE', 'US', 'GB', 'RU', 'CH', 'CA']));
    expect(site.ageGateCountries).not.toContain('JP');
  });

  it('every shipped site is valid; a deployment chooses one by name, AsiaTube when it names none', () => {
    expect(SITE_NAMES).toEqual(['asiatube', 'sakuraclips']);
    expect(siteNamed(undefined, { local: true })).toEqual(SITE);
    expect(siteNamed('sakuraclips', { local: true })).toMatchObject({ name: 'SakuraClips', feedName: 'sakuraclips', logo: '/img/logo-sakuraclips.svg' });
    expect(() => siteNamed('mangotube', { local: true })).toThrow('SITE=mangotube: no such site file (sites/: asiatube, sakuraclips)');
  });

  it('a theme replaces the stylesheet\'s colours it names; a site without one keeps the stylesheet\'s', () => {
    expect(themeCss(SITE.theme)).toBeNull();
    expect(themeCss(siteNamed('sakuraclips', { local: true }).theme)).toBe(':root{--bg:#17141a;--surface:#221d26;--surface-2:#2e2833;--accent:#b8325f;--accent-fg:#ff8fb8}');
    expect(siteNamed('sakuraclips', { local: true }).favicon).toBe('/img/favicon-sakuraclips.svg');
  });

  it.each([
    ['a missing field', (site: Record<string, unknown>) => delete site.contactEmail, 'sites/x.json: contactEmail:'],
    ['a bad address', (site: Record<string, unknown>) => { site.contactEmail = 'nobody'; }, 'sites/x.json: contactEmail:'],
    ['an origin with a path', (site: Record<string, unknown>) => { site.origin = 'https://asiatube.example/tube/'; }, 'sites/x.json: origin: an origin without a path'],
    ['a label with no message', (site: Record<string, unknown>) => { (site.partnerLinks as { label: string }[])[1]!.label = 'partners.nothing'; }, 'sites/x.json: partnerLinks.1.label: not a message key under "partners."'],
    ['a feed name partners cannot name', (site: Record<string, unknown>) => { site.feedName = 'Asia Tube'; }, 'sites/x.json: feedName:'],
    ['a colour that is not #rrggbb', (site: Record<string, unknown>) => { site.theme = { accent: 'red;}body{display:none' }; }, 'sites/x.json: theme.accent: a colour as #rrggbb'],
    ['a colour the stylesheet does not have', (site: Record<string, unknown>) => { site.theme = { link: '#ffffff' }; }, 'sites/x.json: theme: Unrecognized key: "link"'],
    ['a default language the site does not offer', (site: Record<string, unknown>) => { site.languages = ['ja', 'en']; site.defaultLanguage = 'de'; }, 'sites/x.json: defaultLanguage: not one of the site\'s languages'],
    ['a language twice', (site: Record<string, unknown>) => { site.languages = ['ja', 'ja']; }, 'sites/x.json: languages: a value repeats'],
    ['a language we have no texts for', (site: Record<string, unknown>) => { site.languages = ['ja', 'ko']; }, 'sites/x.json: languages.1:'],
    ['a default section the site does not offer', (site: Record<string, unknown>) => { site.sections = ['gay']; }, 'sites/x.json: defaultSection: not one of the site\'s sections'],
    ['a gate country that is not a code', (site: Record<string, unknown>) => { site.ageGateCountries = ['Germany']; }, 'sites/x.json: ageGateCountries.0: an ISO 3166 country code'],
    ['an ad zone with no creative', (site: Record<string, unknown>) => { (site.ads as { zones: { creatives: unknown[] }[] }).zones[0]!.creatives = []; }, 'sites/x.json: ads.zones.0.creatives:'],
    ['a sister site with neither a file nor an address', (site: Record<string, unknown>) => { site.sisterSites = [{ name: 'Nowhere' }]; }, 'sites/x.json: sisterSites.0:'],
    ['an unknown field', (site: Record<string, unknown>) => { site.colour = 'red'; }, 'sites/x.json: (the file): Unrecognized key: "colour"'],
  ])('refuses %s, naming the field', (_, change, message) => {
    expect(() => parseSite(edited(change), 'sites/x.json')).toThrow(message);
  });
});
