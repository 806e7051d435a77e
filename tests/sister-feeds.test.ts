// A sister site's feed imported on a schedule (issue 31): SakuraClips's file imports AsiaTube's hot-spring videos, live
// at once (trusted). Runs as SakuraClips only (vitest.config.ts): AsiaTube's feed export is played by a fetcher that
// answers what AsiaTube's /api/feeds/videos.jsonl answers, written with the export's own code.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SITE } from '../worker/config/site';
import { importedThumbStatement } from '../worker/db/video-uploads';
import { STATUS } from '../worker/domain/vocabularies';
import { embedPartners } from '../worker/config/embeds';
import type { Bindings } from '../worker/env';
import { jsonLine, type ExportRow } from '../worker/imports/export-format';
import { FEED_PULL_PAGE, pullDueFeeds } from '../worker/imports/feed-pull';
import { firstRow, get, memberFactory, post } from './helpers';
import { runImportToEnd } from './import-steps';

const SISTER = 'http://localhost:8787';
const KEY = 'sister-feed-key-for-tests-0001';
const withKey = { ...(env as unknown as Bindings), FEED_KEY_ASIATUBE: KEY } as Bindings;

/** AsiaTube's videos as its export writes them: embeds of its own player, with its thumbnails. */
function sisterRow(id: number, section: string): ExportRow {
  return {
    title: `Hot spring evening ${id}`, description: 'Steam over the water at dusk.', categories: 'hot-spring', section,
    duration: '1260', post_date: '2026-11-01T10:00:00.000Z', thumb_url: `${SISTER}/img/rta.svg`,
    embed_url: `${SISTER}/embed/${id}`, ex_tube: 'asiatube', ex_id: String(id), title_ja: `温泉の夕暮れ ${id}`,
  };
}

/** AsiaTube's feed export of these rows: the page after `after`, a Link to the next while pages are full. */
function sisterFeed(rows: ExportRow[], asked: URL[]): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    asked.push(url);
    if (new Headers(init?.headers).get('Authorization') !== `Bearer ${KEY}`) return Response.json({ error: 'feed_key' }, { status: 401 });
    const after = Number(url.searchParams.get('after'));
    const page = rows.filter((row) => Number(row.ex_id) > after).slice(0, Number(url.searchParams.get('per_page')));
    const headers: Record<string, string> = { 'Content-Type': 'application/x-ndjson; charset=utf-8' };
    if (page.length === Number(url.searchParams.get('per_page'))) headers.Link = `<${SISTER}/api/feeds/videos.jsonl?after=${page.at(-1)!.ex_id}>; rel="next"`;
    return new Response(page.map(jsonLine).join(''), { headers });
  }) as typeof fetch;
}

const importedCount = async () => (await firstRow<{ n: number }>("SELECT count(*) AS n FROM videos WHERE ex_tube = 'asiatube'")).n;

async function pullAndImport(now: number, fetcher: typeof fetch, bindings: Bindings = withKey) {
  const reports = await pullDueFeeds(bindings, now, fetcher);
  for (const report of reports) if (report.importId) await runImportToEnd(report.importId);
  return reports;
}

