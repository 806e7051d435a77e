// The import dry run in the console (/admin/import/, docs/import.md): staff only; a file gets a verdict for every row
// against the real catalogue (categories by any name, partner videos already here), a file that cannot be read a
// localised error (422), and nothing in the catalogue changes.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import workedExample from '../docs/examples/import-demo.csv?raw';
import { IMPORT_FILE_MAX_BYTES } from '../worker/config/limits';
import type { Bindings } from '../worker/env';
import { firstRow, get, memberFactory, post } from './helpers';

const newMember = memberFactory(975_000);
let moderator: Record<string, string>;
let category: { dir: string; ja: string };

function check(file: BlobPart, name: string, cookies = moderator, origin?: string, bindings: Partial<Bindings> = {}) {
  const body = new FormData();
  body.append('file', new File([file], name));
  return get('/admin/import/check/', { method: 'POST', body, cookies, origin }, bindings);
}

/** The demo partner of a local `npm start` on its default port (scripts/start.mjs): the site itself. */
const LOCAL_PARTNER = JSON.stringify([{ name: 'demo-partner', label: 'Demo Partner (this site)', origins: ['http://127.0.0.1:8787', 'http://localhost:8787'] }]);

/** The dry run's summary lines. */
const summaryOf = (html: string) => [...(/<div role="status" class="admin__status"><ul>(.*?)<\/ul>/.exec(html)?.[1] ?? '').matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]);

const counts = () => firstRow<{ videos: number; audit: number; models: number }>(
  'SELECT (SELECT COUNT(*) FROM videos) AS videos, (SELECT COUNT(*) FROM audit_log) AS audit, (SELECT COUNT(*) FROM models) AS models',
);

beforeAll(async () => {
  const member = await newMember();
  await env.DB.prepare("UPDATE users SET role = 'moderator' WHERE user_id = ?1").bind(member.userId).run();
  moderator = member.cookies;
  category = await firstRow("SELECT c.dir, t.title AS ja FROM categories c JOIN category_titles t ON t.category_id = c.category_id AND t.lang = 'ja' LIMIT 1");
  await env.DB.prepare("UPDATE videos SET ex_tube = 'demo-partner', ex_id = 'dp-already' WHERE video_id = (SELECT MIN(video_id) FROM videos)").run();
});

describe('/admin/import/', () => {
  it('is for staff only: the 404 page for members and guests', async () => {
    expect((await get('/admin/import/')).status).toBe(404);
    expect((await get('/admin/import/', { cookies: (await newMember()).cookies })).status).toBe(404);
    expect((await check('title\nx', 'a.csv', (await newMember()).cookies)).status).toBe(404);
  });

  it('offers the file form from the console navigation', async () => {
    const html = await (await get('/admin/', { cookies: moderator })).text();
    expect(html).toContain('href="/admin/import/"');
    const page = await (await get('/admin/import/', { cookies: moderator })).text();
    expect(page).toMatch(/enctype="multipart\/form-data"/i);
    expect(page).toContain('CSV (UTF-8 with a header row) or JSON Lines, up to 20 MB.');
    expect(page).toContain('action="/admin/import/check/"');
  });

  it('judges every row against the catalogue and writes nothing', async () => {
    const before = await counts();
    const csv = [
      'title,categories,duration,thumb_url,embed_url,ex_tube,ex_id,source_url,models,rating',
      `Harbour lights,${category.ja},12:30,https://img.demo-partner.example/1.jpg,https://player.demo-partner.example/embed/1,demo-partner,dp-1,,Brand New Model,5`,
      `"Quoted, with a comma",${category.dir},,,,,,https://files.example.org/a.mp4,,`,
      `Wrong origin,${category.dir},12:30,https://img.example/1.jpg,https://evil.example/embed/2,demo-partner,dp-2,,,`,
      `Already here,${category.dir},12:30,https://img.example/1.jpg,https://player.demo-partner.example/embed/3,demo-partner,dp-already,,,`,
      'Unknown category,knitting-circles,,,,,,https://files.example.org/b.mp4,,',
      'Too many,fields,,,,,,,,,,,,',
    ].join('\r\n');
    const response = await check(csv, 'partner.csv');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Check of partner.csv');
    expect(summaryOf(html)).toEqual(['6 rows checked', '1 embedded video to create', '1 hosted video to create', '4 rows refused']);
    expect(html).toContain('Columns left out (not part of the format): rating');
    const verdict = (line: number) => new RegExp(`<tr[^>]*><td>${line}</td><td>[^<]*</td><td>(.*?)</td></tr>`).exec(html)?.[1]?.replace(/<[^>]+>/g, '');
    expect(verdict(2)).toBe('Creates: an embedded video of demo-partner (its id there: dp-1) · 12:30 · new models: Brand New Model');
    expect(verdict(3)).toBe('Creates: a hosted video from https://files.example.org/a.mp4');
    expect(verdict(4)).toBe('Refused: https://evil.example is not one of the partner’s allowed origins');
    expect(verdict(5)).toBe('Refused: already in the catalogue');
    expect(verdict(6)).toBe('Refused: unknown category “knitting-circles”');
    expect(verdict(7)).toBe('Refused: the row cannot be read (too_many_fields)');
    expect(await counts()).toEqual(before);
  });

  it('finds every embedded row of the worked example in docs/import.md good to create; its file row needs the importer', async () => {
    const html = await (await check(workedExample, 'import-demo.csv', moderator, undefined, { EMBED_PARTNERS: LOCAL_PARTNER })).text();
    expect(summaryOf(html)).toEqual(['4 rows checked', '3 embedded videos to create', '0 hosted videos to create', '1 row refused']);
    expect(html).toContain('the file import-demo-clip.mp4 was not sent with the import');
    expect(html).toContain('also titled in ru, ja');
  });

  it('reads JSON Lines (lists as arrays, numbers as numbers), a line each', async () => {
    const line = JSON.stringify({ title: 'Lantern walk', categories: [category.dir], duration: 700, source_url: 'https://files.example.org/c.mp4' });
    const html = await (await check(`${line}\n{"title": 1`, 'feed.jsonl')).text();
    expect(html).toContain('<td>1</td><td>Lantern walk</td><td><strong>Creates</strong>: <!-- -->a hosted video from https://files.example.org/c.mp4<!-- --> · <!-- -->11:40</td>');
    expect(html).toContain('<td>2</td><td></td><td><strong>Refused</strong>: <!-- -->the row cannot be read (invalid_json)</td>');
  });

  it.each([
    ['no file at all', null, 'Choose a file to check.'],
    ['a file over the size limit', new Uint8Array(IMPORT_FILE_MAX_BYTES + 1), 'The file is larger than 20 MB. Split it into smaller files.'],
    ['a file of blank lines', '\n  \n', 'The file is empty.'],
    ['a file that is not UTF-8', new Uint8Array([0x74, 0x69, 0x74, 0x6c, 0x65, 0x0a, 0xff, 0xfe, 0x0a]), 'The file is not UTF-8 text (line 2).'],
    ['a header without a title', 'name,duration\nx,10', 'The file has no title column.'],
    ['an unterminated quote', 'title\n"open', 'A quoted field starting on line 2 is never closed.'],
  ])('refuses %s with a localised error (422) and writes nothing', async (_, file, message) => {
    const before = await counts();
    const body = new FormData();
    if (file !== null) body.append('file', new File([file], 'import.csv'));
    const response = await get('/admin/import/check/', { method: 'POST', body, cookies: moderator });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(message);
    expect(await counts()).toEqual(before);
  });
});

