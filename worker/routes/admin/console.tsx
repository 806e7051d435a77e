// What every console route shares: its pages never cached nor indexed, its forms read once with the acting staff
// member, and its answers: back to a console page with a notice (303), or the page again with errors (422).
import type { Context } from 'hono';
import type { ReactElement } from 'react';
import type { Translate } from '../../../locales';
import { REJECT_REASONS } from '../../config/moderation';
import type { AppEnv } from '../../env';
import { setFlash, type NoticeCode } from '../../middleware/flash';
import { requireStaff } from '../../moderation/staff';
import { one, texts } from '../../uploads/forms';
import { redirectTo } from '../location';
import { readFormAll } from '../params';

export function consolePage(c: Context<AppEnv>, title: string, page: ReactElement, status: 200 | 422 = 200) {
  c.header('Cache-Control', 'no-store');
  c.status(status);
  return c.render(page, { meta: { title, robots: 'noindex, nofollow' } });
}

/** Back to a console page with the outcome's notice. */
export function backTo(c: Context<AppEnv>, to: string, notice: NoticeCode) {
  setFlash(c, notice);
  c.header('Cache-Control', 'no-store');
  return redirectTo(c, to, 303, '/admin/');
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

/** The console's page number from ?page= (1 when absent or not a number). */
export function consolePageNumber(c: Context<AppEnv>): number {
  const page = Number(c.req.query('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export const CONSOLE_PAGE_SIZE = 50;