describe('the scheduled import of a sister site\'s feed', () => {
  it('imports the sister\'s new videos once, as embeds of its player, live for a trusted feed; a second run finds each once', async () => {
    expect(SITE.importFeeds).toEqual([{ name: 'asiatube', label: 'AsiaTube', origin: SISTER, keySecret: 'FEED_KEY_ASIATUBE', trusted: true, everyHours: 6, category: 'hot-spring' }]);
    // The sister's player is an allowed embed, so its rows pass the importer's check and its frames the CSP.
    expect(embedPartners(env as unknown as Bindings)).toContainEqual({ name: 'asiatube', label: 'AsiaTube', origins: [SISTER] });
    const rows = [sisterRow(101, 'gay'), sisterRow(102, 'straight'), sisterRow(103, 'shemale')];
    const asked: URL[] = [];
    const now = Math.floor(Date.now() / 1000);

    const [first] = await pullAndImport(now, sisterFeed(rows, asked));
    expect(first).toMatchObject({ feed: 'asiatube', status: 'ok', rowsRead: 3 });
    expect(asked[0]!.href).toBe(`${SISTER}/api/feeds/videos.jsonl?after=0&per_page=${FEED_PULL_PAGE}&category=hot-spring`);
    // SakuraClips has no shemale section: that row is left out.
    expect(await importedCount()).toBe(2);
    const video = await firstRow<{ video_id: number; status_id: number; url: string; ex_id: string }>(
      "SELECT video_id, status_id, url, ex_id FROM videos WHERE ex_tube = 'asiatube' AND ex_id = '101'",
    );
    // Each waits for the media runner's card pictures of its thumbnail, then goes live: the feed is trusted.
    expect(video).toMatchObject({ status_id: STATUS.processing, url: `${SISTER}/embed/101` });
    await importedThumbStatement(env.DB, video.video_id, { key: 'media/feed-101/thumb-640.webp', set: 'media/feed-101/thumb' }).run();
    expect(await firstRow('SELECT status_id FROM videos WHERE video_id = ?', video.video_id)).toEqual({ status_id: STATUS.active });
    const audit = await firstRow<{ actor_id: number | null; actor_name: string }>("SELECT actor_id, actor_name FROM audit_log WHERE action = 'import.start'");
    expect(audit).toEqual({ actor_id: null, actor_name: 'AsiaTube (feed)' });

    // Not due again before its hours have passed; then only rows after the cursor are asked for.
    expect(await pullDueFeeds(withKey, now + 3600, sisterFeed(rows, asked))).toEqual([]);
    rows.push(sisterRow(104, 'gay'));
    const [second] = await pullAndImport(now + 6 * 3600, sisterFeed(rows, asked));
    expect(asked.at(-1)!.searchParams.get('after')).toBe('103');
    expect(second).toMatchObject({ status: 'ok', rowsRead: 1 });
    expect(await importedCount()).toBe(3);

    // A lost cursor reads every row again: the importer refuses those it has, and each video is there once.
    await env.DB.prepare('UPDATE feed_pulls SET after_id = 0').run();
    const [again] = await pullAndImport(now + 12 * 3600, sisterFeed(rows, asked));
    expect(again).toMatchObject({ status: 'ok', rowsRead: 4 });
    expect(await importedCount()).toBe(3);
    const { n: distinct } = await firstRow<{ n: number }>("SELECT count(DISTINCT ex_id) AS n FROM videos WHERE ex_tube = 'asiatube'");
    expect(distinct).toBe(3);
    const refused = await firstRow<{ n: number }>('SELECT count(*) AS n FROM import_rows WHERE import_id = ? AND refusal = ?', again!.importId, 'duplicate');
    expect(refused.n).toBe(3);

    // The imported video plays here through the sister's player.
    // On SakuraClips's default host the page speaks Japanese: the address follows the row's Japanese title.
    const moved = await get(`/videos/${video.video_id}/hot-spring-evening-101/`, { cookies: { _agev: '1' } });
    expect(moved.status).toBe(301);
    const page = await get(moved.headers.get('Location')!.replace(/^https?:\/\/[^/]+/, ''), { cookies: { _agev: '1' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('温泉の夕暮れ 101');
    expect(html).toContain(`src="${SISTER}/embed/101"`);
  });

  it('reads a long backlog a few pages per run, and records a refused key or an absent one without importing', async () => {
    await env.DB.prepare('DELETE FROM feed_pulls').run();
    const rows = Array.from({ length: FEED_PULL_PAGE + 2 }, (_, i) => sisterRow(1000 + i, 'gay'));
    const asked: URL[] = [];
    const now = Math.floor(Date.now() / 1000);
    const [report] = await pullDueFeeds(withKey, now, sisterFeed(rows, asked));
    expect(asked.length).toBe(2);
    expect(report).toMatchObject({ status: 'ok', rowsRead: FEED_PULL_PAGE + 2 });
    expect(await firstRow('SELECT after_id FROM feed_pulls')).toEqual({ after_id: 1000 + FEED_PULL_PAGE + 1 });

    const [refused] = await pullDueFeeds({ ...withKey, FEED_KEY_ASIATUBE: 'another-key-the-sister-never-made' } as Bindings, now + 6 * 3600, sisterFeed(rows, asked));
    expect(refused).toMatchObject({ status: 'refused', rowsRead: 0, importId: null });
    const [absent] = await pullDueFeeds(env as unknown as Bindings, now + 12 * 3600, sisterFeed(rows, asked));
    expect(absent).toMatchObject({ status: 'no_key', importId: null });
    const [down] = await pullDueFeeds(withKey, now + 18 * 3600, (async () => { throw new TypeError('connection refused'); }) as typeof fetch);
    expect(down).toMatchObject({ status: 'failed', importId: null });
    // Failures keep the cursor where the last good pull left it.
    expect(await firstRow('SELECT after_id, status, detail FROM feed_pulls')).toEqual({ after_id: 1000 + FEED_PULL_PAGE + 1, status: 'failed', detail: 'unreachable' });
  });

  it('is listed on the console\'s import page, where an admin pulls it now and a moderator only reads it', async () => {
    const newMember = memberFactory(9100);
    const [admin, moderator] = [await newMember(), await newMember()];
    await env.DB.prepare("UPDATE users SET role = 'admin' WHERE user_id = ?1").bind(admin.userId).run();
    await env.DB.prepare("UPDATE users SET role = 'moderator' WHERE user_id = ?1").bind(moderator.userId).run();
    await env.DB.prepare('DELETE FROM feed_pulls').run();
    const en = 'http://en.localhost';
    const page = async (cookies: Record<string, string>) => (await get('/admin/import/', { cookies, origin: en })).text();
    const before = await page(admin.cookies);
    expect(before).toContain('<h2 id="sister-feeds-title">Sister-site feeds</h2>');
    expect(before).toMatch(/<td>AsiaTube<\/td><td>Every 6 h<\/td><td>Live at once<\/td><td>Not yet<\/td>/);
    expect(before).toContain('aria-label="Pull the feed of AsiaTube now"');
    expect(await page(moderator.cookies)).not.toContain('action="/admin/import/pull-feed/"');
    expect((await post('/admin/import/pull-feed/', { feed: 'asiatube' }, { cookies: moderator.cookies, origin: en })).status).toBe(404);
    expect((await post('/admin/import/pull-feed/', { feed: 'mangotube' }, { cookies: admin.cookies, origin: en })).headers.get('Location')).toBe('/admin/import/#sister-feeds');
    // No key is set in this run: the pull is recorded as such, and the console says which secret to set.
    const pulled = await post('/admin/import/pull-feed/', { feed: 'asiatube' }, { cookies: admin.cookies, origin: en });
    expect([pulled.status, pulled.headers.get('Location')]).toEqual([303, '/admin/import/#sister-feeds']);
    expect(await page(admin.cookies)).toContain('No feed key: set the secret FEED_KEY_ASIATUBE');
    // A failure says what the sister answered, in the reader's words.
    for (const [detail, text] of [['unreachable', 'unreachable'], ['timeout', 'no answer in time'], ['503', 'HTTP 503'], ['not_a_feed', 'the answer was not a feed']]) {
      await env.DB.prepare("UPDATE feed_pulls SET status = 'failed', detail = ?1").bind(detail).run();
      expect(await page(admin.cookies)).toContain(`No usable answer (${text})`);
    }
  });
});