describe('category synonyms', () => {
  const add = (form: Record<string, string>) => post('/admin/import/synonyms/', form, { cookies: moderator });

  it('a synonym staff add lets rows name the category by it, audited; removing it refuses those rows again', async () => {
    const row = `title,categories,source_url\nSynonym clip,Gravure Studio,https://files.example.org/syn.mp4`;
    expect(await (await check(row, 'a.csv')).text()).toContain('unknown category “Gravure Studio”');
    const added = await add({ synonym: '  Gravure   STUDIO ', category: category.dir });
    expect(added.status).toBe(303);
    expect(added.headers.get('Location')).toBe('/admin/import/#synonyms');
    expect(await firstRow("SELECT action, target_type, after FROM audit_log WHERE action = 'category_synonym.add' ORDER BY entry_id DESC LIMIT 1"))
      .toEqual({ action: 'category_synonym.add', target_type: 'category', after: JSON.stringify({ synonym: 'gravure studio' }) });
    const page = await (await get('/admin/import/', { cookies: moderator })).text();
    expect(page).toContain('<td>gravure studio</td>');
    expect(summaryOf(await (await check(row, 'a.csv')).text())).toContain('0 rows refused');

    const removed = await post('/admin/import/synonyms/remove/', { synonym: 'gravure studio' }, { cookies: moderator });
    expect(removed.status).toBe(303);
    expect(await (await check(row, 'a.csv')).text()).toContain('unknown category “Gravure Studio”');
  });

  it.each([
    ['an empty synonym', { synonym: '  ', category: 'x' }, 'Write the synonym.'],
    ['an unknown category', { synonym: 'Something new', category: 'no-such-category' }, 'Choose a category.'],
    ['a name a category already has', { synonym: 'DIR', category: 'DIR' }, 'already names a category.'],
    ['a synonym too long', { synonym: 'x'.repeat(101), category: 'DIR' }, 'A synonym has at most 100 characters.'],
  ])('refuses %s on the form (422), changing nothing', async (_, form, message) => {
    const values = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.replace('DIR', category.dir)]));
    const before = await firstRow('SELECT COUNT(*) AS n FROM category_synonyms');
    const response = await add(values);
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(message);
    expect(await firstRow('SELECT COUNT(*) AS n FROM category_synonyms')).toEqual(before);
  });

  it('is for staff only', async () => {
    expect((await post('/admin/import/synonyms/', { synonym: 'x', category: category.dir }, { cookies: (await newMember()).cookies })).status).toBe(404);
  });
});
