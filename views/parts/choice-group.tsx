// A group of radio buttons or checkboxes under one legend, with its hint and the server's error for the group
// (announced: aria-invalid and aria-describedby on the fieldset).
export interface Choice {
  value: string;
  label: string;
}

export function ChoiceGroup({ name, legend, type, choices, checked, error, hint, form = 'f' }: {
  name: string;
  legend: string;
  type: 'radio' | 'checkbox';
  choices: readonly Choice[];
  checked: readonly string[];
  error?: string;
  hint?: string;
  form?: string;
}) {
  const id = `${form}-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="choices" id={id} aria-invalid={error ? 'true' : undefined} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {hint && <span id={`${id}-hint`} className="form__hint">{hint}</span>}
      <div className="choices__list">
        {choices.map((choice) => (
          <label key={choice.value} className="choices__item">
            <input type={type} name={name} value={choice.value} defaultChecked={checked.includes(choice.value)} /> {choice.label}
          </label>
        ))}
      </div>
      {error && <span id={`${id}-error`} className="field-error">{error}</span>}
    </fieldset>
  );
}
