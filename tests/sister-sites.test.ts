// The same pages as each sister site renders them (issue 31): vitest runs this file once per demo site, its worker
// loaded with SITE=asiatube and SITE=sakuraclips (vitest.config.ts). Each run checks the site's own identity, languages,
// sections, categories, ads, offers and link origins against what its file says, and against the other site's.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { languageOrigin, publicLanguageHost, readLanguageHost } from '../worker/config/language-hosts';
import { SITE } from '../worker/config/site';
import { sectionGender } from '../worker/domain/vocabularies';
import { firstRow, get } from './helpers';

/** What each demo site's file makes of its pages, written out so a run cannot pass by reading its own site back. */
const EXPECTED = {
  asiatube: {
    name: 'AsiaTube', logo: '/img/logo.svg', favicon: '/img/favicon.svg', theme: null,
    htmlLang: 'en', languages: ['en', 'ru', 'de', 'fr', 'es', 'pl', 'it', 'pt', 'ja', 'nl'], otherHost: 'ja',
    sections: ['straight', 'shemale', 'gay'], section: 'straight', refusedSection: null,
    sister: { name: 'SakuraClips', url: 'http://localhost:8788/' },
    hiddenCategory: null, listingAd: '/img/ads/kitchen-728x90.svg', watchAds: ['/img/ads/garden-285x165.svg', '/img/ads/fitness-285x165.svg'],
    offerRef: 'ref=asiatube', gatedCountries: ['DE', 'US'], openCountries: ['KR', 'JP'],
    productionOrigin: 'https://asiatube.example', productionJa: 'https://ja.asiatube.example',
  },
  sakuraclips: {
    name: 'SakuraClips', logo: '/img/logo-sakuraclips.svg', favicon: '/img/favicon-sakuraclips.svg', theme: '--accent:#b8325f',
    htmlLang: 'ja', languages: ['ja', 'en', 'de', 'fr', 'es', 'ru'], otherHost: 'en',
    sections: ['gay', 'straight'], section: 'gay', refusedSection: 'shemale',
    sister: { name: 'AsiaTube', url: 'http://localhost:8787/' },
    hiddenCategory: 'office', listingAd: '/img/ads/kitchen-ja-728x90.svg', watchAds: [],
    offerRef: 'ref=sakuraclips', gatedCountries: ['DE', 'KR'], openCountries: ['JP'],
    productionOrigin: 'https://sakuraclips.example', productionJa: 'https://sakuraclips.example',
  },
}[(env as unknown as { SITE: 'asiatube' | 'sakuraclips' }).SITE]!;

const PASSED = { _agev: '1', cookie_notice: '1' };
const page = async (path: string, origin?: string) => {
  const response = await get(path, { cookies: PASSED, origin });
  expect(response.status, path).toBe(200);
  return response.text();
};
/** The hrefs of the links inside the first element matching `opening`, up to its closing tag. */
const linksIn = (html: string, opening: string, closing = '</ul>') => {
  const start = html.indexOf(opening);
  expect(start, opening).toBeGreaterThan(-1);
  const part = html.slice(start, html.indexOf(closing, start));
  return [...part.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)</g)].map((match) => ({ href: match[1]!.replaceAll('&amp;', '&'), text: match[2]! }));
};

