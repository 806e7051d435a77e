// The operator console: a 404 for guests and members, every action for moderators and admins (admin-only ones refused
// to moderators) with its audit entry; approval shows in listings, search and the API at once; rejection reaches the
// owner alone; a take-down answers 410; disabling ends sessions and refuses the login.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { urls } from '../views/urls';
import { hashPassword } from '../worker/auth/password';
import { firstRow, flashOf, get, memberFactory, post, sessionFor } from './helpers';

const newMember = memberFactory(960_000);
let moderator: Record<string, string>;
let admin: Record<string, string>;
let moderatorId: number;
let adminId: number;

async function staff(role: 'moderator' | 'admin') {
  const member = await newMember();
  await env.DB.prepare('UPDATE users SET role = ?2 WHERE user_id = ?1').bind(member.userId, role).run();
  return member;
}

beforeAll(async () => {
  const m = await staff('moderator');
  const a = await staff('admin');
  moderator = m.cookies;
  admin = a.cookies;
  moderatorId = m.userId;
  adminId = a.userId;
});

interface Row {
  video_id: number;
  dir: string;
  title: string;
  status_id: number;
  user_id: number | null;
}

let uniqueCounter = 0;
/** A video of `owner` awaiting moderation, public once approved, with a title no other video has. */
async function pendingVideo(owner: number): Promise<Row> {
  uniqueCounter += 1;
  const word = `zephyrine${uniqueCounter}x${Date.now() % 100_000}`;
  const base = await firstRow<{ video_id: number }>(
    'SELECT video_id FROM videos WHERE status_id = 1 AND is_private = 0 AND gender = 0 ORDER BY video_id LIMIT 1 OFFSET ?1', 100 + uniqueCounter * 3,
  );
  await env.DB.prepare(`UPDATE videos SET status_id = 0, user_id = ?2, title = ?3, post_date = 1000 WHERE video_id = ?1`).bind(base.video_id, owner, `Lantern ${word}`).run();
  return firstRow<Row>('SELECT video_id, dir, title, status_id, user_id FROM videos WHERE video_id = ?1', base.video_id);
}

async function audit(action: string, targetId: number) {
  return env.DB.prepare('SELECT * FROM audit_log WHERE action = ?1 AND target_id = ?2 ORDER BY entry_id DESC').bind(action, targetId)
    .all<{ actor_id: number; actor_name: string; before: string; after: string; reason: string | null }>();
}

const status = async (videoId: number) => (await firstRow<{ status_id: number }>('SELECT status_id FROM videos WHERE video_id = ?1', videoId)).status_id;

describe('who may use the console', () => {
  it('is the 404 page for guests and members, on every console path and action', async () => {
    const member = await newMember();
    const video = await pendingVideo(member.userId);
    for (const cookies of [{}, member.cookies]) {
      for (const path of ['/admin/', '/admin/queue/videos/', `/admin/videos/${video.video_id}/`, '/admin/reports/', '/admin/members/', '/admin/processing/', '/admin/audit/']) {
        const response = await get(path, { cookies });
        expect(response.status, path).toBe(404);
        expect(await response.text()).toContain('Oops! Content not found!');
      }
      expect((await post(`/admin/videos/${video.video_id}/approve/`, {}, { cookies })).status).toBe(404);
    }
    expect(await status(video.video_id)).toBe(0);
  });

  it('opens for moderators and admins, never cached; the audit log is for admins only', async () => {
    for (const cookies of [moderator, admin]) {
      const response = await get('/admin/', { cookies });
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toContain('no-store');
      expect(await response.text()).toContain('Moderation console');
    }
    expect((await get('/admin/audit/', { cookies: moderator })).status).toBe(404);
    expect((await get('/admin/audit/', { cookies: admin })).status).toBe(200);
  });

  it('the header menu links the console for staff only', async () => {
    expect(await (await get('/', { cookies: moderator })).text()).toContain('href="/admin/"');
    expect(await (await get('/', { cookies: (await newMember()).cookies })).text()).not.toContain('href="/admin/"');
  });
});

