// The 404 page of the spec and the generic error page.
import type { Translate } from '../../locales';
import { urls } from '../urls';

export function NotFoundPage({ t }: { t: Translate }) {
  return (
    <section className="panel panel--error">
      <h1>{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFoundText')}</p>
      <p><a className="button button--primary" href={urls.home()}>{t('errors.goHome')}</a></p>
    </section>
  );
}

export function ErrorPage({ t, code }: { t: Translate; code: number }) {
  return (
    <section className="panel panel--error">
      <h1>{t('errors.serverTitle')}</h1>
      <p>{code === 400 ? t('errors.badRequest') : t('errors.serverText', { code })}</p>
      <p><a className="button button--primary" href={urls.home()}>{t('errors.goHome')}</a></p>
    </section>
  );
}

/**
 * D1 is briefly unavailable: what was asked could not be done, nothing was changed. A page read offers to load it
 * again (`again`); a form sent is to be sent again from where it was.
 */
export function UnavailablePage({ t, again }: { t: Translate; again: string | null }) {
  return (
    <section className="panel panel--error">
      <h1>{t('errors.unavailableTitle')}</h1>
      <p>{again ? t('errors.unavailableRead') : t('errors.unavailableWrite')}</p>
      <p>
        <a className="button button--primary" href={again ?? urls.home()}>{again ? t('errors.tryAgain') : t('errors.goHome')}</a>
      </p>
    </section>
  );
}

/** A message panel in place of content: private, deleted, no permission. */
export function MessagePanel({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <section className="panel">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
