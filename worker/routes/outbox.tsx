// /dev/outbox/: the local reader of the email outbox (?to= one address). Only local runs have it; elsewhere it is a 404.
import { Hono } from 'hono';
import { formatDate } from '../../views/format';
import { OutboxPage } from '../../views/pages/outbox';
import { listOutbox } from '../db/outbox';
import type { AppEnv } from '../env';
import { notFound } from '../http/params';

export const outboxRoutes = new Hono<AppEnv>();

const SHOWN = 50;

outboxRoutes.get('/dev/outbox/', async (c) => {
  if (c.env.APP_ENV !== 'local') notFound();
  const to = c.req.query('to')?.trim() || undefined;
  const emails = await listOutbox(c.env.DB, SHOWN, to);
  const t = c.get('t');
  const lang = c.get('lang');
  c.header('Cache-Control', 'no-store');
  return c.render(<OutboxPage t={t} emails={emails} formatDate={(at) => formatDate(lang, at)} />, { meta: { title: t('outbox.title'), robots: 'noindex' } });
});