describe('the moderation queue', () => {
  it('lists the items awaiting moderation, the seed\'s among them', async () => {
    const pending = await firstRow<{ video_id: number; title: string }>('SELECT video_id, title FROM videos WHERE status_id = 0 ORDER BY post_date LIMIT 1');
    const html = await (await get('/admin/queue/videos/', { cookies: moderator })).text();
    expect(html).toContain(`/admin/videos/${pending.video_id}/`);
    const albums = await (await get('/admin/queue/albums/', { cookies: moderator })).text();
    expect(albums).toContain('Albums awaiting moderation');
  });

  it('approve: the video goes live at once in the latest updates, search and the API, with its audit entry', async () => {
    const owner = await newMember();
    const video = await pendingVideo(owner.userId);
    const word = video.title.split(' ')[1]!;
    // Guests' cached copies exist before the approval.
    expect(await (await get('/videos/latest-updates/1/')).text()).not.toContain(`/videos/${video.video_id}/`);
    expect(await (await get(`/search/1/?s=${word}`)).text()).not.toContain(`/videos/${video.video_id}/`);
    const api = '/api/json/videos2/86400/straight/latest-updates/60/all.0.1.all.all.all.json';
    expect(JSON.stringify(await (await get(api)).json())).not.toContain(`"video_id":${video.video_id},`);

    const approved = await post(`/admin/videos/${video.video_id}/approve/`, {}, { cookies: moderator });
    expect(approved.status).toBe(303);
    expect(await status(video.video_id)).toBe(1);

    expect(await (await get('/videos/latest-updates/1/')).text()).toContain(`/videos/${video.video_id}/`);
    expect(await (await get(`/search/1/?s=${word}`)).text()).toContain(`/videos/${video.video_id}/`);
    expect(JSON.stringify(await (await get(api)).json())).toContain(`"video_id":${video.video_id},`);
    expect((await get(`/videos/${video.video_id}/${video.dir}/`)).status).toBe(200);

    const { results } = await audit('video.approve', video.video_id);
    expect(results).toHaveLength(1);
    expect(results[0]!.actor_id).toBe(moderatorId);
    expect(JSON.parse(results[0]!.before)).toMatchObject({ status_id: 0 });
    expect(JSON.parse(results[0]!.after)).toMatchObject({ status_id: 1 });
    // Approving again changes nothing and writes nothing.
    expect(flashOf(await post(`/admin/videos/${video.video_id}/approve/`, {}, { cookies: admin }))).toBe('staff_unchanged');
    expect((await audit('video.approve', video.video_id)).results).toHaveLength(1);
  });

  it('reject: the owner reads the reason and the note, nobody else sees the item', async () => {
    const owner = await newMember();
    const video = await pendingVideo(owner.userId);
    const refused = await post(`/admin/videos/${video.video_id}/reject/`, { reason: 'other', note: '' }, { cookies: moderator });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Say in the note why it is rejected.');
    // No reason is chosen for the moderator: the form starts on "Choose a reason…", and sending it so is refused.
    const form = await (await get(`/admin/videos/${video.video_id}/`, { cookies: moderator })).text();
    expect(form).toMatch(/<select[^>]*name="reason"[^>]*><option value="" selected="">Choose a reason…<\/option>/);
    const noReason = await post(`/admin/videos/${video.video_id}/reject/`, { reason: '', note: '' }, { cookies: moderator });
    expect(noReason.status).toBe(422);
    expect(await noReason.text()).toContain('Choose a reason for the rejection.');
    expect(await status(video.video_id)).toBe(0);

    await post(`/admin/videos/${video.video_id}/reject/`, { reason: 'duplicate', note: 'Same clip as an earlier upload.' }, { cookies: moderator });
    expect(await status(video.video_id)).toBe(4);
    const own = await (await get(`/videos/${video.video_id}/${video.dir}/`, { cookies: owner.cookies })).text();
    expect(own).toContain('Rejected: Duplicate of a video already on the site — Same clip as an earlier upload.');
    expect((await get(`/videos/${video.video_id}/${video.dir}/`)).status).toBe(404);
    expect((await get(`/videos/${video.video_id}/${video.dir}/`, { cookies: (await newMember()).cookies })).status).toBe(404);
    const entry = (await audit('video.reject', video.video_id)).results[0]!;
    expect(entry.reason).toBe('duplicate: Same clip as an earlier upload.');
    // The uploader's history on the next item shows the rejection.
    const next = await pendingVideo(owner.userId);
    const review = await (await get(`/admin/videos/${next.video_id}/`, { cookies: moderator })).text();
    expect(review).toContain('Rejected: 1');
    expect(review).toContain(video.title);
  });

  it('bulk: approves the chosen items in one go, one audit entry each', async () => {
    const owner = await newMember();
    const a = await pendingVideo(owner.userId);
    const b = await pendingVideo(owner.userId);
    const response = await get('/admin/queue/videos/', {
      cookies: moderator, method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `ids=${a.video_id}&ids=${b.video_id}&decision=approve&reason=minors&note=`,
    });
    expect(response.status).toBe(303);
    expect([await status(a.video_id), await status(b.video_id)]).toEqual([1, 1]);
    expect((await audit('video.approve', a.video_id)).results).toHaveLength(1);
    expect((await audit('video.approve', b.video_id)).results).toHaveLength(1);
    // Nothing chosen, no decision, or a rejection without its reason: 422 with the error on the form, nothing changed.
    const none = await post('/admin/queue/videos/', { decision: 'approve' }, { cookies: moderator });
    expect(none.status).toBe(422);
    expect(await none.text()).toContain('Select at least one item.');
    const c = await pendingVideo(owner.userId);
    const undecided = await post('/admin/queue/videos/', { ids: String(c.video_id) }, { cookies: moderator });
    expect(undecided.status).toBe(422);
    const page = await undecided.text();
    expect(page).toContain('Choose whether to approve or reject.');
    expect(page).toContain(`checked="" value="${c.video_id}"`);
    // Refused, the form comes back as the queue it was sent from, filters kept.
    const filteredRefusal = await (await post('/admin/queue/videos/', { ids: String(c.video_id), back: `/admin/queue/videos/?uploader=member${owner.userId}` }, { cookies: moderator })).text();
    expect(filteredRefusal).toContain(`name="back" value="/admin/queue/videos/?uploader=member${owner.userId}"`);
    const reasonless = await post('/admin/queue/videos/', { ids: String(c.video_id), decision: 'reject', reason: '' }, { cookies: moderator });
    expect(reasonless.status).toBe(422);
    expect(await reasonless.text()).toContain('Choose a reason for the rejection.');
    expect(await status(c.video_id)).toBe(0);
  });

  it('the queue filters by section, uploader, trust, waiting time and reports, orders by trust, and selects a whole page', async () => {
    const plain = await newMember();
    const trusted = await newMember();
    await env.DB.prepare('UPDATE users SET status_id = 6 WHERE user_id = ?1').bind(trusted.userId).run();
    const a = await pendingVideo(plain.userId);
    const b = await pendingVideo(trusted.userId);
    await env.DB.prepare('UPDATE videos SET gender = 2, post_date = ?2 WHERE video_id = ?1').bind(b.video_id, Math.floor(Date.now() / 1000) - 2 * 86_400).run();
    await env.DB.prepare("INSERT INTO reports (subject, email, message, created_at, video_id) VALUES ('inappropriate', 'x@example.test', 'Look at this', 0, ?1)").bind(a.video_id).run();
    const queue = async (query: string) => (await get(`/admin/queue/videos/?${query}`, { cookies: moderator })).text();
    const has = (html: string, video: { video_id: number }) => html.includes(`value="${video.video_id}"`);

    const byUploader = await queue(`uploader=${encodeURIComponent(`MEMBER${plain.userId}`)}`);
    expect([has(byUploader, a), has(byUploader, b)]).toEqual([true, false]);
    const trustedOnly = await queue('trusted=yes');
    expect([has(trustedOnly, a), has(trustedOnly, b)]).toEqual([false, true]);
    const others = await queue('trusted=no');
    expect([has(others, a), has(others, b)]).toEqual([true, false]);
    const gay = await queue('section=gay');
    expect([has(gay, a), has(gay, b)]).toEqual([false, true]);
    const overADay = await queue('waiting=24h');
    expect(has(overADay, b)).toBe(true);
    const reported = await queue('reported=1');
    expect([has(reported, a), has(reported, b)]).toEqual([true, false]);
    // By category: a's own category finds it, a category it is not in does not.
    const [aCategory] = (await env.DB.prepare('SELECT c.dir FROM video_categories l JOIN categories c USING (category_id) WHERE l.video_id = ?1').bind(a.video_id).all<{ dir: string }>()).results;
    const elsewhere = await firstRow<{ dir: string }>('SELECT dir FROM categories WHERE category_id NOT IN (SELECT category_id FROM video_categories WHERE video_id = ?1) LIMIT 1', a.video_id);
    expect(has(await queue(`category=${aCategory!.dir}`), a)).toBe(true);
    expect(has(await queue(`category=${elsewhere.dir}`), a)).toBe(false);
    // Each row plays its video in place (no download until asked), with the timeline's frames and its uploader's record.
    const row = byUploader.slice(byUploader.indexOf(`<tr data-item="${a.video_id}">`));
    expect(row).toMatch(/<details class="admin__preview"><summary>Watch here<\/summary><video controls="" preload="none" src="\/media\/[^"]+"/);
    expect(row).toContain('alt="Timeline preview sprite" loading="lazy"');
    expect(row).toMatch(/<li>Live: \d+<\/li><li>Rejected: \d+<\/li><li>Reports about their videos: 1<\/li>/);
    // Trusted uploaders first: b leads the queue whatever its age.
    const trustedFirst = await queue('sort=trusted');
    expect(/name="ids" value="(\d+)"/.exec(trustedFirst)?.[1]).toBe(String(b.video_id));
    // The keyboard shortcuts are listed on the page, with the rows they move over.
    expect(gay).toContain('data-island="review-keys"');
    expect(gay).toContain('<dt><kbd>j</kbd></dt><dd>next item</dd>');
    expect(gay).toContain(`<tr data-item="${b.video_id}">`);
    // The form keeps the filters; unknown values filter nothing.
    expect(gay).toContain('<option value="gay" selected="">');
    expect(await queue('section=mars&trusted=maybe')).toContain(`value="${a.video_id}"`);
    // A whole page selected at once, without JavaScript: every box starts checked, and the filters stay.
    const selected = await queue(`uploader=member${plain.userId}&select=page`);
    expect(selected).toContain(`checked="" value="${a.video_id}"`);
    expect(selected).toContain(`href="/admin/queue/videos/?uploader=member${plain.userId}"`);
    // A bulk decision goes back to the queue as it was filtered.
    const decided = await post('/admin/queue/videos/', { ids: String(a.video_id), decision: 'approve', back: `/admin/queue/videos/?uploader=member${plain.userId}` }, { cookies: moderator });
    expect(decided.headers.get('Location')).toBe(`/admin/queue/videos/?uploader=member${plain.userId}`);
  });

  it('after a decision the console opens the next item waiting in queue order, then the queue when none is left', async () => {
    const owner = await newMember();
    const waiting = async () => (await env.DB.prepare('SELECT video_id FROM videos WHERE status_id = 0 ORDER BY post_date, video_id').all<{ video_id: number }>()).results.map((r) => r.video_id);
    await pendingVideo(owner.userId);
    await pendingVideo(owner.userId);
    const queue = await waiting();
    expect(queue.length).toBeGreaterThanOrEqual(2);
    const [first, second] = queue as [number, number];
    const approved = await post(`/admin/videos/${first}/approve/`, {}, { cookies: moderator });
    expect(approved.headers.get('Location')).toBe(`/admin/videos/${second}/?decided=${first}`);
    // Past the end of the queue it goes round to the first item still waiting.
    const last = queue[queue.length - 1]!;
    const rejected = await post(`/admin/videos/${last}/reject/`, { reason: 'quality', note: '' }, { cookies: moderator });
    expect(rejected.headers.get('Location')).toBe(`/admin/videos/${second}/?decided=${last}`);
    // Opened from a filtered queue, the decision moves on through that queue, its filters kept.
    const other = await newMember();
    const mine = await pendingVideo(other.userId);
    const alsoMine = await pendingVideo(other.userId);
    const filtered = await (await get(`/admin/videos/${mine.video_id}/?uploader=member${other.userId}`, { cookies: moderator })).text();
    expect(filtered).toContain(`name="queue_uploader" value="member${other.userId}"`);
    const onward = await post(`/admin/videos/${mine.video_id}/approve/`, { queue_uploader: `member${other.userId}` }, { cookies: moderator });
    expect(onward.headers.get('Location')).toBe(`/admin/videos/${alsoMine.video_id}/?uploader=member${other.userId}&decided=${mine.video_id}`);
    // Trusted uploaders first: the next item follows that order too (a trusted uploader's pending item comes first).
    const trustedOwner = await newMember();
    await env.DB.prepare('UPDATE users SET status_id = 6 WHERE user_id = ?1').bind(trustedOwner.userId).run();
    const trustedItem = await pendingVideo(trustedOwner.userId);
    const third = await pendingVideo(other.userId);
    const byTrust = await post(`/admin/videos/${third.video_id}/reject/`, { reason: 'quality', note: '', queue_sort: 'trusted' }, { cookies: moderator });
    expect(byTrust.status).toBe(303);
    expect(byTrust.headers.get('Location')).toBe(`/admin/videos/${trustedItem.video_id}/?sort=trusted&decided=${third.video_id}`);
    const lastOfMine = await post(`/admin/videos/${alsoMine.video_id}/approve/`, { queue_uploader: `member${other.userId}` }, { cookies: moderator });
    expect(lastOfMine.headers.get('Location')).toBe(`/admin/queue/videos/?uploader=member${other.userId}&decided=${alsoMine.video_id}`);
    // With nothing else waiting, back to the (empty) queue.
    for (const id of (await waiting()).slice(1)) await post(`/admin/videos/${id}/approve/`, {}, { cookies: moderator });
    const final = await post(`/admin/videos/${second}/approve/`, {}, { cookies: moderator });
    expect(final.headers.get('Location')).toBe(`/admin/queue/videos/?decided=${second}`);
  });

  it('the page after a decision says what was decided and undoes it: back in the queue as it was, audited; not twice, not by another', async () => {
    const owner = await newMember();
    const video = await pendingVideo(owner.userId);
    await pendingVideo(owner.userId);
    const countBefore = (await firstRow<{ n: number }>("SELECT SUM(videos) AS n FROM video_list_counts WHERE scope = 'all'")).n;
    const approved = await post(`/admin/videos/${video.video_id}/approve/`, {}, { cookies: moderator });
    const next = approved.headers.get('Location')!;
    expect(next).toContain(`decided=${video.video_id}`);
    const page = await (await get(next, { cookies: moderator })).text();
    expect(page).toContain(`Approved “${video.title}”.`);
    expect(page).toContain(`action="/admin/videos/${video.video_id}/undo/"`);
    expect(page).toContain('data-undo=""');
    // Another moderator's page names nothing to undo, and their undo changes nothing.
    expect(await (await get(next, { cookies: admin })).text()).not.toContain('/undo/');
    expect(flashOf(await post(`/admin/videos/${video.video_id}/undo/`, {}, { cookies: admin }))).toBe('staff_undo_late');
    expect(await status(video.video_id)).toBe(1);
    const undone = await post(`/admin/videos/${video.video_id}/undo/`, {}, { cookies: moderator });
    expect(undone.headers.get('Location')).toBe(`/admin/videos/${video.video_id}/`);
    expect(flashOf(undone)).toBe('staff_undone');
    expect(await firstRow('SELECT status_id, post_date, status_reason FROM videos WHERE video_id = ?1', video.video_id)).toEqual({ status_id: 0, post_date: 1000, status_reason: null });
    expect((await firstRow<{ n: number }>("SELECT SUM(videos) AS n FROM video_list_counts WHERE scope = 'all'")).n).toBe(countBefore);
    expect((await audit('video.undo', video.video_id)).results).toHaveLength(1);
    expect(flashOf(await post(`/admin/videos/${video.video_id}/undo/`, {}, { cookies: moderator }))).toBe('staff_undo_late');
    // A rejection undoes the same way; past UNDO_SECONDS it no longer can.
    await post(`/admin/videos/${video.video_id}/reject/`, { reason: 'quality', note: '' }, { cookies: moderator });
    expect(await status(video.video_id)).toBe(4);
    await env.DB.prepare("UPDATE audit_log SET created_at = created_at - 601 WHERE action = 'video.reject' AND target_id = ?1").bind(video.video_id).run();
    expect(flashOf(await post(`/admin/videos/${video.video_id}/undo/`, {}, { cookies: moderator }))).toBe('staff_undo_late');
    expect(await status(video.video_id)).toBe(4);
  });

  it("a seeded item plays in the console and shows its timeline, like an upload's", async () => {
    const owner = await newMember();
    const { video_id } = await pendingVideo(owner.userId);
    const seeded = await firstRow<{ video_id: number; timeline_key: string; file_key: string }>('SELECT video_id, timeline_key, file_key FROM videos WHERE video_id = ?1', video_id);
    const html = await (await get(`/admin/videos/${seeded.video_id}/`, { cookies: moderator })).text();
    const src = /<video class="admin__player" controls="" preload="metadata" src="([^"]+)"/.exec(html)?.[1];
    expect(src).toBeDefined();
    // A signed link to the seed's file (the test bucket holds no seed media; the browser tests play it).
    expect(src).toMatch(new RegExp(`^/media/.+/${seeded.file_key.split('/').pop()!.replace('.', '\\.')}`));
    expect(html).toContain(`class="admin__sprite" src="/media/${seeded.timeline_key}.jpg"`);
  });

  it('edit: title, description, categories and models before approving; a refused edit changes nothing', async () => {
    const owner = await newMember();
    const video = await pendingVideo(owner.userId);
    const category = await firstRow<{ dir: string }>('SELECT dir FROM categories ORDER BY category_id LIMIT 1');
    const model = await firstRow<{ title: string }>('SELECT title FROM models ORDER BY model_id LIMIT 1');
    const refused = await post(`/admin/videos/${video.video_id}/edit/`, { title: 'A', description: '' }, { cookies: moderator });
    expect(refused.status).toBe(422);
    expect((await firstRow<{ title: string }>('SELECT title FROM videos WHERE video_id = ?1', video.video_id)).title).toBe(video.title);

    const saved = await post(`/admin/videos/${video.video_id}/edit/`, {
      title: 'Quiet harbour at dusk', description: 'Boats at rest.', categories: category.dir, models: model.title,
    }, { cookies: moderator });
    expect(flashOf(saved)).toBe('staff_done');
    const row = await firstRow<{ title: string; description: string }>('SELECT title, description FROM videos WHERE video_id = ?1', video.video_id);
    expect(row).toEqual({ title: 'Quiet harbour at dusk', description: 'Boats at rest.' });
    const cats = await env.DB.prepare('SELECT c.dir FROM video_categories l JOIN categories c USING (category_id) WHERE l.video_id = ?1').bind(video.video_id).all<{ dir: string }>();
    expect(cats.results.map((c) => c.dir)).toEqual([category.dir]);
    const entry = (await audit('video.edit', video.video_id)).results[0]!;
    expect(JSON.parse(entry.before).title).toBe(video.title);
    expect(JSON.parse(entry.after).title).toBe('Quiet harbour at dusk');
  });

  it('albums: approve and reject with their audit entries', async () => {
    const owner = await newMember();
    const [a, b] = (await env.DB.prepare('SELECT album_id FROM albums WHERE status_id = 1 ORDER BY album_id LIMIT 2').all<{ album_id: number }>()).results;
    await env.DB.prepare('UPDATE albums SET status_id = 0, user_id = ?3 WHERE album_id IN (?1, ?2)').bind(a!.album_id, b!.album_id, owner.userId).run();
    expect((await get(`/admin/albums/${a!.album_id}/`, { cookies: moderator })).status).toBe(200);
    await post(`/admin/albums/${a!.album_id}/approve/`, {}, { cookies: moderator });
    await post(`/admin/albums/${b!.album_id}/reject/`, { reason: 'quality', note: '' }, { cookies: moderator });
    const rows = await env.DB.prepare('SELECT status_id FROM albums WHERE album_id IN (?1, ?2) ORDER BY album_id').bind(a!.album_id, b!.album_id).all<{ status_id: number }>();
    expect(rows.results.map((r) => r.status_id)).toEqual([1, 4]);
    expect((await audit('album.approve', a!.album_id)).results).toHaveLength(1);
    expect((await audit('album.reject', b!.album_id)).results).toHaveLength(1);
  });
});

