// Display formats of the spec: durations, shortened counts, rating percentages and dates.
import type { FormattedCount } from '../locales/interpolate';

/** 75 -> "01:15", 3725 -> "1:02:05" (hh:mm:ss from an hour up, mm:ss below). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const secs = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(secs)}` : `${two(minutes)}:${two(secs)}`;
}

/** "01:15" -> 75, "1:02:05" -> 3725; anything else -> 0. */
export function parseDuration(text: string): number {
  if (!/^\d{1,3}(:\d{2}){1,2}$/.test(text)) return 0;
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * Counts above 999 shorten to K, above 999,999 to M, with the language's decimal mark: ("en", 1234) -> "1.2K",
 * ("de", 3600) -> "3,6K", ("en", 2500000) -> "2.5M". One decimal below 100 of the unit, rounded down so a count
 * never reads higher than it is.
 */
export function shortCount(lang: string, n: number): string {
  const unit = unitOf(n);
  const value = n / unit.size;
  const shown = unit.size > 1 && value < 100 ? Math.floor(value * 10) / 10 : Math.floor(value);
  return formatNumber(lang, shown) + unit.letter;
}

function unitOf(n: number): { size: number; letter: string } {
  if (n > 999_999) return { size: 1_000_000, letter: 'M' };
  if (n > 999) return { size: 1_000, letter: 'K' };
  return { size: 1, letter: '' };
}

/**
 * A shortened count as a plural message's count. After K or M the noun reads as after "thousand" or "million"
 * (ru "59 тыс. просмотров", fr "2,5 millions de vues"), so it takes the form of the unit itself, not of the digits.
 */
export function shortCountParam(lang: string, n: number): FormattedCount {
  const { size } = unitOf(n);
  return { value: size > 1 ? size : n, text: shortCount(lang, n) };
}

/** Rating is stored 0..5; the spec shows rating / 0.05, capped at 100. */
export function ratingPercent(rating: number): number {
  return Math.min(100, Math.round(rating / 0.05));
}

export function formatDate(lang: string, unixSeconds: number): string {
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(unixSeconds * 1000),
  );
}

/** Date and time to the minute, in UTC (the console's logs). */
export function formatDateTime(lang: string, unixSeconds: number): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(unixSeconds * 1000));
}

export function countryName(lang: string, code: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const numberFormats = new Map<string, Intl.NumberFormat>();
export function formatNumber(lang: string, n: number): string {
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(lang)));
  return format.format(n);
}

/** Full years from a birth date to a day, both "YYYY-MM-DD": ("2000-06-15", "2026-06-14") -> 25. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = day.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const megabyteFormats = new Map<string, Intl.NumberFormat>();
/** A byte count in megabytes (10^6) with one decimal below 100, as the language writes numbers: 9.7, 31,4, 1 234. */
export function formatMegabytes(lang: string, bytes: number): string {
  const megabytes = bytes / 1_000_000;
  const digits = megabytes < 100 ? 1 : 0;
  const key = `${lang}/${digits}`;
  let format = megabyteFormats.get(key);
  if (!format) megabyteFormats.set(key, (format = new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits })));
  return format.format(megabytes);
}
