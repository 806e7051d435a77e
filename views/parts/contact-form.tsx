// The contact form (spec: ContactUs): subject, email, message, optional screenshot, captcha when on; a plain multipart form,
// which the form modal shows and posts with JavaScript (its [data-modal-part]).
import type { Translate } from '../../locales';
import { CONTACT_MESSAGE_MAX } from '../../worker/config/limits';
import { IMAGE_MAX_MB } from '../../worker/config/limits';
import { REPORT_SUBJECTS } from '../../worker/domain/vocabularies';
import { Captcha } from './captcha';
import { FormError, FormField, FormSelect, FormTextarea } from './form-field';

export interface ContactFormState {
  values: { subject?: string; email?: string; message?: string; ref?: string };
  /** Translated texts by field, `notify` for the form as a whole. */
  errors: Record<string, string>;
}

export function ContactForm({ t, action, state, captchaSiteKey }: { t: Translate; action: string; state: ContactFormState; captchaSiteKey: string | null }) {
  const { values, errors } = state;
  return (
    <section className="contact" aria-labelledby="contact-title" data-modal-part="">
      <h2 id="contact-title">{t('contact.title')}</h2>
      <form className="form" method="post" action={action} encType="multipart/form-data" noValidate>
        <FormError error={errors.notify} />
        <input type="hidden" name="ref" value={values.ref ?? ''} />
        <FormSelect form="contact" name="subject" label={t('contact.subject')} required defaultValue={values.subject ?? 'support'} error={errors.subject}
          options={REPORT_SUBJECTS.map((subject) => ({ value: subject, label: t(`contact.subjects.${subject}`) }))} />
        <FormField form="contact" name="email" type="email" label={t('auth.email')} autoComplete="email" required defaultValue={values.email} error={errors.email} />
        <FormTextarea form="contact" name="message" label={t('contact.message')} required rows={6} maxLength={CONTACT_MESSAGE_MAX}
          defaultValue={values.message} hint={t('contact.messageHint', { max: CONTACT_MESSAGE_MAX })} error={errors.message} />
        <FormField form="contact" name="file" type="file" accept="image/jpeg,image/png,image/webp" label={t('contact.file')}
          hint={t('contact.fileHint', { size: IMAGE_MAX_MB })} error={errors.file} />
        <Captcha siteKey={captchaSiteKey} noScript={t('auth.captchaNeedsJs')} />
        <button type="submit" className="button button--primary">{t('contact.submit')}</button>
      </form>
    </section>
  );
}
