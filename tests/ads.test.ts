// Ad zones: selection per placement, the one-in-ten rotation (seeded randomness, and per view through the page cache),
// the counting click redirect, the CSP per creative kind, operator configuration, and the slot's HTML.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { adsConfig } from '../worker/config/ads';
import { zoneCreatives, type AdsConfig } from '../worker/config/ads-schema';
import { SITE } from '../worker/config/site';
import { ROTATION_CHANCE, drawDifferentAds, findCreative, pickCreative, placeAds } from '../worker/ads/select';
import { firstRow, get, seeded } from './helpers';

/** The daily click counts of one creative, newest day first. */
async function clicksOf(zoneId: string, creativeId: string) {
  const { results } = await env.DB.prepare('SELECT day, clicks FROM ad_clicks WHERE zone_id = ?1 AND creative_id = ?2 ORDER BY day DESC')
    .bind(zoneId, creativeId).all<{ day: string; clicks: number }>();
  return results;
}

const zoneOf = (config: AdsConfig, id: string) => config.zones.find((zone) => zone.id === id)!;
const underPlayer = zoneOf(SITE.ads, 'under-player');

/** An operator's configuration with a frame zone and a script zone from two ad networks, and one image zone. */
const NETWORK_ADS: AdsConfig = {
  zones: [
    {
      id: 'net-frame', placement: 'listing', sizes: { desktop: { width: 728, height: 90 }, mobile: { width: 320, height: 100 } },
      creatives: [{ kind: 'iframe', id: 'frame', src: 'https://frames.adnet.example/zone?id=7', title: 'Adnet banner' }],
    },
    {
      id: 'net-script', placement: 'under-player', sizes: { desktop: { width: 728, height: 90 } },
      creatives: [{ kind: 'script', id: 'tag', src: 'https://cdn.scriptnet.example/tag.js?zone=3' }],
    },
    {
      id: 'own', placement: 'watch-suggested', sizes: { desktop: { width: 285, height: 165 } },
      creatives: [{ kind: 'image', id: 'garden', image: { desktop: '/img/ads/garden-285x165.svg' }, alt: 'Green Garden', target: 'https://garden.example/' }],
    },
  ],
};
// Uncached: the page cache keys pages by address and variant, not by the configuration (a deployment has one; a change shows once
// the stored copies' 60 s are over), so a page made with these zones must not answer the other tests.
// No embed partner: their players' origins join frame-src too (tests/imports-embeds.test.ts).
const withNetworkAds = { ADS: JSON.stringify(NETWORK_ADS), CACHE_MODE: 'off', EMBED_PARTNERS: '[]' } as const;
const withoutPartners = { EMBED_PARTNERS: '[]' } as const;

function directive(response: Response, name: string): string {
  const csp = response.headers.get('Content-Security-Policy') ?? '';
  return csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
}

async function watchPath(): Promise<string> {
  const video = await firstRow<{ video_id: number; dir: string }>('SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 1');
  return `/videos/${video.video_id}/${video.dir}/`;
}

/** The slots of a page: the zone each shows and its element's HTML. */
function slotsOf(html: string): { zone: string; html: string }[] {
  return [...html.matchAll(/<div class="ad ad--[a-z-]+" data-ad-zone="([a-z0-9-]+)"[^]*?<\/(?:a|div)><\/div>/g)].map((m) => ({ zone: m[1]!, html: m[0] }));
}

describe('zone selection', () => {
  it('places every zone of a placement in configured order, with its main creative', () => {
    expect(placeAds(SITE.ads, 'listing', 'en').map((ad) => [ad.zone.id, ad.creative.id])).toEqual([['listing-top', 'kitchen']]);
    expect(placeAds(SITE.ads, 'watch-suggested', 'en').map((ad) => ad.zone.id)).toEqual(['suggested-1', 'suggested-2']);
    expect(placeAds(SITE.ads, 'under-player', 'en')[0]!.creative.id).toBe('travel');
    expect(placeAds({ zones: [] }, 'listing', 'en')).toEqual([]);
  });

  it('finds only configured zone and creative pairs', () => {
    expect(findCreative(SITE.ads, 'under-player', 'books')?.creative.kind).toBe('image');
    expect(findCreative(SITE.ads, 'under-player', 'kitchen')).toBeNull();
    expect(findCreative(SITE.ads, 'nowhere', 'travel')).toBeNull();
  });
});

