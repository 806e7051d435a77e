// Progress reports for the running job: each change (at most every 2 s) and a heartbeat that renews the lease.
import type { SiteApi } from './api';
import { describeError, SiteError } from './errors';

/** Seconds between reports when nothing changes: well inside the lease, and at least every 20 s. */
function heartbeatSeconds(leaseSeconds: number): number {
  return Math.max(1, Math.min(15, leaseSeconds / 4));
}

export class ProgressReporter {
  private percent = 0;
  private sentPercent: number | undefined;
  private sentAt = 0;
  private sending: Promise<void> | undefined;
  private readonly timer: NodeJS.Timeout;

  /** `onLost` runs when the site answers 409: the job is no longer this runner's. */
  constructor(
    private readonly site: SiteApi,
    private readonly jobId: number,
    leaseSeconds: number,
    private readonly onLost: () => void,
    private readonly log: (line: string) => void,
  ) {
    const heartbeatMs = heartbeatSeconds(leaseSeconds) * 1000;
    this.timer = setInterval(() => this.tick(heartbeatMs), 250);
  }

  /** The job's progress as a fraction; reports go out as whole percents. */
  set(fraction: number): void {
    this.percent = Math.max(this.percent, Math.min(99, Math.floor(fraction * 100)));
  }

  /** No more reports; waits for the one in flight. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sending;
  }

  private tick(heartbeatMs: number): void {
    const since = Date.now() - this.sentAt;
    if (this.sending || !((this.percent !== this.sentPercent && since >= 2000) || since >= heartbeatMs)) return;
    const percent = this.percent;
    this.sentAt = Date.now();
    this.sending = this.site
      .progress(this.jobId, percent)
      .then(() => {
        this.sentPercent = percent;
      })
      .catch((error: unknown) => {
        if (error instanceof SiteError && error.status === 409) this.onLost();
        else this.log(`job ${this.jobId}: progress report failed (${describeError(error)}); the job goes on`);
      })
      .finally(() => {
        this.sending = undefined;
      });
  }
}
