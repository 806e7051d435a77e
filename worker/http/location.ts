// The one way untrusted input becomes a Location: only same-site paths survive, and building one never throws.
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { setFlash, type NoticeCode } from '../middleware/flash';

/** An origin no request has: input is resolved against it, and anything that leaves it is refused. */
const PROBE_ORIGIN = 'https://site.invalid';
/** Browsers drop tabs and line breaks from URLs and read a backslash as a slash: such input is refused outright. */
const REFUSED_CHARACTERS = /[\u0000-\u001f\u007f\\]/;
/** Longer return paths are not ones the site made. */
const MAX_LENGTH = 2048;

/** A path that opens with two slashes is protocol-relative: it names another host. */
const OTHER_HOST = /^\/\//;

/**
 * A same-site path (with its query and fragment) from untrusted input, percent-encoded as a header needs it, or null
 * when there is none: not text, not starting with one slash, naming another host (also once dot segments resolve),
 * holding control characters or backslashes, or too long.
 */
export function sitePath(input: unknown): string | null {
  if (
    typeof input !== 'string' || !input.startsWith('/') || OTHER_HOST.test(input) || input.length > MAX_LENGTH ||
    REFUSED_CHARACTERS.test(input)
  ) {
    return null;
  }
  try {
    const url = new URL(input, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN || OTHER_HOST.test(url.pathname)) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** The page to come back to: the input when it is a same-site path, else the home page. */
export function safeBack(input: unknown): string {
  return sitePath(input) ?? '/';
}

/** The path of a Referer header when it names a page of this site, else the home page. */
export function refererPath(c: Context): string {
  const referer = c.req.header('Referer');
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    return url.origin === new URL(c.req.url).origin ? safeBack(url.pathname + url.search) : '/';
  } catch {
    return '/';
  }
}

/** A redirect to a same-site path; a target that is not one goes to `fallback` instead. */
export function redirectTo(c: Context, target: string, status: 301 | 302 | 303 | 307 | 308, fallback = '/') {
  return c.redirect(sitePath(target) ?? fallback, status);
}

/** Without JavaScript: to the page (at the part that changed, if any) with the notice. */
export function redirectWith(c: Context<AppEnv>, to: string, code: NoticeCode | null, anchor?: string) {
  if (code) setFlash(c, code);
  c.header('Cache-Control', 'no-store');
  return redirectTo(c, anchor ? `${to.split('#')[0]}#${anchor}` : to, 303);
}
