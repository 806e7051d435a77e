// The form that reports one comment or wall post: the post as quoted, a reason (none chosen at first) and optional
// details. A plain page without JavaScript; the form modal loads it with JavaScript.
import type { Translate } from '../../locales';
import { POST_REPORT_REASONS, type ReportedPost } from '../../worker/domain/vocabularies';
import { FormError, FormSelect, FormTextarea } from '../parts/form-field';

export interface PostReportPageProps {
  t: Translate;
  post: ReportedPost;
  action: string;
  /** The post as its reader sees it. */
  quote: { author: string; text: string };
  back: string;
  values?: { reason: string; details: string };
  errors: Partial<Record<'reason' | 'details' | 'notify', string>>;
}

export function PostReportPage({ t, post, action, quote, back, values, errors }: PostReportPageProps) {
  const title = t(post === 'comment' ? 'postReport.titleComment' : 'postReport.titleWallPost');
  return (
    <section className="panel post-report" data-modal-part="">
      <h1>{title}</h1>
      <p>{t('postReport.intro')}</p>
      <blockquote className="post-report__quote"><strong>{quote.author}</strong>: {quote.text}</blockquote>
      <form className="form" method="post" action={action}>
        <FormError error={errors.notify} />
        <input type="hidden" name="back" value={back} />
        <FormSelect
          form="report" name="reason" label={t('postReport.reason')} defaultValue={values?.reason ?? ''} error={errors.reason} required
          options={[{ value: '', label: t('postReport.choose') }, ...POST_REPORT_REASONS.map((reason) => ({ value: reason, label: t(`postReport.reasons.${reason}`) }))]}
        />
        <FormTextarea form="report" name="details" label={t('postReport.details')} hint={t('postReport.detailsHint')} defaultValue={values?.details} rows={3} maxLength={1000} error={errors.details} />
        <p><button type="submit" className="button button--primary">{t('postReport.send')}</button></p>
      </form>
    </section>
  );
}
