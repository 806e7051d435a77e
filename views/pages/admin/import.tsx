// Importing videos in the console (/admin/import/): the form that takes an import file, the dry run of the file sent
// (what it would create, and every refused row with its reason) with the form that starts it, the latest imports, and
// a started import's own page, which follows its rows until it is done.
import type { ReactNode } from 'react';
import type { Translate } from '../../../locales';
import type { CategorySynonym } from '../../../worker/db/category-synonyms';
import type { ImportRowView, ImportRun } from '../../../worker/db/import-runs';
import type { RowVerdict } from '../../../worker/imports/verdicts';
import { STATUS } from '../../../worker/domain/vocabularies';
import { adminUrls } from '../../admin-urls';
import { formatDateTime, formatDuration, formatNumber } from '../../format';
import { FormError, FormField, FormSelect } from '../../parts/form-field';
import { STATUS_POLL_SECONDS } from '../upload';
import { urls } from '../../urls';
import { DeadEmbeds, type DeadEmbedsProps } from './dead-embeds';
import { SisterFeeds, type SisterFeedRow } from './sister-feeds';
import { AdminShell, AdminTable, RowAction } from './shell';

export interface ImportCheck {
  filename: string;
  format: 'csv' | 'jsonl';
  unknownColumns: readonly string[];
  verdicts: readonly RowVerdict[];
  /** Each row's title as the file gives it (a refused row's too), by line. */
  titles: ReadonlyMap<number, string>;
  /** The held file's token, when the file has rows to create: the start form sends it. */
  held?: string;
}

export interface ImportPageProps {
  t: Translate;
  isAdmin: boolean;
  /** The largest file taken. */
  maxMegabytes: number;
  /** Why the file sent could not be read at all (status 422). */
  error?: string;
  check?: ImportCheck;
  /** The latest imports, newest first. */
  runs: readonly ImportRun[];
  synonyms: SynonymsProps;
  /** Partner videos whose embed no longer answers. */
  dead: DeadEmbedsProps;
  feeds: readonly SisterFeedRow[];
}

export interface SynonymsProps {
  list: readonly CategorySynonym[];
  /** The categories a synonym may name (value: dir). */
  categories: readonly { value: string; label: string }[];
  /** A refused addition's values and why (422). */
  values?: { synonym: string; category: string };
  error?: string;
}

