// Processing in the console: /admin/processing/ (jobs by state, runners, registration tokens), retrying a failed
// job, queueing the ladders of videos processed before it, revoking a runner, and creating (shown once) or revoking a
// registration token.
import { Hono, type Context } from 'hono';
import { adminUrls } from '../../../views/admin-urls';
import { formatDateTime } from '../../../views/format';
import { ProcessingPage } from '../../../views/pages/admin/processing';
import { randomToken, sha256Hex } from '../../auth/random';
import { auditStatement } from '../../db/audit';
import { countVideosWithoutLadder, listJobs, queueLadderJobsStatement, readJob, retryFailedJobStatements, type JobState } from '../../db/jobs';
import {
  insertRunnerTokenStatement, listRunners, listRunnerTokens, revokeRunnerStatement, revokeRunnerTokenStatement,
} from '../../db/runners';
import type { AppEnv } from '../../env';
import { requireStaff } from '../../moderation/staff';
import { paging } from '../listing-helpers';
import { nowSeconds } from '../../http/clock';
import { assertFound, idParam, oneOf, queryPage } from '../../http/params';
import { redirectWith } from '../../http/location';
import { auditedChange, CONSOLE_PAGE_SIZE, consolePage, staffForm } from './console';

export const processingRoutes = new Hono<AppEnv>();

const STATES: readonly JobState[] = ['pending', 'processing', 'failed', 'done'];

async function processingPage(c: Context<AppEnv>, newToken?: string) {
  const staff = requireStaff(c);
  const t = c.get('t');
  const lang = c.get('lang');
  const state = oneOf(STATES, c.req.query('state')) ?? null;
  const page = queryPage(c.req.query('page'));
  const [jobs, runners, tokens, withoutLadder] = await Promise.all([
    listJobs(c.env.DB, state, page, CONSOLE_PAGE_SIZE), listRunners(c.env.DB), listRunnerTokens(c.env.DB), countVideosWithoutLadder(c.env.DB),
  ]);
  const jobViews = jobs.items.map((job) => ({
    id: job.job_id,
    item: { href: adminUrls.item(job.kind === 'album' ? 'album' : 'video', job.object_id), title: job.title ?? `#${job.object_id}` },
    state: job.state === 'processing'
      ? t('admin.processing.percent', { percent: job.progress })
      : job.state === 'failed' ? t('admin.processing.failedWith', { error: job.error ?? '—' }) : t(`admin.processing.states.${job.state}`),
    attempts: job.attempts, runner: job.runner_name ?? '—', updated: formatDateTime(lang, job.updated_at), failed: job.state === 'failed',
  }));
  return consolePage(c, t('admin.processing.title'), (
    <ProcessingPage
      t={t} isAdmin={staff.role === 'admin'} state={state} states={STATES} jobs={jobViews}
      pagination={paging(page, jobs.total, CONSOLE_PAGE_SIZE, (n) => adminUrls.processing(state, n))}
      runners={runners.map((runner) => ({
        id: runner.runner_id, name: runner.name, registered: formatDateTime(lang, runner.registered_at), lastSeen: formatDateTime(lang, runner.last_seen_at),
        working: runner.working, revoked: runner.revoked_at !== null,
      }))}
      tokens={tokens.map((token) => ({
        id: token.token_id, label: token.creator_name ? `${token.label} (${token.creator_name})` : token.label,
        created: formatDateTime(lang, token.created_at), revoked: token.revoked_at !== null,
      }))}
      newToken={newToken}
      withoutLadder={withoutLadder}
    />
  ));
}

processingRoutes.get('/admin/processing/', (c) => processingPage(c));

processingRoutes.post('/admin/jobs/:id{[0-9]+}/retry/', async (c) => {
  const { staff } = await staffForm(c);
  const job = assertFound(await readJob(c.env.DB, idParam(c.req.param('id'))));
  return auditedChange(c, staff, {
    statements: retryFailedJobStatements(c.env.DB, job, nowSeconds()),
    decidedBy: 1,
    audit: { action: 'job.retry', targetType: 'job', targetId: job.job_id, before: { state: job.state, error: job.error }, after: { state: 'pending' } },
    back: adminUrls.processing('failed'),
  });
});

/**
 * Queues a re-processing job for every video processed before the rendition ladder: runners make its ladder from its
 * kept source or its largest rendition, and the video keeps its state and preview meanwhile.
 */
processingRoutes.post('/admin/processing/ladders/', async (c) => {
  const { staff } = await staffForm(c);
  const now = nowSeconds();
  const [queued] = await c.env.DB.batch([queueLadderJobsStatement(c.env.DB, now)]);
  const count = queued!.meta.changes;
  if (count > 0) await auditStatement(c.env.DB, staff, { action: 'job.ladders', targetType: 'job', targetId: 0, after: { queued: count } }, now).run();
  return redirectWith(c, adminUrls.processing('pending'), count > 0 ? 'staff_done' : 'staff_unchanged');
});

/** Revokes a runner or a registration token, with its audit entry when it was not revoked already. */
function revoke(target: 'runner' | 'runner_token', statement: (db: D1Database, id: number, now: number) => D1PreparedStatement) {
  return async (c: Context<AppEnv>) => {
    const { staff } = await staffForm(c);
    const id = idParam(c.req.param('id'));
    return auditedChange(c, staff, {
      statements: [statement(c.env.DB, id, nowSeconds())],
      audit: { action: `${target}.revoke`, targetType: target, targetId: id, before: { revoked: false }, after: { revoked: true } },
      back: adminUrls.processing(),
    });
  };
}

processingRoutes.post('/admin/runners/:id{[0-9]+}/revoke/', revoke('runner', revokeRunnerStatement));
processingRoutes.post('/admin/runner-tokens/:id{[0-9]+}/revoke/', revoke('runner_token', revokeRunnerTokenStatement));

/** A new registration token: only its hash is kept, so the page shows it this once (no redirect, never cached). */
processingRoutes.post('/admin/runner-tokens/', async (c) => {
  const { staff, one } = await staffForm(c);
  const label = one('label');
  if (!label || [...label].length > 100) return redirectWith(c, adminUrls.processing(), 'staff_invalid');
  const token = randomToken();
  const now = nowSeconds();
  const { token_id: tokenId } = (await insertRunnerTokenStatement(c.env.DB, { label, hash: await sha256Hex(token), by: staff.userId, now }).first<{ token_id: number }>())!;
  await auditStatement(c.env.DB, staff, { action: 'runner_token.create', targetType: 'runner_token', targetId: tokenId, after: { label } }, now).run();
  return processingPage(c, token);
});
