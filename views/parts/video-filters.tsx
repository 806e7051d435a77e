// Duration, date and "HD only" filters of video listings as a plain GET form, folded on phones (filter-fold.tsx);
// `keep` carries other query values along (the search term and sort on the search page).
import type { Translate } from '../../locales';
import type { DateFilter, DurationFilter } from '../../worker/db/videos';
import { FilterFold } from './filter-fold';

interface VideoFiltersProps {
  t: Translate;
  duration?: DurationFilter;
  date?: DateFilter;
  hd?: boolean;
  action: string;
  keep?: Record<string, string>;
}

export function VideoFilters({ t, duration, date, hd, action, keep = {} }: VideoFiltersProps) {
  const active = [duration, date, hd].filter(Boolean).length;
  return (
    <FilterFold t={t} active={active}>
      <form className="filters" method="get" action={action}>
        {Object.entries(keep).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        <label>
          {t('listing.duration')}{' '}
          <select name="duration" defaultValue={duration ?? ''}>
            <option value="">{t('listing.durationAll')}</option>
            <option value="short">{t('listing.durationShort')}</option>
            <option value="medium">{t('listing.durationMedium')}</option>
            <option value="long">{t('listing.durationLong')}</option>
          </select>
        </label>
        <label>
          {t('listing.date')}{' '}
          <select name="date" defaultValue={date ?? ''}>
            <option value="">{t('listing.dateAll')}</option>
            <option value="day">{t('listing.dateDay')}</option>
            <option value="week">{t('listing.dateWeek')}</option>
            <option value="month">{t('listing.dateMonth')}</option>
          </select>
        </label>
        <label className="filters__check">
          <input type="checkbox" name="hd" value="1" defaultChecked={hd} /> {t('listing.hdOnly')}
        </label>
        <button type="submit" className="button">{t('listing.apply')}</button>
      </form>
    </FilterFold>
  );
}
