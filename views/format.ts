// Display formats of the spec: durations, shortened counts in each language's compact form, rating percentages and dates.
import type { FormattedCount } from '../locales/interpolate';
import { kept } from '../locales/kept';

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

// roundingMode is ES2023, past the islands' ES2022 library (this runs in the guest history island too); a browser
// without it rounds to the nearest instead.
const COMPACT = { notation: 'compact', roundingMode: 'trunc' } as Intl.NumberFormatOptions;

const compactFormat = kept((lang) => new Intl.NumberFormat(lang, COMPACT));

/**
 * A count in the language's own short form (CLDR's compact notation), rounded down so a count never reads higher than
 * it is: en 1.2K and 2.5M, ru 3,6 тыс., pl 22 tys., ja 20万, fr 2,5 M. German and Italian have no short thousands and
 * write them whole (200.000) up to a million (2,5 Mio., 2,5 Mln); Japanese writes counts below 10,000 whole.
 */
export function shortCount(lang: string, n: number): string {
  return compactFormat(lang).format(n);
}

/**
 * A shortened count as a plural message's count. After a unit the noun reads as after "thousand" or "million"
 * (ru "59 тыс. просмотров", fr "2,5 M de vues"), so it takes the form of the unit itself; a count written whole takes
 * its own form.
 */
export function shortCountParam(lang: string, n: number): FormattedCount {
  const parts = compactFormat(lang).formatToParts(n);
  const text = parts.map((part) => part.value).join('');
  if (!parts.some((part) => part.type === 'compact')) return { value: n, text };
  const shownDigits = parts.filter((part) => part.type === 'integer').reduce((sum, part) => sum + part.value.length, 0);
  return { value: 10 ** (String(Math.trunc(n)).length - shownDigits), text };
}

/** Rating is stored 0..5; the spec shows rating / 0.05, capped at 100. */
export function ratingPercent(rating: number): number {
  return Math.min(100, Math.round(rating / 0.05));
}

const dateFormat = kept((lang) => new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }));
export function formatDate(lang: string, unixSeconds: number): string {
  return dateFormat(lang).format(new Date(unixSeconds * 1000));
}

const dateTimeFormat = kept((lang) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }));
/** Date and time to the minute, in UTC (the console's logs). */
export function formatDateTime(lang: string, unixSeconds: number): string {
  return dateTimeFormat(lang).format(new Date(unixSeconds * 1000));
}

const regionNames = kept((lang) => new Intl.DisplayNames([lang], { type: 'region' }));
export function countryName(lang: string, code: string): string {
  try {
    return regionNames(lang).of(code) ?? code;
  } catch {
    return code;
  }
}

const numberFormat = kept((lang) => new Intl.NumberFormat(lang));
export function formatNumber(lang: string, n: number): string {
  return numberFormat(lang).format(n);
}

/** Full years from a birth date to a day, both "YYYY-MM-DD": ("2000-06-15", "2026-06-14") -> 25. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = day.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** By the number of decimals shown, 0 or 1. */
const megabyteFormats = [0, 1].map((digits) => kept((lang) => new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits })));
/** A byte count in megabytes (10^6) with one decimal below 100, as the language writes numbers: 9.7, 31,4, 1 234. */
export function formatMegabytes(lang: string, bytes: number): string {
  const megabytes = bytes / 1_000_000;
  const digits = megabytes < 100 ? 1 : 0;
  return megabyteFormats[digits]!(lang).format(megabytes);
}
