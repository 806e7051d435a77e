// The operator console (/admin/): for moderators and admins only, a 404 page for everyone else; never cached. The
// dashboard, the audit log (admins), a moderator's deletion of a comment where it stands, and the console's areas.
import { Hono } from 'hono';
import { AUDIT_ACTIONS, AUDIT_TARGETS, listAudit, type AuditRow } from '../../db/audit';
import { adminUrls } from '../../../views/admin-urls';
import { formatDateTime } from '../../../views/format';
import { AuditPage } from '../../../views/pages/admin/audit';
import { AdminHomePage } from '../../../views/pages/admin/shell';
import { urls } from '../../../views/urls';
import { readVisibleComment, removeCommentStatements } from '../../db/comments';
import { countJobs } from '../../db/jobs';
import { countPending } from '../../db/moderation';
import { countOpenReports } from '../../db/reports';
import type { AppEnv } from '../../env';
import { requireStaff } from '../../moderation/staff';
import { redirectWith, safeBack } from '../../http/location';
import { paging } from '../listing-helpers';
import { idParam, idSchema, oneOf, queryPage } from '../../http/params';
import { adConsoleRoutes } from './ads';
import { campaignRoutes } from './campaigns';
import { auditedChange, CONSOLE_PAGE_SIZE, consolePage, staffForm } from './console';
import { itemRoutes } from './items';
import { memberAdminRoutes } from './members';
import { processingRoutes } from './processing';
import { reportRoutes } from './reports';
import { importRoutes } from './imports';
import { keyRoutes } from './keys';
import { searchRoutes } from './searches';
import { STATUS } from '../../domain/vocabularies';

export const adminRoutes = new Hono<AppEnv>();

adminRoutes.use('/admin/*', async (c, next) => {
  requireStaff(c);
  await next();
  c.header('Cache-Control', 'no-store');
});

adminRoutes.get('/admin/', async (c) => {
  const staff = requireStaff(c);
  const t = c.get('t');
  const db = c.env.DB;
  const [pending, reports, jobs] = await Promise.all([countPending(db), countOpenReports(db), countJobs(db)]);
  return consolePage(c, t('admin.home.title'), (
    <AdminHomePage
      t={t} isAdmin={staff.role === 'admin'}
      counts={{ videos: pending.videos, albums: pending.albums, reports, pendingJobs: jobs.pending + jobs.processing, failedJobs: jobs.failed }}
    />
  ));
});

/** Where an audit entry's target is seen in the console. */
function targetHref(row: AuditRow): string | null {
  switch (row.target_type) {
    case 'video':
    case 'album':
      return adminUrls.item(row.target_type, row.target_id);
    case 'member':
      return adminUrls.member(row.target_id);
    case 'job':
    case 'runner':
    case 'runner_token':
      return adminUrls.processing();
    default:
      return null;
  }
}

adminRoutes.get('/admin/audit/', async (c) => {
  requireStaff(c, 'admin');
  const t = c.get('t');
  const lang = c.get('lang');
  const actor = (c.req.query('actor') ?? '').trim().slice(0, 100);
  const action = oneOf(AUDIT_ACTIONS, c.req.query('action'));
  const targetType = oneOf(AUDIT_TARGETS, c.req.query('target'));
  const idText = (c.req.query('id') ?? '').trim();
  const id = idSchema.safeParse(idText);
  const page = queryPage(c.req.query('page'));
  const { items, total } = await listAudit(c.env.DB, { actor: actor || undefined, action, targetType, targetId: id.success ? id.data : undefined }, page, CONSOLE_PAGE_SIZE);
  const rows = items.map((row) => ({
    id: row.entry_id, date: formatDateTime(lang, row.created_at), actor: row.actor_name, action: t(`admin.audit.actions.${row.action}`),
    target: { label: `${t(`admin.audit.targets.${row.target_type}`)} #${row.target_id}`, href: targetHref(row) },
    before: row.before ?? '', after: row.after ?? '', reason: row.reason ?? '',
  }));
  const filter = { actor, action: action ?? '', target: targetType ?? '', id: id.success ? idText : '' };
  return consolePage(c, t('admin.audit.title'), (
    <AuditPage
      t={t} filter={filter} rows={rows} total={total}
      actions={AUDIT_ACTIONS.map((value) => ({ value, label: t(`admin.audit.actions.${value}`) }))}
      targets={AUDIT_TARGETS.map((value) => ({ value, label: t(`admin.audit.targets.${value}`) }))}
      pagination={paging(page, total, CONSOLE_PAGE_SIZE, (n) => adminUrls.audit({ ...filter, page: n }))}
    />
  ));
});

/** A moderator deletes a comment from the page it is on (status 5: removed), and comes back to that page. */
adminRoutes.post('/admin/comments/:id{[0-9]+}/delete/', async (c) => {
  const { staff, one } = await staffForm(c);
  const id = idParam(c.req.param('id'));
  const back = safeBack(one('back') || urls.home());
  const comment = await readVisibleComment(c.env.DB, id);
  if (!comment) return redirectWith(c, back, 'staff_unchanged');
  return auditedChange(c, staff, {
    statements: removeCommentStatements(c.env.DB, comment),
    audit: {
      action: 'comment.delete', targetType: 'comment', targetId: id,
      before: { status_id: STATUS.active, on: `${comment.object_type}:${comment.object_id}`, user_id: comment.user_id, comment: comment.comment }, after: { status_id: STATUS.deleted },
    },
    back,
    catalogue: true,
  });
});

adminRoutes.route('/', itemRoutes);
adminRoutes.route('/', reportRoutes);
adminRoutes.route('/', memberAdminRoutes);
adminRoutes.route('/', processingRoutes);
adminRoutes.route('/', campaignRoutes);
adminRoutes.route('/', adConsoleRoutes);
adminRoutes.route('/', searchRoutes);
adminRoutes.route('/', importRoutes);
adminRoutes.route('/', keyRoutes);
