// The audit log, for admins: every console action with who, when, what, on which object, before and after, and
// why; filtered by actor, action and target.
import type { Translate } from '../../../locales';
import { adminUrls } from '../../admin-urls';
import { FormField, FormSelect } from '../../parts/form-field';
import { Pagination, type PaginationProps } from '../../parts/pagination';
import { AdminShell, AdminTable } from './shell';

export interface AuditRowView {
  id: number;
  date: string;
  actor: string;
  action: string;
  target: { label: string; href: string | null };
  before: string;
  after: string;
  reason: string;
}

export interface AuditPageProps {
  t: Translate;
  filter: { actor: string; action: string; target: string; id: string };
  actions: readonly { value: string; label: string }[];
  targets: readonly { value: string; label: string }[];
  rows: readonly AuditRowView[];
  total: number;
  pagination: Omit<PaginationProps, 't'>;
}

export function AuditPage({ t, filter, actions, targets, rows, total, pagination }: AuditPageProps) {
  const any = { value: '', label: t('admin.audit.any') };
  return (
    <AdminShell t={t} area="audit" isAdmin title={t('admin.audit.title')}>
      <form className="form admin__filters" method="get" action={adminUrls.audit()}>
        <FormField form="audit" name="actor" label={t('admin.audit.actor')} defaultValue={filter.actor} maxLength={100} />
        <FormSelect form="audit" name="action" label={t('admin.audit.action')} options={[any, ...actions]} defaultValue={filter.action} />
        <FormSelect form="audit" name="target" label={t('admin.audit.target')} options={[any, ...targets]} defaultValue={filter.target} />
        <FormField form="audit" name="id" label={t('admin.audit.targetId')} defaultValue={filter.id} inputMode="numeric" maxLength={10} />
        <button type="submit" className="button">{t('admin.audit.filter')}</button>
      </form>
      <p>{t('admin.audit.count', { count: total })}</p>
      <AdminTable
        caption={t('admin.audit.title')}
        empty={t('admin.audit.empty')}
        head={[t('admin.audit.when'), t('admin.audit.actor'), t('admin.audit.action'), t('admin.audit.target'), t('admin.audit.before'), t('admin.audit.after'), t('admin.audit.reason')]}
        rows={rows.map((row) => (
          <tr key={row.id}>
            <td>{row.date}</td>
            <td>{row.actor}</td>
            <td>{row.action}</td>
            <td>{row.target.href ? <a href={row.target.href}>{row.target.label}</a> : row.target.label}</td>
            <td><code>{row.before}</code></td>
            <td><code>{row.after}</code></td>
            <td>{row.reason}</td>
          </tr>
        ))}
      />
      <Pagination {...pagination} t={t} />
    </AdminShell>
  );
}
