// Cloudflare Turnstile: on when a site key and secret are configured (off locally), checked on the server with action "login".
import { CAPTCHA_ACTION, TURNSTILE_VERIFY_URL } from '../config/turnstile';
import type { Bindings } from '../env';

/** The site key to render the widget with, or null when the captcha is off. */
export function captchaSiteKey(env: Bindings): string | null {
  return env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET ? env.TURNSTILE_SITE_KEY : null;
}

/**
 * True when the captcha is off, or when Turnstile confirms the token was solved for our action; false for a missing,
 * reused or foreign token and when Turnstile cannot be reached (refusing is safer than letting a flood through).
 */
export async function verifyCaptcha(env: Bindings, token: string | undefined, ip: string | null): Promise<boolean> {
  if (!captchaSiteKey(env)) return true;
  if (!token || token.length > 2048) return false;
  const body = new URLSearchParams({ secret: env.TURNSTILE_SECRET!, response: token });
  if (ip) body.set('remoteip', ip);
  try {
    const response = await fetch(TURNSTILE_VERIFY_URL, { method: 'POST', body });
    if (!response.ok) return false;
    const result = await response.json<{ success?: boolean; action?: string }>();
    return result.success === true && result.action === CAPTCHA_ACTION;
  } catch {
    return false;
  }
}
