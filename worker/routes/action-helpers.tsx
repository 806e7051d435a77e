// What every member action route shares: the posted form read and checked once (a guest is sent to log in, a
// malformed form is a 400), the plain-form answer (303 back with a notice) and the htmx answer (a fragment with the
// notice swapped into the page's notice area out of band).
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { NOTICES_ID, Toast } from '../../views/parts/toast';
import { urls } from '../../views/urls';
import { text } from '../auth/accounts';
import type { AppEnv } from '../env';
import { NOTICES, noticeText, type NoticeCode } from '../middleware/flash';
import { safeBack } from '../http/location';
import { jsonError, jsonRefusal } from '../http/json';
import { readForm } from '../http/params';

/** The notice of a fragment answer: swapped into the page's notice area out of band. */
export function OutOfBandNotice({ c, code }: { c: Context<AppEnv>; code: NoticeCode }) {
  return (
    <div id={NOTICES_ID} hx-swap-oob="true">
      <Toast text={noticeText(c.get('t'), code)} kind={NOTICES[code]} />
    </div>
  );
}

export function isHtmx(c: Context<AppEnv>): boolean {
  return c.req.header('HX-Request') === 'true';
}

export function fragment(c: Context<AppEnv>, status: 200 | 422, node: ReactNode) {
  c.header('Cache-Control', 'no-store');
  c.header('Vary', 'HX-Request');
  return c.html(renderToString(node), status);
}

/**
 * The htmx answer to removing a list's row or card: the row is deleted (htmx skips an empty swap next to an
 * out-of-band notice, so it is told to delete), a refused one stays; the notice comes out of band.
 */
export function removedCard(c: Context<AppEnv>, gone: boolean, notice: NoticeCode | null | undefined) {
  c.header('HX-Reswap', gone ? 'delete' : 'none');
  return fragment(c, 200, <>{notice && <OutOfBandNotice c={c} code={notice} />}</>);
}

/** Parses the posted form and runs the action; a guest is sent to log in (and back), a malformed form is a 400. */
export async function perform<O extends { ok: true } | { ok: false; code: string }>(
  c: Context<AppEnv>, action: (c: Context<AppEnv>, form: Record<string, unknown>) => Promise<O>,
) {
  const form = await readForm(c);
  const back = safeBack(text(form.back));
  const outcome = await action(c, form);
  const code = outcome.ok ? null : (outcome as { code: string }).code;
  const early = code === 'login_required' ? c.redirect(urls.signin(back), 303)
    : code === 'invalid_request' ? jsonRefusal(c, 400, code, 'invalid_request') : null;
  return { form, back, outcome, early };
}

/** The text of a call refused as a whole whose action names no notice of its own. */
const REFUSAL_NOTICES: Partial<Record<string, NoticeCode>> = {
  login_required: 'login_required', invalid_request: 'invalid_request', not_found: 'not_available', not_in_list: 'not_in_list',
};

/**
 * A JSON answer of the spec's calls: ok with the notice's text (and `extra`), or an ApiError with the field it belongs
 * to and its text (a refusal as a whole, on notify, always has one).
 */
export function jsonOutcome(
  c: Context<AppEnv>,
  outcome: { ok: true; notice?: NoticeCode | null } | { ok: false; code: string; notice?: NoticeCode | null; field?: string; message?: string; info?: Record<string, unknown> },
  extra: Record<string, unknown> = {},
) {
  c.header('Cache-Control', 'no-store');
  const t = c.get('t');
  if (outcome.ok) return c.json({ ok: true, ...(outcome.notice && { message: noticeText(t, outcome.notice) }), ...extra });
  const status = ({ login_required: 403, invalid_request: 400, not_found: 404, forbidden: 403 } as Record<string, 400 | 403 | 404>)[outcome.code] ?? 200;
  const field = outcome.field ?? 'notify';
  const notice = outcome.notice ?? (field === 'notify' ? REFUSAL_NOTICES[outcome.code] : undefined);
  const message = outcome.message ?? (notice ? noticeText(t, notice) : undefined);
  return jsonError(c, status, outcome.code, { field, ...(message && { message }), ...(outcome.info && { info: outcome.info }) });
}
