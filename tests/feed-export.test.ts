// The feed export (issue 30): staff make a feed key in the console (shown once, audited); the key opens
// /api/feeds/videos.csv|jsonl, paged by id with a next link and filtered by category and date; anything else is a
// clear 401 or 400; and the export imported back through the importer gives each video once, as an embed of this site.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseImport } from '../worker/imports/parse';
import { firstRow, flashOf, get, memberFactory, post } from './helpers';
import { checkImportFile, runImportToEnd, startImport } from './import-steps';

const newMember = memberFactory(977_000);
let staff: Record<string, string>;
let key: string;

/** This site as the partner its own export names (ex_tube asiatube, embeds at http://localhost). */
const SELF_AS_PARTNER = { EMBED_PARTNERS: JSON.stringify([{ name: 'asiatube', label: 'AsiaTube', origins: ['http://localhost'] }]) };

async function makeKey(kind: 'feed' | 'import', label: string): Promise<string> {
  const response = await post('/admin/keys/', { kind, label }, { cookies: staff });
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  return /<code>([A-Za-z0-9_-]{40,})<\/code>/.exec(await response.text())![1]!;
}

const feed = (query: string, headers: Record<string, string> = {}) => get(`/api/feeds/videos.csv?${query}`, { headers });
const rowsOf = async (response: Response) => {
  const parsed = parseImport(new TextEncoder().encode(await response.text()), 'feed.csv');
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.rows.map((row) => ('fields' in row ? row.fields : {}));
};

beforeAll(async () => {
  const member = await newMember();
  await env.DB.prepare(`UPDATE users SET role = 'moderator' WHERE user_id = ?1`).bind(member.userId).run();
  staff = member.cookies;
  key = await makeKey('feed', 'Sister site');
});

