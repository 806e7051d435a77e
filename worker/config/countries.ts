// Country rules: which visitors see the age gate by default, and the countries offered by the top-country picker.

/** EU member states plus the United States and the United Kingdom: 29 countries (spec section 9). */
const EU_US_UK = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'US', 'GB',
];

/**
 * Countries with a gate text of their own (spec: gate texts in ru, fr, de, en). Visitors from these see
 * the gate too; until a visitor has chosen a language (cookie app_lang) the gate speaks this one.
 */
export const GATE_TEXT_COUNTRIES: Readonly<Record<string, 'ru' | 'fr' | 'de' | 'en'>> = {
  RU: 'ru', BY: 'ru', KZ: 'ru', UA: 'ru',
  CH: 'de', AT: 'de', DE: 'de', LI: 'de',
  FR: 'fr', BE: 'fr', LU: 'fr', MC: 'fr',
  CA: 'en', AU: 'en', NZ: 'en', GB: 'en', US: 'en',
};

/** Who sees the age gate unless a site file lists its own countries: the 29 and every country with its own gate text. */
export const DEFAULT_AGE_GATE_COUNTRIES: readonly string[] = [...new Set([...EU_US_UK, ...Object.keys(GATE_TEXT_COUNTRIES)])];

/** Countries offered in the top-country picker, the demo catalogue's view counts cover all of them. */
export const TOP_COUNTRIES = [
  'JP', 'US', 'GB', 'DE', 'FR', 'ES', 'IT', 'NL', 'PL', 'PT', 'BR', 'RU', 'KR', 'TW',
  'HK', 'TH', 'PH', 'VN', 'ID', 'MY', 'SG', 'IN', 'CA', 'AU', 'MX',
] as const;

/** Countries offered by the model filter (the filt slot of /api/json/models/... accepts only these). */
export const MODEL_COUNTRIES = [
  'JP', 'KR', 'CN', 'TW', 'HK', 'TH', 'PH', 'VN', 'ID', 'MY', 'SG', 'IN', 'US', 'CA', 'MX', 'BR', 'CO',
  'GB', 'FR', 'DE', 'ES', 'IT', 'NL', 'PL', 'PT', 'RU', 'AU',
] as const;

export const COUNTRY_COOKIE = 'country_code';
export const UNKNOWN_COUNTRY = 'XX';

export function isCountryCode(value: string | undefined): value is string {
  return value !== undefined && /^[A-Z]{2}$/.test(value);
}
