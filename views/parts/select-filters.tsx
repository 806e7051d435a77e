// A GET filter form built from a list of select fields (model and member filters), with an optional text field first,
// folded on phones (filter-fold.tsx).
import type { Translate } from '../../locales';
import { FilterFold } from './filter-fold';

export interface SelectField {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}

export interface TextField {
  name: string;
  label: string;
  placeholder: string;
  value: string;
  maxLength: number;
}

export function SelectFilters({ t, action, text, fields, checkbox }: {
  t: Translate;
  action: string;
  text?: TextField;
  fields: readonly SelectField[];
  checkbox?: { name: string; label: string; checked: boolean };
}) {
  const active = [text?.value, ...fields.map((field) => field.value), checkbox?.checked].filter(Boolean).length;
  return (
    <FilterFold t={t} active={active}>
      <form className="filters" method="get" action={action}>
        {text && (
          <label>
            {text.label}{' '}
            <input type="search" name={text.name} defaultValue={text.value} placeholder={text.placeholder} maxLength={text.maxLength} />
          </label>
        )}
        {fields.map((field) => (
          <label key={field.name}>
            {field.label}{' '}
            <select name={field.name} defaultValue={field.value}>
              <option value="">{t('models.any')}</option>
              {field.options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
            </select>
          </label>
        ))}
        {checkbox && (
          <label>
            <input type="checkbox" name={checkbox.name} value="1" defaultChecked={checkbox.checked} /> {checkbox.label}
          </label>
        )}
        <button type="submit" className="button">{t('listing.apply')}</button>
        <a className="button button--plain" href={action}>{t('listing.reset')}</a>
      </form>
    </FilterFold>
  );
}