describe('feed export', () => {
  it('staff make a key that is shown once and audited, and revoke it', async () => {
    const page = await (await get('/admin/keys/', { cookies: staff })).text();
    expect(page).toContain('Sister site');
    expect(page).not.toContain(key);
    const entry = await firstRow<{ after: string; target_id: number }>(`SELECT after, target_id FROM audit_log WHERE action = 'access_key.create' ORDER BY entry_id DESC LIMIT 1`);
    expect(JSON.parse(entry.after)).toEqual({ kind: 'feed', label: 'Sister site' });
    expect(entry.target_id).toBe((await firstRow<{ key_id: number }>(`SELECT key_id FROM access_keys WHERE label = 'Sister site'`)).key_id);
    const spare = await makeKey('feed', 'Spare');
    expect((await feed(`key=${spare}`)).status).toBe(200);
    const spareId = (await firstRow<{ key_id: number }>(`SELECT key_id FROM access_keys WHERE label = 'Spare'`)).key_id;
    expect(flashOf(await post(`/admin/keys/${spareId}/revoke/`, {}, { cookies: staff }))).toBe('staff_done');
    const refused = await feed(`key=${spare}`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: true, code: 'feed_key', message: expect.stringContaining('feed key') });
    // An empty name is refused on the form, and makes nothing.
    const bad = await post('/admin/keys/', { kind: 'feed', label: '' }, { cookies: staff });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('Give the key a name');
  });

  it('answers nothing without a key, or with an import token', async () => {
    expect((await feed('')).status).toBe(401);
    expect((await feed('key=not-a-real-key-at-all-0000000')).status).toBe(401);
    const token = await makeKey('import', 'Importer');
    expect((await feed(`key=${token}`)).status).toBe(401);
  });

  it('pages by id with a next link, the same rows as CSV and JSON Lines, the key in a header or the query', async () => {
    const first = await feed('per_page=5', { Authorization: `Bearer ${key}` });
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(first.headers.get('Cache-Control')).toBe('private, no-store');
    const next = /^<([^>]+)>; rel="next"$/.exec(first.headers.get('Link') ?? '')?.[1];
    const rows = await rowsOf(first);
    expect(rows).toHaveLength(5);
    const ids = rows.map((row) => Number(row.ex_id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new URL(next!).searchParams.get('after')).toBe(String(ids[4]));
    const second = await rowsOf(await get(new URL(next!).pathname + new URL(next!).search, { headers: { Authorization: `Bearer ${key}` } }));
    expect(Number(second[0]!.ex_id)).toBeGreaterThan(ids[4]!);
    for (const row of rows) {
      expect(row).toMatchObject({ ex_tube: 'asiatube', embed_url: `http://localhost/embed/${row.ex_id}`, section: expect.stringMatching(/^(straight|shemale|gay)$/) });
      const video = await firstRow<{ title: string; status_id: number; is_private: number }>('SELECT title, status_id, is_private FROM videos WHERE video_id = ?1', Number(row.ex_id));
      expect(video).toMatchObject({ title: row.title, status_id: 1, is_private: 0 });
    }
    const jsonl = await get(`/api/feeds/videos.jsonl?per_page=5&key=${key}`);
    expect(jsonl.headers.get('Content-Type')).toBe('application/x-ndjson; charset=utf-8');
    const lines = (await jsonl.text()).trim().split('\n').map((line) => JSON.parse(line) as Record<string, string>);
    expect(lines.map((line) => line.ex_id)).toEqual(rows.map((row) => row.ex_id));
    expect(lines[0]).toEqual(Object.fromEntries(Object.entries(rows[0]!).filter(([, value]) => value !== '')));
  });

  it('filters by category and post date; bad parameters are a 400 naming the parameter', async () => {
    const category = await firstRow<{ dir: string }>('SELECT dir FROM categories WHERE total_videos > 3 ORDER BY category_id LIMIT 1');
    const inCategory = await rowsOf(await feed(`key=${key}&per_page=20&category=${category.dir}`));
    expect(inCategory.length).toBeGreaterThan(0);
    for (const row of inCategory) expect(row.categories!.split('|')).toContain(category.dir);
    const bounds = await firstRow<{ low: number; high: number }>(
      'SELECT MIN(post_date) + 86400 * 30 AS low, MIN(post_date) + 86400 * 200 AS high FROM videos WHERE status_id = 1',
    );
    const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace(/\.\d+Z$/, 'Z');
    const dated = await rowsOf(await feed(`key=${key}&per_page=50&from=${iso(bounds.low)}&to=${iso(bounds.high)}`));
    for (const row of dated) {
      const seconds = Date.parse(row.post_date!) / 1000;
      expect(seconds).toBeGreaterThanOrEqual(bounds.low);
      expect(seconds).toBeLessThanOrEqual(bounds.high);
    }
    for (const [query, field] of [['per_page=0', 'per_page'], ['per_page=5000', 'per_page'], ['after=x', 'after'], ['from=yesterday', 'from'], ['category=no-such-category', 'category']]) {
      const response = await feed(`key=${key}&${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toMatchObject({ code: 'invalid_parameter', field, message: `The parameter “${field}” is not valid.` });
    }
  });

  it('an export imported back gives each video once as an embed of this site, with its texts, categories and dates', async () => {
    const translated = await firstRow<{ video_id: number }>(
      `SELECT MIN(v.video_id) AS video_id FROM videos v JOIN video_texts t ON t.video_id = v.video_id
        WHERE v.status_id = 1 AND v.is_private = 0 AND v.file_key <> ''`,
    );
    const csv = await (await feed(`key=${key}&per_page=3&after=${translated.video_id - 1}`)).text();
    const exported = await rowsOf(new Response(csv));
    expect(exported[0]!.title_ja).toBeTruthy();
    const importId = await startImport(csv, staff, { bindings: SELF_AS_PARTNER });
    expect(await runImportToEnd(importId, SELF_AS_PARTNER)).toMatchObject({ state: 'done', created: 3, refused: 0 });
    for (const row of exported) {
      const original = Number(row.ex_id);
      const copy = await firstRow<Record<string, unknown>>(
        `SELECT video_id, title, description, duration, post_date, gender, url, file_key,
                (SELECT group_concat(c.dir, '|') FROM (SELECT c.dir FROM video_categories l JOIN categories c USING (category_id) WHERE l.video_id = v.video_id ORDER BY c.dir) c) AS categories,
                (SELECT json_group_object(lang, title) FROM video_texts WHERE video_id = v.video_id) AS titles
           FROM videos v WHERE ex_tube = 'asiatube' AND ex_id = ?1`,
        String(original),
      );
      // Its categories as exported: as many as an import row may name.
      const source = await firstRow<Record<string, unknown>>(
        `SELECT title, description, duration, post_date, gender, ?2 AS categories,
                (SELECT json_group_object(lang, title) FROM video_texts WHERE video_id = v.video_id) AS titles
           FROM videos v WHERE video_id = ?1`,
        original, row.categories!.split('|').sort().join('|'),
      );
      expect(copy).toMatchObject({ ...source, url: `http://localhost/embed/${original}`, file_key: '' });
    }
    // Again: every row is a duplicate now, so the dry run has nothing to start.
    const again = await checkImportFile(csv, staff, SELF_AS_PARTNER);
    expect(again.held).toBeUndefined();
    expect(again.html.match(/already in the catalogue/g)).toHaveLength(3);
    expect((await firstRow<{ n: number }>(`SELECT COUNT(*) AS n FROM videos WHERE ex_tube = 'asiatube'`)).n).toBe(3);
  });
});
