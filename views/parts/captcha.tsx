// The Turnstile widget of a protected form, rendered only when the captcha is configured (it is off locally).
import { CAPTCHA_ACTION, TURNSTILE_SCRIPT_URL } from '../../worker/config/turnstile';

export function Captcha({ siteKey, noScript }: { siteKey: string | null; noScript: string }) {
  if (!siteKey) return null;
  return (
    <>
      <div className="cf-turnstile" data-sitekey={siteKey} data-action={CAPTCHA_ACTION} />
      <noscript><p className="form__hint">{noScript}</p></noscript>
      <script src={TURNSTILE_SCRIPT_URL} async defer />
    </>
  );
}
