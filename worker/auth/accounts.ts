// The account actions behind both the plain forms (worker/routes/auth.tsx) and the JSON API (worker/api/auth.ts):
// sign-in, sign-up, email confirmation, restore mail and new password. Each answers success or a codes map keyed by field.
import type { Context } from 'hono';
import * as z from 'zod';
import { translator, isLang, type Lang } from '../../locales';
import type en from '../../locales/en.json';
import { UNKNOWN_COUNTRY } from '../config/countries';
import { SITE } from '../config/site';
import {
  confirmEmail, findAccountByEmail, findAccountByLogin, findTaken, insertAccount, insertAccountToken,
  recordLogin, takeAccountToken, updatePassword, type LinkToken, type TokenPurpose,
} from '../db/accounts';
import { clearAttempts } from '../db/auth-attempts';
import { deleteMemberSessions } from '../db/sessions';
import type { AppEnv } from '../env';
import { nowSeconds } from '../http/clock';
import { reportConversion } from '../stats/analytics';
import { CAPTCHA_FIELD } from '../config/turnstile';
import { verifyCaptcha } from './captcha';
import { mailerFor, type Mail } from './mailer';
import { hashPassword, verifyPassword } from './password';
import { randomToken, sha256Hex } from './random';
import { takeAttempt, type RateScope } from './rate-limit';
import { startSession } from './session-cookie';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 5;
/** PBKDF2 cost grows with the password; longer ones are refused rather than hashed. */
export const PASSWORD_MAX = 128;
/** Letters of any script, digits, dot, dash and underscore. */
const USERNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;
const CONFIRM_TTL = 48 * 3600;
const RESTORE_TTL = 3600;

/** A refusal: error codes keyed by the field they belong to, `notify` for the form as a whole. */
export type AuthErrorCode = keyof (typeof en)['auth']['errors'];
export type FieldErrors<F extends string> = Partial<Record<F | 'notify', AuthErrorCode>>;
export type Outcome<F extends string> = { ok: true; userId: number } | { ok: false; errors: FieldErrors<F> };

export type LoginField = 'usr' | 'pwd';
export type SignupField = 'username' | 'email' | 'password';
export type RestoreField = 'email';
export type NewPasswordField = 'password';

/** Form values as strings: anything missing or not text (a file) counts as empty. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The visitor's address as Cloudflare reports it; local runs have none and share one bucket. */
export function clientIp(c: Context<AppEnv>): string {
  return c.req.header('CF-Connecting-IP') ?? 'local';
}

export const emailSchema = z.string().max(254).email();

function passwordCode(password: string, tooShort: AuthErrorCode, tooLong: AuthErrorCode): AuthErrorCode | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return tooShort;
  if (length > PASSWORD_MAX) return tooLong;
  return null;
}

const TOO_MANY = { notify: 'too_many_attempts' } as const;

// A wrong username costs the same PBKDF2 time as a wrong password, so timing does not tell which accounts exist.
let decoyHash: Promise<string> | null = null;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(randomToken());
  return decoyHash;
}

/** The login limit's subject for an existing account: its id, so the username and the email share one allowance. */
export const loginSubject = (userId: number) => `user:${userId}`;

