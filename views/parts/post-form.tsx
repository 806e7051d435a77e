// The one-line form members write posts with (comments, wall posts, messages): Enter or the send button submits it,
// with or without JavaScript; with htmx the answer replaces the section `target`. After a refusal it shows the error
// and keeps the text.
import { urls } from '../urls';
import { ActionForm } from './action-form';

export interface PostFormProps {
  /** Where it posts; also the htmx request. */
  action: string;
  /** The section the htmx answer replaces. */
  target: string;
  /** The field the text goes in, and hidden fields naming what it is about. */
  field: string;
  hidden: Record<string, string | number>;
  back: string;
  label: string;
  placeholder: string;
  send: string;
  minLength: number;
  maxLength: number;
  error?: string;
  draft?: string;
}

export function PostForm(p: PostFormProps) {
  const inputId = `${p.target}-${p.field}`;
  return (
    <ActionForm className="comments__form" action={p.action} fields={p.hidden} back={p.back} target={`#${p.target}`} noValidate>
      <label htmlFor={inputId} className="visually-hidden">{p.label}</label>
      <input id={inputId} name={p.field} type="text" required minLength={p.minLength} maxLength={p.maxLength} autoComplete="off"
        placeholder={p.placeholder} defaultValue={p.draft} aria-invalid={p.error ? 'true' : undefined}
        aria-describedby={p.error ? `${inputId}-error` : undefined} />
      <button type="submit" className="button button--primary">{p.send}</button>
      {p.error && <p id={`${inputId}-error`} className="field-error" role="alert">{p.error}</p>}
    </ActionForm>
  );
}

/** The guests' prompt where members see a post form: log in (the Login modal with JS) or sign up. */
export function AuthPrompt({ text, login, or, signup, back }: { text: string; login: string; or: string; signup: string; back: string }) {
  return (
    <p className="comments__auth">
      {text} <a href={urls.signin(back)} data-login="">{login}</a> {or} <a href={urls.signup()}>{signup}</a>
    </p>
  );
}
