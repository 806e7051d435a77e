// Members in the console: /admin/members/ (search) and /admin/members/{id}/ with disable and enable (the account's
// sessions end at once, its login is refused), the moderator role (admins only) and the trusted uploader status.
// Nobody acts on their own account; moderators act on members only, admins on members and moderators.
import { Hono, type Context } from 'hono';
import type { Translate } from '../../../locales';
import { adminUrls } from '../../../views/admin-urls';
import { formatDate } from '../../../views/format';
import { MemberPage, MembersPage } from '../../../views/pages/admin/members';
import { type AuditAction } from '../../db/audit';
import {
  DISABLED, TRUSTED_UPLOADER, disableStatements, enableStatement, readStaffMember, searchMembers, setRoleStatement, setUploaderStatement,
  type StaffMemberRow,
} from '../../db/member-admin';
import type { AppEnv, SessionUser } from '../../env';
import { requireStaff } from '../../moderation/staff';
import { paging } from '../listing-helpers';
import { nowSeconds } from '../../http/clock';
import { assertFound, idParam, queryPage } from '../../http/params';
import { redirectWith } from '../../http/location';
import { auditedChange, CONSOLE_PAGE_SIZE, consolePage, staffForm } from './console';

export const memberAdminRoutes = new Hono<AppEnv>();

function stateText(t: Translate, member: Pick<StaffMemberRow, 'status_id' | 'enabled_status_id'>): string {
  if (member.status_id === DISABLED) return t('admin.members.disabled');
  return member.status_id === TRUSTED_UPLOADER ? t('admin.members.trusted') : t('admin.members.active');
}

/** What `staff` may do to `member`: never to themselves; moderators to members only; roles are for admins. */
function permissions(staff: SessionUser, member: Pick<StaffMemberRow, 'user_id' | 'role'>) {
  const other = staff.userId !== member.user_id;
  const outranks = member.role === 'member' || (staff.role === 'admin' && member.role === 'moderator');
  return { disable: other && outranks, uploader: other && outranks, role: other && staff.role === 'admin' && member.role !== 'admin' };
}

memberAdminRoutes.get('/admin/members/', async (c) => {
  const staff = requireStaff(c);
  const t = c.get('t');
  const query = (c.req.query('q') ?? '').trim().slice(0, 100);
  const page = queryPage(c.req.query('page'));
  const { items, total } = await searchMembers(c.env.DB, query, page, CONSOLE_PAGE_SIZE);
  const rows = items.map((member) => ({
    id: member.user_id, name: member.username, email: member.email ?? '—', state: stateText(t, member),
    role: t(`admin.roles.${member.role}`), joined: formatDate(c.get('lang'), member.created_at),
  }));
  return consolePage(c, t('admin.members.title'), (
    <MembersPage
      t={t} isAdmin={staff.role === 'admin'} query={query} rows={rows} total={total}
      pagination={paging(page, total, CONSOLE_PAGE_SIZE, (n) => adminUrls.members(query, n))}
    />
  ));
});

memberAdminRoutes.get('/admin/members/:id{[0-9]+}/', async (c) => {
  const staff = requireStaff(c);
  const t = c.get('t');
  const lang = c.get('lang');
  const member = assertFound(await readStaffMember(c.env.DB, idParam(c.req.param('id')), nowSeconds()));
  const view = {
    id: member.user_id, name: member.username, email: member.email ?? '—', state: stateText(t, member), role: t(`admin.roles.${member.role}`),
    joined: formatDate(lang, member.created_at), lastLogin: member.last_login_at ? formatDate(lang, member.last_login_at) : '—',
    counts: { videos: member.videos, comments: member.comments, wallPosts: member.wall_posts, sessions: member.sessions },
    disabled: member.status_id === DISABLED,
    trusted: (member.status_id === DISABLED ? member.enabled_status_id : member.status_id) === TRUSTED_UPLOADER,
    isModerator: member.role === 'moderator',
    may: permissions(staff, member),
  };
  return consolePage(c, member.username, <MemberPage t={t} isAdmin={staff.role === 'admin'} member={view} />);
});

/** Runs a member action the acting staff member may take: its statements, then the audit entry if they changed something. */
async function memberAction(
  c: Context<AppEnv>, permission: 'disable' | 'role' | 'uploader',
  plan: (member: StaffMemberRow, one: (name: string) => string) => { action: AuditAction; statements: D1PreparedStatement[]; after: Record<string, unknown> } | null,
) {
  const { staff, one } = await staffForm(c);
  const member = assertFound(await readStaffMember(c.env.DB, idParam(c.req.param('id')), nowSeconds()));
  const back = adminUrls.member(member.user_id);
  if (!permissions(staff, member)[permission]) return redirectWith(c, back, 'staff_invalid');
  const planned = plan(member, one);
  if (!planned) return redirectWith(c, back, 'staff_invalid');
  return auditedChange(c, staff, {
    statements: planned.statements,
    audit: { action: planned.action, targetType: 'member', targetId: member.user_id, before: { status_id: member.status_id, role: member.role }, after: planned.after },
    back,
    always: planned.action === 'member.disable',
    // A disabled member's profile and content names change in cached lists and pages.
    catalogue: planned.action === 'member.disable' || planned.action === 'member.enable',
  });
}

memberAdminRoutes.post('/admin/members/:id{[0-9]+}/disable/', (c) =>
  memberAction(c, 'disable', (member) => member.status_id === DISABLED ? null : {
    action: 'member.disable', statements: disableStatements(c.env.DB, member.user_id), after: { status_id: DISABLED },
  }));

memberAdminRoutes.post('/admin/members/:id{[0-9]+}/enable/', (c) =>
  memberAction(c, 'disable', (member) => member.status_id !== DISABLED ? null : {
    action: 'member.enable', statements: [enableStatement(c.env.DB, member.user_id)], after: { status_id: member.enabled_status_id ?? 2 },
  }));

memberAdminRoutes.post('/admin/members/:id{[0-9]+}/role/', async (c) => {
  requireStaff(c, 'admin');
  return memberAction(c, 'role', (member, one) => {
    const role = one('role');
    if (role !== 'moderator' && role !== 'member') return null;
    return {
      action: role === 'moderator' ? 'member.grant_moderator' : 'member.revoke_moderator',
      statements: [setRoleStatement(c.env.DB, member.user_id, role)], after: { role },
    };
  });
});

memberAdminRoutes.post('/admin/members/:id{[0-9]+}/uploader/', (c) =>
  memberAction(c, 'uploader', (member, one) => {
    const trusted = one('trusted');
    if (trusted !== '1' && trusted !== '0') return null;
    return {
      action: trusted === '1' ? 'member.grant_uploader' : 'member.revoke_uploader',
      statements: [setUploaderStatement(c.env.DB, member.user_id, trusted === '1')], after: { trusted: trusted === '1' },
    };
  }));
