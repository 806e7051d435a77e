// Partner content of the watch page: the offer strip in the browser's language (and its own page-cache copies), the
// premium card, the partner feeds at /static/tf/videos.{id}.json and the sliders picked from them.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { translator } from '../locales';
import { PARTNER_FEED_ITEMS } from '../seed/partner-feeds';
import { SITE } from '../worker/config/site';
import { loadPartnerSliders } from '../worker/loaders/partner-sliders';
import { browserLanguage } from '../worker/partner/accept-language';
import { partnerFeedKey, pickPartnerItems, readPartnerFeed, withSource } from '../worker/partner/feeds';
import { firstRow, get, seeded } from './helpers';

const PASSED_GATE = { _agev: '1' };

async function watchPath(offset: number): Promise<string> {
  const video = await firstRow<{ video_id: number; dir: string }>(
    'SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 1 OFFSET ?1', offset,
  );
  return `/videos/${video.video_id}/${video.dir}/`;
}

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'");

/** The links of a slider on a page, or null when the page has no such slider. */
function sliderLinks(html: string, feed: string): string[] | null {
  const row = new RegExp(`<ul class="partner-slider__row" id="partner-${feed}">(.*?)</ul>`).exec(html)?.[1];
  return row === undefined ? null : [...row.matchAll(/<a href="([^"]+)" rel="sponsored noopener"/g)].map((m) => decode(m[1]!));
}

/** The strip's language attribute and text. */
function strip(html: string) {
  const match = /<p class="partner-strip" lang="([a-z]+)"><a href="([^"]+)" rel="sponsored noopener">(.*?)<\/a><\/p>/.exec(html);
  return match && { lang: match[1], href: decode(match[2]!), text: match[3]!.replace(/<[^>]+>/g, ' ') };
}