describe('rotation', () => {
  it('shows a different ad in 9 to 11% of 10,000 seeded draws', () => {
    const random = seeded(18);
    let different = 0;
    for (let i = 0; i < 10_000; i++) if (pickCreative(underPlayer.creatives, random).id !== 'travel') different++;
    expect(ROTATION_CHANCE).toBe(0.1);
    expect(different).toBeGreaterThanOrEqual(900);
    expect(different).toBeLessThanOrEqual(1100);
  });

  it('spreads the different ads evenly over the alternates and never draws one for a zone with a single creative', () => {
    const three = [...underPlayer.creatives, { ...underPlayer.creatives[1]!, id: 'third' }];
    const random = seeded(7);
    const counts: Record<string, number> = {};
    for (let i = 0; i < 20_000; i++) {
      const id = pickCreative(three, random).id;
      counts[id] = (counts[id] ?? 0) + 1;
    }
    expect(counts.books! + counts.third!).toBeGreaterThan(1800);
    expect(Math.abs(counts.books! - counts.third!)).toBeLessThan(300);
    const single = zoneOf(SITE.ads, 'listing-top');
    for (let i = 0; i < 1000; i++) expect(pickCreative(single.creatives, random).id).toBe('kitchen');
  });

  it('draws a different ad only for zones with alternates, and names only those', () => {
    const random = seeded(3);
    const draws = new Set<string>();
    for (let i = 0; i < 200; i++) draws.add(drawDifferentAds(SITE.ads, 'en', random).map((ad) => `${ad.zone.id}=${ad.creative.id}`).join(','));
    expect([...draws].sort()).toEqual(['', 'under-player=books']);
  });

  it('holds per view on a watch page served from the page cache: a stored copy shows the different ad one time in ten', async () => {
    const path = await watchPath();
    const seen = { travel: 0, books: 0, booksFromCache: 0, travelFromCache: 0 };
    for (let i = 0; i < 300; i++) {
      const response = await get(path);
      const html = await response.text();
      const slot = slotsOf(html).find((s) => s.zone === 'under-player')!;
      const fromCache = response.headers.get('X-Cache') === 'HIT';
      if (slot.html.includes('/ads/click/under-player/books/')) {
        seen.books++;
        if (fromCache) seen.booksFromCache++;
      } else {
        expect(slot.html).toContain('/ads/click/under-player/travel/');
        seen.travel++;
        if (fromCache) seen.travelFromCache++;
      }
    }
    // Binomial(300, 0.1): 30 expected; 12 and 55 lie more than 3.5 standard deviations away.
    expect(seen.books).toBeGreaterThanOrEqual(12);
    expect(seen.books).toBeLessThanOrEqual(55);
    expect(seen.booksFromCache).toBeGreaterThan(0);
    expect(seen.travelFromCache).toBeGreaterThan(0);
  });
});

describe('click redirect', () => {
  it('counts the click per creative and day (not a HEAD) and redirects to the configured target, uncached and noindex', async () => {
    const before = (await clicksOf('under-player', 'books'))[0]?.clicks ?? 0;
    const response = await get('/ads/click/under-player/books/?to=https://elsewhere.example/');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('https://books.example/?ref=asiatube');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    await get('/ads/click/under-player/books/');
    expect((await get('/ads/click/under-player/books/', { method: 'HEAD' })).status).toBe(302);
    const rows = await clicksOf('under-player', 'books');
    expect(rows[0]!.day).toBe(new Date().toISOString().slice(0, 10));
    expect(rows[0]!.clicks).toBe(before + 2);
    expect(await clicksOf('under-player', 'travel')).toEqual([]);
  });

  it('answers 404 for an unknown zone or creative, a creative of another zone, and a frame or script creative', async () => {
    for (const path of ['/ads/click/nowhere/books/', '/ads/click/under-player/nothing/', '/ads/click/listing-top/books/', `/ads/click/${'x'.repeat(60)}/books/`]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Location'), path).toBeNull();
    }
    expect((await get('/ads/click/net-frame/frame/', {}, withNetworkAds)).status).toBe(404);
    expect((await get('/ads/click/net-script/tag/', {}, withNetworkAds)).status).toBe(404);
    expect((await get('/ads/click/own/garden/', {}, withNetworkAds)).headers.get('Location')).toBe('https://garden.example/');
  });

  it('is kept out of crawlers: robots.txt disallows /ads/', async () => {
    expect(await (await get('/robots.txt')).text()).toContain('Disallow: /ads/\n');
  });
});

