// A member deletes their own account from /edit/ (docs/privacy.md): confirmed by their password (or, for an account
// without one, made by Google sign-in, by typing their username), then one D1 batch removes or anonymises what is
// theirs, keeps the username reserved, writes the audit entry and the confirmation mail; all of it or none.
import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import { isLang, translator } from '../../locales';
import { bumpCatalogueGeneration } from '../cache/generation';
import { deletedAccountUploads } from '../config/account-deletion';
import { SITE } from '../config/site';
import { accountDeletionStatements, readDeletableAccount, type DeletedAccount } from '../db/account-deletion';
import { readAccount } from '../db/accounts';
import { auditStatement } from '../db/audit';
import type { AppEnv } from '../env';
import { nowSeconds } from '../http/clock';
import { forgetMember } from '../loaders/member';
import { loginSubject, text } from './accounts';
import { mailerFor, type Mail } from './mailer';
import { checkCurrentPassword, type ProfileOutcome } from './profile';
import { SESSION_COOKIE, sharedPrivateCookie } from './session-cookie';

/** The form's fields: the current password, or the username typed out by an account that has no password. */
export type DeleteField = 'current_password' | 'confirm_username';

/** The confirmation mail, in the member's language, to the address the account had. */
function deletionMail(c: Context<AppEnv>, account: DeletedAccount, email: string): Mail {
  const t = translator(account.lang && isLang(account.lang) ? account.lang : c.get('lang'));
  const params = { site: SITE.name, username: account.username };
  return { to: email, kind: 'account_deleted', subject: t('mail.account_deleted.subject', params), text: t('mail.account_deleted.text', params) };
}

/**
 * Deletes the signed-in member's account once the form confirms it. A wrong password counts as a failed login of the
 * account (checkCurrentPassword). On success every session of the member has ended, this request's cookie is cleared,
 * cached copies of them are forgotten and the catalogue starts a new generation; the mail goes out only then.
 */
export async function deleteOwnAccount(c: Context<AppEnv>, userId: number, form: Record<string, unknown>): Promise<ProfileOutcome<DeleteField>> {
  const db = c.env.DB;
  const [login, account] = await Promise.all([readAccount(db, userId), readDeletableAccount(db, userId)]);
  if (!login || !account) throw new HTTPException(403);
  if (login.password_hash) {
    const current = text(form.current_password);
    if (!current) return { ok: false, errors: { current_password: 'required' } };
    const refusal = await checkCurrentPassword(c, userId, login.password_hash, current);
    if (refusal) return { ok: false, errors: refusal };
  } else {
    // No password to ask for (Google sign-in): the username typed out, in any case, confirms it is meant.
    const typed = text(form.confirm_username).trim();
    if (!typed) return { ok: false, errors: { confirm_username: 'required' } };
    if (typed.toLowerCase() !== account.username.toLowerCase()) return { ok: false, errors: { confirm_username: 'username_mismatch' } };
  }
  const now = nowSeconds();
  const uploads = deletedAccountUploads(c.env.DELETED_ACCOUNT_UPLOADS);
  const mailer = mailerFor(c.env);
  const mail = account.email ? deletionMail(c, account, account.email) : null;
  const audit = auditStatement(db, { userId, username: account.username }, {
    action: 'account.delete', targetType: 'member', targetId: userId, after: { status_id: 0, uploads },
  }, now, { ifChanged: true });
  await db.batch(accountDeletionStatements(db, { account, uploads, loginSubject: loginSubject(userId), now }, {
    audit, mail: mail ? mailer.stored(db, mail) : null,
  }));
  deleteCookie(c, SESSION_COOKIE, sharedPrivateCookie(c));
  await forgetMember(c, userId);
  await bumpCatalogueGeneration(c.env);
  if (mail) {
    // The account is gone whatever the provider answers; a mail it refuses is logged, not undone.
    await mailer.send(mail).catch((error: unknown) => console.error(`account deletion mail for member ${userId}:`, error));
  }
  return { ok: true };
}
