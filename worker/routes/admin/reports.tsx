// The reports queue: /admin/reports/ (open or closed, by subject), a report's attachment, and its actions: take the
// video down, dismiss, reply by mail through the site's mailer (the outbox locally).
import { Hono } from 'hono';
import { adminUrls } from '../../../views/admin-urls';
import { formatDate } from '../../../views/format';
import { ReportsPage } from '../../../views/pages/admin/reports';
import { mailerFor } from '../../auth/mailer';
import { MODERATION_NOTE_MAX, TAKEN_DOWN } from '../../config/moderation';
import { auditStatement } from '../../db/audit';
import { readVisibleComment, removeCommentStatements } from '../../db/comments';
import { closeReportStatement, listReports, readReport, type ReportRow } from '../../db/reports';
import { deleteWallPostStatement } from '../../db/wall';
import { forgetMemberList } from '../../loaders/member';
import { REPORT_SUBJECTS, type ReportSubject, STATUS } from '../../domain/vocabularies';
import type { AppEnv } from '../../env';
import { takeDown } from '../../moderation/items';
import { requireStaff } from '../../moderation/staff';
import { uploadStateText } from '../../uploads/messages';
import { CONTACT_MESSAGE_MAX } from '../../config/limits';
import { paging } from '../listing-helpers';
import { nowSeconds } from '../../http/clock';
import { assertFound, idParam, oneOf, queryPage } from '../../http/params';
import { redirectWith } from '../../http/location';
import { auditedChange, CONSOLE_PAGE_SIZE, consolePage, staffForm } from './console';
import type { Translate } from '../../../locales';

export const reportRoutes = new Hono<AppEnv>();

function handledText(t: Translate, lang: string, report: ReportRow): string | null {
  if (report.status !== 'closed' || !report.outcome) return null;
  return t('admin.reports.handled', {
    outcome: t(`admin.reports.outcomes.${report.outcome}`), name: report.handler_name ?? '—', date: formatDate(lang, report.handled_at ?? report.created_at),
  });
}

reportRoutes.get('/admin/reports/', async (c) => {
  const staff = requireStaff(c);
  const t = c.get('t');
  const lang = c.get('lang');
  const status = c.req.query('status') === 'closed' ? 'closed' : 'open';
  const subject: ReportSubject | null = oneOf(REPORT_SUBJECTS, c.req.query('subject')) ?? null;
  const page = queryPage(c.req.query('page'));
  const { items, total } = await listReports(c.env.DB, { status, subject }, page, CONSOLE_PAGE_SIZE);
  const reports = items.map((report) => ({
    id: report.report_id, subject: t(`contact.subjects.${report.subject}`), date: formatDate(lang, report.created_at), email: report.email,
    sender: report.user_id !== null && report.username ? { id: report.user_id, name: report.username } : null,
    message: report.message, ref: report.ref, fileHref: report.file_key ? `/admin/reports/${report.report_id}/file/` : null,
    video: report.video_id !== null && report.video_title !== null ? {
      id: report.video_id, title: report.video_title,
      state: uploadStateText(t, { status_id: report.video_status!, status_reason: report.video_reason, moderation_note: null, progress: null }),
      live: report.video_status === STATUS.active, takenDown: report.video_status === STATUS.deleted && report.video_reason === TAKEN_DOWN,
      reviewHref: adminUrls.item('video', report.video_id),
    } : null,
    post: report.comment_id !== null || report.wall_post_id !== null ? {
      kind: report.comment_id !== null ? 'comment' as const : 'wall-post' as const,
      present: report.post_text !== null ? {
        author: report.post_author ?? '', authorHref: report.post_author_id !== null ? adminUrls.member(report.post_author_id) : null, text: report.post_text,
      } : null,
    } : null,
    open: report.status === 'open',
    handled: handledText(t, lang, report),
  }));
  return consolePage(c, t('admin.reports.title'), (
    <ReportsPage
      t={t} isAdmin={staff.role === 'admin'} status={status} subject={subject} subjects={REPORT_SUBJECTS} reports={reports} total={total}
      pagination={paging(page, total, CONSOLE_PAGE_SIZE, (n) => adminUrls.reports({ status, subject, page: n }))}
    />
  ));
});

/** A report's attached image, for staff only (the reports/ folder is not served by /media/). */
reportRoutes.get('/admin/reports/:id{[0-9]+}/file/', async (c) => {
  requireStaff(c);
  const report = assertFound(await readReport(c.env.DB, idParam(c.req.param('id'))));
  const object = assertFound(report.file_key ? await c.env.MEDIA.get(report.file_key) : null);
  return new Response(object.body, {
    headers: {
      'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
      'Content-Disposition': 'inline',
    },
  });
});

