// The command-line importer's calls (issue 30): an import token made in the console acts for its maker; the check judges
// source_path rows by the files the importer says it will send; the start refuses a trusted import to a moderator;
// the import's state names each source_path row's video, which waits for its file; and the file goes to that video
// through the resumable upload path with the same token, queued for a runner like a member's upload.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_EXPIRY_SECONDS } from '../worker/config/uploads';
import { expireUploads } from '../worker/uploads/expiry';
import { firstRow, get, memberFactory, post } from './helpers';
import { runImportToEnd } from './import-steps';
import { createUpload, mp4Of, patch } from './upload-fixtures';

const newMember = memberFactory(978_000);
let moderatorToken: string;
let adminToken: string;
let category: string;

async function tokenFor(role: 'moderator' | 'admin', kind: 'import' | 'feed' = 'import'): Promise<string> {
  const member = await newMember();
  await env.DB.prepare('UPDATE users SET role = ?2 WHERE user_id = ?1').bind(member.userId, role).run();
  const page = await (await post('/admin/keys/', { kind, label: `${role} ${kind}` }, { cookies: member.cookies })).text();
  return /<code>([A-Za-z0-9_-]{40,})<\/code>/.exec(page)![1]!;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const CSV = () => [
  'title,categories,source_path,source_url',
  `Sent with the import,${category},clips/harbour.mp4,`,
  `Fetched by a runner,${category},,https://files.example.org/api-test/${Date.now()}.mp4`,
].join('\n');

async function check(token: string, csv: string, given: string[] = []) {
  const body = new FormData();
  body.append('file', new File([csv], 'cli.csv'));
  for (const name of given) body.append('given', name);
  const response = await get('/api/import/check', { method: 'POST', body, headers: bearer(token) });
  return { response, json: (await response.json()) as { held: string | null; rows: { line: number; ok: boolean; refusal?: string; message?: string }[] } };
}

const start = (token: string, body: unknown) =>
  get('/api/import/start', { method: 'POST', body: JSON.stringify(body), headers: { ...bearer(token), 'Content-Type': 'application/json' } });

beforeAll(async () => {
  [moderatorToken, adminToken] = [await tokenFor('moderator'), await tokenFor('admin')];
  category = (await firstRow<{ dir: string }>('SELECT dir FROM categories ORDER BY category_id LIMIT 1')).dir;
});

describe('the importer’s calls', () => {
  it('need an import token: none, a feed key or a revoked token is a 401 with its message', async () => {
    const feedKey = await tokenFor('admin', 'feed');
    for (const headers of [{}, bearer(feedKey), bearer('x'.repeat(43))]) {
      const response = await get('/api/import/1', { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'import_token', message: expect.stringContaining('import token') });
    }
  });

  it('judge a source_path row by the files the importer will send', async () => {
    const without = await check(moderatorToken, CSV());
    expect(without.json.rows[0]).toMatchObject({ ok: false, refusal: 'file_not_given' });
    expect(without.json.rows[1]).toMatchObject({ ok: true });
    const given = await check(moderatorToken, CSV(), ['harbour.mp4']);
    expect(given.json.rows.map((row) => row.ok)).toEqual([true, true]);
    expect(given.json.held).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('start (trusted by admins only), follow the rows, and take the file through the upload path', async () => {
    const { json } = await check(moderatorToken, CSV(), ['harbour.mp4']);
    const refused = await start(moderatorToken, { held: json.held, trusted: true, given: ['harbour.mp4'] });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'trusted_admins_only' });
    const started = await start(moderatorToken, { held: json.held, given: ['harbour.mp4'] });
    expect(started.status).toBe(201);
    const { importId } = (await started.json()) as { importId: number };
    await runImportToEnd(importId);
    const state = (await (await get(`/api/import/${importId}`, { headers: bearer(moderatorToken) })).json()) as {
      state: string; created: number; rows: { line: number; outcome: string; videoId: number; sourcePath: string | null; status: { reason: string } }[];
    };
    expect(state).toMatchObject({ state: 'done', created: 2 });
    const sent = state.rows.find((row) => row.sourcePath === 'clips/harbour.mp4')!;
    expect(sent.status.reason).toBe('uploading');
    // An old post date (the partner's) does not make the file late: it is due a day after the import started.
    await env.DB.prepare('UPDATE videos SET post_date = 1000000000 WHERE video_id = ?1').bind(sent.videoId).run();
    await expireUploads(env.DB, env.MEDIA, Math.floor(Date.now() / 1000));
    expect((await firstRow<{ status_reason: string }>('SELECT status_reason FROM videos WHERE video_id = ?1', sent.videoId)).status_reason).toBe('uploading');
    expect(state.rows.find((row) => row.sourcePath === null)!.status.reason).toBe('queued');

    // Another staff member's token cannot write the file of this video.
    const bytes = mp4Of(600);
    expect((await createUpload(bytes.length, { filename: 'harbour.mp4', video: String(sent.videoId) }, { headers: bearer(adminToken) })).response.status).toBe(404);
    const upload = await createUpload(bytes.length, { filename: 'harbour.mp4', video: String(sent.videoId) }, { headers: bearer(moderatorToken) });
    expect(upload.response.status).toBe(201);
    expect((await patch(upload.path!, 0, bytes, { headers: bearer(moderatorToken) })).status).toBe(204);
    const video = await firstRow<{ status_reason: string; import_id: number; jobs: number }>(
      `SELECT status_reason, import_id, (SELECT COUNT(*) FROM jobs WHERE kind = 'video' AND object_id = ?1) AS jobs FROM videos WHERE video_id = ?1`,
      sent.videoId,
    );
    expect(video).toEqual({ status_reason: 'queued', import_id: importId, jobs: 1 });
  });

  it('a file never sent fails its video a day after the import started', async () => {
    const { json } = await check(adminToken, CSV(), ['harbour.mp4']);
    const { importId } = (await (await start(adminToken, { held: json.held, given: ['harbour.mp4'] })).json()) as { importId: number };
    await runImportToEnd(importId);
    const waiting = await firstRow<{ video_id: number }>(`SELECT video_id FROM videos WHERE import_id = ?1 AND status_reason = 'uploading'`, importId);
    await expireUploads(env.DB, env.MEDIA, Math.floor(Date.now() / 1000) + UPLOAD_EXPIRY_SECONDS + 60);
    expect(await firstRow('SELECT status_id, status_reason FROM videos WHERE video_id = ?1', waiting.video_id)).toEqual({ status_id: 3, status_reason: 'upload_expired' });
  });
});
