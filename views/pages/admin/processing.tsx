// Processing in the console: the runner jobs (pending, processing with percent, failed with the error, retry), videos
// still without their rendition ladder (one button queues their jobs), the registered runners (revoke), and
// registration tokens for new runners (create, shown once; revoke).
import type { Translate } from '../../../locales';
import { adminUrls } from '../../admin-urls';
import { FormField } from '../../parts/form-field';
import { Pagination, type PaginationProps } from '../../parts/pagination';
import { Tabs } from '../../parts/tabs';
import { AdminShell, AdminTable } from './shell';

export interface JobView {
  id: number;
  item: { href: string; title: string };
  state: string;
  attempts: number;
  runner: string;
  updated: string;
  failed: boolean;
}

export interface RunnerView {
  id: number;
  name: string;
  registered: string;
  lastSeen: string;
  working: number;
  revoked: boolean;
}

export interface TokenView {
  id: number;
  label: string;
  created: string;
  revoked: boolean;
}

export interface ProcessingPageProps {
  t: Translate;
  isAdmin: boolean;
  state: string | null;
  states: readonly string[];
  jobs: readonly JobView[];
  pagination: Omit<PaginationProps, 't'>;
  runners: readonly RunnerView[];
  tokens: readonly TokenView[];
  /** A token just created: shown this once. */
  newToken?: string;
  /** Videos processed before the rendition ladder (MP4 renditions, no adaptive streaming), which a job can bring up to date. */
  withoutLadder: number;
}

/** "Revoked", or the form that revokes. */
function RevokeCell({ t, revoked, action }: { t: Translate; revoked: boolean; action: string }) {
  if (revoked) return <td>{t('admin.processing.revoked')}</td>;
  return <td><form method="post" action={action}><button type="submit" className="button button--small">{t('admin.processing.revoke')}</button></form></td>;
}

export function ProcessingPage({ t, isAdmin, state, states, jobs, pagination, runners, tokens, newToken, withoutLadder }: ProcessingPageProps) {
  return (
    <AdminShell t={t} area="processing" isAdmin={isAdmin} title={t('admin.processing.title')}>
      <h2>{t('admin.processing.jobs')}</h2>
      <Tabs
        label={t('admin.processing.stateFilter')}
        items={[null, ...states].map((value) => ({
          href: adminUrls.processing(value), label: value ? t(`admin.processing.states.${value as 'pending'}`) : t('admin.processing.unfinished'), current: value === state,
        }))}
      />
      <AdminTable
        caption={t('admin.processing.jobs')}
        empty={t('admin.processing.noJobs')}
        head={[t('admin.processing.job'), t('admin.processing.item'), t('admin.processing.state'), t('admin.processing.attempts'), t('admin.processing.runner'), t('admin.processing.updated'), '']}
        rows={jobs.map((job) => (
          <tr key={job.id}>
            <td>{job.id}</td>
            <td><a href={job.item.href}>{job.item.title}</a></td>
            <td>{job.state}</td>
            <td>{job.attempts}</td>
            <td>{job.runner}</td>
            <td>{job.updated}</td>
            <td>
              {job.failed && (
                <form method="post" action={adminUrls.retryJob(job.id)}><button type="submit" className="button button--small">{t('admin.processing.retry')}</button></form>
              )}
            </td>
          </tr>
        ))}
      />
      <Pagination {...pagination} t={t} />
      <h2>{t('admin.processing.ladders')}</h2>
      <p>{t('admin.processing.laddersIntro', { count: withoutLadder })}</p>
      {withoutLadder > 0 && (
        <form method="post" action={adminUrls.makeLadders()}>
          <button type="submit" className="button">{t('admin.processing.makeLadders', { count: withoutLadder })}</button>
        </form>
      )}
      <h2>{t('admin.processing.runners')}</h2>
      <AdminTable
        caption={t('admin.processing.runners')}
        empty={t('admin.processing.noRunners')}
        head={[t('admin.processing.name'), t('admin.processing.registered'), t('admin.processing.lastSeen'), t('admin.processing.working'), '']}
        rows={runners.map((runner) => (
          <tr key={runner.id}>
            <td>{runner.name}</td>
            <td>{runner.registered}</td>
            <td>{runner.lastSeen}</td>
            <td>{runner.working}</td>
            <RevokeCell t={t} revoked={runner.revoked} action={adminUrls.revokeRunner(runner.id)} />
          </tr>
        ))}
      />
      <h2>{t('admin.processing.tokens')}</h2>
      <p>{t('admin.processing.tokensIntro')}</p>
      {newToken && (
        <p className="admin__token" role="status">
          {t('admin.processing.tokenCreated')} <code>{newToken}</code>
        </p>
      )}
      <form className="form admin__search" method="post" action={adminUrls.runnerTokens()}>
        <FormField form="token" name="label" label={t('admin.processing.tokenLabel')} required maxLength={100} />
        <button type="submit" className="button">{t('admin.processing.createToken')}</button>
      </form>
      <AdminTable
        caption={t('admin.processing.tokens')}
        empty={t('admin.processing.noTokens')}
        head={[t('admin.processing.tokenLabel'), t('admin.processing.created'), '']}
        rows={tokens.map((token) => (
          <tr key={token.id}>
            <td>{token.label}</td>
            <td>{token.created}</td>
            <RevokeCell t={t} revoked={token.revoked} action={adminUrls.revokeRunnerToken(token.id)} />
          </tr>
        ))}
      />
    </AdminShell>
  );
}
