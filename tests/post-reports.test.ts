// Reports on one comment or wall post (issue 28): every reader's Report link, the form (no reason chosen at first) for
// members and guests, rate-limited per address; the reports queue shows the post with the page it was on, deletes it
// (closing the report) or dismisses the report; the audit log keeps both.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { urls } from '../views/urls';
import { RATE_LIMITS } from '../worker/auth/rate-limit';
import { firstRow, flashOf, get, HTMX, memberFactory, post } from './helpers';

const newMember = memberFactory(980_000);
let moderator: Record<string, string>;
let author: { userId: number; cookies: Record<string, string> };
let video: { video_id: number; dir: string };
let commentId: number;
let wallPostId: number;
let address = 0;
const fromNewAddress = () => ({ headers: { 'CF-Connecting-IP': `198.51.100.${++address}` } });

beforeAll(async () => {
  const staff = await newMember();
  await env.DB.prepare("UPDATE users SET role = 'moderator' WHERE user_id = ?1").bind(staff.userId).run();
  moderator = staff.cookies;
  author = await newMember();
  video = await firstRow('SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 1');
  commentId = (await firstRow<{ comment_id: number }>(
    "INSERT INTO comments (object_type, object_id, user_id, comment, added_date) VALUES ('video', ?1, ?2, 'Rude words to report', 1) RETURNING comment_id",
    video.video_id, author.userId,
  )).comment_id;
  await env.DB.prepare('UPDATE videos SET comments_count = comments_count + 1 WHERE video_id = ?1').bind(video.video_id).run();
  wallPostId = (await firstRow<{ post_id: number }>(
    "INSERT INTO wall_posts (wall_type, wall_id, user_id, body, created_at) VALUES ('member', ?1, ?1, 'Wall words to report', 1) RETURNING post_id", author.userId,
  )).post_id;
});

describe('reporting a post', () => {
  it('every comment and wall post has a Report link to its form, which names no reason at first', async () => {
    const page = await (await get(urls.video(video.video_id, video.dir))).text();
    const href = urls.reportPost('comment', commentId, urls.video(video.video_id, video.dir)).replace(/&/g, '&amp;');
    expect(page).toContain(`<a class="comment__report" href="${href}" rel="nofollow" data-modal="" aria-label="Report this comment by member${author.userId}">Report</a>`);
    const wall = await (await get(urls.memberTab(author.userId, 'wall'))).text();
    expect(wall).toContain(`/report/wall-post/${wallPostId}/`);
    const form = await (await get(urls.reportPost('comment', commentId, '/somewhere/'))).text();
    expect(form).toContain('Rude words to report');
    expect(form).toMatch(/<select[^>]*name="reason"[^>]*><option value="" selected="">Choose a reason…<\/option>/);
    expect(form).toContain('name="back" value="/somewhere/"');
    expect((await get('/report/comment/999999999/')).status).toBe(404);
  });

  it('refuses a report without a reason, or "Something else" without details, with the error on its field (422)', async () => {
    const none = await post(`/report/comment/${commentId}/`, { reason: '', details: '', back: '/x/' }, fromNewAddress());
    expect(none.status).toBe(422);
    expect(await none.text()).toContain('Choose a reason.');
    const other = await post(`/report/comment/${commentId}/`, { reason: 'other', details: '  ', back: '/x/' }, fromNewAddress());
    expect(other.status).toBe(422);
    expect(await firstRow('SELECT COUNT(*) AS n FROM reports WHERE comment_id = ?1', commentId)).toEqual({ n: 0 });
  });

  it('a guest files one: back where they were with a thank-you; the form modal gets the notice alone', async () => {
    const back = urls.video(video.video_id, video.dir);
    const sent = await post(`/report/comment/${commentId}/`, { reason: 'harassment', details: 'Insults another member', back }, fromNewAddress());
    expect(sent.status).toBe(303);
    expect(sent.headers.get('Location')).toBe(back);
    expect(flashOf(sent)).toBe('post_report_sent');
    expect(await firstRow('SELECT subject, message, ref, comment_id FROM reports WHERE comment_id = ?1', commentId))
      .toEqual({ subject: 'inappropriate', message: 'harassment: Insults another member', ref: back, comment_id: commentId });
    const htmx = await post(`/report/wall-post/${wallPostId}/`, { reason: 'spam', details: '', back: '/' }, { headers: { ...HTMX, 'CF-Connecting-IP': '198.51.100.200' }, cookies: (await newMember()).cookies });
    expect(htmx.status).toBe(200);
    expect(await htmx.text()).toContain('Thank you. Moderators will look at it.');
  });

  it(`allows ${RATE_LIMITS.contact_ip.max} reports an hour from one address`, async () => {
    const same = { headers: { 'CF-Connecting-IP': '203.0.113.77' } };
    for (let i = 0; i < RATE_LIMITS.contact_ip.max; i++) {
      expect((await post(`/report/comment/${commentId}/`, { reason: 'spam', details: '', back: '/' }, same)).status).toBe(303);
    }
    const refused = await post(`/report/comment/${commentId}/`, { reason: 'spam', details: '', back: '/' }, same);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Too many');
  });
});