export async function signIn(c: Context<AppEnv>, form: Record<string, unknown>): Promise<Outcome<LoginField>> {
  const usr = text(form.usr).trim();
  const pwd = text(form.pwd);
  const errors: FieldErrors<LoginField> = {};
  if (!usr) errors.usr = 'required';
  if (!pwd) errors.pwd = 'required';
  if (errors.usr || errors.pwd) return { ok: false, errors };
  // Values no account can have are refused without a query (spec section 5).
  if ([...usr].length < USERNAME_MIN || [...pwd].length < PASSWORD_MIN || [...pwd].length > PASSWORD_MAX || usr.length > 254) {
    return { ok: false, errors: { pwd: 'invalid_usr_or_pwd' } };
  }
  if (!(await verifyCaptcha(c.env, text(form[CAPTCHA_FIELD]), clientIp(c)))) return { ok: false, errors: { notify: 'captcha_failed' } };
  const now = nowSeconds();
  const account = await findAccountByLogin(c.env.DB, usr);
  // One allowance per account, whether its username or its email was typed; a login no account has counts as typed.
  const subject = account ? loginSubject(account.user_id) : usr.toLowerCase();
  // Every check takes an attempt first; only a right password gives it back, so parallel guesses get the limit and no more.
  const attempt = await takeAttempt(c.env.DB, [['login_account', subject], ['login_ip', clientIp(c)]], now);
  if (!attempt) return { ok: false, errors: TOO_MANY };
  const matches = await verifyPassword(pwd, account?.password_hash ?? (await decoy()));
  if (!account || !account.password_hash || !matches) return { ok: false, errors: { pwd: 'invalid_usr_or_pwd' } };
  await attempt.giveBack();
  if (!account.email_confirmed) return { ok: false, errors: { usr: 'not_confirmed' } };
  await clearAttempts(c.env.DB, 'login_account', subject);
  await signInAs(c, account.user_id, now);
  return { ok: true, userId: account.user_id };
}

/** Starts a fresh session for the member (login, confirmation link, new password, Google). */
export async function signInAs(c: Context<AppEnv>, userId: number, now: number): Promise<void> {
  await startSession(c, userId, now);
  await recordLogin(c.env.DB, userId, now);
}

export async function signUp(c: Context<AppEnv>, form: Record<string, unknown>): Promise<Outcome<SignupField>> {
  const username = text(form.username).trim();
  const email = text(form.email).trim();
  const password = text(form.password);
  const errors: FieldErrors<SignupField> = {};
  const usernameLength = [...username].length;
  if (!username) errors.username = 'required';
  else if (usernameLength < USERNAME_MIN) errors.username = 'username_short';
  else if (usernameLength > USERNAME_MAX) errors.username = 'username_long';
  else if (!USERNAME_PATTERN.test(username)) errors.username = 'username_invalid';
  if (!email) errors.email = 'required';
  else if (!emailSchema.safeParse(email).success) errors.email = 'email_invalid';
  const passwordError = password ? passwordCode(password, 'password_short', 'password_long') : 'required';
  if (passwordError) errors.password = passwordError;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (!(await verifyCaptcha(c.env, text(form[CAPTCHA_FIELD]), clientIp(c)))) return { ok: false, errors: { notify: 'captcha_failed' } };
  const now = nowSeconds();
  // The allowance counts accounts made: an attempt is taken first and given back when no account comes of it.
  const attempt = await takeAttempt(c.env.DB, [['signup_ip', clientIp(c)]], now);
  if (!attempt) return { ok: false, errors: TOO_MANY };
  const taken = await findTaken(c.env.DB, username, email);
  if (taken.username || taken.email) {
    await attempt.giveBack();
    return {
      ok: false,
      errors: { ...(taken.username && { username: 'username_exists' as const }), ...(taken.email && { email: 'email_exists' as const }) },
    };
  }
  // The account, its confirmation link and the mail with it are stored together: a failure leaves no account behind.
  const { token, mail } = await linkMail(c, { username, email, lang: c.get('lang') }, 'confirm_email', now);
  const mailer = mailerFor(c.env);
  const stored = mailer.stored(c.env.DB, mail);
  const account = {
    username, email, passwordHash: await hashPassword(password), emailConfirmed: false,
    lang: c.get('lang'), country: c.get('country') === UNKNOWN_COUNTRY ? null : c.get('country'), now,
  };
  const userId = await insertAccount(c.env.DB, account, { token, along: stored ? [stored] : [] });
  if (userId === null) {
    await attempt.giveBack();
    return { ok: false, errors: { username: 'username_exists' } };
  }
  reportConversion(c, 'signup');
  await mailer.send(mail);
  return { ok: true, userId };
}

