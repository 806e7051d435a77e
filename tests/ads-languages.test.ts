// Ads in the page's language: a zone's creatives and the premium card's offer per page language, falling back to the
// default ones; the draw and the page cache per language; clicks counted per creative; the partner strip still in the
// browser's language; and an operator's per-language configuration validated like the rest.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { translator, type Lang } from '../locales';
import { drawDifferentAds, findCreative, placeAds } from '../worker/ads/select';
import { adOrigins, adsConfig } from '../worker/config/ads';
import type { AdsConfig } from '../worker/config/ads-schema';
import { SITE } from '../worker/config/site';
import { firstRow, get, memberFactory, seeded } from './helpers';

const PASSED_GATE = { _agev: '1' };
const newMember = memberFactory(988_000);
const host = (lang: Lang) => (lang === 'en' ? 'http://localhost' : `http://${lang}.localhost`);

async function watchPath(): Promise<string> {
  const video = await firstRow<{ video_id: number; dir: string }>('SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 1');
  return `/videos/${video.video_id}/${video.dir}/`;
}

/** Each slot of a page: its zone, the creative its click link names, its picture and alt text. */
function creativesOf(html: string) {
  return [...html.matchAll(/data-ad-zone="([a-z0-9-]+)"[^]*?href="\/ads\/click\/[a-z0-9-]+\/([a-z0-9-]+)\/"[^]*?<img src="([^"]+)" alt="([^"]+)"/g)]
    .map((m) => ({ zone: m[1]!, creative: m[2]!, image: m[3]!, alt: m[4]! }));
}

/** The premium card's title, text, button and link. */
function premiumOf(html: string) {
  const card = /<section class="premium"[^>]*><h2 id="premium-title">(.*?)<\/h2><p>(.*?)<\/p>.*?<a class="button button--primary" href="([^"]+)" rel="sponsored noopener">(.*?)<\/a><\/section>/s.exec(html);
  return card && { title: card[1], text: card[2], href: card[3], cta: card[4] };
}

/** The partner strip's language attribute. */
const stripLang = (html: string) => /<p class="partner-strip" lang="([a-z]+)">/.exec(html)?.[1];

const OWN_LANGS = ['ja', 'ru', 'de'] as const;

describe('the demo ads in ja, ru and de', () => {
  it.each(OWN_LANGS)("show %s's own banner above a listing, from the page cache too", async (lang) => {
    const own = findCreative(SITE.ads, 'listing-top', `kitchen-${lang}`)!.creative;
    for (const cache of ['MISS', 'HIT']) {
      const response = await get('/videos/latest-updates/1/', { origin: host(lang), cookies: PASSED_GATE });
      expect(response.headers.get('X-Cache')).toBe(cache);
      expect(creativesOf(await response.text())).toEqual([{
        zone: 'listing-top', creative: `kitchen-${lang}`, image: `/img/ads/kitchen-${lang}-320x100.svg`, alt: own.kind === 'image' && own.alt,
      }]);
    }
  });

  it.each(OWN_LANGS)("show %s's own creatives and premium offer on the watch page, the strip in the browser's language", async (lang) => {
    const html = await (await get(await watchPath(), { origin: host(lang), cookies: PASSED_GATE, headers: { 'Accept-Language': 'pl-PL,pl;q=0.9' } })).text();
    const slots = creativesOf(html);
    expect(slots.map((slot) => slot.zone)).toEqual(['under-player', 'suggested-1', 'suggested-2']);
    // Under the player: the language's main ad, or one time in ten its other one; never another language's.
    expect([`travel-${lang}`, `books-${lang}`]).toContain(slots[0]!.creative);
    expect(slots.slice(1).map((slot) => [slot.creative, slot.image])).toEqual([
      [`garden-${lang}`, `/img/ads/garden-${lang}-285x165.svg`],
      [`fitness-${lang}`, `/img/ads/fitness-${lang}-285x165.svg`],
    ]);
    const offer = SITE.ads.premium!.langs![lang]!;
    expect(premiumOf(html)).toEqual({ title: offer.title, text: offer.text, cta: offer.cta, href: offer.target });
    expect(premiumOf(html)!.title).not.toBe(translator('en')('partnerContent.premiumTitle'));
    expect(stripLang(html)).toBe('pl');
  });
});

describe('a language without its own ads', () => {
  it('falls back to the default creatives and the site’s own premium card words and offer page (fr)', async () => {
    const listing = await (await get('/videos/latest-updates/1/', { origin: host('fr'), cookies: PASSED_GATE })).text();
    expect(creativesOf(listing)[0]).toMatchObject({ creative: 'kitchen', image: '/img/ads/kitchen-320x100.svg', alt: 'Bright Kitchen: cookware sale' });
    const html = await (await get(await watchPath(), { origin: host('fr'), cookies: PASSED_GATE, headers: { 'Accept-Language': 'ja' } })).text();
    expect(creativesOf(html).slice(1).map((slot) => slot.creative)).toEqual(['garden', 'fitness']);
    const fr = translator('fr');
    expect(premiumOf(html)).toEqual({
      title: fr('partnerContent.premiumTitle'), text: fr('partnerContent.premiumText'), cta: fr('partnerContent.premiumCta'), href: SITE.premiumOfferUrl,
    });
    // The strip follows the browser (Japanese here), not the page, nor the page's ads.
    expect(stripLang(html)).toBe('ja');
  });

  it('keeps the page language where the cookie chose it on the default host, each language its own stored copy', async () => {
    const english = await (await get('/videos/latest-updates/2/', { cookies: PASSED_GATE })).text();
    expect(creativesOf(english)[0]!.creative).toBe('kitchen');
    for (let i = 0; i < 2; i++) {
      const russian = await get('/videos/latest-updates/2/', { cookies: { ...PASSED_GATE, app_lang: 'ru' } });
      expect(creativesOf(await russian.text())[0]!.creative).toBe('kitchen-ru');
    }
    expect(creativesOf(await (await get('/videos/latest-updates/2/', { cookies: PASSED_GATE })).text())[0]!.creative).toBe('kitchen');
  });
});

