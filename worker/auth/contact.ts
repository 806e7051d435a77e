// The contact form (ContactUs, /information/support/ and /api/report.php): subject, email, message up to 1500
// characters and an optional image, behind the captcha and a per-address rate limit; stored as a report for moderators.
import type { Context } from 'hono';
import type { Translate } from '../../locales';
import { insertReport } from '../db/reports';
import { REPORT_SUBJECTS } from '../domain/vocabularies';
import type { AppEnv } from '../env';
import { readImageFile, type UploadedImage } from '../media/uploads';
import { IMAGE_MAX_MB } from '../config/limits';
import { nowSeconds } from '../http/clock';
import { safeBack } from '../http/location';
import { clientIp, emailSchema, text } from './accounts';
import { CAPTCHA_FIELD } from '../config/turnstile';
import { verifyCaptcha } from './captcha';
import { randomToken } from './random';
import { takeAttempt } from './rate-limit';
import { CONTACT_MESSAGE_MAX } from '../config/limits';


export type ContactField = 'subject' | 'email' | 'message' | 'file';
/** The spec's per-field codes, plus the captcha and rate limit for the form as a whole. */
export type ContactCode = 'required' | 'email_invalid' | 'max_length' | 'file_invalid_type' | 'file_too_large' | 'captcha_failed' | 'too_many_attempts';
export type ContactErrors = Partial<Record<ContactField | 'notify', ContactCode>>;
export type ContactOutcome = { ok: true; reportId: number } | { ok: false; errors: ContactErrors };

/** The text of each code, in the visitor's language (the texts are shared with the account and profile forms). */
export function contactMessages(t: Translate, errors: ContactErrors): Record<string, string> {
  const text = (code: ContactCode): string => {
    switch (code) {
      case 'max_length': return t('profile.errors.max_length', { max: CONTACT_MESSAGE_MAX });
      case 'file_invalid_type': return t('profile.errors.file_invalid_type');
      case 'file_too_large': return t('profile.errors.file_too_large', { size: IMAGE_MAX_MB });
      default: return t(`auth.errors.${code}`);
    }
  };
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, text(code!)]));
}

export async function sendContact(c: Context<AppEnv>, form: Record<string, unknown>): Promise<ContactOutcome> {
  const subject = text(form.subject);
  const email = text(form.email).trim();
  const message = text(form.message).replace(/\r\n?/g, '\n').trim();
  const file = form.file instanceof File && form.file.size > 0 ? form.file : null;
  const errors: ContactErrors = {};
  if (!(REPORT_SUBJECTS as readonly string[]).includes(subject)) errors.subject = 'required';
  if (!email) errors.email = 'required';
  else if (!emailSchema.safeParse(email).success) errors.email = 'email_invalid';
  if (!message) errors.message = 'required';
  else if ([...message].length > CONTACT_MESSAGE_MAX) errors.message = 'max_length';
  const upload = file ? await readImageFile(file) : null;
  if (typeof upload === 'string') errors.file = upload;
  const image: UploadedImage | null = typeof upload === 'string' ? null : upload;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (!(await verifyCaptcha(c.env, text(form[CAPTCHA_FIELD]), clientIp(c)))) return { ok: false, errors: { notify: 'captcha_failed' } };
  const now = nowSeconds();
  if (!(await takeAttempt(c.env.DB, [['contact_ip', clientIp(c)]], now))) return { ok: false, errors: { notify: 'too_many_attempts' } };
  // Attachments are for moderators only: the reports/ folder is not served by /media/.
  const fileKey = image ? `reports/${randomToken(16)}.${image.extension}` : null;
  if (image && fileKey) await c.env.MEDIA.put(fileKey, image.bytes, { httpMetadata: { contentType: image.contentType } });
  const ref = text(form.ref);
  const reportId = await insertReport(c.env.DB, {
    subject: subject as (typeof REPORT_SUBJECTS)[number], email, message, fileKey,
    ref: ref ? safeBack(ref) : null, userId: c.get('user')?.userId ?? null, now,
  });
  return { ok: true, reportId };
}
