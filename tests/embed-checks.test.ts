// The periodic check of partner embeds (issue 30): the cron asks live embedded videos' players, the least recently
// checked first; one that keeps failing is listed in the console, where staff take the selected or all listed down in
// one go, each audited; one that answers again leaves the list.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPartnerEmbeds, EMBEDS_PER_RUN } from '../worker/imports/embed-check';
import { firstRow, flashOf, get, memberFactory, post } from './helpers';

const newMember = memberFactory(979_000);
let moderator: Record<string, string>;
let videos: number[];
/** The embeds that answer; any other address fails. */
const answering = new Set<string>();
const partner: typeof fetch = async (input) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url.includes('/timeout/')) throw new DOMException('slow', 'TimeoutError');
  return new Response('player', { status: answering.has(url) ? 200 : 404 });
};
const embedOf = (id: number) => `https://player.demo-partner.example/embed/check-${id}`;

beforeAll(async () => {
  const member = await newMember();
  await env.DB.prepare(`UPDATE users SET role = 'moderator' WHERE user_id = ?1`).bind(member.userId).run();
  moderator = member.cookies;
  // Three live videos become partner embeds.
  videos = (await env.DB.prepare('SELECT video_id FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id DESC LIMIT 3').all<{ video_id: number }>())
    .results.map((row) => row.video_id);
  for (const id of videos) {
    await env.DB.prepare(`UPDATE videos SET file_key = '', ex_tube = 'demo-partner', ex_id = ?2, url = ?3 WHERE video_id = ?1`).bind(id, `check-${id}`, embedOf(id)).run();
  }
  answering.add(embedOf(videos[0]!));
});

/** Runs the cron's check until every embed has been asked once more. */
async function checkAll(now: number) {
  for (let asked = EMBEDS_PER_RUN; asked === EMBEDS_PER_RUN;) asked = await checkPartnerEmbeds(env.DB, now, partner);
}

describe('partner embed checks', () => {
  it('ask the least recently checked first, and list a video in the console after two failures in a row', async () => {
    expect(await checkPartnerEmbeds(env.DB, 1000, partner)).toBe(3);
    const rows = await env.DB.prepare('SELECT video_id, last_status, failures, failing_since FROM embed_checks ORDER BY video_id').all();
    expect(rows.results).toEqual([
      { video_id: videos[2], last_status: '404', failures: 1, failing_since: 1000 },
      { video_id: videos[1], last_status: '404', failures: 1, failing_since: 1000 },
      { video_id: videos[0], last_status: '200', failures: 0, failing_since: null },
    ].sort((a, b) => a.video_id! - b.video_id!));
    // One failure is not listed yet.
    expect(await (await get('/admin/import/', { cookies: moderator })).text()).toContain('Every partner video answered its last check.');
    await checkAll(2000);
    const page = await (await get('/admin/import/', { cookies: moderator })).text();
    expect(page).toContain(`name="video" value="${videos[1]}"`);
    expect(page).toContain(`name="video" value="${videos[2]}"`);
    expect(page).not.toContain(`name="video" value="${videos[0]}"`);
    expect(page).toContain('HTTP 404');
    const second = await firstRow('SELECT failing_since, failures FROM embed_checks WHERE video_id = ?1', videos[1]);
    expect(second).toEqual({ failing_since: 1000, failures: 2 });
  });

  it('an embed that answers again leaves the list', async () => {
    answering.add(embedOf(videos[2]!));
    await checkAll(3000);
    expect(await firstRow('SELECT failures, failing_since FROM embed_checks WHERE video_id = ?1', videos[2])).toEqual({ failures: 0, failing_since: null });
    answering.delete(embedOf(videos[2]!));
  });

  it('staff take the selected ones down, each audited; nothing chosen changes nothing', async () => {
    expect(flashOf(await post('/admin/import/dead-embeds/', { which: 'selected' }, { cookies: moderator }))).toBe('staff_invalid');
    // A video that answers is not taken down even when sent.
    const response = await post('/admin/import/dead-embeds/', { which: 'selected', video: String(videos[1]) }, { cookies: moderator });
    expect(flashOf(response)).toBe('staff_done');
    const states = await env.DB.prepare(`SELECT video_id, status_id, status_reason FROM videos WHERE video_id IN (${videos.join(',')}) ORDER BY video_id`).all();
    expect(states.results).toEqual([
      { video_id: videos[2], status_id: 1, status_reason: null },
      { video_id: videos[1], status_id: 5, status_reason: 'taken_down' },
      { video_id: videos[0], status_id: 1, status_reason: null },
    ].sort((a, b) => a.video_id! - b.video_id!));
    const audit = await firstRow<{ reason: string }>(`SELECT reason FROM audit_log WHERE action = 'video.take_down' AND target_id = ?1`, videos[1]);
    expect(audit.reason).toBe("The partner's player no longer answers.");
    const sentAnswering = await post('/admin/import/dead-embeds/', { which: 'selected', video: String(videos[0]) }, { cookies: moderator });
    expect(flashOf(sentAnswering)).toBe('staff_unchanged');
    expect((await firstRow<{ status_id: number }>('SELECT status_id FROM videos WHERE video_id = ?1', videos[0])).status_id).toBe(1);
  });
});
