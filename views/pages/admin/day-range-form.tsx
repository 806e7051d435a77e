// The console's reporting period form: a plain GET form choosing the last 7, 30 or 90 days (works without JavaScript),
// and the report's own filters beside it.
import type { ReactNode } from 'react';
import type { Translate } from '../../../locales';
import { FormSelect } from '../../parts/form-field';

export interface DayRangeFormProps {
  t: Translate;
  /** The page the form reloads, without its query. */
  action: string;
  days: number;
  choices: readonly { value: string; label: string }[];
  /** More fields of the same form (a report's filters). */
  filters?: ReactNode;
}

export function DayRangeForm({ t, action, days, choices, filters }: DayRangeFormProps) {
  return (
    <form className="form admin__filters" method="get" action={action}>
      <FormSelect form="range" name="days" label={t('admin.range.label')} options={choices} defaultValue={String(days)} />
      {filters}
      <button type="submit" className="button">{t('admin.range.show')}</button>
    </form>
  );
}