describe('reports', () => {
  async function report(ref: string, subject = 'inappropriate'): Promise<number> {
    const body = new FormData();
    for (const [name, value] of Object.entries({ subject, email: 'viewer@example.test', message: 'This should not be here.', ref })) body.set(name, value);
    const response = await get('/api/report.php', { method: 'POST', body, headers: { 'CF-Connecting-IP': `100.65.0.${uniqueCounter++}` } });
    expect(response.status).toBe(200);
    return (await firstRow<{ report_id: number }>('SELECT MAX(report_id) AS report_id FROM reports')).report_id;
  }

  it('a report from the watch page reaches the queue; the take-down shows the deleted panel (410); restore brings it back', async () => {
    const video = await firstRow<Row>('SELECT video_id, dir, title, status_id, user_id FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 1 OFFSET 7');
    const reportId = await report(`/videos/${video.video_id}/${video.dir}/`);
    const queue = await (await get('/admin/reports/', { cookies: moderator })).text();
    expect(queue).toContain('This should not be here.');
    expect(queue).toContain(`/admin/videos/${video.video_id}/`);

    const taken = await post(`/admin/reports/${reportId}/take-down/`, { note: 'Reported and confirmed.' }, { cookies: moderator });
    expect(flashOf(taken)).toBe('staff_done');
    const page = await get(`/videos/${video.video_id}/${video.dir}/`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('Video has been recently deleted');
    const closed = await firstRow<{ status: string; outcome: string; handled_by: number }>('SELECT status, outcome, handled_by FROM reports WHERE report_id = ?1', reportId);
    expect(closed).toEqual({ status: 'closed', outcome: 'taken_down', handled_by: moderatorId });
    expect((await firstRow<{ moderation_note: string }>('SELECT moderation_note FROM videos WHERE video_id = ?1', video.video_id)).moderation_note).toBe('Reported and confirmed.');
    expect((await audit('video.take_down', video.video_id)).results[0]!.reason).toBe('Reported and confirmed.');

    await post(`/admin/videos/${video.video_id}/restore/`, {}, { cookies: moderator });
    expect((await get(`/videos/${video.video_id}/${video.dir}/`)).status).toBe(200);
    expect((await audit('video.restore', video.video_id)).results).toHaveLength(1);
  });

  it('dismiss closes a report once; a reply goes through the mailer (the outbox) and closes it', async () => {
    const dismissed = await report('/information/', 'technical');
    expect(flashOf(await post(`/admin/reports/${dismissed}/dismiss/`, {}, { cookies: moderator }))).toBe('staff_done');
    expect(flashOf(await post(`/admin/reports/${dismissed}/dismiss/`, {}, { cookies: moderator }))).toBe('staff_unchanged');
    expect((await audit('report.dismiss', dismissed)).results).toHaveLength(1);

    const answered = await report('/', 'dmca');
    const dmca = await (await get('/admin/reports/?subject=dmca', { cookies: moderator })).text();
    expect(dmca).toContain('DMCA / copyright');
    await post(`/admin/reports/${answered}/reply/`, { message: 'Thank you, we are looking into it.' }, { cookies: moderator });
    const mail = await firstRow<{ to_address: string; body_text: string }>("SELECT to_address, body_text FROM email_outbox WHERE kind = 'report_reply' ORDER BY email_id DESC LIMIT 1");
    expect(mail.to_address).toBe('viewer@example.test');
    expect(mail.body_text).toContain('Thank you, we are looking into it.');
    expect((await firstRow<{ outcome: string }>('SELECT outcome FROM reports WHERE report_id = ?1', answered)).outcome).toBe('replied');
  });
});

describe('members', () => {
  it('disable: the sessions end at once and the login is refused; enable gives the status back', async () => {
    const member = await newMember();
    await env.DB.prepare('UPDATE users SET password_hash = ?2, status_id = 6 WHERE user_id = ?1').bind(member.userId, await hashPassword('right-password', 1000)).run();
    const login = () => post('/api/login.php', { usr: `member${member.userId}`, pwd: 'right-password' }, { headers: { Accept: 'application/json', 'CF-Connecting-IP': `100.66.0.${uniqueCounter++}` } });
    expect(((await (await login()).json()) as { success?: boolean }).success).toBe(true);

    expect(await (await get('/admin/members/?q=member' + member.userId, { cookies: moderator })).text()).toContain(`/admin/members/${member.userId}/`);
    await post(`/admin/members/${member.userId}/disable/`, {}, { cookies: moderator });
    expect((await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?1', member.userId)).n).toBe(0);
    expect(await (await get('/edit/', { cookies: member.cookies })).text()).not.toContain(`member${member.userId}`);
    expect(((await (await login()).json()) as { success?: boolean }).success).not.toBe(true);
    expect((await audit('member.disable', member.userId)).results).toHaveLength(1);

    await post(`/admin/members/${member.userId}/enable/`, {}, { cookies: moderator });
    expect((await firstRow<{ status_id: number }>('SELECT status_id FROM users WHERE user_id = ?1', member.userId)).status_id).toBe(6);
    expect(((await (await login()).json()) as { success?: boolean }).success).toBe(true);
  });

  it('the moderator role is for admins to give and take; moderators cannot act on admins', async () => {
    const member = await newMember();
    expect((await post(`/admin/members/${member.userId}/role/`, { role: 'moderator' }, { cookies: moderator })).status).toBe(404);
    await post(`/admin/members/${member.userId}/role/`, { role: 'moderator' }, { cookies: admin });
    expect((await firstRow<{ role: string }>('SELECT role FROM users WHERE user_id = ?1', member.userId)).role).toBe('moderator');
    expect((await audit('member.grant_moderator', member.userId)).results[0]!.actor_id).toBe(adminId);
    expect(flashOf(await post(`/admin/members/${adminId}/disable/`, {}, { cookies: moderator }))).toBe('staff_invalid');
    expect((await firstRow<{ status_id: number }>('SELECT status_id FROM users WHERE user_id = ?1', adminId)).status_id).not.toBe(0);
  });

  it('a moderator deletes a comment from the page it is on; a member cannot', async () => {
    const author = await newMember();
    const video = await firstRow<Row>('SELECT video_id, dir, title, status_id, user_id FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 1 OFFSET 11');
    const comment = await firstRow<{ comment_id: number }>(
      `INSERT INTO comments (object_type, object_id, user_id, comment, added_date) VALUES ('video', ?1, ?2, 'An unkind remark here', 1) RETURNING comment_id`, video.video_id, author.userId,
    );
    const page = await (await get(`/videos/${video.video_id}/${video.dir}/`, { cookies: moderator })).text();
    expect(page).toContain(`/admin/comments/${comment.comment_id}/delete/`);
    expect((await post(`/admin/comments/${comment.comment_id}/delete/`, { back: '/' }, { cookies: author.cookies })).status).toBe(404);
    const deleted = await post(`/admin/comments/${comment.comment_id}/delete/`, { back: urls.video(video.video_id, video.dir) }, { cookies: moderator });
    expect(deleted.headers.get('Location')).toBe(urls.video(video.video_id, video.dir));
    expect((await firstRow<{ status_id: number }>('SELECT status_id FROM comments WHERE comment_id = ?1', comment.comment_id)).status_id).toBe(5);
    const visible = await firstRow<{ n: number }>("SELECT COUNT(*) AS n FROM comments WHERE object_type = 'video' AND object_id = ?1 AND status_id = 1", video.video_id);
    expect((await firstRow<{ comments_count: number }>('SELECT comments_count FROM videos WHERE video_id = ?1', video.video_id)).comments_count).toBe(visible.n);
    expect((await audit('comment.delete', comment.comment_id)).results).toHaveLength(1);
  });

  it('a moderator deletes any wall post, with an audit entry', async () => {
    const author = await newMember();
    const owner = await newMember();
    const wallPost = await firstRow<{ post_id: number }>(
      `INSERT INTO wall_posts (wall_type, wall_id, user_id, body, created_at) VALUES ('member', ?1, ?2, 'Wall words here', 1) RETURNING post_id`, owner.userId, author.userId,
    );
    expect(await (await get(`/members/${owner.userId}/wall/1/`, { cookies: moderator })).text()).toContain(`name="post_id" value="${wallPost.post_id}"`);
    await post('/wall/', { section: 'del', post_id: String(wallPost.post_id), back: '/' }, { cookies: moderator });
    expect(await env.DB.prepare('SELECT 1 FROM wall_posts WHERE post_id = ?1').bind(wallPost.post_id).first()).toBeNull();
    expect((await audit('wall_post.delete', wallPost.post_id)).results).toHaveLength(1);
  });
});

describe('processing', () => {
  it('retries a failed job; tokens made in the console register runners until revoked', async () => {
    const owner = await newMember();
    const video = await pendingVideo(owner.userId);
    await env.DB.prepare('UPDATE videos SET status_id = 3, status_reason = ?2 WHERE video_id = ?1').bind(video.video_id, 'abandoned').run();
    const job = await firstRow<{ job_id: number }>(
      `INSERT INTO jobs (kind, object_id, state, attempts, available_at, media_prefix, error, created_at, updated_at)
       VALUES ('video', ?1, 'failed', 3, 0, 'x/y', 'abandoned', 1, 1) RETURNING job_id`, video.video_id,
    );
    expect(await (await get('/admin/processing/?state=failed', { cookies: moderator })).text()).toContain(`/admin/jobs/${job.job_id}/retry/`);
    await post(`/admin/jobs/${job.job_id}/retry/`, {}, { cookies: moderator });
    expect(await firstRow('SELECT state, attempts FROM jobs WHERE job_id = ?1', job.job_id)).toEqual({ state: 'pending', attempts: 0 });
    expect(await firstRow('SELECT status_id, status_reason FROM videos WHERE video_id = ?1', video.video_id)).toEqual({ status_id: 2, status_reason: 'queued' });
    expect((await audit('job.retry', job.job_id)).results).toHaveLength(1);

    const created = await post('/admin/runner-tokens/', { label: 'Second machine' }, { cookies: moderator });
    expect(created.status).toBe(200);
    const token = /<code>([^<]+)<\/code>/.exec(await created.text())![1]!;
    const register = () => get('/api/runners/register', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ registrationToken: token, name: 'runner-b' }),
    }, { RUNNER_REGISTRATION_TOKEN: undefined });
    expect((await register()).status).toBe(200);
    const tokenRow = await firstRow<{ token_id: number }>('SELECT token_id FROM runner_tokens WHERE label = ?1', 'Second machine');
    await post(`/admin/runner-tokens/${tokenRow.token_id}/revoke/`, {}, { cookies: moderator });
    expect((await register()).status).toBe(403);
    expect((await audit('runner_token.revoke', tokenRow.token_id)).results).toHaveLength(1);
  });
});

