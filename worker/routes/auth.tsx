// Account screens as plain forms: sign-in, sign-up and restore (one screen), email confirmation and new password.
// Success answers 303 (with a flash notice where the spec has one); a refusal re-renders the form with field errors (422).
import { Hono, type Context } from 'hono';
import { NewPasswordPage, SignInPage, SignUpPage } from '../../views/pages/auth';
import { urls } from '../../views/urls';
import {
  confirmSignup, requestRestore, setNewPassword, signIn, signUp, text, type FieldErrors, type SignupField,
} from '../auth/accounts';
import { authExtras } from '../auth/extras';
import { TOKEN_PATTERN, sha256Hex } from '../auth/random';
import { peekAccountToken } from '../db/accounts';
import type { AppEnv } from '../env';
import { setFlash, type NoticeCode } from '../middleware/flash';
import { nowSeconds } from '../http/clock';
import { redirectTo, safeBack } from '../http/location';
import { readForm } from '../http/params';

export const authRoutes = new Hono<AppEnv>();

/** A redirect that carries a notice; never cached. */
function redirectWith(c: Context<AppEnv>, to: string, notice?: NoticeCode) {
  if (notice) setFlash(c, notice);
  c.header('Cache-Control', 'no-store');
  return redirectTo(c, to, 303);
}

function refused(c: Context<AppEnv>) {
  c.status(422);
  c.header('Cache-Control', 'no-store');
}

const noindex = (title: string) => ({ meta: { title, robots: 'noindex' } });

authRoutes.get('/signin/', (c) => {
  const back = safeBack(c.req.query('back'));
  if (c.get('user')) return redirectWith(c, back);
  const t = c.get('t');
  return c.render(<SignInPage t={t} back={back} state={{ values: {}, errors: {} }} extras={authExtras(c, back)} />, noindex(t('auth.signinTitle')));
});

/** Login success goes back to the page the visitor came from, which then shows them signed in (spec: reload). */
authRoutes.post('/signin/', async (c) => {
  const form = await readForm(c);
  const back = safeBack(text(form.back));
  const outcome = await signIn(c, form);
  if (outcome.ok) return redirectWith(c, back);
  const t = c.get('t');
  refused(c);
  return c.render(
    <SignInPage t={t} back={back} state={{ values: { usr: text(form.usr) }, errors: outcome.errors }} extras={authExtras(c, back)} />,
    noindex(t('auth.signinTitle')),
  );
});

function signUpScreen(
  c: Context<AppEnv>,
  focus: 'signup' | 'restore',
  signup: { values: Partial<Record<SignupField, string>>; errors: FieldErrors<SignupField> } = { values: {}, errors: {} },
  restore: { values: { email?: string }; errors: FieldErrors<'email'> } = { values: {}, errors: {} },
) {
  const t = c.get('t');
  return c.render(
    <SignUpPage t={t} focus={focus} signup={signup} restore={restore} extras={authExtras(c)} />,
    noindex(t(focus === 'signup' ? 'auth.signupTitle' : 'auth.restoreTitle')),
  );
}

authRoutes.get('/signup/', (c) => (c.get('user') ? redirectWith(c, urls.home()) : signUpScreen(c, 'signup')));
authRoutes.get('/restore-password/', (c) => signUpScreen(c, 'restore'));

authRoutes.post('/signup/', async (c) => {
  const form = await readForm(c);
  const outcome = await signUp(c, form);
  if (outcome.ok) return redirectWith(c, urls.signin(), 'signup_sent');
  refused(c);
  return signUpScreen(c, 'signup', { values: { username: text(form.username), email: text(form.email) }, errors: outcome.errors });
});

authRoutes.post('/restore-password/', async (c) => {
  const form = await readForm(c);
  const outcome = await requestRestore(c, form);
  if (outcome.ok) return redirectWith(c, urls.signin(), 'restore_sent');
  refused(c);
  return signUpScreen(c, 'restore', undefined, { values: { email: text(form.email) }, errors: outcome.errors });
});

/** The link of the confirmation mail: confirms, signs in and goes home; a used or expired link says so. */
authRoutes.get('/confirm-email/', async (c) => {
  const token = c.req.query('token') ?? '';
  const confirmed = TOKEN_PATTERN.test(token) && (await confirmSignup(c, token));
  return confirmed ? redirectWith(c, urls.home(), 'email_confirmed') : redirectWith(c, urls.signin(), 'confirm_link_invalid');
});

authRoutes.get('/new-password/', async (c) => {
  const token = c.req.query('token') ?? '';
  const valid = TOKEN_PATTERN.test(token) && (await peekAccountToken(c.env.DB, await sha256Hex(token), 'restore_password', nowSeconds()));
  if (!valid) return redirectWith(c, urls.restorePassword(), 'restore_link_invalid');
  const t = c.get('t');
  c.header('Cache-Control', 'no-store');
  return c.render(<NewPasswordPage t={t} token={token} errors={{}} />, noindex(t('auth.newPasswordTitle')));
});

authRoutes.post('/new-password/', async (c) => {
  const token = c.req.query('token') ?? '';
  if (!TOKEN_PATTERN.test(token)) return redirectWith(c, urls.restorePassword(), 'restore_link_invalid');
  const outcome = await setNewPassword(c, token, await readForm(c));
  if (outcome.ok) return redirectWith(c, urls.home(), 'password_reset');
  if (outcome.errors.notify === 'restore_link_invalid') return redirectWith(c, urls.restorePassword(), 'restore_link_invalid');
  const t = c.get('t');
  refused(c);
  return c.render(<NewPasswordPage t={t} token={token} errors={outcome.errors} />, noindex(t('auth.newPasswordTitle')));
});