describe('CSP per creative kind', () => {
  it('adds no third-party origin for the demo zones (images from our own files)', async () => {
    const response = await get('/videos/latest-updates/1/', {}, withoutPartners);
    expect(directive(response, 'script-src')).toBe("script-src 'self'");
    expect(directive(response, 'frame-src')).toBe("frame-src 'self'");
    expect(directive(response, 'img-src')).toBe("img-src 'self' data: blob:");
  });

  it("adds a frame zone's origin to frame-src and a script zone's origin to script-src, nothing else", async () => {
    const response = await get('/videos/latest-updates/1/', {}, withNetworkAds);
    expect(directive(response, 'frame-src')).toBe("frame-src 'self' https://frames.adnet.example");
    expect(directive(response, 'script-src')).toBe("script-src 'self' https://cdn.scriptnet.example");
    const html = await response.text();
    const [frame] = slotsOf(html);
    expect(frame!.zone).toBe('net-frame');
    expect(frame!.html).toMatch(/<iframe src="https:\/\/frames.adnet.example\/zone\?id=7" title="Adnet banner" width="728" height="90" loading="lazy" sandbox="[^"]+"/);
  });

  it('renders a script creative as a deferred script in its reserved box on the watch page', async () => {
    const html = await (await get(await watchPath(), {}, withNetworkAds)).text();
    expect(html).toContain('<div class="ad__box" id="ad-net-script"><script src="https://cdn.scriptnet.example/tag.js?zone=3" defer=""></script></div>');
    expect(slotsOf(html).map((slot) => slot.zone)).toEqual(['net-script', 'own']);
  });
});

describe('operator configuration', () => {
  it('uses the demo zones when ADS is unset or blank, and the operator zones when it is valid, as JSON text or a table', () => {
    expect(adsConfig({})).toBe(SITE.ads);
    expect(adsConfig({ ADS: '  ' })).toBe(SITE.ads);
    expect(adsConfig(withNetworkAds)).toEqual(NETWORK_ADS);
    // A table in wrangler.toml arrives as an object.
    expect(adsConfig({ ADS: NETWORK_ADS })).toEqual(NETWORK_ADS);
    expect(adsConfig({ ADS: { zones: 'none' } }).zones).toEqual([]);
  });

  it('shows no ads rather than failing when ADS is not JSON or not a valid configuration', async () => {
    const invalid = [
      '{zones:',
      JSON.stringify({ zones: [{ ...NETWORK_ADS.zones[0], creatives: [{ kind: 'iframe', id: 'frame', src: 'http://insecure.example/', title: 'x' }] }] }),
      JSON.stringify({ zones: [{ ...NETWORK_ADS.zones[2], creatives: [{ kind: 'image', id: 'far', image: { desktop: 'https://cdn.example/a.png' }, alt: 'x', target: 'https://x.example/' }] }] }),
      JSON.stringify({ zones: [NETWORK_ADS.zones[0], NETWORK_ADS.zones[0]] }),
    ];
    for (const ADS of invalid) {
      expect(adsConfig({ ADS }).zones, ADS).toEqual([]);
      const response = await get('/videos/latest-updates/1/', {}, { ADS, CACHE_MODE: 'off' });
      expect(response.status).toBe(200);
      expect(slotsOf(await response.text())).toEqual([]);
    }
  });
});