describe('the browser language of Accept-Language', () => {
  it.each([
    ['de-CH,de;q=0.9,en;q=0.8', 'de'],
    ['en-US,en;q=0.9,ja;q=0.8', 'en'],
    ['xx-YY, pt-BR;q=0.5, fr;q=0.7', 'fr'],
    ['zh-CN,zh;q=0.9,ja;q=0.3', 'ja'],
    ['fr;q=0, de;q=0.1', 'de'],
    ['ru;q=0.5,nl;q=0.5', 'ru'],
    ['JA-jp', 'ja'],
    ['pl ; q = 0.4 , it;q=0.3', 'pl'],
    ['zh-CN,ko;q=0.8', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s is %s', (header, lang) => {
    expect(browserLanguage(header)).toBe(lang);
  });
});

describe('the partner strip and the premium card on the watch page', () => {
  it('speak the browser language on the strip and the page language on the card, each language kept apart in the page cache', async () => {
    const path = await watchPath(0);
    const ja = { origin: 'http://ja.localhost', cookies: PASSED_GATE };
    const german = await get(path, { ...ja, headers: { 'Accept-Language': 'de-DE,de;q=0.9,ja;q=0.5' } });
    expect(german.status).toBe(200);
    expect(german.headers.get('Vary')).toContain('Accept-Language');
    const html = await german.text();
    expect(html).toContain('<html lang="ja"');
    const de = translator('de');
    expect(strip(html)).toEqual({
      lang: 'de', href: 'https://partner-offer.example/?ref=asiatube',
      text: expect.stringContaining(de('partnerContent.stripText')) as string,
    });
    expect(strip(html)!.text).toContain(de('partnerContent.stripCta'));
    // The strip comes before the player.
    expect(html.indexOf('class="partner-strip"')).toBeLessThan(html.indexOf('<video'));
    // The premium card is in the side column, in the page's language (the demo ads' Japanese offer), with no clock
    // until the island adds one.
    const aside = /<aside class="watch__aside">(.*?)<\/aside>/s.exec(html)?.[1] ?? '';
    const offer = SITE.ads.premium!.langs!.ja!;
    expect(aside).toContain(`<h2 id="premium-title">${offer.title}</h2>`);
    expect(aside).toContain(`href="${offer.target}" rel="sponsored noopener"`);
    expect(aside).toContain('data-island="premium-countdown"');
    expect(html).not.toContain('role="timer"');

    // Another visitor of the same Japanese page whose browser speaks Polish never gets the German copy.
    const polish = await (await get(path, { ...ja, headers: { 'Accept-Language': 'pl' } })).text();
    expect(strip(polish)?.lang).toBe('pl');
    expect(strip(polish)?.text).toContain(translator('pl')('partnerContent.stripText'));
    const none = await (await get(path, ja)).text();
    expect(strip(none)?.lang).toBe('en');

    // The German copy is stored and served again to German browsers.
    let again = await get(path, { ...ja, headers: { 'Accept-Language': 'de' } });
    for (let i = 0; i < 20 && again.headers.get('X-Cache') !== 'HIT'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      again = await get(path, { ...ja, headers: { 'Accept-Language': 'de' } });
    }
    expect(again.headers.get('X-Cache')).toBe('HIT');
    expect(strip(await again.text())?.lang).toBe('de');
  });
});

describe('partner feeds', () => {
  it('answer /static/tf/videos.{id}.json with the stored array, revalidated by ETag', async () => {
    const response = await get('/static/tf/videos.trending.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=600');
    const items = (await response.json()) as { url: string; thumb: string; title: string; video_id: number; dir: string }[];
    expect(items).toHaveLength(PARTNER_FEED_ITEMS);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['dir', 'thumb', 'title', 'url', 'video_id']);
      expect(new URL(item.url).hostname).toMatch(/\.example$/);
      expect(item.thumb).toMatch(/^\/media\/thumbs\/seed\/clip-\d-\d+-320\.webp$/);
    }
    const etag = response.headers.get('ETag')!;
    expect((await get('/static/tf/videos.trending.json', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await get('/static/tf/videos.cartoons.json')).status).toBe(200);
    for (const missing of ['/static/tf/videos.nothing.json', '/static/tf/videos.Trending.json', '/static/tf/trending.json', '/static/tf/videos..json']) {
      const answer = await get(missing);
      expect(answer.status, missing).toBe(404);
      expect(await answer.json()).toEqual({ error: true, code: 'not_found' });
    }
  });

  it('give each watch page slider 17 distinct items, every link carrying the source and keeping its own query', async () => {
    const html = await (await get(await watchPath(1), { cookies: PASSED_GATE })).text();
    const en = translator('en');
    for (const [feed, heading] of [['trending', en('partnerContent.trending')], ['cartoons', en('partnerContent.cartoons')]] as const) {
      expect(html).toContain(`<h2 id="partner-${feed}-title">${heading}</h2>`);
      const links = sliderLinks(html, feed)!;
      expect(links).toHaveLength(17);
      expect(new Set(links).size).toBe(17);
      for (const link of links) {
        const url = new URL(link);
        expect(url.hostname).toBe(`partner-${feed}.example`);
        expect(url.searchParams.get('utm_source')).toBe('asiatube');
        expect(url.searchParams.get('ref')).toBe('tf');
      }
    }
    // After the related videos, before the comments; thumbnails sized, lazy and held back for the page script.
    expect(html.indexOf('id="related-title"')).toBeLessThan(html.indexOf('id="partner-trending"'));
    expect(html.indexOf('id="partner-cartoons"')).toBeLessThan(html.indexOf('id="comments"'));
    expect(html).toMatch(/<template data-deferred=""><img src="\/media\/thumbs\/seed\/clip-\d-\d+-320\.webp" alt="Preview of [^"]+" width="240" height="135" loading="lazy"/);
  });

  it('pick reproducibly from a seeded random source, and differently from another seed', async () => {
    const t = translator('en');
    const first = await loadPartnerSliders(env.MEDIA, t, seeded(42));
    const again = await loadPartnerSliders(env.MEDIA, t, seeded(42));
    const other = await loadPartnerSliders(env.MEDIA, t, seeded(43));
    expect(first.map((slider) => slider.feed)).toEqual(['trending', 'cartoons']);
    expect(again).toEqual(first);
    expect(other[0]!.items.map((item) => item.url)).not.toEqual(first[0]!.items.map((item) => item.url));
    expect(first[0]!.heading).toBe('Trending Videos');
  });

  it('pick all items of a short feed once, and add the source to a link without touching the rest of it', () => {
    const picked = pickPartnerItems([1, 2, 3, 4, 5], 17, seeded(1));
    expect([...picked].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(pickPartnerItems([1, 2, 3, 4, 5], 3, seeded(1))).toHaveLength(3);
    const source = { param: 'utm_source', value: 'asiatube' };
    expect(withSource('https://p.example/v/9/?ref=tf&a=1#top', source)).toBe('https://p.example/v/9/?ref=tf&a=1&utm_source=asiatube#top');
    expect(withSource('https://p.example/v/9/?utm_source=other', source)).toBe('https://p.example/v/9/?utm_source=asiatube');
    expect(withSource('https://p.example', source)).toBe('https://p.example/?utm_source=asiatube');
  });

  it('are read from R2 at most once per 20 s per isolate, and parsed again only when they changed', async () => {
    const key = partnerFeedKey('trending');
    const calls: { options: R2GetOptions | undefined; body: boolean }[] = [];
    const bucket = new Proxy(env.MEDIA, {
      get: (target, name) => name === 'get'
        ? async (asked: string, options?: R2GetOptions) => {
          const object = await target.get(asked, options);
          if (asked === key) calls.push({ options, body: object !== null && 'body' in object });
          return object;
        }
        : Reflect.get(target, name).bind(target),
    });
    const start = Date.now();
    const first = await readPartnerFeed(bucket, 'trending', start);
    expect(first).toHaveLength(PARTNER_FEED_ITEMS);
    expect(await readPartnerFeed(bucket, 'trending', start + 19_000)).toBe(first);
    expect(calls).toHaveLength(1);
    // Past 20 s R2 is asked again, without the body while the feed is unchanged.
    expect(await readPartnerFeed(bucket, 'trending', start + 21_000)).toBe(first);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toBe(false);
    expect(calls[1]!.options?.onlyIf).toBeDefined();
  });

  it('leave out the slider of a missing or invalid feed, and the page still answers', async () => {
    const key = partnerFeedKey('cartoons');
    const stored = await (await env.MEDIA.get(key))!.text();
    const valid = JSON.parse(stored) as { url: string }[];
    const broken = [
      'not json',
      JSON.stringify({ items: valid }),
      JSON.stringify([{ ...valid[0], url: 'javascript:alert(1)' }, ...valid.slice(1)]),
      JSON.stringify([{ ...valid[0], title: '' }]),
    ];
    // Each case is a bucket of its own whose cartoons feed is that body (or missing): an isolate keeps the feeds it
    // parsed per bucket for a few seconds, as an operator's change to the real bucket shows within them.
    const BROKEN = 'tf/test-broken.json';
    const bucketWith = (feed: string | null) => new Proxy(env.MEDIA, {
      get: (target, name) => name === 'get'
        ? (asked: string, options?: R2GetOptions) => (asked === key ? (feed === null ? Promise.resolve(null) : target.get(feed, options)) : target.get(asked, options))
        : Reflect.get(target, name).bind(target),
    });
    try {
      for (const [index, body] of broken.entries()) {
        await env.MEDIA.put(BROKEN, body);
        const response = await get(await watchPath(2 + index), { cookies: PASSED_GATE }, { MEDIA: bucketWith(BROKEN), CACHE_MODE: 'off' });
        expect(response.status, body).toBe(200);
        const html = await response.text();
        expect(sliderLinks(html, 'cartoons'), body).toBeNull();
        expect(sliderLinks(html, 'trending'), body).toHaveLength(17);
      }
      const html = await (await get(await watchPath(6), { cookies: PASSED_GATE }, { MEDIA: bucketWith(null), CACHE_MODE: 'off' })).text();
      expect(sliderLinks(html, 'cartoons')).toBeNull();
      expect(html).not.toContain('Hot Cartoons');
    } finally {
      await env.MEDIA.delete(BROKEN);
    }
  });
});
