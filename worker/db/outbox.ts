// The local email outbox: mail the outbox sender wrote, newest first, for the local reader and the tests.
export interface OutboxEmail {
  email_id: number;
  to_address: string;
  kind: string;
  subject: string;
  body_text: string;
  created_at: number;
}

/** The insert of a mail into the outbox, for the batch of the change it tells of. */
export function outboxStatement(db: D1Database, mail: Omit<OutboxEmail, 'email_id'>): D1PreparedStatement {
  return db
    .prepare('INSERT INTO email_outbox (to_address, kind, subject, body_text, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(mail.to_address, mail.kind, mail.subject, mail.body_text, mail.created_at);
}

/** The newest mails, all of them or those to one address. */
export async function listOutbox(db: D1Database, limit: number, to?: string): Promise<OutboxEmail[]> {
  const where = to ? 'WHERE to_address = ?2' : '';
  const { results } = await db
    .prepare(`SELECT * FROM email_outbox ${where} ORDER BY email_id DESC LIMIT ?1`)
    .bind(...(to ? [limit, to] : [limit]))
    .all<OutboxEmail>();
  return results;
}
