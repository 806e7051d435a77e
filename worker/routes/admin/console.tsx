// What every console route shares: its pages never cached nor indexed, its forms read once with the acting staff
// member, the page again with errors (422); a change goes with its audit entry in one batch (auditedChange), and
// answers back to a console page with a notice go through redirectWith.
import type { Context } from 'hono';
import type { ReactElement } from 'react';
import type { Translate } from '../../../locales';
import { REJECT_REASONS } from '../../config/moderation';
import { bumpCatalogueGeneration } from '../../cache/generation';
import { auditStatement, type AuditActor, type AuditEntry } from '../../db/audit';
import type { AppEnv } from '../../env';
import { redirectWith } from '../../http/location';
import { nowSeconds } from '../../http/clock';
import { requireStaff } from '../../moderation/staff';
import { one, texts } from '../../uploads/forms';
import { readFormAll } from '../../http/params';

/** A console page; `refreshSeconds` reloads it without JavaScript while what it follows is under way. */
export function consolePage(c: Context<AppEnv>, title: string, page: ReactElement, status: 200 | 422 = 200, options: { refreshSeconds?: number } = {}) {
  c.header('Cache-Control', 'no-store');
  c.status(status);
  return c.render(page, { meta: { title, robots: 'noindex, nofollow', refreshSeconds: options.refreshSeconds } });
}

/** The acting staff member and the posted form (every value of repeated names). */
export async function staffForm(c: Context<AppEnv>, role: 'moderator' | 'admin' = 'moderator') {
  const staff = requireStaff(c, role);
  const form = await readFormAll(c);
  return { staff, form, one: (name: string) => one(form, name).trim(), all: (name: string) => texts(form, name) };
}

export function reasonChoices(t: Translate) {
  return REJECT_REASONS.map((reason) => ({ value: reason, label: t(`admin.reasons.${reason}`) }));
}

export const CONSOLE_PAGE_SIZE = 50;

export interface AuditedChange {
  statements: D1PreparedStatement[];
  audit: AuditEntry;
  /** Where the staff member goes back to, with staff_done or staff_unchanged. */
  back: string;
  /** The statement whose changes say whether anything changed (default the first); the entry follows it. */
  decidedBy?: number;
  /** The entry is written even when nothing changed. */
  always?: boolean;
  /** The change shows in cached lists and pages: when it changed something, a new catalogue generation starts. */
  catalogue?: boolean;
}

/**
 * A console change: its statements and its audit entry in one batch, the entry right after the statement that decides
 * (written only if that changed something, unless `always`), then back with the notice that says whether it did.
 */
export async function auditedChange(c: Context<AppEnv>, staff: AuditActor, change: AuditedChange) {
  const decidedBy = change.decidedBy ?? 0;
  const audit = auditStatement(c.env.DB, staff, change.audit, nowSeconds(), { ifChanged: !change.always });
  const results = await c.env.DB.batch([...change.statements.slice(0, decidedBy + 1), audit, ...change.statements.slice(decidedBy + 1)]);
  const changed = results[decidedBy]!.meta.changes > 0;
  if (changed && change.catalogue) await bumpCatalogueGeneration(c.env);
  return redirectWith(c, change.back, changed ? 'staff_done' : 'staff_unchanged');
}
