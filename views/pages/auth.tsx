// Sign-in, and the shared sign-up / restore-password screen, as plain forms.
import type { Translate } from '../../locales';
import { urls } from '../urls';

export function SignInPage({ t, back }: { t: Translate; back: string }) {
  return (
    <section className="auth" aria-labelledby="signin-title">
      <h1 id="signin-title" className="headline">{t('auth.signinTitle')}</h1>
      <form className="form" method="post" action="/signin/">
        <input type="hidden" name="back" value={back} />
        <label>
          {t('auth.username')}
          <input name="usr" autoComplete="username" required minLength={3} />
        </label>
        <label>
          {t('auth.password')}
          <input name="pwd" type="password" autoComplete="current-password" required minLength={5} />
        </label>
        <button type="submit" className="button button--primary">{t('auth.submitLogin')}</button>
      </form>
      <p><a href={urls.restorePassword()}>{t('auth.forgot')}</a></p>
      <p>{t('auth.noAccount')} <a href={urls.signup()}>{t('auth.submitSignup')}</a></p>
    </section>
  );
}

export function SignUpPage({ t, focus }: { t: Translate; focus: 'signup' | 'restore' }) {
  return (
    <div className="auth auth--split">
      <section aria-labelledby="signup-title" className={focus === 'signup' ? 'auth__focus' : undefined}>
        <h1 id="signup-title" className="headline">{t('auth.signupTitle')}</h1>
        <form className="form" method="post" action="/signup/">
          <label>
            {t('auth.username')}
            <input name="username" autoComplete="username" required minLength={3} maxLength={30} />
          </label>
          <label>
            {t('auth.email')}
            <input name="email" type="email" autoComplete="email" required />
          </label>
          <label>
            {t('auth.password')}
            <input name="pass" type="password" autoComplete="new-password" required minLength={5} />
          </label>
          <button type="submit" className="button button--primary">{t('auth.submitSignup')}</button>
        </form>
        <p>{t('auth.haveAccount')} <a href={urls.signin()}>{t('auth.submitLogin')}</a></p>
      </section>
      <section id="restore" aria-labelledby="restore-title" className={focus === 'restore' ? 'auth__focus' : undefined}>
        <h2 id="restore-title" className="headline">{t('auth.restoreTitle')}</h2>
        <p>{t('auth.restoreIntro')}</p>
        <form className="form" method="post" action="/restore-password/">
          <label>
            {t('auth.email')}
            <input name="email" type="email" autoComplete="email" required />
          </label>
          <button type="submit" className="button">{t('auth.submitRestore')}</button>
        </form>
      </section>
    </div>
  );
}
