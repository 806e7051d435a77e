// Sign-in, the shared sign-up / restore-password screen and the new-password screen, as plain forms with field errors.
import type { Translate } from '../../locales';
import type { AuthErrorCode, FieldErrors } from '../../worker/auth/accounts';
import { Captcha } from '../parts/captcha';
import { FormError, FormField } from '../parts/form-field';
import { urls } from '../urls';

/** What every account form needs besides its own values: the captcha (null when off) and Google sign-in (null when off). */
export interface AuthExtras {
  captchaSiteKey: string | null;
  googleHref: string | null;
}

interface FormState<F extends string> {
  values: Partial<Record<F, string>>;
  errors: FieldErrors<F>;
}

function errorText(t: Translate, code: AuthErrorCode | undefined): string | undefined {
  return code ? t(`auth.errors.${code}`) : undefined;
}

function GoogleLink({ t, href }: { t: Translate; href: string | null }) {
  return href ? (
    <p><a className="button" href={href} rel="nofollow">{t('auth.google')}</a></p>
  ) : null;
}

export function SignInForm({ t, back, state, extras, form = 'signin' }: {
  t: Translate;
  back: string;
  state: FormState<'usr' | 'pwd'>;
  extras: AuthExtras;
  form?: string;
}) {
  return (
    <form className="form" method="post" action={urls.signin()} noValidate>
      <FormError error={errorText(t, state.errors.notify)} />
      <input type="hidden" name="back" value={back} />
      <FormField form={form} name="usr" label={t('auth.usernameOrEmail')} autoComplete="username" required defaultValue={state.values.usr} error={errorText(t, state.errors.usr)} />
      <FormField form={form} name="pwd" label={t('auth.password')} type="password" autoComplete="current-password" required error={errorText(t, state.errors.pwd)} />
      <Captcha siteKey={extras.captchaSiteKey} noScript={t('auth.captchaNeedsJs')} />
      <button type="submit" className="button button--primary">{t('auth.submitLogin')}</button>
    </form>
  );
}

export function SignInPage({ t, back, state, extras }: { t: Translate; back: string; state: FormState<'usr' | 'pwd'>; extras: AuthExtras }) {
  return (
    <section className="auth" aria-labelledby="signin-title">
      <h1 id="signin-title" className="headline">{t('auth.signinTitle')}</h1>
      <SignInForm t={t} back={back} state={state} extras={extras} />
      <GoogleLink t={t} href={extras.googleHref} />
      <p><a href={urls.restorePassword()}>{t('auth.forgot')}</a></p>
      <p>{t('auth.noAccount')} <a href={urls.signup()}>{t('auth.submitSignup')}</a></p>
    </section>
  );
}

export function SignUpPage({ t, focus, signup, restore, extras }: {
  t: Translate;
  focus: 'signup' | 'restore';
  signup: FormState<'username' | 'email' | 'password'>;
  restore: FormState<'email'>;
  extras: AuthExtras;
}) {
  return (
    <div className="auth auth--split">
      <section aria-labelledby="signup-title" className={focus === 'signup' ? 'auth__focus' : undefined}>
        <h1 id="signup-title" className="headline">{t('auth.signupTitle')}</h1>
        <p>{t('auth.signupIntro')}</p>
        <form className="form" method="post" action={urls.signup()} noValidate>
          <FormError error={errorText(t, signup.errors.notify)} />
          <FormField form="signup" name="username" label={t('auth.username')} autoComplete="username" required maxLength={30}
            defaultValue={signup.values.username} hint={t('auth.usernameHint')} error={errorText(t, signup.errors.username)} />
          <FormField form="signup" name="email" label={t('auth.email')} type="email" autoComplete="email" required
            defaultValue={signup.values.email} error={errorText(t, signup.errors.email)} />
          <FormField form="signup" name="password" label={t('auth.password')} type="password" autoComplete="new-password" required
            hint={t('auth.passwordHint')} error={errorText(t, signup.errors.password)} />
          {focus === 'signup' && <Captcha siteKey={extras.captchaSiteKey} noScript={t('auth.captchaNeedsJs')} />}
          <button type="submit" className="button button--primary">{t('auth.submitSignup')}</button>
        </form>
        <GoogleLink t={t} href={extras.googleHref} />
        <p>{t('auth.haveAccount')} <a href={urls.signin()}>{t('auth.submitLogin')}</a></p>
      </section>
      <section id="restore" aria-labelledby="restore-title" className={focus === 'restore' ? 'auth__focus' : undefined}>
        <h2 id="restore-title" className="headline">{t('auth.restoreTitle')}</h2>
        <p>{t('auth.restoreIntro')}</p>
        <form className="form" method="post" action={urls.restorePassword()} noValidate>
          <FormError error={errorText(t, restore.errors.notify)} />
          <FormField form="restore" name="email" label={t('auth.email')} type="email" autoComplete="email" required
            defaultValue={restore.values.email} error={errorText(t, restore.errors.email)} />
          {focus === 'restore' && <Captcha siteKey={extras.captchaSiteKey} noScript={t('auth.captchaNeedsJs')} />}
          <button type="submit" className="button">{t('auth.submitRestore')}</button>
        </form>
      </section>
    </div>
  );
}

export function NewPasswordPage({ t, token, errors }: { t: Translate; token: string; errors: FieldErrors<'password'> }) {
  return (
    <section className="auth" aria-labelledby="new-password-title">
      <h1 id="new-password-title" className="headline">{t('auth.newPasswordTitle')}</h1>
      <form className="form" method="post" action={urls.newPassword(token)} noValidate>
        <FormError error={errorText(t, errors.notify)} />
        <FormField name="password" label={t('auth.newPassword')} type="password" autoComplete="new-password" required
          hint={t('auth.passwordHint')} error={errorText(t, errors.password)} />
        <button type="submit" className="button button--primary">{t('auth.submitNewPassword')}</button>
      </form>
    </section>
  );
}
