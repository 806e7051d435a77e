// Embedded partner videos on the site (docs/import.md): the watch page and our embed show the partner's player in a
// sandboxed 16:9 frame (no script of ours needed), offer no download, count the view with the page's pixel; JSON-LD and
// the video sitemap name the partner's player; moderators review it in the console; and the pages' CSP lets frames
// come from exactly the configured partners' origins.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_IDS_PER_FILE } from '../worker/config/sitemaps';
import { get, memberFactory } from './helpers';

const VIDEO = 950_001;
const EMBED = 'https://player.demo-partner.example/embed/pv-1';

beforeAll(async () => {
  await env.DB.prepare(
    `INSERT INTO videos (video_id, dir, title, description, duration, post_date, status_id, thumb, thumb_set, file_key, ex_tube, ex_id, url)
     VALUES (?1, 'lantern-festival-by-the-river', 'Lantern festival by the river', 'Lanterns drift downstream.', 754, ?2, 1,
             'thumbs/seed/clip-1-1.jpg', 'thumbs/seed/clip-1-1', '', 'demo-partner', 'pv-1', ?3)`,
  ).bind(VIDEO, Math.floor(Date.now() / 1000) - 60, EMBED).run();
  await env.DB.prepare('INSERT INTO video_categories (category_id, video_id) SELECT MIN(category_id), ?1 FROM categories').bind(VIDEO).run();
});

const WATCH = `/videos/${VIDEO}/lantern-festival-by-the-river/`;
/** The partner's frame as the pages write it. */
const FRAME = new RegExp(
  `<iframe class="player__media" src="${EMBED}" title="Lantern festival by the river" width="1280" height="720" ` +
    `sandbox="allow-scripts allow-same-origin allow-presentation" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen="" referrerpolicy="strict-origin"`,
  'i',
);

describe('a partner video', () => {
  it("plays in the partner's frame on its watch page, with no download, and counts its view with the page's pixel", async () => {
    const response = await get(WATCH);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(FRAME);
    expect(html).toContain('<div class="player player--partner">');
    expect(html).not.toContain('data-island="player"');
    // Hydrated, it keeps the guest's history with the partner's name and id (spec section 3).
    const island = /data-island="partner-player" data-props="([^"]+)"/.exec(html)![1]!.replaceAll('&quot;', '"');
    expect(JSON.parse(island).history).toMatchObject({ video_id: VIDEO, ex_tube: 'demo-partner', ex_id: 'pv-1' });
    expect(html).not.toContain(`/download/?video_id=${VIDEO}`);
    // Not inside <noscript>: with JavaScript too, nothing else counts the view.
    expect(html).toMatch(new RegExp(`</iframe></div></div><img src="/api/stat.php\\?act=view&amp;section=videos&amp;object_id=${VIDEO}&amp;token=`));
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as { '@graph': { '@type': string; embedUrl?: string }[] };
    expect(ld['@graph'].find((node) => node['@type'] === 'VideoObject')?.embedUrl).toBe(EMBED);
  });

  it("is shown in the listings like a hosted one, and our embed shows the partner's player", async () => {
    expect(await (await get('/videos/latest-updates/1/', {}, { CACHE_MODE: 'off' })).text()).toContain(`href="${WATCH}"`);
    expect(await (await get(`/embed/${VIDEO}`)).text()).toMatch(FRAME);
  });

  it('offers no download: the landing knows no such file', async () => {
    const html = await (await get(`/download/?video_id=${VIDEO}`)).text();
    expect(html).not.toContain('data-island="download');
    expect(html).not.toContain('Lantern festival by the river');
  });

  it("names the partner's player in the video sitemap", async () => {
    const body = await (await get(`/sitemaps/videos-${Math.ceil(VIDEO / SITEMAP_IDS_PER_FILE.videos)}.xml`)).text();
    const entry = [...body.matchAll(/<url>[\s\S]*?<\/url>/g)].map((m) => m[0]).find((block) => block.includes(`/videos/${VIDEO}/`))!;
    expect(entry).toContain(`<video:player_loc>${EMBED}</video:player_loc>`);
  });

  it("is reviewed in the console with the partner's player", async () => {
    const staff = await memberFactory(977_000)();
    await env.DB.prepare("UPDATE users SET role = 'moderator' WHERE user_id = ?1").bind(staff.userId).run();
    expect(await (await get(`/admin/videos/${VIDEO}/`, { cookies: staff.cookies })).text()).toMatch(FRAME);
  });
});

const frameSrc = (response: Response) =>
  (response.headers.get('Content-Security-Policy') ?? '').split('; ').find((part) => part.startsWith('frame-src ')) ?? '';

describe('the CSP of partner players', () => {
  it("allows frames from exactly the configured partners' origins, and from none without partners", async () => {
    const partners = JSON.stringify([
      { name: 'one', label: 'One', origins: ['https://player.one.example', 'https://cdn.one.example'] },
      { name: 'two', label: 'Two', origins: ['https://player.one.example', 'http://127.0.0.1:8787'] },
    ]);
    expect(frameSrc(await get('/', {}, { EMBED_PARTNERS: partners })))
      .toBe("frame-src 'self' https://player.one.example https://cdn.one.example http://127.0.0.1:8787");
    expect(frameSrc(await get('/', {}, { EMBED_PARTNERS: '[]' }))).toBe("frame-src 'self'");
    // An invalid value embeds nobody.
    expect(frameSrc(await get('/', {}, { EMBED_PARTNERS: '[{' }))).toBe("frame-src 'self'");
  });
});