/** The names the verdicts also accept for categories: each with its category, removable, and the form that adds one. */
function Synonyms({ t, synonyms }: { t: Translate; synonyms: SynonymsProps }) {
  return (
    <section id="synonyms" aria-labelledby="synonyms-title">
      <h2 id="synonyms-title">{t('admin.import.synonyms.title')}</h2>
      <p>{t('admin.import.synonyms.intro')}</p>
      <AdminTable
        caption={t('admin.import.synonyms.title')}
        empty={t('admin.import.synonyms.empty')}
        head={[t('admin.import.synonyms.synonym'), t('admin.import.synonyms.category'), '']}
        rows={synonyms.list.map((entry) => (
          <tr key={entry.synonym}>
            <td>{entry.synonym}</td>
            <td>{entry.title}</td>
            <td>
              <RowAction
                action={adminUrls.categorySynonymRemove()} fields={{ synonym: entry.synonym }}
                label={t('admin.import.synonyms.remove')} name={t('admin.import.synonyms.removeLabel', { synonym: entry.synonym })}
              />
            </td>
          </tr>
        ))}
      />
      <form className="form" method="post" action={adminUrls.categorySynonyms()}>
        <FormError error={synonyms.error} />
        <FormField name="synonym" label={t('admin.import.synonyms.synonym')} required maxLength={100} defaultValue={synonyms.values?.synonym} />
        <FormSelect
          name="category" label={t('admin.import.synonyms.category')} required defaultValue={synonyms.values?.category ?? ''}
          options={[{ value: '', label: t('admin.import.synonyms.choose') }, ...synonyms.categories]}
        />
        <p><button type="submit" className="button">{t('admin.import.synonyms.add')}</button></p>
      </form>
    </section>
  );
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

/** Summary lines announced as they change (a status region holding a list: the list keeps its semantics). */
function StatusList({ items }: { items: readonly ReactNode[] }) {
  return (
    <div role="status" className="admin__status">
      <ul>{items.map((item, i) => <li key={i}>{item}</li>)}</ul>
    </div>
  );
}

function CheckResult({ t, isAdmin, check }: { t: Translate; isAdmin: boolean; check: ImportCheck }) {
  const refused = check.verdicts.filter((v) => !v.ok);
  const created = check.verdicts.filter((v) => v.ok);
  const embedded = created.filter((v) => v.ok && v.plan.kind === 'embedded').length;
  const shown = [...refused, ...created.slice(0, CREATED_ROWS_SHOWN)].sort((a, b) => a.line - b.line);
  return (
    <section aria-labelledby="import-check">
      <h2 id="import-check">{t('admin.import.checkTitle', { file: check.filename })}</h2>
      <StatusList items={[
        t('admin.import.summaryRows', { count: check.verdicts.length }),
        t('admin.import.summaryEmbedded', { count: embedded }),
        t('admin.import.summaryHosted', { count: created.length - embedded }),
        t('admin.import.summaryRefused', { count: refused.length }),
      ]} />
      {check.unknownColumns.length > 0 && <p>{t('admin.import.unknownColumns', { list: check.unknownColumns.join(', ') })}</p>}
      {check.held && (
        <form className="form" method="post" action={adminUrls.importStart()}>
          <input type="hidden" name="held" value={check.held} />
          {isAdmin && (
            <p>
              <label><input type="checkbox" name="trusted" value="1" /> {t('admin.import.trusted')}</label>
              <br /><small>{t('admin.import.trustedHint')}</small>
            </p>
          )}
          <p><button type="submit" className="button">{t('admin.import.start', { count: created.length })}</button></p>
        </form>
      )}
      {created.length > CREATED_ROWS_SHOWN && <p>{t('admin.import.moreCreated', { count: created.length - CREATED_ROWS_SHOWN })}</p>}
      <AdminTable
        caption={t('admin.import.checkTitle', { file: check.filename })}
        empty={t('admin.import.noRows')}
        head={[t('admin.import.line'), t('admin.import.titleColumn'), t('admin.import.verdict')]}
        rows={shown.map((verdict) => (
          <tr key={verdict.line} className={verdict.ok ? undefined : 'admin__row--refused'}>
            <td>{verdict.line}</td>
            <td>{verdict.ok ? verdict.plan.title : (check.titles.get(verdict.line) ?? '')}</td>
            <td><strong>{verdict.ok ? t('admin.import.creates') : t('admin.import.refused')}</strong>: <Outcome t={t} verdict={verdict} /></td>
          </tr>
        ))}
      />
    </section>
  );
}

/** An import's counts as the page's language writes numbers (10,000; 10 000). */
const runCounts = (t: Translate, run: ImportRun) => ({
  created: formatNumber(t.lang, run.created), refused: formatNumber(t.lang, run.refused), rows: formatNumber(t.lang, run.total_rows),
});

/** The latest imports with where each stands. */
function RunList({ t, runs }: { t: Translate; runs: readonly ImportRun[] }) {
  return (
    <section aria-labelledby="import-runs">
      <h2 id="import-runs">{t('admin.import.runsTitle')}</h2>
      <AdminTable
        caption={t('admin.import.runsTitle')}
        empty={t('admin.import.noRuns')}
        head={[t('admin.import.file'), t('admin.import.startedBy'), t('admin.import.state'), t('admin.import.outcome')]}
        rows={runs.map((run) => (
          <tr key={run.import_id}>
            <td><a href={adminUrls.importRun(run.import_id)}>{run.filename}</a>{run.trusted ? <> · {t('admin.import.trustedMark')}</> : null}</td>
            <td>{run.actor_name}, {formatDateTime(t.lang, run.created_at)}</td>
            <td>{t(`admin.import.states.${run.state}`)}</td>
            <td>{t('admin.import.counts', runCounts(t, run))}</td>
          </tr>
        ))}
      />
    </section>
  );
}

export function ImportPage({ t, isAdmin, maxMegabytes, error, check, runs, synonyms, dead, feeds }: ImportPageProps) {
  return (
    <AdminShell t={t} area="import" isAdmin={isAdmin} title={t('admin.import.title')}>
      <p>{t('admin.import.intro')}</p>
      <form className="form" method="post" action={adminUrls.importCheck()} encType="multipart/form-data">
        <FormError error={error} />
        <FormField name="file" type="file" label={t('admin.import.file')} hint={t('admin.import.fileHint', { mb: maxMegabytes })} accept=".csv,.jsonl,.ndjson,text/csv" required />
        <p><button type="submit" className="button">{t('admin.import.check')}</button></p>
      </form>
      {check && <CheckResult t={t} isAdmin={isAdmin} check={check} />}
      <RunList t={t} runs={runs} />
      <Synonyms t={t} synonyms={synonyms} />
      <SisterFeeds t={t} feeds={feeds} canPull={isAdmin} />
      <DeadEmbeds t={t} dead={dead} />
    </AdminShell>
  );
}

/** Where a created video stands now: processing, awaiting moderation, live, or failed. */
function videoState(t: Translate, row: ImportRowView): string {
  if (row.status_id === null) return t('admin.import.videoStates.gone');
  if (row.status_id === STATUS.processing) return t('admin.import.videoStates.processing');
  if (row.status_id === STATUS.awaitingModeration) return t('admin.import.videoStates.awaiting');
  if (row.status_id === STATUS.active) return t('admin.import.videoStates.live');
  if (row.status_id === STATUS.failed) return t('admin.import.videoStates.failed', { reason: row.status_reason ?? '' });
  return t('admin.import.videoStates.removed');
}

function RowOutcome({ t, row }: { t: Translate; row: ImportRowView }) {
  if (row.outcome === 'pending') return <>{t('admin.import.rowPending')}</>;
  if (row.outcome === 'refused') return <><strong>{t('admin.import.refused')}</strong>: {t(`admin.import.refusals.${row.refusal as RefusalKey}`, { detail: row.detail ?? '' })}</>;
  const link = row.status_id === STATUS.active && row.dir ? urls.video(row.video_id!, row.dir) : adminUrls.item('video', row.video_id!);
  return <><strong>{t('admin.import.created')}</strong>: <a href={link}>#{row.video_id}</a> · {videoState(t, row)}</>;
}

type RefusalKey = Extract<RowVerdict, { ok: false }>['refusal'];

export interface ImportRunPageProps {
  t: Translate;
  isAdmin: boolean;
  run: ImportRun;
  rows: readonly ImportRowView[];
  rowsShown: number;
}

/** Whether an import's page follows it still: its rows are being created, or a runner is still at their media. */
export function importUnderWay(run: ImportRun, rows: readonly ImportRowView[]): boolean {
  return run.state !== 'done' || rows.some((row) => row.outcome === 'created' && row.status_id === STATUS.processing);
}

/** A started import: its state and counts, and each row's outcome; it reloads itself while it is under way. */
export function ImportRunPage({ t, isAdmin, run, rows, rowsShown }: ImportRunPageProps) {
  const working = importUnderWay(run, rows);
  const done = run.created + run.refused;
  return (
    <AdminShell t={t} area="import" isAdmin={isAdmin} title={t('admin.import.runTitle', { file: run.filename })}>
      <div
        id="import-run"
        {...(working && { 'hx-get': adminUrls.importRun(run.import_id), 'hx-trigger': `every ${STATUS_POLL_SECONDS}s`, 'hx-select': '#import-run', 'hx-swap': 'outerHTML' })}
      >
        <StatusList items={[
          <>{t('admin.import.startedByLine', { name: run.actor_name, when: formatDateTime(t.lang, run.created_at) })}{run.trusted ? <> · {t('admin.import.trustedMark')}</> : null}</>,
          <>{t(`admin.import.states.${run.state}`)}{run.state !== 'done' && run.total_rows > 0 && <> · {t('admin.import.progress', { done: formatNumber(t.lang, done), rows: formatNumber(t.lang, run.total_rows) })}</>}</>,
          t('admin.import.counts', runCounts(t, run)),
        ]} />
        {run.total_rows > rowsShown && <p>{t('admin.import.moreRows', { count: run.total_rows - rowsShown })}</p>}
        <AdminTable
          caption={t('admin.import.runTitle', { file: run.filename })}
          empty={run.state !== 'done' ? t('admin.import.rowsComing') : t('admin.import.noRows')}
          head={[t('admin.import.line'), t('admin.import.titleColumn'), t('admin.import.outcome')]}
          rows={rows.map((row) => (
            <tr key={row.line} className={row.outcome === 'refused' ? 'admin__row--refused' : undefined}>
              <td>{row.line}</td>
              <td>{row.title}</td>
              <td><RowOutcome t={t} row={row} /></td>
            </tr>
          ))}
        />
        <p><a href={adminUrls.importFile()}>{t('admin.import.back')}</a></p>
      </div>
    </AdminShell>
  );
}
