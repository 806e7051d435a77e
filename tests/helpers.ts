// Request helpers for route tests: requests straight to the worker's fetch handler (deterministic, and as fast for the
// thousandth request of a file as for the first, unlike SELF.fetch, whose entrypoint wrapper nests a Proxy per call),
// without following redirects, with cookies and a country, waiting for the work the request left (waitUntil).
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../worker/index';
import type { Bindings } from '../worker/env';
import { insertSession } from '../worker/db/sessions';
import { sha256Hex } from '../worker/auth/random';
import type { RandomSource } from '../worker/random';
import { Random } from '../seed/random';

export interface FetchOptions {
  cookies?: Record<string, string>;
  country?: string;
  method?: string;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Where the request goes: a language host such as http://ja.localhost (default http://localhost). */
  origin?: string;
}

/** The worker's answer to one request, with `bindings` replacing the test environment's where given. */
export async function get(path: string, options: FetchOptions = {}, bindings: Partial<Bindings> = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (!headers.has('CF-IPCountry')) headers.set('CF-IPCountry', options.country ?? 'JP');
  if (options.cookies) headers.set('Cookie', Object.entries(options.cookies).map(([k, v]) => `${k}=${v}`).join('; '));
  let body = options.body;
  // A browser sends a form or file with its length, as the size checks that refuse a body unread expect.
  if (body != null && !(body instanceof ReadableStream) && !headers.has('Content-Length')) {
    const encoded = new Response(body);
    const type = encoded.headers.get('Content-Type');
    if (type && !headers.has('Content-Type')) headers.set('Content-Type', type);
    body = await encoded.arrayBuffer();
    headers.set('Content-Length', String(body.byteLength));
  }
  const request = new Request(`${options.origin ?? 'http://localhost'}${path}`, { method: options.method ?? 'GET', headers, body, redirect: 'manual' });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...(env as unknown as Bindings), ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A url-encoded form post straight to the worker. */
export function post(path: string, form: Record<string, string>, options: FetchOptions = {}, bindings: Partial<Bindings> = {}) {
  return get(path, {
    ...options,
    method: 'POST',
    body: new URLSearchParams(form).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...options.headers },
  }, bindings);
}

/** Signs a member in by creating a session row directly; returns the cookie to send. */
export async function sessionFor(userId: number): Promise<Record<string, string>> {
  const sessionId = `test-session-${userId}-${crypto.randomUUID()}`;
  await insertSession(env.DB, await sha256Hex(sessionId), userId, Math.floor(Date.now() / 1000), 3600);
  return { sid: sessionId };
}

export async function firstRow<T>(sql: string, ...params: unknown[]): Promise<T> {
  const row = await env.DB.prepare(sql).bind(...params).first<T>();
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

/** The number of cache entries once background writes of earlier requests have landed. */
export async function settledKeyCount(): Promise<number> {
  let previous = -1;
  for (;;) {
    const count = (await env.CACHE.list()).keys.length;
    if (count === previous) return count;
    previous = count;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A new member with no votes, comments or lists yet, signed in; ids from `firstId` up, one per call. */
/**
 * The page's X-Cache once the first answer's background write has landed (a HIT within 20 tries; on a watch page the
 * one-in-ten ad draw is part of the key, so a try may draw the other copy).
 */
export async function settledCacheState(path: string, options: FetchOptions = {}): Promise<string | null> {
  let state: string | null = null;
  for (let i = 0; i < 20 && state !== 'HIT'; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 25));
    const response = await get(path, options);
    await response.arrayBuffer();
    state = response.headers.get('X-Cache');
  }
  return state;
}

export function memberFactory(firstId: number) {
  let next = firstId;
  return async function newMember(): Promise<{ userId: number; cookies: Record<string, string> }> {
    const userId = next++;
    await env.DB.prepare('INSERT INTO users (user_id, username, email, email_confirmed, created_at) VALUES (?1, ?2, ?3, 1, 0)')
      .bind(userId, `member${userId}`, `member${userId}@example.test`).run();
    return { userId, cookies: await sessionFor(userId) };
  };
}

/** The notice code a response leaves for the next page (the flash cookie), if any. */
export function flashOf(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith('flash='))?.split(';')[0]?.slice(6);
}

/** The header htmx sends with its requests. */
export const HTMX = { 'HX-Request': 'true' };

/** A reproducible random source for what the site draws (ad rotation, partner picks). */
export function seeded(seed: number): RandomSource {
  const random = new Random(seed);
  return () => random.next();
}
