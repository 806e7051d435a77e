// The support page with the contact form, its plain-form POST (303 back with "Message sent. Thank you!", or 422 with
// field errors; the form modal's htmx POST gets the notice alone) and /api/report.php for JS clients (ok, or an errors list).
import { Hono, type Context } from 'hono';
import { ContactForm, type ContactFormState } from '../../views/parts/contact-form';
import { InfoPage } from '../../views/pages/info';
import { urls } from '../../views/urls';
import { text } from '../auth/accounts';
import { captchaSiteKey } from '../auth/captcha';
import { contactMessages, sendContact, type ContactOutcome } from '../auth/contact';
import { SITE } from '../config/site';
import { loadPageTexts } from '../loaders/page-texts';
import type { AppEnv } from '../env';
import { readUploadForm } from '../media/uploads';
import { setFlash } from '../middleware/flash';
import { redirectTo, safeBack } from '../http/location';
import { OutOfBandNotice, fragment, isHtmx } from './action-helpers';

export const contactRoutes = new Hono<AppEnv>();

const SUPPORT = urls.information('support');

async function supportPage(c: Context<AppEnv>, state: ContactFormState) {
  const texts = await loadPageTexts(c);
  // A report link's ?ref= (one per page reported) makes a copy of this page: copies stay out of the index.
  const copy = new URL(c.req.url).search !== '';
  return c.render(
    <InfoPage page={texts.support} params={{ site: SITE.name, email: SITE.contactEmail }}>
      <ContactForm t={c.get('t')} action={SUPPORT} state={state} captchaSiteKey={captchaSiteKey(c.env)} />
    </InfoPage>,
    { meta: { title: texts.support.title, canonical: SUPPORT, robots: copy ? 'noindex, follow' : undefined } },
  );
}

/** ?ref= is the page a "report" link came from; it travels with the message. */
contactRoutes.get(SUPPORT, (c) => {
  const ref = c.req.query('ref');
  return supportPage(c, { values: { ref: ref ? safeBack(ref) : '' }, errors: {} });
});

/** The posted message, sent; a body too large to hold an acceptable image is refused unread. */
async function receive(c: Context<AppEnv>): Promise<{ form: Record<string, unknown> | null; outcome: ContactOutcome }> {
  const form = await readUploadForm(c);
  return { form, outcome: form ? await sendContact(c, form) : { ok: false, errors: { file: 'file_too_large' } } };
}

contactRoutes.post(SUPPORT, async (c) => {
  const { form, outcome } = await receive(c);
  c.header('Cache-Control', 'no-store');
  if (outcome.ok && isHtmx(c)) return fragment(c, 200, <OutOfBandNotice c={c} code="contact_sent" />);
  if (outcome.ok) {
    setFlash(c, 'contact_sent');
    return redirectTo(c, text(form?.ref), 303, SUPPORT);
  }
  c.status(422);
  const values = { subject: text(form?.subject), email: text(form?.email), message: text(form?.message), ref: text(form?.ref) };
  return supportPage(c, { values, errors: contactMessages(c.get('t'), outcome.errors) });
});

contactRoutes.post('/api/report.php', async (c) => {
  const { outcome } = await receive(c);
  c.header('Cache-Control', 'no-store');
  if (outcome.ok) return c.json({ ok: true, message: c.get('t')('notify.contact_sent') });
  const messages = contactMessages(c.get('t'), outcome.errors);
  const errors = Object.entries(outcome.errors).map(([field, code]) => ({ field, code, message: messages[field] }));
  return c.json({ errors }, outcome.errors.notify === 'too_many_attempts' ? 429 : 422);
});
