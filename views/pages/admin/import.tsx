// Importing videos in the console (/admin/import/): the form that takes an import file, and the dry run of the file
// sent: what it would create, and every refused row with its reason.
import type { Translate } from '../../../locales';
import type { RowVerdict } from '../../../worker/imports/verdicts';
import { adminUrls } from '../../admin-urls';
import { formatDuration } from '../../format';
import { FormError, FormField } from '../../parts/form-field';
import { AdminShell, AdminTable } from './shell';

export interface ImportCheck {
  filename: string;
  format: 'csv' | 'jsonl';
  unknownColumns: readonly string[];
  verdicts: readonly RowVerdict[];
}

export interface ImportPageProps {
  t: Translate;
  isAdmin: boolean;
  /** The largest file taken. */
  maxMegabytes: number;
  /** Why the file sent could not be read at all (status 422). */
  error?: string;
  check?: ImportCheck;
}

/** Rows to be created that the dry run lists; refused rows are all listed. */
export const CREATED_ROWS_SHOWN = 1000;

function Outcome({ t, verdict }: { t: Translate; verdict: RowVerdict }) {
  if (!verdict.ok) return <>{t(`admin.import.refusals.${verdict.refusal}`, { detail: verdict.detail ?? '' })}</>;
  const { plan } = verdict;
  const what = plan.embed
    ? t('admin.import.createsEmbedded', { partner: plan.embed.exTube, id: plan.embed.exId })
    : t('admin.import.createsHosted', { source: plan.source && 'url' in plan.source ? plan.source.url : plan.source?.path ?? '' });
  const languages = Object.keys(plan.texts);
  return (
    <>
      {what}
      {plan.duration !== null && <> · {formatDuration(plan.duration)}</>}
      {languages.length > 0 && <> · {t('admin.import.languages', { list: languages.join(', ') })}</>}
      {plan.models.some((m) => m.id === null) && <> · {t('admin.import.newModels', { list: plan.models.filter((m) => m.id === null).map((m) => m.name).join(', ') })}</>}
    </>
  );
}

function CheckResult({ t, check }: { t: Translate; check: ImportCheck }) {
  const refused = check.verdicts.filter((v) => !v.ok);
  const created = check.verdicts.filter((v) => v.ok);
  const embedded = created.filter((v) => v.ok && v.plan.kind === 'embedded').length;
  const shown = [...refused, ...created.slice(0, CREATED_ROWS_SHOWN)].sort((a, b) => a.line - b.line);
  return (
    <section aria-labelledby="import-check">
      <h2 id="import-check">{t('admin.import.checkTitle', { file: check.filename })}</h2>
      <ul role="status">
        <li>{t('admin.import.summaryRows', { count: check.verdicts.length })}</li>
        <li>{t('admin.import.summaryEmbedded', { count: embedded })}</li>
        <li>{t('admin.import.summaryHosted', { count: created.length - embedded })}</li>
        <li>{t('admin.import.summaryRefused', { count: refused.length })}</li>
      </ul>
      {check.unknownColumns.length > 0 && <p>{t('admin.import.unknownColumns', { list: check.unknownColumns.join(', ') })}</p>}
      {created.length > CREATED_ROWS_SHOWN && <p>{t('admin.import.moreCreated', { count: created.length - CREATED_ROWS_SHOWN })}</p>}
      <AdminTable
        caption={t('admin.import.checkTitle', { file: check.filename })}
        empty={t('admin.import.noRows')}
        head={[t('admin.import.line'), t('admin.import.titleColumn'), t('admin.import.verdict')]}
        rows={shown.map((verdict) => (
          <tr key={verdict.line} className={verdict.ok ? undefined : 'admin__row--refused'}>
            <td>{verdict.line}</td>
            <td>{verdict.ok ? verdict.plan.title : ''}</td>
            <td><strong>{verdict.ok ? t('admin.import.creates') : t('admin.import.refused')}</strong>: <Outcome t={t} verdict={verdict} /></td>
          </tr>
        ))}
      />
    </section>
  );
}

export function ImportPage({ t, isAdmin, maxMegabytes, error, check }: ImportPageProps) {
  return (
    <AdminShell t={t} area="import" isAdmin={isAdmin} title={t('admin.import.title')}>
      <p>{t('admin.import.intro')}</p>
      <form className="form" method="post" action={adminUrls.importCheck()} encType="multipart/form-data">
        <FormError error={error} />
        <FormField name="file" type="file" label={t('admin.import.file')} hint={t('admin.import.fileHint', { mb: maxMegabytes })} accept=".csv,.jsonl,.ndjson,text/csv" required />
        <p><button type="submit" className="button">{t('admin.import.check')}</button></p>
      </form>
      {check && <CheckResult t={t} check={check} />}
    </AdminShell>
  );
}
