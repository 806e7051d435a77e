// The site's runner API (docs/runners.md, "The protocol"): registration, the authorised fetch, and the job calls.
import type { Config } from './config';
import { SiteError } from './errors';
import type { AlbumResult, Failure, ImageResult, VideoResult } from './jobs';
import { loadRegistration, saveRegistration, type Registration } from './state';

/** The site refused the registration token: only the operator can fix that. */
export class RegistrationRefused extends Error {}

export class SiteApi {
  private registration: Registration | undefined;
  private registering: Promise<Registration> | undefined;

  constructor(
    private readonly config: Config,
    private readonly log: (line: string) => void,
  ) {}

  url(path: string): URL {
    return new URL(path, this.config.siteUrl);
  }

  /** Whether a URL is the site's own, so it may see the runner's token. */
  isSite(url: URL): boolean {
    return url.origin === this.config.siteUrl.origin;
  }

  /** The saved registration for this site, or a new one. */
  async ensureRegistered(): Promise<Registration> {
    this.registration ??= await loadRegistration(this.config.statePath, this.config.siteUrl);
    return this.registration ?? this.renew(undefined);
  }

  /** fetch with the runner's token; an answer of 401 registers again and repeats the request once. */
  async fetch(url: URL, init: RequestInit = {}): Promise<Response> {
    const { runnerToken } = await this.ensureRegistered();
    const response = await fetch(url, withToken(init, runnerToken));
    if (response.status !== 401) return response;
    await response.body?.cancel();
    this.log(`the site no longer knows this runner's token: registering again`);
    const renewed = await this.renew(runnerToken);
    return fetch(url, withToken(init, renewed.runnerToken));
  }

  /** `{"job": null}` or the job as the site sent it (checked by the caller). */
  async claim(signal: AbortSignal): Promise<unknown> {
    const answer = await this.post<{ job?: unknown }>('api/runners/jobs/claim', {}, signal);
    return answer.job ?? null;
  }

  async progress(jobId: number, percent: number): Promise<void> {
    await this.post(`api/runners/jobs/${jobId}/progress`, { percent });
  }

  async result(jobId: number, result: VideoResult | AlbumResult | ImageResult): Promise<void> {
    await this.post(`api/runners/jobs/${jobId}/result`, result);
  }

  async failure(jobId: number, failure: Failure): Promise<void> {
    await this.post(`api/runners/jobs/${jobId}/failure`, failure);
  }

  private async post<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
    const response = await this.fetch(this.url(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
    const answer = (await response.json().catch(() => undefined)) as { code?: string } | undefined;
    if (!response.ok) throw new SiteError(response.status, answer?.code, `POST /${path}`);
    return answer as T;
  }

  /** Registers anew unless another call already replaced the refused token (one registration at a time). */
  private renew(refusedToken: string | undefined): Promise<Registration> {
    if (this.registration && this.registration.runnerToken !== refusedToken) return Promise.resolve(this.registration);
    this.registering ??= this.register().finally(() => {
      this.registering = undefined;
    });
    return this.registering;
  }

  private async register(): Promise<Registration> {
    const { siteUrl, registrationToken, name, statePath } = this.config;
    const response = await fetch(this.url('api/runners/register'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ registrationToken, name }),
    });
    const answer = (await response.json().catch(() => undefined)) as
      | { runnerId?: unknown; runnerToken?: unknown; code?: string }
      | undefined;
    if (response.status === 403) {
      throw new RegistrationRefused(`the site refused RUNNER_REGISTRATION_TOKEN (${answer?.code ?? 'HTTP 403'})`);
    }
    if (!response.ok) throw new SiteError(response.status, answer?.code, 'POST /api/runners/register');
    if (typeof answer?.runnerId !== 'number' || typeof answer.runnerToken !== 'string') {
      throw new SiteError(response.status, 'malformed', 'POST /api/runners/register');
    }
    const registration = { siteUrl: siteUrl.href, runnerId: answer.runnerId, runnerToken: answer.runnerToken };
    await saveRegistration(statePath, registration);
    this.registration = registration;
    this.log(`registered with ${siteUrl.href} as runner ${registration.runnerId} ("${name}"); its token is kept in ${statePath}`);
    return registration;
  }
}

function withToken(init: RequestInit, token: string): RequestInit {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...init, headers };
}
