// Running an import (docs/import.md): the dry run holds the file and changes nothing in the catalogue; staff start it
// from the check (a trusted import by admins only), audited; queue steps record the rows and create their videos, each
// step safe to repeat; embedded rows wait for the runner's thumbnail and hosted ones for their source, each with its
// job; the import's page follows every row; and the same rows again create nothing.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import workedExample from '../docs/examples/import-demo.csv?raw';
import type { Bindings } from '../worker/env';
import { readImportRun } from '../worker/db/import-runs';
import { expireHeldFiles, HELD_FILE_SECONDS } from '../worker/imports/held-files';
import { advanceImport } from '../worker/imports/run';
import { firstRow, get, memberFactory, post } from './helpers';
import { checkImportFile, runImportToEnd, startImport } from './import-steps';

const newMember = memberFactory(976_000);
let moderator: Record<string, string>;
let admin: Record<string, string>;
let category: string;
/** Unique partner ids per test file run. */
const tag = `t${Date.now().toString(36)}`;

beforeAll(async () => {
  const [mod, adm] = [await newMember(), await newMember()];
  await env.DB.prepare("UPDATE users SET role = 'moderator' WHERE user_id = ?1").bind(mod.userId).run();
  await env.DB.prepare("UPDATE users SET role = 'admin' WHERE user_id = ?1").bind(adm.userId).run();
  [moderator, admin] = [mod.cookies, adm.cookies];
  category = (await firstRow<{ dir: string }>('SELECT dir FROM categories ORDER BY category_id LIMIT 1')).dir;
});

const HEADER = 'title,categories,duration,thumb_url,embed_url,ex_tube,ex_id,source_url,models';
const embedded = (id: string, title = `Partner clip ${id}`) =>
  `${title},${category},12:30,https://img.demo-partner.example/${id}.jpg,https://player.demo-partner.example/embed/${id},demo-partner,${id},,New Model ${tag}`;
const hosted = (name: string) => `Hosted clip ${name},${category},,,,,,https://files.example.org/${tag}/${name}.mp4,`;

const check = (csv: string, cookies = moderator, bindings: Partial<Bindings> = {}) => checkImportFile(csv, cookies, bindings);
const start = (csv: string, cookies = moderator, trusted = false, bindings: Partial<Bindings> = {}) => startImport(csv, cookies, { trusted, bindings });
const runToEnd = runImportToEnd;

const videosOf = async (importId: number) =>
  (await env.DB.prepare(
    `SELECT v.video_id, v.status_id, v.status_reason, v.ex_tube, v.ex_id, v.url, v.source_url, v.thumb_url, v.user_id, v.duration, j.kind AS job
       FROM videos v LEFT JOIN jobs j ON j.object_id = v.video_id AND j.kind IN ('image', 'video')
      WHERE v.import_id = ?1 ORDER BY v.video_id`,
  ).bind(importId).all<Record<string, unknown>>()).results;

describe('starting an import', () => {
  it('the check holds the file and changes nothing in the catalogue; the start is queued and audited', async () => {
    const videos = () => firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM videos');
    const before = await videos();
    const { html, held } = await check([HEADER, embedded(`${tag}-a`)].join('\n'));
    expect((await videos()).n).toBe(before.n);
    expect(await env.MEDIA.head(`imports/held/${held}`)).not.toBeNull();
    expect(html).toContain('Start the import (1 video)');
    // A moderator is not offered a trusted import.
    expect(html).not.toContain('name="trusted"');
    const importId = await start([HEADER, embedded(`${tag}-b`)].join('\n'));
    expect(await readImportRun(env.DB, importId)).toMatchObject({ state: 'queued', trusted: 0, filename: 'partner.csv' });
    expect(await firstRow('SELECT action, target_type, target_id FROM audit_log ORDER BY entry_id DESC LIMIT 1'))
      .toEqual({ action: 'import.start', target_type: 'import', target_id: importId });
  });

  it('a held file that is not there, or a trusted import by a moderator, is refused on the form (422) and starts nothing', async () => {
    const runs = () => firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM imports');
    const before = await runs();
    const missing = await post('/admin/import/start/', { held: 'x'.repeat(24) }, { cookies: moderator });
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain('This check has expired or was never made.');
    const { held } = await check([HEADER, embedded(`${tag}-c`)].join('\n'));
    const trusted = await post('/admin/import/start/', { held: held!, trusted: '1' }, { cookies: moderator });
    expect(trusted.status).toBe(422);
    expect(await trusted.text()).toContain('Only an admin can start a trusted import.');
    expect((await runs()).n).toBe(before.n);
    expect((await post('/admin/import/start/', { held: held! }, { cookies: (await newMember()).cookies })).status).toBe(404);
  });
});

