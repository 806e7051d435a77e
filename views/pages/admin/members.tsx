// Members in the console: a search by name or e-mail, and one member with their state and the actions on them
// (disable or enable; the moderator role, admins only; the trusted uploader status).
import type { Translate } from '../../../locales';
import { adminUrls } from '../../admin-urls';
import { FormField } from '../../parts/form-field';
import { Pagination, type PaginationProps } from '../../parts/pagination';
import { urls } from '../../urls';
import { AdminShell, AdminTable } from './shell';

export interface MemberRowView {
  id: number;
  name: string;
  email: string;
  state: string;
  role: string;
  joined: string;
}

export function MembersPage({ t, isAdmin, query, rows, total, pagination }: {
  t: Translate; isAdmin: boolean; query: string; rows: readonly MemberRowView[]; total: number; pagination: Omit<PaginationProps, 't'>;
}) {
  return (
    <AdminShell t={t} area="members" isAdmin={isAdmin} title={t('admin.members.title')}>
      <form className="form admin__search" method="get" action={adminUrls.members()} role="search">
        <FormField form="members" name="q" label={t('admin.members.search')} hint={t('admin.members.searchHint')} defaultValue={query} type="search" maxLength={100} />
        <button type="submit" className="button">{t('admin.members.find')}</button>
      </form>
      <p>{t('admin.members.count', { count: total })}</p>
      <AdminTable
        caption={t('admin.members.title')}
        empty={t('admin.members.empty')}
        head={[t('admin.members.name'), t('admin.members.email'), t('admin.members.state'), t('admin.members.role'), t('admin.members.joined')]}
        rows={rows.map((row) => (
          <tr key={row.id}>
            <td><a href={adminUrls.member(row.id)}>{row.name}</a></td>
            <td>{row.email}</td>
            <td>{row.state}</td>
            <td>{row.role}</td>
            <td>{row.joined}</td>
          </tr>
        ))}
      />
      <Pagination {...pagination} t={t} />
    </AdminShell>
  );
}

export interface MemberView extends MemberRowView {
  lastLogin: string;
  counts: { videos: number; comments: number; wallPosts: number; sessions: number };
  disabled: boolean;
  trusted: boolean;
  isModerator: boolean;
  /** What the acting staff member may do to this account. */
  may: { disable: boolean; role: boolean; uploader: boolean };
}

export function MemberPage({ t, isAdmin, member }: { t: Translate; isAdmin: boolean; member: MemberView }) {
  return (
    <AdminShell t={t} area="members" isAdmin={isAdmin} title={member.name}>
      <dl className="admin__facts">
        <dt>{t('admin.members.email')}</dt><dd>{member.email}</dd>
        <dt>{t('admin.members.state')}</dt><dd>{member.state}</dd>
        <dt>{t('admin.members.role')}</dt><dd>{member.role}</dd>
        <dt>{t('admin.members.joined')}</dt><dd>{member.joined}</dd>
        <dt>{t('admin.members.lastLogin')}</dt><dd>{member.lastLogin}</dd>
        <dt>{t('admin.members.activity')}</dt>
        <dd>{t('admin.members.activityCounts', { videos: member.counts.videos, comments: member.counts.comments, posts: member.counts.wallPosts, sessions: member.counts.sessions })}</dd>
      </dl>
      <p>
        {!member.disabled && <a href={urls.member(member.id)}>{t('admin.members.profile')}</a>}
        {isAdmin && <> · <a href={adminUrls.audit({ target: 'member', id: member.id })}>{t('admin.members.auditTrail')}</a></>}
      </p>
      <div className="admin__actions">
        {member.may.disable && (
          <form method="post" action={adminUrls.memberAction(member.id, member.disabled ? 'enable' : 'disable')}>
            <button type="submit" className="button">{t(member.disabled ? 'admin.members.enable' : 'admin.members.disable')}</button>
          </form>
        )}
        {member.may.uploader && (
          <form method="post" action={adminUrls.memberAction(member.id, 'uploader')}>
            <input type="hidden" name="trusted" value={member.trusted ? '0' : '1'} />
            <button type="submit" className="button">{t(member.trusted ? 'admin.members.revokeUploader' : 'admin.members.grantUploader')}</button>
          </form>
        )}
        {member.may.role && (
          <form method="post" action={adminUrls.memberAction(member.id, 'role')}>
            <input type="hidden" name="role" value={member.isModerator ? 'member' : 'moderator'} />
            <button type="submit" className="button">{t(member.isModerator ? 'admin.members.revokeModerator' : 'admin.members.grantModerator')}</button>
          </form>
        )}
      </div>
    </AdminShell>
  );
}
