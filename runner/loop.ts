// The runner's life: claim a job, run it, ask again; sleep when there is nothing to do, back off while the site is away.
import { setTimeout as sleep } from 'node:timers/promises';
import { RegistrationRefused, SiteApi } from './api';
import type { Config } from './config';
import { describeError, isTransient } from './errors';
import { runJob } from './job';
import { Job } from './jobs';
import type { Tools } from './tools';

/** Longest wait between attempts to reach a site that does not answer. */
const MAX_BACKOFF_SECONDS = 60;

/** Runs until `signal` aborts (the job in hand is handed back first); throws RegistrationRefused, which only the operator can fix. */
export async function runLoop(options: { config: Config; tools: Tools; signal: AbortSignal; log: (line: string) => void }): Promise<void> {
  const { config, tools, signal, log } = options;
  const site = new SiteApi(config, log);
  let backoff = 0;
  let idle = false;
  while (!signal.aborted) {
    let claimed: unknown;
    try {
      claimed = await site.claim(signal);
    } catch (error) {
      if (signal.aborted) break;
      if (error instanceof RegistrationRefused) throw error;
      backoff = Math.min(MAX_BACKOFF_SECONDS, backoff ? backoff * 2 : 1);
      const why = isTransient(error) ? `cannot reach ${config.siteUrl.href} (${describeError(error)})` : `claiming failed: ${describeError(error)}`;
      log(`${why}; trying again in ${backoff} s`);
      await pause(backoff, signal);
      continue;
    }
    if (backoff) log(`${config.siteUrl.href} answers again`);
    backoff = 0;
    if (claimed === null) {
      if (!idle) log(`waiting for jobs (asking every ${config.pollSeconds} s)`);
      idle = true;
      await pause(config.pollSeconds, signal);
      continue;
    }
    idle = false;
    const job = Job.safeParse(claimed);
    if (!job.success) {
      await refuse(site, claimed, job.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '), log);
      continue;
    }
    try {
      await runJob(job.data, { site, tools, workDir: config.workDir, remote: { allowPrivate: config.allowPrivateSources }, log }, signal);
    } catch (error) {
      log(`job ${job.data.jobId}: ${describeError(error)}`);
    }
  }
}

/** A job this runner cannot read fails at once (not retryable: another runner of this version would not read it either). */
async function refuse(site: SiteApi, claimed: unknown, problem: string, log: (line: string) => void): Promise<void> {
  const jobId = (claimed as { jobId?: unknown } | null)?.jobId;
  log(`claimed a job this runner cannot read (${problem})`);
  if (typeof jobId !== 'number') return;
  await site
    .failure(jobId, { reason: 'error', message: `the runner cannot read the job: ${problem}`, retryable: false })
    .catch((error: unknown) => log(`job ${jobId}: could not report the failure (${describeError(error)})`));
}

async function pause(seconds: number, signal: AbortSignal): Promise<void> {
  await sleep(seconds * 1000, undefined, { signal }).catch(() => {});
}
