// JSON responses of the /api/ surface: cached reads carry their lifetime, errors are small and never cached.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';

/** A read's JSON with its lifetime; one built from copies past their lifetime (D1 failing) is not to be kept. */
export function jsonRead(c: Context<AppEnv>, body: unknown, lifetime: number) {
  c.header('Cache-Control', lifetime > 0 && !c.get('staleData') ? `public, max-age=${lifetime}` : 'no-store');
  return c.json(body);
}

export function jsonError(c: Context<AppEnv>, status: ContentfulStatusCode, code: string) {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: true, code }, status);
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
  const codes = outcome.errors;
  const code = Object.values(codes)[0]!;
  return c.json({ error: true, code, codes, messages: messages(codes) }, code === 'too_many_attempts' ? 429 : 422);
}
