// The runner's failures, and which of them are worth another attempt (the job's `retryable`).

/** The source (or a photo) is not media the tools can read: the job fails with the reason `corrupted`. */
export class CorruptedSource extends Error {}

/** The site answered a call with something other than success. */
export class SiteError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    what: string,
  ) {
    super(`${what}: HTTP ${status}${code ? ` ${code}` : ''}`);
  }
}

/** ffmpeg or ffprobe stopped with an error; `signal` is set when a signal ended it (SIGKILL: the OOM killer; SIGSEGV: a crash). */
export class ToolError extends Error {
  constructor(
    message: string,
    readonly signal: NodeJS.Signals | null,
  ) {
    super(message);
  }
}

/** A fault of the moment (a download cut short), which another attempt may not meet. */
export class TransientError extends Error {}

const transientCodes = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN', 'ENOTFOUND', 'ENOSPC',
  'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT',
]);

/** The error's system code, looking through fetch's `TypeError('fetch failed')` wrapper. */
export function errorCode(error: unknown): string | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** Network trouble, a busy or failing site, a full disk or a killed tool: another runner or a later try may succeed. */
export function isTransient(error: unknown): boolean {
  if (error instanceof TransientError) return true;
  if (error instanceof SiteError) return error.status >= 500 || error.status === 408 || error.status === 429;
  // Killed (out of memory, most likely) is worth another try; a crash on this file would crash again.
  if (error instanceof ToolError) return error.signal === 'SIGKILL';
  if (error instanceof TypeError && error.message === 'fetch failed') return true;
  const code = errorCode(error);
  return code !== undefined && transientCodes.has(code);
}

/** One line for logs and failure messages. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = errorCode(error);
  // fetch says only "fetch failed"; the system code under it is the useful part.
  if (code && error.message === 'fetch failed') return code;
  return code && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
}