describe('the audit log', () => {
  it('admins read it filtered by actor and action', async () => {
    const html = await (await get(`/admin/audit/?actor=member${moderatorId}&action=video.approve`, { cookies: admin })).text();
    expect(html).toContain('<td>Video approved</td>');
    expect(html).not.toContain('<td>Account disabled</td>');
  });
});

describe("a trusted uploader's own videos (status_id 6)", () => {
  async function trusted() {
    const member = await newMember();
    await env.DB.prepare('UPDATE users SET status_id = 6 WHERE user_id = ?1').bind(member.userId).run();
    return { ...member, cookies: await sessionFor(member.userId) };
  }
  async function liveVideoOf(owner: number) {
    const video = await pendingVideo(owner);
    await env.DB.prepare('UPDATE videos SET status_id = 1 WHERE video_id = ?1').bind(video.video_id).run();
    return video;
  }
  const act = (cookies: Record<string, string>, form: Record<string, string>, json = true) =>
    post('/api/video_edit.php', form, { cookies, headers: json ? { Accept: 'application/json' } : {} });

  it('toggle private, delete and re-add through /api/video_edit.php, each in the audit log', async () => {
    const owner = await trusted();
    const video = await liveVideoOf(owner.userId);
    const list = await (await get(`/members/${owner.userId}/uploaded_videos/1/`, { cookies: owner.cookies })).text();
    expect(list).toContain('data-island="owner-actions"');

    expect(await (await act(owner.cookies, { act: '3', video_id: String(video.video_id), section: 'videos' })).json()).toEqual({ ok: true });
    expect((await firstRow<{ is_private: number }>('SELECT is_private FROM videos WHERE video_id = ?1', video.video_id)).is_private).toBe(1);
    await act(owner.cookies, { act: '3', video_id: String(video.video_id) });

    expect(await (await act(owner.cookies, { act: '2', video_id: String(video.video_id) })).json()).toEqual({ ok: true });
    expect(await firstRow('SELECT status_id, status_reason FROM videos WHERE video_id = ?1', video.video_id)).toEqual({ status_id: 5, status_reason: 'owner_deleted' });
    expect((await get(`/videos/${video.video_id}/${video.dir}/`)).status).toBe(410);

    expect(await (await act(owner.cookies, { act: '4', video_id: String(video.video_id), days: '3' })).json()).toEqual({ ok: true });
    expect(await status(video.video_id)).toBe(5);
    expect(await (await act(owner.cookies, { act: '4', video_id: String(video.video_id), days: '0' })).json()).toEqual({ ok: true });
    const back = await firstRow<{ status_id: number; post_date: number; readd_at: number | null }>('SELECT status_id, post_date, readd_at FROM videos WHERE video_id = ?1', video.video_id);
    expect(back.status_id).toBe(1);
    expect(back.readd_at).toBeNull();
    expect(back.post_date).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(await (await get('/videos/latest-updates/1/')).text()).toContain(`/videos/${video.video_id}/`);
    for (const action of ['video.owner_private', 'video.owner_public', 'video.owner_delete', 'video.owner_readd']) {
      expect((await audit(action, video.video_id)).results.length, action).toBeGreaterThan(0);
    }
  });

  it('refusals carry the server code: not_allowed, not_found, invalid_days, taken_down, invalid_request; a plain form gets a notice', async () => {
    const owner = await trusted();
    const video = await liveVideoOf(owner.userId);
    const plain = await newMember();
    const other = await trusted();
    const code = async (cookies: Record<string, string>, form: Record<string, string>) => ((await (await act(cookies, form)).json()) as { code?: string }).code;
    expect(await code(plain.cookies, { act: '2', video_id: String(video.video_id) })).toBe('not_allowed');
    expect(await code(other.cookies, { act: '2', video_id: String(video.video_id) })).toBe('not_found');
    expect(await code(owner.cookies, { act: '4', video_id: String(video.video_id), days: 'seven' })).toBe('invalid_days');
    expect(await code(owner.cookies, { act: '9', video_id: String(video.video_id) })).toBe('invalid_request');
    const refused = await act(plain.cookies, { act: '3', video_id: String(video.video_id), back: `/members/${plain.userId}/uploaded_videos/1/` }, false);
    expect(refused.status).toBe(303);
    expect(flashOf(refused)).toBe('owner_act_not_allowed');
    const notice = await (await get(refused.headers.get('Location')!, { cookies: { ...plain.cookies, flash: 'owner_act_not_allowed' } })).text();
    expect(notice).toContain('not_allowed, call administrator');
    await post(`/admin/videos/${video.video_id}/take-down/`, { note: 'Copyright claim.' }, { cookies: moderator });
    expect(await code(owner.cookies, { act: '4', video_id: String(video.video_id) })).toBe('taken_down');
    expect(await status(video.video_id)).toBe(5);
  });
});
