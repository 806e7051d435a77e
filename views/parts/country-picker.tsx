// Country selector: a GET form that stores the choice in cookie country_code and comes back.
import type { Translate } from '../../locales';

export function CountryPicker({ t, country, countries, back }: { t: Translate; country: string; countries: readonly { code: string; name: string }[]; back: string }) {
  return (
    <form className="filters" method="get" action="/prefs/country/">
      <label>
        {t('home.country')}{' '}
        <select name="country" defaultValue={country}>
          {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
        </select>
      </label>
      <input type="hidden" name="back" value={back} />
      <button type="submit" className="button">{t('home.changeCountry')}</button>
    </form>
  );
}
