// The Login modal: a dialog that any `a[data-login]` on the page opens (the header's login link, actions that need
// login): the page script wakes this island on the first such click and sends it the open event. The document renders
// it after the page's content, so its heading never comes before the page's h1. It posts to
// /api/login.php and reloads the page on success (spec section 4); without JavaScript every such link simply goes to
// /signin/?back=...
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { CAPTCHA_ACTION, TURNSTILE_SCRIPT_URL } from '../worker/config/turnstile';
import { FormError, FormField } from '../views/parts/form-field';
import { LOGIN_OPEN_EVENT, type LoginOpenDetail } from './login-events';

export interface LoginModalProps {
  back: string;
  restoreHref: string;
  signupHref: string;
  googleHref: string | null;
  /** The Turnstile site key when the captcha is on (rendered explicitly when the dialog opens). */
  captchaSiteKey: string | null;
  labels: {
    title: string;
    usr: string;
    pwd: string;
    submit: string;
    forgot: string;
    signup: string;
    google: string;
    close: string;
    failed: string;
  };
}

interface Turnstile {
  render: (element: HTMLElement, options: { sitekey: string; action: string }) => string;
  reset: (id: string) => void;
}
declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

const TURNSTILE_EXPLICIT = `${TURNSTILE_SCRIPT_URL}?render=explicit`;

function loadTurnstile(): Promise<Turnstile> {
  return new Promise((resolve, reject) => {
    if (window.turnstile) return resolve(window.turnstile);
    const script = document.createElement('script');
    script.src = TURNSTILE_EXPLICIT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('turnstile')));
    script.onerror = reject;
    document.head.appendChild(script);
  });
}

export default function LoginModal(props: LoginModalProps) {
  const { labels } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const captchaBox = useRef<HTMLDivElement>(null);
  const captchaId = useRef<string | null>(null);
  const [back, setBack] = useState(props.back);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  // A layout effect: it is listening as soon as hydration returns, when the page script sends the first open event.
  useLayoutEffect(() => {
    const open = (event: Event) => {
      const { back: linkBack } = (event as CustomEvent<LoginOpenDetail>).detail;
      setBack(linkBack ?? props.back);
      setErrors({});
      dialog.current?.showModal();
      dialog.current?.querySelector<HTMLInputElement>('input[name="usr"]')?.focus();
      if (props.captchaSiteKey && captchaId.current === null && captchaBox.current) {
        const box = captchaBox.current;
        void loadTurnstile().then((turnstile) => {
          captchaId.current = turnstile.render(box, { sitekey: props.captchaSiteKey!, action: CAPTCHA_ACTION });
        });
      }
    };
    document.addEventListener(LOGIN_OPEN_EVENT, open);
    return () => document.removeEventListener(LOGIN_OPEN_EVENT, open);
  }, [props.back, props.captchaSiteKey]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const body = new URLSearchParams();
      for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') body.append(name, value);
      const response = await fetch('/api/login.php', { method: 'POST', body, headers: { Accept: 'application/json' } });
      const answer = (await response.json()) as { success?: boolean; messages?: Record<string, string> };
      if (answer.success) {
        location.reload();
        return;
      }
      setErrors(answer.messages ?? { notify: labels.failed });
    } catch {
      setErrors({ notify: labels.failed });
    }
    if (window.turnstile && captchaId.current !== null) window.turnstile.reset(captchaId.current);
    setBusy(false);
  }

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="login-modal-title">
      <form method="dialog">
        <button type="submit" className="link-button modal__close" aria-label={labels.close}>×</button>
      </form>
      <h2 id="login-modal-title">{labels.title}</h2>
      <form className="form" method="post" action="/signin/" onSubmit={(event) => void submit(event)} noValidate>
        <FormError error={errors.notify} />
        <input type="hidden" name="back" value={back} />
        <FormField form="modal" name="usr" label={labels.usr} autoComplete="username" required error={errors.usr} />
        <FormField form="modal" name="pwd" label={labels.pwd} type="password" autoComplete="current-password" required error={errors.pwd} />
        {props.captchaSiteKey && <div ref={captchaBox} />}
        <button type="submit" className="button button--primary" disabled={busy}>{labels.submit}</button>
      </form>
      {props.googleHref && <p><a className="button" href={props.googleHref} rel="nofollow">{labels.google}</a></p>}
      <p><a href={props.restoreHref}>{labels.forgot}</a> · <a href={props.signupHref}>{labels.signup}</a></p>
    </dialog>
  );
}