export async function requestRestore(c: Context<AppEnv>, form: Record<string, unknown>): Promise<Outcome<RestoreField>> {
  const email = text(form.email).trim();
  if (!email) return { ok: false, errors: { email: 'required' } };
  if (!emailSchema.safeParse(email).success) return { ok: false, errors: { email: 'email_invalid' } };
  if (!(await verifyCaptcha(c.env, text(form[CAPTCHA_FIELD]), clientIp(c)))) return { ok: false, errors: { notify: 'captcha_failed' } };
  const now = nowSeconds();
  const subjects: [RateScope, string][] = [['restore_email', email.toLowerCase()], ['restore_ip', clientIp(c)]];
  if (!(await takeAttempt(c.env.DB, subjects, now))) return { ok: false, errors: TOO_MANY };
  const account = await findAccountByEmail(c.env.DB, email);
  if (!account) return { ok: false, errors: { email: 'eml_doesnt_exist' } };
  const { token, mail } = await linkMail(c, { ...account, email: account.email ?? email }, 'restore_password', now);
  const mailer = mailerFor(c.env);
  const stored = mailer.stored(c.env.DB, mail);
  await insertAccountToken(c.env.DB, account.user_id, token, stored ? [stored] : []);
  await mailer.send(mail);
  return { ok: true, userId: account.user_id };
}

/** Sets the password a restore link allows, confirms the email it reached, ends every other session and signs in. */
export async function setNewPassword(c: Context<AppEnv>, token: string, form: Record<string, unknown>): Promise<Outcome<NewPasswordField>> {
  const password = text(form.password);
  const passwordError = password ? passwordCode(password, 'invalid_password', 'invalid_password') : 'required';
  if (passwordError) return { ok: false, errors: { password: passwordError } };
  const now = nowSeconds();
  const userId = await takeAccountToken(c.env.DB, await sha256Hex(token), 'restore_password', now);
  if (userId === null) return { ok: false, errors: { notify: 'restore_link_invalid' } };
  await updatePassword(c.env.DB, userId, await hashPassword(password));
  await confirmEmail(c.env.DB, userId);
  await deleteMemberSessions(c.env.DB, userId);
  await signInAs(c, userId, now);
  return { ok: true, userId };
}

/** Confirms the email of a sign-up link and signs the member in; false for a used, expired or unknown link. */
export async function confirmSignup(c: Context<AppEnv>, token: string): Promise<boolean> {
  const now = nowSeconds();
  const userId = await takeAccountToken(c.env.DB, await sha256Hex(token), 'confirm_email', now);
  if (userId === null) return false;
  await confirmEmail(c.env.DB, userId);
  await signInAs(c, userId, now);
  return true;
}

const LINK_PATHS: Record<TokenPurpose, string> = { confirm_email: '/confirm-email/', restore_password: '/new-password/' };
const LINK_TTLS: Record<TokenPurpose, number> = { confirm_email: CONFIRM_TTL, restore_password: RESTORE_TTL };

/** A single-use link for the member and the mail that carries it, in their language; the caller stores and sends them. */
async function linkMail(
  c: Context<AppEnv>, account: { username: string; email: string; lang: string | null }, purpose: TokenPurpose, now: number,
): Promise<{ token: LinkToken; mail: Mail }> {
  const token = randomToken();
  const lang: Lang = account.lang && isLang(account.lang) ? account.lang : c.get('lang');
  const t = translator(lang);
  const link = `${new URL(c.req.url).origin}${LINK_PATHS[purpose]}?token=${token}`;
  const params = { site: SITE.name, username: account.username, link, hours: LINK_TTLS[purpose] / 3600 };
  return {
    token: { tokenHash: await sha256Hex(token), purpose, now, ttl: LINK_TTLS[purpose] },
    mail: { to: account.email, kind: purpose, subject: t(`mail.${purpose}.subject`, params), text: t(`mail.${purpose}.text`, params) },
  };
}
