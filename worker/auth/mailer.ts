// Sending mail: the outbox (a D1 table, read by `npm run outbox` and /dev/outbox/) unless a provider is configured.
// An outbox mail is a row written in the same batch as the change it tells of (an account and its link), so either
// both happen or neither does; a provider's mail goes out once that change is stored.
import { outboxStatement } from '../db/outbox';
import type { Bindings } from '../env';

export interface Mail {
  to: string;
  /** What the mail is for (confirm_email, restore_password): the outbox reader filters by it. */
  kind: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** The outbox row of a mail, to write with the change it belongs to; null when a provider sends it instead. */
  stored: (db: D1Database, mail: Mail) => D1PreparedStatement | null;
  /** Sends a mail through the provider, after its change is stored; nothing to do for the outbox. */
  send: (mail: Mail) => Promise<void>;
}

const RESEND_ENDPOINT = 'https://api.resend.com/emails';

/**
 * The sender the configuration chooses. 'resend' needs EMAIL_API_KEY and EMAIL_FROM (secrets in production); the
 * default writes to the outbox table, so nothing leaves the machine in local runs and tests.
 */
export function mailerFor(env: Bindings, now: () => number = () => Math.floor(Date.now() / 1000)): Mailer {
  if (env.EMAIL_PROVIDER === 'resend') {
    const { EMAIL_API_KEY: key, EMAIL_FROM: from } = env;
    if (!key || !from) throw new Error('EMAIL_PROVIDER=resend needs EMAIL_API_KEY and EMAIL_FROM');
    return {
      stored: () => null,
      send: async (mail) => {
        const response = await fetch(RESEND_ENDPOINT, {
          method: 'POST',
          headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ from, to: [mail.to], subject: mail.subject, text: mail.text }),
        });
        if (!response.ok) throw new Error(`mail provider answered ${response.status}`);
      },
    };
  }
  return {
    stored: (db, mail) => outboxStatement(db, { to_address: mail.to, kind: mail.kind, subject: mail.subject, body_text: mail.text, created_at: now() }),
    send: async () => {},
  };
}
