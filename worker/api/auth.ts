// The account calls of spec section 7 for JS clients (the Login modal): /api/login.php and /api/signup.php answer
// success or an error with a codes map keyed by field (and its texts in the visitor's language); /api/login.g.php is
// Google sign-in. They share worker/auth/accounts.ts with the plain forms.
import { Hono, type Context } from 'hono';
import type { Translate } from '../../locales';
import { signIn, signUp, type FieldErrors, type Outcome } from '../auth/accounts';
import { finishGoogleSignIn, googleConfigured, startGoogleSignIn } from '../auth/google';
import { redirectTo } from '../http/location';
import type { AppEnv } from '../env';
import { readForm } from '../http/params';
import { setFlash } from '../middleware/flash';
import { urls } from '../../views/urls';
import { jsonError, jsonOutcome } from '../http/json';

export const authApi = new Hono<AppEnv>();

function messages(t: Translate, errors: FieldErrors<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, t(`auth.errors.${code!}`)]));
}

function answer(c: Context<AppEnv>, outcome: Outcome<string>, success: Record<string, unknown> = {}) {
  return jsonOutcome(c, outcome, (codes) => messages(c.get('t'), codes), success);
}

authApi.post('/api/login.php', async (c) => answer(c, await signIn(c, await readForm(c))));

authApi.post('/api/signup.php', async (c) => {
  const outcome = await signUp(c, await readForm(c));
  return answer(c, outcome, { notice: 'signup_sent', message: c.get('t')('notify.signup_sent') });
});

/** Without `code`: off to Google; with it (Google's redirect back): signed in and back, or to sign-in with a notice. */
authApi.get('/api/login.g.php', async (c) => {
  if (!googleConfigured(c.env)) return jsonError(c, 404, 'not_found');
  if (c.req.query('code') === undefined && c.req.query('error') === undefined) return startGoogleSignIn(c);
  const result = c.req.query('code') === undefined ? ({ ok: false } as const) : await finishGoogleSignIn(c);
  c.header('Cache-Control', 'no-store');
  if (result.ok) return redirectTo(c, result.back, 303);
  setFlash(c, 'google_failed');
  return c.redirect(urls.signin(), 303);
});