reportRoutes.post('/admin/reports/:id{[0-9]+}/dismiss/', async (c) => {
  const { staff } = await staffForm(c);
  const report = assertFound(await readReport(c.env.DB, idParam(c.req.param('id'))));
  return auditedChange(c, staff, {
    statements: [closeReportStatement(c.env.DB, report.report_id, { by: staff.userId, outcome: 'dismissed', now: nowSeconds() })],
    audit: { action: 'report.dismiss', targetType: 'report', targetId: report.report_id, before: { status: report.status }, after: { status: 'closed' } },
    back: adminUrls.reports(),
  });
});

/**
 * Deletes the comment or wall post a report names and closes the report (taken down), in one batch with the post's
 * audit entry and the report's; nothing when the post is gone already.
 */
reportRoutes.post('/admin/reports/:id{[0-9]+}/delete-post/', async (c) => {
  const { staff } = await staffForm(c);
  const db = c.env.DB;
  const report = assertFound(await readReport(db, idParam(c.req.param('id'))));
  const closing = closeReportStatement(db, report.report_id, { by: staff.userId, outcome: 'taken_down', now: nowSeconds() });
  const closed = auditStatement(db, staff, {
    action: 'report.take_down_post', targetType: 'report', targetId: report.report_id, before: { status: report.status }, after: { status: 'closed' },
  }, nowSeconds(), { ifChanged: true });
  if (report.comment_id !== null) {
    const comment = await readVisibleComment(db, report.comment_id);
    if (!comment) return redirectWith(c, adminUrls.reports(), 'staff_unchanged');
    return auditedChange(c, staff, {
      statements: [...removeCommentStatements(db, comment), closing, closed],
      audit: {
        action: 'comment.delete', targetType: 'comment', targetId: comment.comment_id,
        before: { status_id: STATUS.active, on: `${comment.object_type}:${comment.object_id}`, user_id: comment.user_id, comment: comment.comment }, after: { status_id: STATUS.deleted },
      },
      back: adminUrls.reports(),
      catalogue: true,
    });
  }
  if (report.wall_post_id === null || report.post_text === null) return redirectWith(c, adminUrls.reports(), 'staff_unchanged');
  const answer = await auditedChange(c, staff, {
    statements: [deleteWallPostStatement(db, report.wall_post_id), closing, closed],
    audit: {
      action: 'wall_post.delete', targetType: 'wall_post', targetId: report.wall_post_id,
      before: { on: report.post_place, user_id: report.post_author_id, body: report.post_text },
    },
    back: adminUrls.reports(),
  });
  const [wallType, wallId] = (report.post_place ?? '').split(':');
  if (wallType === 'member') await forgetMemberList(c, 'wall', Number(wallId));
  return answer;
});

reportRoutes.post('/admin/reports/:id{[0-9]+}/take-down/', async (c) => {
  const { staff, one } = await staffForm(c);
  const report = assertFound(await readReport(c.env.DB, idParam(c.req.param('id'))));
  const note = one('note');
  if (!note || [...note].length > MODERATION_NOTE_MAX || report.video_id === null) return redirectWith(c, adminUrls.reports(), 'staff_invalid');
  const outcome = await takeDown(c, report.video_id, note, staff, report.report_id);
  return redirectWith(c, adminUrls.reports(), outcome === 'done' ? 'staff_done' : 'staff_unchanged');
});

reportRoutes.post('/admin/reports/:id{[0-9]+}/reply/', async (c) => {
  const { staff, one } = await staffForm(c);
  const t = c.get('t');
  const report = assertFound(await readReport(c.env.DB, idParam(c.req.param('id'))));
  const message = one('message');
  if (!message || [...message].length > CONTACT_MESSAGE_MAX) return redirectWith(c, adminUrls.reports(), 'staff_invalid');
  const now = nowSeconds();
  const mailer = mailerFor(c.env);
  const mail = {
    to: report.email, kind: 'report_reply',
    subject: t('admin.reports.replySubject', { subject: t(`contact.subjects.${report.subject}`) }),
    text: `${message}\n\n— ${t('admin.reports.replyQuote')}\n${report.message}`,
  };
  const stored = mailer.stored(c.env.DB, mail);
  await c.env.DB.batch([
    ...(stored ? [stored] : []),
    closeReportStatement(c.env.DB, report.report_id, { by: staff.userId, outcome: 'replied', now }),
    auditStatement(c.env.DB, staff, { action: 'report.reply', targetType: 'report', targetId: report.report_id, before: { status: report.status }, after: { status: 'closed', reply: message } }, now),
  ]);
  try {
    await mailer.send(mail);
  } catch (error) {
    console.error(error);
    return redirectWith(c, adminUrls.reports(), 'staff_mail_failed');
  }
  return redirectWith(c, adminUrls.reports(), 'staff_done');
});