describe('running an import', () => {
  it('records every row, creates the videos of the good ones with their jobs, and audits the outcome', async () => {
    const importId = await start([HEADER, embedded(`${tag}-1`), embedded(`${tag}-2`), hosted('one'), `Bad row,knitting-circles,,,,,,https://files.example.org/x.mp4,`].join('\n'));
    const run = await runToEnd(importId);
    expect(run).toMatchObject({ state: 'done', total_rows: 4, created: 3, refused: 1 });
    const videos = await videosOf(importId);
    expect(videos).toHaveLength(3);
    expect(videos[0]).toMatchObject({
      status_id: 2, status_reason: 'queued', ex_tube: 'demo-partner', ex_id: `${tag}-1`, url: `https://player.demo-partner.example/embed/${tag}-1`,
      thumb_url: `https://img.demo-partner.example/${tag}-1.jpg`, user_id: null, duration: 750, job: 'image',
    });
    expect(videos[2]).toMatchObject({ status_id: 2, source_url: `https://files.example.org/${tag}/one.mp4`, ex_tube: null, job: 'video' });
    // The new model is made once and linked to both partner videos.
    expect(await firstRow('SELECT COUNT(*) AS n FROM video_models vm JOIN models m ON m.model_id = vm.model_id WHERE m.title = ?1', `New Model ${tag}`))
      .toEqual({ n: 2 });
    const audit = await firstRow<{ after: string }>("SELECT after FROM audit_log WHERE action = 'import.finish' AND target_id = ?1", importId);
    expect(JSON.parse(audit.after)).toEqual({ rows: 4, created: 3, refused: 1 });

    const page = await (await get(`/admin/import/${importId}/`, { cookies: moderator })).text();
    expect(page).toContain('Import of partner.csv');
    expect(page).toContain('3 created, 1 refused, out of 4 rows');
    expect(page).toContain('unknown category “knitting-circles”');
    expect(page).toContain('being processed (a runner is fetching its media)');
    // Done, but a runner is still at its videos' media: the page follows them.
    expect(page).toContain(`hx-get="/admin/import/${importId}/"`);
    // Once they are processed it no longer reloads itself.
    await env.DB.prepare('UPDATE videos SET status_id = 0, status_reason = NULL WHERE import_id = ?1').bind(importId).run();
    const settled = await (await get(`/admin/import/${importId}/`, { cookies: moderator })).text();
    expect(settled).toContain('awaiting moderation');
    expect(settled).not.toContain('http-equiv="refresh"');
    expect(settled).not.toContain('hx-trigger');
    const list = await (await get('/admin/import/', { cookies: moderator })).text();
    expect(list).toContain(`href="/admin/import/${importId}/"`);
  });

  it('a row’s titles and descriptions in other languages become the video’s texts there, each title with its slug', async () => {
    const csv = [
      'title,categories,duration,thumb_url,embed_url,ex_tube,ex_id,title_ja,description_ja,title_ru,description_de',
      `Harbour lights,${category},12:30,https://img.demo-partner.example/${tag}-l.jpg,https://player.demo-partner.example/embed/${tag}-l,demo-partner,${tag}-l,港の灯り,夜の港。,Огни гавани,Der Hafen bei Nacht.`,
    ].join('\n');
    const importId = await start(csv);
    await runToEnd(importId);
    const [video] = await videosOf(importId);
    const texts = await env.DB.prepare('SELECT lang, title, dir, description FROM video_texts WHERE video_id = ?1 ORDER BY lang')
      .bind(video!.video_id).all();
    expect(texts.results).toEqual([
      { lang: 'de', title: null, dir: null, description: 'Der Hafen bei Nacht.' },
      { lang: 'ja', title: '港の灯り', dir: '港の灯り', description: '夜の港。' },
      { lang: 'ru', title: 'Огни гавани', dir: 'огни-гавани', description: null },
    ]);
  });

  it('a step repeated, even at the same time, creates each video once; the same rows again are refused as duplicates', async () => {
    const csv = [HEADER, embedded(`${tag}-r1`), embedded(`${tag}-r2`), hosted('two')].join('\n');
    const importId = await start(csv);
    await advanceImport(env, importId);
    await Promise.all([advanceImport(env, importId), advanceImport(env, importId)]);
    const run = await runToEnd(importId);
    expect(run).toMatchObject({ created: 3, refused: 0 });
    expect(await videosOf(importId)).toHaveLength(3);
    const again = await check(csv);
    expect(again.held).toBeUndefined();
    expect(again.html.match(/already in the catalogue/g)).toHaveLength(3);
  });

  it('while it runs its page reloads itself, without JavaScript and with htmx', async () => {
    const importId = await start([HEADER, embedded(`${tag}-p`)].join('\n'));
    const page = await (await get(`/admin/import/${importId}/`, { cookies: moderator })).text();
    expect(page).toContain('Waiting to start');
    expect(page).toMatch(/<noscript><meta http-equiv="refresh" content="3"\/?><\/noscript>/);
    expect(page).toContain(`hx-get="/admin/import/${importId}/"`);
    await runToEnd(importId);
  });

  it('the worked example of docs/import.md imports with the demo partner of a local start (its file row with the importer)', async () => {
    const local = { EMBED_PARTNERS: JSON.stringify([{ name: 'demo-partner', label: 'Demo', origins: ['http://127.0.0.1:8787'] }]) };
    await env.DB.prepare("UPDATE videos SET ex_tube = NULL, ex_id = NULL WHERE ex_tube = 'demo-partner' AND ex_id IN ('1', '2', '3')").run();
    const importId = await start(workedExample, admin, false, local);
    expect(await runToEnd(importId, local)).toMatchObject({ state: 'done', total_rows: 4, created: 3, refused: 1 });
  });

  it('a held file goes once its import is done, or a day after its check when never started', async () => {
    const { held: unstarted } = await check([HEADER, embedded(`${tag}-h1`)].join('\n'));
    const importId = await start([HEADER, embedded(`${tag}-h2`)].join('\n'));
    const { file_key: started } = (await readImportRun(env.DB, importId))!;
    await expireHeldFiles(env.DB, env.MEDIA, Math.floor(Date.now() / 1000) + HELD_FILE_SECONDS + 60);
    expect(await env.MEDIA.head(`imports/held/${unstarted}`)).toBeNull();
    // Still to be read by its import.
    expect(await env.MEDIA.head(started)).not.toBeNull();
    await runToEnd(importId);
    expect(await env.MEDIA.head(started)).toBeNull();
  });

  it('an admin starts a trusted import', async () => {
    const { html } = await check([HEADER, embedded(`${tag}-t0`)].join('\n'), admin);
    expect(html).toContain('name="trusted"');
    const importId = await start([HEADER, embedded(`${tag}-t`)].join('\n'), admin, true);
    expect(await readImportRun(env.DB, importId)).toMatchObject({ trusted: 1 });
    await runToEnd(importId);
  });
});
