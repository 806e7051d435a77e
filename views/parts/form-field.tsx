// A labelled form control (input, select or textarea) with its server error shown under it and announced
// (aria-invalid, aria-describedby).
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface FieldFrame {
  name: string;
  label: string;
  /** The translated error text for this field, if the server refused it. */
  error?: string;
  hint?: string;
  /** The id prefix, when one page holds two forms with the same field name. */
  form?: string;
}

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>, FieldFrame {}

/**
 * The label, the control, then the hint and the error under it; `control` gets the attributes that tie them together.
 * The label holds only its text, so the control's accessible name is the label and hint and error are its description.
 */
function Field({ name, label, error, hint, form, control }: FieldFrame & {
  control: (a11y: { id: string; name: string; 'aria-invalid'?: 'true'; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = `${form ?? 'f'}-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      {control({ id, name, 'aria-invalid': error ? 'true' : undefined, 'aria-describedby': describedBy })}
      {hint && <span id={`${id}-hint`} className="form__hint">{hint}</span>}
      {error && <span id={`${id}-error`} className="field-error">{error}</span>}
    </div>
  );
}

export function FormField({ name, label, error, hint, form, ...input }: FormFieldProps) {
  return <Field {...{ name, label, error, hint, form }} control={(a11y) => <input {...a11y} {...input} />} />;
}

export interface FormSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>, FieldFrame {
  options: readonly { value: string; label: string }[];
}

export function FormSelect({ name, label, error, hint, form, options, ...select }: FormSelectProps) {
  return (
    <Field
      {...{ name, label, error, hint, form }}
      control={(a11y) => (
        <select {...a11y} {...select}>
          {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      )}
    />
  );
}

export interface FormTextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>, FieldFrame {}

export function FormTextarea({ name, label, error, hint, form, ...textarea }: FormTextareaProps) {
  return <Field {...{ name, label, error, hint, form }} control={(a11y) => <textarea {...a11y} {...textarea} />} />;
}

/** An error about the form as a whole (rate limit, captcha, expired link). */
export function FormError({ error }: { error?: string }) {
  return error ? <p className="form-error" role="alert">{error}</p> : null;
}