describe('slot HTML', () => {
  it('has fixed sizes, the label, a sponsored link through the click route and alt text on a listing (en)', async () => {
    const html = await (await get('/videos/latest-updates/1/')).text();
    const [slot] = slotsOf(html);
    expect(slot!.zone).toBe('listing-top');
    expect(slot!.html).toContain('style="--ad-w:320px;--ad-r:320 / 100;--ad-dw:728px;--ad-dr:728 / 90"');
    expect(slot!.html).toContain('<p class="ad__label">Advertisement</p>');
    expect(slot!.html).toContain('<a class="ad__box" href="/ads/click/listing-top/kitchen/" rel="sponsored noopener" target="_blank">');
    expect(slot!.html).toContain('<source media="(min-width: 768px)" srcSet="/img/ads/kitchen-728x90.svg" width="728" height="90"/>');
    expect(slot!.html).toContain('<img src="/img/ads/kitchen-320x100.svg" alt="Bright Kitchen: cookware sale" width="320" height="100"');
    // In the grid's second row: after a phone's first row of cards in the markup, before the rest.
    const cards = [...html.matchAll(/<li class="card">/g)].map((m) => m.index!);
    const slotAt = html.indexOf('<li class="grid__inset"><div class="ad ad--listing" data-ad-zone="listing-top"');
    expect(slotAt).toBeGreaterThan(cards[1]!);
    expect(slotAt).toBeLessThan(cards[2]!);
  });

  it('labels the slots in the page language on the watch page (ja): the under-player banner and two side banners at 285x165', async () => {
    const html = await (await get(await watchPath(), { origin: 'http://ja.localhost' })).text();
    const slots = slotsOf(html);
    expect(slots.map((slot) => slot.zone)).toEqual(['under-player', 'suggested-1', 'suggested-2']);
    for (const slot of slots) expect(slot.html).toContain('<p class="ad__label">広告</p>');
    expect(slots[1]!.html).toContain('style="--ad-w:285px;--ad-r:285 / 165;--ad-dw:285px;--ad-dr:285 / 165"');
    expect(slots[1]!.html).toContain('width="285" height="165"');
    expect(slots[1]!.html).not.toContain('<source');
    // Directly under the player, in the main column; the side banners in the side column.
    expect(html.indexOf('data-ad-zone="under-player"')).toBeGreaterThan(html.indexOf('<video'));
    expect(html.indexOf('data-ad-zone="under-player"')).toBeLessThan(html.indexOf('class="watch__aside"'));
    expect(html.indexOf('data-ad-zone="suggested-1"')).toBeGreaterThan(html.indexOf('class="watch__aside"'));
  });

  it("shows the listing placement's banner on home between the top-in-country block and the rest", async () => {
    const html = await (await get('/')).text();
    const [slot] = slotsOf(html);
    expect(slot!.zone).toBe('listing-top');
    expect(html.indexOf('data-ad-zone="listing-top"')).toBeGreaterThan(html.indexOf('id="home-top-country"'));
    expect(html.indexOf('data-ad-zone="listing-top"')).toBeLessThan(html.indexOf('id="home-popular-today"'));
  });

  it("shows the channel placement's 285x165 banner between a channel's header and its videos", async () => {
    const channel = await firstRow<{ dir: string }>('SELECT dir FROM channels ORDER BY channel_id LIMIT 1');
    const html = await (await get(`/channel/${channel.dir}/`)).text();
    const [slot] = slotsOf(html);
    expect(slot!.zone).toBe('channel');
    expect(slot!.html).toContain('<img src="/img/ads/garden-285x165.svg" alt="Green Garden: plants for every room" width="285" height="165"');
    expect(html.indexOf('data-ad-zone="channel"')).toBeLessThan(html.indexOf('class="grid'));
  });

  it('serves the demo creatives, in every language, from our own files at their sizes', async () => {
    for (const zone of SITE.ads.zones) {
      for (const creative of zoneCreatives(zone)) {
        if (creative.kind !== 'image') continue;
        for (const [path, size] of [[creative.image.desktop, zone.sizes.desktop], [creative.image.mobile, zone.sizes.mobile]] as const) {
          if (!path || !size) continue;
          const svg = await (await env.ASSETS.fetch(`http://localhost${path}`)).text();
          expect(svg, path).toContain(`width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}"`);
        }
      }
    }
  });
});
