// A labelled form input with its server error shown under it and announced (aria-invalid, aria-describedby).
import type { InputHTMLAttributes } from 'react';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  /** The translated error text for this field, if the server refused it. */
  error?: string;
  hint?: string;
  /** The id prefix, when one page holds two forms with the same field name. */
  form?: string;
}

export function FormField({ name, label, error, hint, form, ...input }: FormFieldProps) {
  const id = `${form ?? 'f'}-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <label htmlFor={id}>
      {label}
      <input id={id} name={name} aria-invalid={error ? 'true' : undefined} aria-describedby={describedBy} {...input} />
      {hint && <span id={`${id}-hint`} className="form__hint">{hint}</span>}
      {error && <span id={`${id}-error`} className="field-error">{error}</span>}
    </label>
  );
}

/** An error about the form as a whole (rate limit, captcha, expired link). */
export function FormError({ error }: { error?: string }) {
  return error ? <p className="form-error" role="alert">{error}</p> : null;
}
