// The reports queue: messages from the contact form and /api/report.php (with the video they name), DMCA notices as
// their own kind; open ones offer take down (or restore), dismiss, and a reply by mail.
import type { Translate } from '../../../locales';
import { adminUrls } from '../../admin-urls';
import { FormTextarea } from '../../parts/form-field';
import { Pagination, type PaginationProps } from '../../parts/pagination';
import { Tabs } from '../../parts/tabs';
import { AdminShell } from './shell';

export interface ReportView {
  id: number;
  subject: string;
  date: string;
  email: string;
  sender: { id: number; name: string } | null;
  message: string;
  ref: string | null;
  fileHref: string | null;
  video: { id: number; title: string; state: string; live: boolean; takenDown: boolean; reviewHref: string } | null;
  /** A report on one post: the post as it is (null once it is gone) and the page it was on. */
  post: { kind: 'comment' | 'wall-post'; present: { author: string; authorHref: string | null; text: string } | null } | null;
  open: boolean;
  /** How and by whom it was closed. */
  handled: string | null;
}

export interface ReportsPageProps {
  t: Translate;
  isAdmin: boolean;
  status: 'open' | 'closed';
  subject: string | null;
  subjects: readonly string[];
  reports: readonly ReportView[];
  total: number;
  pagination: Omit<PaginationProps, 't'>;
}

export function ReportsPage({ t, isAdmin, status, subject, subjects, reports, total, pagination }: ReportsPageProps) {
  return (
    <AdminShell t={t} area="reports" isAdmin={isAdmin} title={t('admin.reports.title')}>
      <Tabs
        label={t('admin.reports.statusFilter')}
        items={(['open', 'closed'] as const).map((value) => ({ href: adminUrls.reports({ status: value, subject }), label: t(`admin.reports.${value}`), current: value === status }))}
      />
      <Tabs
        label={t('admin.reports.subjectFilter')}
        items={[null, ...subjects].map((value) => ({
          href: adminUrls.reports({ status, subject: value }), label: value ? t(`contact.subjects.${value as 'dmca'}`) : t('admin.reports.allSubjects'), current: value === subject,
        }))}
      />
      <p>{t('admin.reports.count', { count: total })}</p>
      {reports.length === 0 && <p className="admin__empty">{t('admin.reports.empty')}</p>}
      <ul className="admin__list">
        {reports.map((report) => (
          <li key={report.id}>
            <article aria-labelledby={`report-${report.id}`} className="admin__card">
              <h2 id={`report-${report.id}`}>{report.subject} · {report.date}</h2>
              <p>
                {t('admin.reports.from')} {report.email}
                {report.sender && <> (<a href={adminUrls.member(report.sender.id)}>{report.sender.name}</a>)</>}
              </p>
              {report.ref && <p>{t('admin.reports.page')} <a href={report.ref}>{report.ref}</a></p>}
              {report.video && (
                <p>{t('admin.reports.video')} <a href={report.video.reviewHref}>{report.video.title}</a> ({report.video.state})</p>
              )}
              {report.post && (
                <div className="admin__post">
                  <h3>{t(report.post.kind === 'comment' ? 'admin.reports.post.comment' : 'admin.reports.post.wallPost')}</h3>
                  {report.post.present ? (
                    <blockquote className="admin__message">
                      <strong>{report.post.present.authorHref ? <a href={report.post.present.authorHref}>{report.post.present.author}</a> : report.post.present.author}</strong>: {report.post.present.text}
                    </blockquote>
                  ) : <p>{t('admin.reports.post.removed')}</p>}
                  {report.ref && <p><a href={report.ref}>{t('admin.reports.post.open')}</a></p>}
                </div>
              )}
              <blockquote className="admin__message">{report.message}</blockquote>
              {report.fileHref && <p><a href={report.fileHref}>{t('admin.reports.file')}</a></p>}
              {report.handled && <p>{report.handled}</p>}
              {report.open && (
                <div className="admin__actions">
                  {report.video?.live && (
                    <form className="form" method="post" action={adminUrls.reportAction(report.id, 'take-down')}>
                      <FormTextarea form={`take-down-${report.id}`} name="note" label={t('admin.item.takeDownReason')} rows={2} required maxLength={500} />
                      <button type="submit" className="button button--primary">{t('admin.item.takeDown')}</button>
                    </form>
                  )}
                  <form className="form" method="post" action={adminUrls.reportAction(report.id, 'reply')}>
                    <FormTextarea form={`reply-${report.id}`} name="message" label={t('admin.reports.reply')} rows={3} required maxLength={1500} />
                    <button type="submit" className="button">{t('admin.reports.send')}</button>
                  </form>
                  {report.post?.present && (
                    <form method="post" action={adminUrls.reportAction(report.id, 'delete-post')}>
                      <button type="submit" className="button button--primary">{t('admin.reports.post.delete')}</button>
                    </form>
                  )}
                  <form method="post" action={adminUrls.reportAction(report.id, 'dismiss')}>
                    <button type="submit" className="button">{t('admin.reports.dismiss')}</button>
                  </form>
                </div>
              )}
              {report.video?.takenDown && (
                <form method="post" action={adminUrls.itemAction('video', report.video.id, 'restore')}>
                  <button type="submit" className="button">{t('admin.item.restore')}</button>
                </form>
              )}
            </article>
          </li>
        ))}
      </ul>
      <Pagination {...pagination} t={t} />
    </AdminShell>
  );
}
