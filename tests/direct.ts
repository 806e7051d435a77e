// Requests straight to the worker's fetch handler, for tests that send thousands of requests or swap a binding:
// SELF.fetch gets slower with every call in one file (the pool's entrypoint wrapper nests a Proxy per request).
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../worker/index';
import type { Bindings } from '../worker/env';
import type { FetchOptions } from './helpers';

/** The worker's answer to one request, with `bindings` replacing the test environment's where given. */
export async function fetchDirect(path: string, options: FetchOptions = {}, bindings: Partial<Bindings> = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (!headers.has('CF-IPCountry')) headers.set('CF-IPCountry', options.country ?? 'JP');
  if (options.cookies) headers.set('Cookie', Object.entries(options.cookies).map(([k, v]) => `${k}=${v}`).join('; '));
  const request = new Request(`${options.origin ?? 'http://localhost'}${path}`, { method: options.method ?? 'GET', headers, body: options.body, redirect: 'manual' });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...(env as unknown as Bindings), ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A url-encoded form post straight to the worker. */
export function postDirect(path: string, form: Record<string, string>, options: FetchOptions = {}, bindings: Partial<Bindings> = {}) {
  return fetchDirect(path, {
    ...options,
    method: 'POST',
    body: new URLSearchParams(form).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...options.headers },
  }, bindings);
}
