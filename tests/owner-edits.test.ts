// An uploader edits the title, description, categories and models of their own video or album (issue 28), as a plain
// form: what is not live yet takes the edit at once; a live item of an ordinary member goes back to moderation (out of
// the lists and their totals), a trusted uploader's stays live with the totals of its new categories; both versions
// are in the audit log; the upload form's rules refuse a bad edit (422, nothing changed); nobody edits another's item.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { urls } from '../views/urls';
import { firstRow, flashOf, get, memberFactory } from './helpers';

const newMember = memberFactory(987_000);

/** A url-encoded form with repeated names (the categories' checkboxes). */
function postPairs(path: string, pairs: [string, string][], cookies: Record<string, string>) {
  return get(path, {
    method: 'POST', cookies, body: new URLSearchParams(pairs).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

interface VideoRow { video_id: number; dir: string; title: string; status_id: number; is_private: number }
const videoRow = (id: number) => firstRow<VideoRow>('SELECT video_id, dir, title, status_id, is_private FROM videos WHERE video_id = ?1', id);
const categoriesOf = async (table: 'video' | 'album', id: number) => (await env.DB
  .prepare(`SELECT c.dir FROM ${table}_categories l JOIN categories c USING (category_id) WHERE l.${table}_id = ?1 ORDER BY c.dir`).bind(id)
  .all<{ dir: string }>()).results.map((row) => row.dir);
/** The list total of a category (all durations of the straight section). */
const categoryTotal = async (dir: string) => (await firstRow<{ n: number | null }>(
  `SELECT SUM(videos) AS n FROM video_list_counts k JOIN categories c ON c.category_id = k.scope_id WHERE k.scope = 'category' AND c.dir = ?1 AND k.gender = 0`, dir,
)).n ?? 0;

let straightDirs: string[];
let offset = 0;

/** A live, public, straight video of `owner`, with the seed's categories. */
async function ownLiveVideo(owner: number): Promise<VideoRow> {
  offset += 1;
  const row = await firstRow<{ video_id: number }>(
    'SELECT video_id FROM videos WHERE status_id = 1 AND is_private = 0 AND gender = 0 ORDER BY video_id LIMIT 1 OFFSET ?1', 40 + offset * 7,
  );
  await env.DB.prepare('UPDATE videos SET user_id = ?2 WHERE video_id = ?1').bind(row.video_id, owner).run();
  return videoRow(row.video_id);
}

function edit(kind: 'video' | 'album', id: number, fields: { title: string; description?: string; categories: string[]; models?: string }, cookies: Record<string, string>) {
  const pairs: [string, string][] = [['title', fields.title], ['description', fields.description ?? ''], ...fields.categories.map((dir): [string, string] => ['categories', dir])];
  if (fields.models !== undefined) pairs.push(['models', fields.models]);
  return postPairs(urls.uploadEdit(kind, id), pairs, cookies);
}

beforeAll(async () => {
  const { results } = await env.DB.prepare(
    `SELECT c.dir FROM categories c WHERE EXISTS (SELECT 1 FROM video_categories l JOIN videos v USING (video_id) WHERE l.category_id = c.category_id AND v.gender = 0)
      ORDER BY c.category_id LIMIT 6`,
  ).all<{ dir: string }>();
  straightDirs = results.map((row) => row.dir);
});

describe('an uploader edits their own upload', () => {
  it('offers the form to its owner alone, filled with what is stored; guests sign in, others get 404', async () => {
    const owner = await newMember();
    const video = await ownLiveVideo(owner.userId);
    const page = await get(urls.uploadEdit('video', video.video_id), { cookies: owner.cookies });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`value="${video.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`);
    expect(html).toContain('goes back to moderation');
    for (const dir of await categoriesOf('video', video.video_id)) expect(html).toMatch(new RegExp(`<input [^>]*checked=""[^>]*value="${dir}"`));
    const other = await newMember();
    expect((await get(urls.uploadEdit('video', video.video_id), { cookies: other.cookies })).status).toBe(404);
    const guest = await get(urls.uploadEdit('video', video.video_id));
    expect(guest.status).toBe(302);
    expect(guest.headers.get('Location')).toBe(urls.signin(urls.uploadEdit('video', video.video_id)));
    expect((await edit('video', video.video_id, { title: 'Taken over', categories: straightDirs.slice(0, 1) }, other.cookies)).status).toBe(404);
    expect((await videoRow(video.video_id)).title).toBe(video.title);
  });

  it('a live video of an ordinary member goes back to moderation with the edit, out of its lists; both versions audited', async () => {
    const owner = await newMember();
    const video = await ownLiveVideo(owner.userId);
    const before = await categoriesOf('video', video.video_id);
    const fresh = straightDirs.find((dir) => !before.includes(dir))!;
    const totalBefore = await categoryTotal(before[0]!);
    const saved = await edit('video', video.video_id, { title: 'A calmer title for the harbour', description: 'Fixed.', categories: [fresh] }, owner.cookies);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe(urls.uploadSent('video', video.video_id));
    expect(flashOf(saved)).toBe('owner_edit_to_moderation');
    const after = await videoRow(video.video_id);
    expect(after).toMatchObject({ title: 'A calmer title for the harbour', status_id: 0 });
    expect(await categoriesOf('video', video.video_id)).toEqual([fresh]);
    expect(await categoryTotal(before[0]!)).toBe(totalBefore - 1);
    // Out of sight until approved: the public page no longer plays it for a guest.
    expect((await get(urls.video(video.video_id, video.dir))).status).not.toBe(200);
    const entry = await firstRow<{ actor_id: number; before: string; after: string }>(
      "SELECT actor_id, before, after FROM audit_log WHERE action = 'video.owner_edit' AND target_id = ?1", video.video_id,
    );
    expect(entry.actor_id).toBe(owner.userId);
    expect(JSON.parse(entry.before)).toMatchObject({ title: video.title, categories: before, status_id: 1 });
    expect(JSON.parse(entry.after)).toMatchObject({ title: 'A calmer title for the harbour', description: 'Fixed.', categories: [fresh], status_id: 0 });
    // It is in the moderators' queue again.
    expect(await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM videos WHERE video_id = ?1 AND status_id = 0', video.video_id)).toEqual({ n: 1 });
  });

  it("a trusted uploader's live video stays live with the edit, and its new category's total counts it", async () => {
    const owner = await newMember();
    await env.DB.prepare('UPDATE users SET status_id = 6 WHERE user_id = ?1').bind(owner.userId).run();
    const video = await ownLiveVideo(owner.userId);
    const before = await categoriesOf('video', video.video_id);
    const fresh = straightDirs.find((dir) => !before.includes(dir))!;
    const [oldTotal, newTotal] = [await categoryTotal(before[0]!), await categoryTotal(fresh)];
    const html = await (await get(urls.uploadEdit('video', video.video_id), { cookies: owner.cookies })).text();
    expect(html).toContain('live as soon as you save');
    const saved = await edit('video', video.video_id, { title: 'Evening ferry, retitled', categories: [fresh] }, owner.cookies);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe(urls.video(video.video_id, video.dir));
    expect(flashOf(saved)).toBe('owner_edit_saved');
    expect(await videoRow(video.video_id)).toMatchObject({ title: 'Evening ferry, retitled', status_id: 1 });
    expect(await categoryTotal(before[0]!)).toBe(oldTotal - 1);
    expect(await categoryTotal(fresh)).toBe(newTotal + 1);
    const page = await (await get(urls.video(video.video_id, video.dir))).text();
    expect(page).toContain('Evening ferry, retitled');
  });

  it('the upload form\'s rules refuse a bad edit with the errors on the form (422), and nothing changes', async () => {
    const owner = await newMember();
    const video = await ownLiveVideo(owner.userId);
    const refused = await edit('video', video.video_id, { title: 'ab', categories: [], models: 'Nobody Anyone Knows' }, owner.cookies);
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('Nothing was saved');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('Nobody Anyone Knows');
    expect(await videoRow(video.video_id)).toMatchObject({ title: video.title, status_id: 1 });
    expect(await firstRow<{ n: number }>("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'video.owner_edit' AND target_id = ?1", video.video_id)).toEqual({ n: 0 });
  });

  it('an upload awaiting moderation takes the edit at once and stays in the queue; a rejected one is closed', async () => {
    const owner = await newMember();
    const video = await ownLiveVideo(owner.userId);
    await env.DB.prepare('UPDATE videos SET status_id = 0 WHERE video_id = ?1').bind(video.video_id).run();
    const saved = await edit('video', video.video_id, { title: 'Waiting, renamed', categories: straightDirs.slice(0, 2) }, owner.cookies);
    expect(saved.headers.get('Location')).toBe(urls.uploadSent('video', video.video_id));
    expect(flashOf(saved)).toBe('owner_edit_saved');
    expect(await videoRow(video.video_id)).toMatchObject({ title: 'Waiting, renamed', status_id: 0 });
    const sent = await (await get(urls.uploadSent('video', video.video_id), { cookies: owner.cookies })).text();
    expect(sent).toContain(`href="${urls.uploadEdit('video', video.video_id)}"`);
    await env.DB.prepare("UPDATE videos SET status_id = 4, status_reason = 'quality' WHERE video_id = ?1").bind(video.video_id).run();
    const closed = await get(urls.uploadEdit('video', video.video_id), { cookies: owner.cookies });
    expect(closed.status).toBe(303);
    expect(flashOf(closed)).toBe('owner_edit_closed');
    expect((await edit('video', video.video_id, { title: 'Sneaking back', categories: straightDirs.slice(0, 1) }, owner.cookies)).status).toBe(303);
    expect((await videoRow(video.video_id)).title).toBe('Waiting, renamed');
  });

  it('an album owner edits title, description and categories from the album page; a live album goes back to moderation', async () => {
    const owner = await newMember();
    const album = await firstRow<{ album_id: number; dir: string; gender: number }>('SELECT album_id, dir, gender FROM albums WHERE status_id = 1 AND is_private = 0 ORDER BY album_id LIMIT 1 OFFSET 3');
    await env.DB.prepare('UPDATE albums SET user_id = ?1 WHERE album_id = ?2').bind(owner.userId, album.album_id).run();
    const page = await (await get(urls.album(album.album_id, album.dir), { cookies: owner.cookies })).text();
    expect(page).toContain(`href="${urls.uploadEdit('album', album.album_id)}"`);
    const form = await (await get(urls.uploadEdit('album', album.album_id), { cookies: owner.cookies })).text();
    expect(form).not.toContain('name="models"');
    const dir = (await firstRow<{ dir: string }>(
      'SELECT c.dir FROM categories c JOIN video_categories l USING (category_id) JOIN videos v USING (video_id) WHERE v.gender = ?1 LIMIT 1', album.gender,
    )).dir;
    const saved = await edit('album', album.album_id, { title: 'Lanterns by the river', description: 'Twelve photos.', categories: [dir] }, owner.cookies);
    expect(saved.status).toBe(303);
    expect(flashOf(saved)).toBe('owner_edit_to_moderation');
    expect(await firstRow('SELECT title, description, status_id FROM albums WHERE album_id = ?1', album.album_id)).toEqual({ title: 'Lanterns by the river', description: 'Twelve photos.', status_id: 0 });
    expect(await categoriesOf('album', album.album_id)).toEqual([dir]);
    expect(await firstRow<{ n: number }>("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'album.owner_edit' AND target_id = ?1", album.album_id)).toEqual({ n: 1 });
  });

  it("the owner's uploaded videos tab links every card to its edit", async () => {
    const owner = await newMember();
    const video = await ownLiveVideo(owner.userId);
    const tab = await (await get(urls.memberTab(owner.userId, 'uploaded_videos'), { cookies: owner.cookies })).text();
    expect(tab).toContain(`href="${urls.uploadEdit('video', video.video_id)}"`);
    const other = await newMember();
    expect(await (await get(urls.memberTab(owner.userId, 'uploaded_videos'), { cookies: other.cookies })).text()).not.toContain(urls.uploadEdit('video', video.video_id));
  });
});
