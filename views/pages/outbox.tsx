// The local outbox: mail the site wrote in a local run, newest first, with its links clickable (local runs only).
import type { Translate } from '../../locales';
import type { OutboxEmail } from '../../worker/db/outbox';

const LINK = /(https?:\/\/[^\s]+)/;

function Body({ text }: { text: string }) {
  return <pre className="outbox__body">{text.split(LINK).map((part, i) => (i % 2 === 1 ? <a key={i} href={part}>{part}</a> : part))}</pre>;
}

export function OutboxPage({ t, emails, formatDate }: { t: Translate; emails: readonly OutboxEmail[]; formatDate: (at: number) => string }) {
  return (
    <section className="outbox" aria-labelledby="outbox-title">
      <h1 id="outbox-title" className="headline">{t('outbox.title')}</h1>
      <p>{t('outbox.intro')}</p>
      {emails.length === 0 ? <p>{t('outbox.empty')}</p> : (
        <ol className="outbox__list">
          {emails.map((mail) => (
            <li key={mail.email_id} className="outbox__mail" data-to={mail.to_address} data-kind={mail.kind}>
              <h2>{mail.subject}</h2>
              <p className="form__hint">{t('outbox.to', { to: mail.to_address, date: formatDate(mail.created_at) })}</p>
              <Body text={mail.body_text} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
