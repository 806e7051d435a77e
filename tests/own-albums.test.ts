// Any member deletes or hides their own album (issue 28): the album page and their albums tab show the controls to
// them alone; /api/album_edit.php url-encoded takes act 3 (private/public) and act 2 (delete), as a plain form (303 back
// with a notice) or for scripts (JSON); each act is audited; nobody acts on another's album.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { urls } from '../views/urls';
import { firstRow, flashOf, get, memberFactory, post } from './helpers';

const newMember = memberFactory(975_000);
let owner: { userId: number; cookies: Record<string, string> };
let album: { album_id: number; dir: string };

const stateOf = (id: number) => firstRow<{ status_id: number; is_private: number; status_reason: string | null }>(
  'SELECT status_id, is_private, status_reason FROM albums WHERE album_id = ?1', id,
);

beforeAll(async () => {
  owner = await newMember();
  album = await firstRow<{ album_id: number; dir: string }>('SELECT album_id, dir FROM albums WHERE status_id = 1 AND is_private = 0 ORDER BY album_id LIMIT 1');
  await env.DB.prepare('UPDATE albums SET user_id = ?1 WHERE album_id = ?2').bind(owner.userId, album.album_id).run();
});

describe('an owner and their album', () => {
  it('the owner sees the controls on the album page and in their albums tab; nobody else does', async () => {
    const page = await (await get(urls.album(album.album_id, album.dir), { cookies: owner.cookies })).text();
    expect(page).toContain('data-island="owner-actions"');
    expect(page).toContain(`name="album_id" value="${album.album_id}"`);
    expect(page).toContain('Yes, delete this album');
    const tab = await (await get(urls.memberTab(owner.userId, 'albums'), { cookies: owner.cookies })).text();
    expect(tab).toContain(`name="album_id" value="${album.album_id}"`);
    const other = await newMember();
    expect(await (await get(urls.album(album.album_id, album.dir), { cookies: other.cookies })).text()).not.toContain('data-island="owner-actions"');
    expect(await (await get(urls.memberTab(owner.userId, 'albums'), { cookies: other.cookies })).text()).not.toContain('name="album_id"');
  });

  it('act 3 makes it private and public again, back with a notice, each audited', async () => {
    const back = urls.album(album.album_id, album.dir);
    const hidden = await post('/api/album_edit.php', { act: '3', album_id: String(album.album_id), back }, { cookies: owner.cookies });
    expect(hidden.status).toBe(303);
    expect(hidden.headers.get('Location')).toBe(back);
    expect(flashOf(hidden)).toBe('upload_private');
    expect((await stateOf(album.album_id)).is_private).toBe(1);
    expect((await get(back)).status).toBe(403);
    expect(flashOf(await post('/api/album_edit.php', { act: '3', album_id: String(album.album_id), back }, { cookies: owner.cookies }))).toBe('upload_public');
    expect((await stateOf(album.album_id)).is_private).toBe(0);
    const entries = await env.DB.prepare("SELECT action FROM audit_log WHERE target_type = 'album' AND target_id = ?1 ORDER BY entry_id").bind(album.album_id).all<{ action: string }>();
    expect(entries.results.map((e) => e.action)).toEqual(['album.owner_private', 'album.owner_public']);
  });

  it('nobody acts on another member\'s album: not found, and nothing changes', async () => {
    const other = await newMember();
    const refused = await post('/api/album_edit.php', { act: '2', album_id: String(album.album_id) }, { cookies: other.cookies, headers: { Accept: 'application/json' } });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ error: true, code: 'not_found' });
    expect((await stateOf(album.album_id)).status_id).toBe(1);
    expect((await post('/api/album_edit.php', { act: '9', album_id: String(album.album_id) }, { cookies: owner.cookies, headers: { Accept: 'application/json' } })).status).toBe(400);
  });

  it('act 2 deletes it for good: gone for everyone, its owner sees it deleted, audited; a second delete finds nothing', async () => {
    const deleted = await post('/api/album_edit.php', { act: '2', album_id: String(album.album_id) }, { cookies: owner.cookies, headers: { Accept: 'application/json' } });
    expect(await deleted.json()).toEqual({ ok: true });
    expect(await stateOf(album.album_id)).toMatchObject({ status_id: 5, status_reason: 'owner_deleted' });
    expect((await get(urls.album(album.album_id, album.dir))).status).toBe(404);
    const tab = await (await get(urls.memberTab(owner.userId, 'albums'), { cookies: owner.cookies })).text();
    expect(tab).toMatch(/<li>[^]*?Deleted by you[^]*?<\/li>/);
    expect(await firstRow("SELECT action FROM audit_log WHERE action = 'album.owner_delete' AND target_id = ?1", album.album_id)).toEqual({ action: 'album.owner_delete' });
    const again = await post('/api/album_edit.php', { act: '2', album_id: String(album.album_id) }, { cookies: owner.cookies, headers: { Accept: 'application/json' } });
    expect(again.status).toBe(404);
  });
});
