// JSON responses of the /api/ surface (and the runner and tus endpoints): cached reads carry their lifetime; errors
// come in one shape (ApiError, docs/api.md), small and never cached.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';
import { noticeText, type NoticeCode } from '../middleware/flash';

/** A read's JSON with its lifetime; one built from copies past their lifetime (D1 failing) is not to be kept. */
export function jsonRead(c: Context<AppEnv>, body: unknown, lifetime: number) {
  c.header('Cache-Control', lifetime > 0 && !c.get('staleData') ? `public, max-age=${lifetime}` : 'no-store');
  return c.json(body);
}

/**
 * Every /api/ error (docs/api.md): its code; the field it belongs to ('notify': the whole form) and its text in the
 * visitor's language; for a form refused on several fields, the codes and texts by field; and under info what a client
 * needs to act on it (a limit its text names, seconds to wait, files missing, the counts that stand).
 */
export interface ApiError {
  error: true;
  code: string;
  field?: string;
  message?: string;
  codes?: Record<string, string>;
  messages?: Record<string, string>;
  info?: Record<string, unknown>;
}

export function jsonError(c: Context, status: ContentfulStatusCode, code: string, more: Omit<ApiError, 'error' | 'code'> = {}) {
  c.header('Cache-Control', 'no-store');
  const body: ApiError = { error: true, code, ...more };
  return c.json(body, status);
}

/**
 * A call refused as a whole (spec 7, docs/api.md "The response interceptor"): its code on `notify` with the notice's
 * text in the visitor's language, which the client shows as a toast; `info` what a client needs besides.
 */
export function jsonRefusal(c: Context<AppEnv>, status: ContentfulStatusCode, code: string, notice: NoticeCode, info?: Record<string, unknown>) {
  return jsonError(c, status, code, { field: 'notify', message: noticeText(c.get('t'), notice), ...(info && { info }) });
}

/** The spec's error code of a failed call's HTTP status, for answers no handler shaped itself. */
const STATUS_CODES: Partial<Record<number, string>> = {
  400: 'invalid_request', 403: 'forbidden', 404: 'not_found', 405: 'method_not_allowed', 413: 'too_large',
  429: 'too_many_attempts', 503: 'unavailable',
};

export function jsonStatus(c: Context<AppEnv>, status: ContentfulStatusCode) {
  return jsonError(c, status, STATUS_CODES[status] ?? 'server_error');
}

/** What a form action answers: success, or its refusal as error codes keyed by field (`notify` for the whole form). */
export type ActionOutcome<C extends string> = { ok: true } | { ok: false; errors: Partial<Record<string, C>> };

/**
 * A form action's answer to a JS client: 200 with success, or 422 (429 when rate-limited) with the first code, the
 * codes by field and their texts in the visitor's language.
 */
export function jsonOutcome<C extends string>(
  c: Context<AppEnv>,
  outcome: ActionOutcome<C>,
  messages: (errors: Partial<Record<string, C>>) => Record<string, string>,
  success: Record<string, unknown> = {},
) {
  c.header('Cache-Control', 'no-store');
  if (outcome.ok) return c.json({ success: true, ...success });
  const codes = outcome.errors as Record<string, C>;
  const code = Object.values(codes)[0]!;
  return jsonError(c, code === 'too_many_attempts' ? 429 : 422, code, { codes, messages: messages(codes) });
}
