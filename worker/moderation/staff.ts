// Who may use the operator console: moderators and admins. For anyone else every console path is the 404 page, as if
// it did not exist; admin-only parts are likewise a 404 for moderators.
import type { Context } from 'hono';
import type { AuditActor } from '../db/audit';
import type { AppEnv, SessionUser } from '../env';
import { signedInMember } from '../middleware/session';
import { notFound } from '../http/params';

export type StaffRole = 'moderator' | 'admin';

export function isStaff(user: SessionUser | null): boolean {
  return user !== null && (user.role === 'moderator' || user.role === 'admin');
}

/** The signed-in staff member with at least `role`; anyone else gets the 404 page (a session D1 cannot read, the 503). */
export function requireStaff(c: Context<AppEnv>, role: StaffRole = 'moderator'): SessionUser & AuditActor {
  const user = signedInMember(c);
  if (!user || !isStaff(user) || (role === 'admin' && user.role !== 'admin')) notFound();
  return user;
}
