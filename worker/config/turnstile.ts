// Cloudflare Turnstile's addresses and our action: plain values the server, the views and the Login modal island share.
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
export const TURNSTILE_VERIFY_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/siteverify`;
export const TURNSTILE_SCRIPT_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js`;
/** The form field the Turnstile widget fills in. */
export const CAPTCHA_FIELD = 'cf-turnstile-response';
/** The spec's captcha action, used by every protected form. */
export const CAPTCHA_ACTION = 'login';