describe('the reports queue', () => {
  it('shows the post with its author and the page it was on; deleting it closes the report, both audited', async () => {
    const queue = await (await get('/admin/reports/', { cookies: moderator })).text();
    expect(queue).toContain('Reported comment');
    expect(queue).toContain('Rude words to report');
    expect(queue).toContain('Open it where it is');
    const report = await firstRow<{ report_id: number }>("SELECT report_id FROM reports WHERE comment_id = ?1 AND status = 'open' ORDER BY report_id LIMIT 1", commentId);
    const deleted = await post(`/admin/reports/${report.report_id}/delete-post/`, {}, { cookies: moderator });
    expect(flashOf(deleted)).toBe('staff_done');
    expect(await firstRow('SELECT status_id FROM comments WHERE comment_id = ?1', commentId)).toEqual({ status_id: 5 });
    expect(await firstRow('SELECT status, outcome FROM reports WHERE report_id = ?1', report.report_id)).toEqual({ status: 'closed', outcome: 'taken_down' });
    const actions = (await env.DB.prepare("SELECT action FROM audit_log WHERE (target_type = 'comment' AND target_id = ?1) OR (target_type = 'report' AND target_id = ?2) ORDER BY entry_id")
      .bind(commentId, report.report_id).all<{ action: string }>()).results.map((row) => row.action);
    expect(actions).toEqual(['comment.delete', 'report.take_down_post']);
    // The other reports on it now say the post is gone, and offer no delete.
    const after = await (await get('/admin/reports/', { cookies: moderator })).text();
    expect(after).toContain('The post is no longer there.');
    expect(await (await get(urls.video(video.video_id, video.dir))).text()).not.toContain('Rude words to report');
  });

  it('deletes a reported wall post the same way; a report can be dismissed instead', async () => {
    const report = await firstRow<{ report_id: number }>('SELECT report_id FROM reports WHERE wall_post_id = ?1', wallPostId);
    expect(flashOf(await post(`/admin/reports/${report.report_id}/delete-post/`, {}, { cookies: moderator }))).toBe('staff_done');
    expect(await firstRow('SELECT COUNT(*) AS n FROM wall_posts WHERE post_id = ?1', wallPostId)).toEqual({ n: 0 });
    expect(await firstRow("SELECT action FROM audit_log WHERE target_type = 'wall_post' AND target_id = ?1", wallPostId)).toEqual({ action: 'wall_post.delete' });
    const other = await firstRow<{ report_id: number }>("SELECT report_id FROM reports WHERE comment_id = ?1 AND status = 'open' LIMIT 1", commentId);
    expect(flashOf(await post(`/admin/reports/${other.report_id}/dismiss/`, {}, { cookies: moderator }))).toBe('staff_done');
    expect((await post(`/admin/reports/${other.report_id}/delete-post/`, {}, { cookies: (await newMember()).cookies })).status).toBe(404);
    // A report sent on a post deleted meanwhile tells the reader so, and files nothing.
    const before = await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM reports');
    const late = await post(`/report/wall-post/${wallPostId}/`, { reason: 'spam', details: '', back: '/x/' }, fromNewAddress());
    expect(late.headers.get('Location')).toBe('/x/');
    expect(flashOf(late)).toBe('post_report_gone');
    expect(await firstRow('SELECT COUNT(*) AS n FROM reports')).toEqual(before);
  });
});