describe('rotation and clicks per language', () => {
  it("draws a different ad only from the page language's list", () => {
    for (const lang of ['en', ...OWN_LANGS, 'fr'] as const) {
      const random = seeded(11);
      const draws = new Set<string>();
      for (let i = 0; i < 200; i++) draws.add(drawDifferentAds(SITE.ads, lang, random).map((ad) => `${ad.zone.id}=${ad.creative.id}`).join(','));
      const books = lang === 'en' || lang === 'fr' ? 'books' : `books-${lang}`;
      expect([...draws].sort(), lang).toEqual(['', `under-player=${books}`]);
    }
    expect(placeAds(SITE.ads, 'channel', 'de')[0]!.creative.id).toBe('garden-de');
  });

  it("counts a language's creative under its own id and sends the click to its own target", async () => {
    const response = await get('/ads/click/under-player/books-ja/', { origin: host('ja') });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('https://books.example/ja/?ref=asiatube');
    const row = await firstRow<{ clicks: number }>("SELECT clicks FROM ad_clicks WHERE zone_id = 'under-player' AND creative_id = 'books-ja'");
    expect(row.clicks).toBe(1);
    // The pair is the zone's whatever host the click comes from; another zone's creative is not.
    expect((await get('/ads/click/under-player/books-ja/')).status).toBe(302);
    expect((await get('/ads/click/listing-top/books-ja/')).status).toBe(404);
    // The console describes it as configured now.
    const admin = await newMember();
    await env.DB.prepare("UPDATE users SET role = 'admin' WHERE user_id = ?1").bind(admin.userId).run();
    const consolePage = await (await get('/admin/ads/', { cookies: admin.cookies })).text();
    expect(consolePage).toContain('<td>under-player</td><td>Under the player</td><td>books-ja</td><td>Image</td><td>https://books.example/ja/?ref=asiatube</td><td>2</td>');
  });
});

/** An operator's zone with a German frame from an ad network and a Japanese picture of their own. */
const OPERATOR_ADS: AdsConfig = {
  zones: [{
    id: 'top', placement: 'listing', sizes: { desktop: { width: 728, height: 90 } },
    creatives: [{ kind: 'image', id: 'main', image: { desktop: '/img/ads/kitchen-728x90.svg' }, alt: 'Main', target: 'https://shop.example/' }],
    langs: {
      de: [{ kind: 'iframe', id: 'netz', src: 'https://frames.netz.example/zone?id=1', title: 'Netz' }],
      ja: [{ kind: 'image', id: 'main-ja', image: { desktop: '/img/ads/kitchen-ja-728x90.svg' }, alt: 'メイン', target: 'https://shop.example/ja/' }],
    },
  }],
  premium: { offer: { title: 'Premium', text: 'Offer', cta: 'Join', target: 'https://premium.example/' } },
};

describe('operator configuration per language', () => {
  it("takes per-language creatives and premium offers, and lets a language's frame origin into the CSP", async () => {
    const ADS = JSON.stringify(OPERATOR_ADS);
    expect(adsConfig({ ADS })).toEqual(OPERATOR_ADS);
    expect(adOrigins(OPERATOR_ADS).frame).toEqual(['https://frames.netz.example']);
    const german = await get('/videos/latest-updates/1/', { origin: host('de'), cookies: PASSED_GATE }, { ADS, CACHE_MODE: 'off' });
    expect(await german.text()).toContain('<iframe src="https://frames.netz.example/zone?id=1" title="Netz"');
    // A configured default offer stands for every language without its own, in place of the site's words.
    const html = await (await get(await watchPath(), { origin: host('ru'), cookies: PASSED_GATE }, { ADS, CACHE_MODE: 'off' })).text();
    expect(premiumOf(html)).toEqual({ title: 'Premium', text: 'Offer', cta: 'Join', href: 'https://premium.example/' });
  });

  it('refuses a configuration with an unknown language, an id repeated across languages, a bad creative in a language or an incomplete offer', () => {
    const zone = OPERATOR_ADS.zones[0]!;
    const invalid = [
      { zones: [{ ...zone, langs: { xx: zone.langs!.ja } }] },
      { zones: [{ ...zone, langs: { ja: [{ ...zone.langs!.ja![0]!, id: 'main' }] } }] },
      { zones: [{ ...zone, langs: { de: [{ kind: 'iframe', id: 'netz', src: 'http://frames.netz.example/', title: 'Netz' }] } }] },
      { zones: [{ ...zone, langs: { ja: [] } }] },
      { zones: [zone], premium: { langs: { ja: { title: 'プレミアム', text: '広告なし', target: 'https://premium.example/ja/' } } } },
    ];
    for (const config of invalid) expect(adsConfig({ ADS: JSON.stringify(config) }), JSON.stringify(config)).toEqual({ zones: [] });
  });
});

describe('the demo creatives in each language', () => {
  it('are pictures with words in that language', async () => {
    const words: Record<(typeof OWN_LANGS)[number], string> = { ja: '詳しく見る', ru: 'Подробнее', de: 'Mehr erfahren' };
    for (const lang of OWN_LANGS) {
      const svg = await (await env.ASSETS.fetch(`http://localhost/img/ads/travel-${lang}-728x90.svg`)).text();
      expect(svg).toContain(`xml:lang="${lang}"`);
      expect(svg).toContain(words[lang]);
    }
  });
});
