// Plural messages: an object keyed by the language's CLDR plural categories, chosen by Intl.PluralRules for params.count
// and filled with the count in the language's number format. Free of the catalogs so islands can use it too.
import type { Lang, MessageKey, Translate } from './index';
import { interpolate, type MessageParams } from './interpolate';
import { kept } from './kept';

export type PluralCategory = Intl.LDMLPluralRule;
export type PluralForms = Partial<Record<PluralCategory, string>> & { other: string };
/** What a catalog holds under a key: one text, or one text per plural category. */
export type Message = string | PluralForms;

const CATEGORIES: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'] satisfies PluralCategory[];

export function isPluralForms(value: unknown): value is PluralForms {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.includes('other') && keys.every((key) => CATEGORIES.includes(key));
}

const pluralRules = kept((lang) => new Intl.PluralRules(lang));
const numberFormat = kept((lang) => new Intl.NumberFormat(lang));

/** The plural categories the language uses, e.g. en ['one', 'other'], ru ['few', 'many', 'one', 'other'], ja ['other']. */
export function pluralCategories(lang: string): PluralCategory[] {
  return pluralRules(lang).resolvedOptions().pluralCategories;
}

/**
 * The message's text: a plural message picks its form by params.count (a number, or a FormattedCount shown as its own
 * text, e.g. "3,6K", and chosen by its value) and shows the count in the language's number format ("1 234", "1.234").
 */
export function formatMessage(lang: string, message: Message, params?: MessageParams): string {
  if (typeof message === 'string') return interpolate(message, params);
  const count = params?.count;
  const value = typeof count === 'object' ? count.value : Number(count);
  const form = message[pluralRules(lang).select(value)] ?? message.other;
  const text = typeof count === 'number' ? numberFormat(lang).format(count) : count;
  return interpolate(form, text === undefined ? params : { ...params, count: text });
}

/** A translator over any lookup: the server's catalogs, or the few messages an island was given. */
export function translatorOver(lang: Lang, lookup: (key: MessageKey) => Message): Translate {
  return Object.assign((key: MessageKey, params?: MessageParams) => formatMessage(lang, lookup(key), params), { lang });
}