describe(`${EXPECTED.name} as its site file makes it`, () => {
  it('has its name, logo, favicon and colours, and links its sister site at its local address', async () => {
    expect(SITE.name).toBe(EXPECTED.name);
    const html = await page('/');
    expect(html).toContain(`<img src="${EXPECTED.logo}" alt="${EXPECTED.name}"`);
    expect(html).toMatch(new RegExp(`<link rel="icon"[^>]*href="${EXPECTED.favicon}"`));
    expect(html).toMatch(new RegExp(`<title>[^<]*${EXPECTED.name}`));
    if (EXPECTED.theme) expect(html).toContain(EXPECTED.theme);
    else expect(html).not.toContain(':root{');
    const sisters = linksIn(html, '<details class="dropdown sister-sites">');
    expect(sisters[0]).toEqual({ href: EXPECTED.sister.url, text: EXPECTED.sister.name });
    expect(sisters.map((link) => link.text)).not.toContain(EXPECTED.name);
  });

  it('speaks its default language on its default host, offers only its languages, and sends the others home', async () => {
    const html = await page('/');
    expect(html).toMatch(new RegExp(`<html lang="${EXPECTED.htmlLang}"`));
    const languages = linksIn(html, '<details class="dropdown header__language">');
    expect(languages.map((link) => new URL(link.href).pathname)).toEqual(EXPECTED.languages.map((lang) => `/prefs/lang/${lang}/`));
    // Another language on its own host; the default language's host and a language the site lacks answer 301 home.
    expect(await page('/', `http://${EXPECTED.otherHost}.localhost`)).toMatch(new RegExp(`<html lang="${EXPECTED.otherHost}"`));
    const own = await get('/videos/', { cookies: PASSED, origin: `http://${EXPECTED.htmlLang}.localhost` });
    expect([own.status, own.headers.get('Location')]).toEqual([301, 'http://localhost/videos/']);
    if (!EXPECTED.languages.includes('pl')) {
      const lacking = await get('/videos/?page=2', { cookies: PASSED, origin: 'http://pl.localhost' });
      expect([lacking.status, lacking.headers.get('Location')]).toEqual([301, 'http://localhost/videos/?page=2']);
      expect((await get('/prefs/lang/pl/', { cookies: PASSED })).status).toBe(404);
      // A language cookie set by a sister site on a shared domain falls back to the default language.
      expect(await (await get('/', { cookies: { ...PASSED, app_lang: 'pl' } })).text()).toMatch(new RegExp(`<html lang="${EXPECTED.htmlLang}"`));
    }
  });

  it('names canonical and alternate addresses on its own hosts, in production on its own origin', async () => {
    const html = await page('/categories/');
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]);
    expect(alternates.map(([lang]) => lang)).toEqual([...EXPECTED.languages, 'x-default']);
    expect(alternates).toContainEqual([EXPECTED.htmlLang, 'http://localhost/categories/']);
    expect(alternates).toContainEqual(['x-default', 'http://localhost/categories/']);
    expect(alternates).toContainEqual([EXPECTED.otherHost, `http://${EXPECTED.otherHost}.localhost/categories/`]);
    expect(html).toContain('<link rel="canonical" href="http://localhost/categories/"');
    // Deployed, the same addresses hang off the site file's origin, whatever Host the request named.
    const deployed = publicLanguageHost(readLanguageHost(new URL('http://elsewhere.example/')), SITE.origin, false);
    expect(languageOrigin(deployed, SITE.defaultLanguage)).toBe(EXPECTED.productionOrigin);
    expect(languageOrigin(deployed, 'ja')).toBe(EXPECTED.productionJa);
  });

  it('offers its sections, opens on its default one, and refuses a section it does not offer', async () => {
    const html = await page('/');
    const sections = linksIn(html, '<details class="dropdown header__section">');
    expect(sections.map((link) => link.href.split('/')[3])).toEqual(EXPECTED.sections);
    expect(html).toMatch(new RegExp(`<a href="/prefs/section/${EXPECTED.section}/[^"]*" rel="nofollow" aria-current="true"`));
    if (EXPECTED.refusedSection) {
      expect((await get(`/prefs/section/${EXPECTED.refusedSection}/`, { cookies: PASSED })).status).toBe(404);
      expect(await page('/')).not.toContain(`/prefs/section/${EXPECTED.refusedSection}/`);
    }
  });

  it('lists only the categories it shows; another category\'s page is not found here', async () => {
    const html = await page('/categories/');
    const dirs = [...new Set([...html.matchAll(/href="\/categories\/([a-z0-9-]+)\/latest-updates\/1\/"/g)].map((match) => match[1]!))];
    expect(dirs.length).toBeGreaterThan(0);
    if (SITE.categories) expect(dirs.every((dir) => SITE.categories!.includes(dir))).toBe(true);
    else expect(dirs).toContain('office');
    if (EXPECTED.hiddenCategory) {
      expect((await get(`/categories/${EXPECTED.hiddenCategory}/latest-updates/1/`, { cookies: PASSED })).status).toBe(404);
      expect((await get(`/categories/${dirs[0]}/latest-updates/1/`, { cookies: PASSED })).status).toBe(200);
    }
  });

  it('shows its own ads and offers', async () => {
    const listing = await page('/videos/latest-updates/1/');
    const listingAd = SITE.ads.zones.find((zone) => zone.placement === 'listing')!;
    const expectedAd = SITE.defaultLanguage === 'ja' ? listingAd.langs!.ja![0]! : listingAd.creatives[0]!;
    expect(expectedAd.kind === 'image' && expectedAd.image.desktop).toBe(EXPECTED.listingAd);
    expect(listing).toContain(EXPECTED.listingAd);
    const video = await firstRow<{ video_id: number; dir: string }>(
      'SELECT video_id, dir FROM videos WHERE status_id = 1 AND gender = ? ORDER BY video_id LIMIT 1', sectionGender(SITE.defaultSection),
    );
    const watch = await get(`/videos/${video.video_id}/${video.dir}/`, { cookies: PASSED });
    const watchHtml = watch.status === 301 ? await page(new URL(watch.headers.get('Location')!).pathname) : await watch.text();
    for (const ad of EXPECTED.watchAds) expect(watchHtml).toContain(ad);
    if (EXPECTED.watchAds.length === 0) expect(watchHtml).not.toMatch(/\/img\/ads\/[a-z-]+-285x165\.svg/);
    const offers = [...watchHtml.matchAll(/href="(https:\/\/partner-(?:offer|premium)\.example\/[^"]+)"/g)].map((match) => match[1]!);
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((href) => href.includes(EXPECTED.offerRef))).toBe(true);
  });

  it('asks its own countries\' visitors to confirm their age', async () => {
    for (const country of EXPECTED.gatedCountries) {
      expect(await (await get('/', { country })).text(), country).toContain('class="age-gate"');
    }
    for (const country of EXPECTED.openCountries) {
      expect(await (await get('/', { country })).text(), country).not.toContain('class="age-gate"');
    }
  });
});
