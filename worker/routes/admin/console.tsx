// What every console route shares: its pages never cached nor indexed, its forms read once with the acting staff
// member, the page again with errors (422); answers back to a console page with a notice go through redirectWith.
import type { Context } from 'hono';
import type { ReactElement } from 'react';
import type { Translate } from '../../../locales';
import { REJECT_REASONS } from '../../config/moderation';
import type { AppEnv } from '../../env';
import { requireStaff } from '../../moderation/staff';
import { one, texts } from '../../uploads/forms';
import { readFormAll } from '../../http/params';

export function consolePage(c: Context<AppEnv>, title: string, page: ReactElement, status: 200 | 422 = 200) {
  c.header('Cache-Control', 'no-store');
  c.status(status);
  return c.render(page, { meta: { title, robots: 'noindex, nofollow' } });
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
