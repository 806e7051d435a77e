// Typed translations: en.json is the key source; t() resolves dotted keys, picks plural forms and fills {placeholders}.
import en from './en.json';
import ru from './ru.json';
import de from './de.json';
import fr from './fr.json';
import es from './es.json';
import pl from './pl.json';
import it from './it.json';
import pt from './pt.json';
import ja from './ja.json';
import nl from './nl.json';
// The information pages' texts are served as static assets (worker/loaders/page-texts.ts); only their shape is here.
import type pagesEn from './pages/en.json';
import { interpolate, type FormattedCount, type MessageParams } from './interpolate';
import { isPluralForms, translatorOver, type Message, type PluralCategory, type PluralForms } from './plural';

export { interpolate, type FormattedCount, type Message, type MessageParams, type PluralForms };

export const LANGS = ['en', 'ru', 'de', 'fr', 'es', 'pl', 'it', 'pt', 'ja', 'nl'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** Each language's name written in that language, for the language selector. */
export const LANG_NAMES: Record<Lang, string> = {
  en: 'English', ru: 'Русский', de: 'Deutsch', fr: 'Français', es: 'Español',
  pl: 'Polski', it: 'Italiano', pt: 'Português', ja: '日本語', nl: 'Nederlands',
};

/** A group of plural forms is one message, named by its parent key (card.views, not card.views.one). */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K}`
    : keyof T[K] extends PluralCategory
      ? `${P}${K}`
      : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<typeof en>;
/** t('card.views', { count: 21 }): plural messages need params.count (a number or a FormattedCount). t.lang is the
 * language it writes, for the numbers views format around its messages. */
export interface Translate {
  (key: MessageKey, params?: MessageParams): string;
  readonly lang: Lang;
}

type Catalog = { [key: string]: string | Catalog };
const catalogs: Record<Lang, Catalog> = { en, ru, de, fr, es, pl, it, pt, ja, nl };

export type PageTexts = typeof pagesEn;
export type InfoPage = PageTexts[keyof PageTexts];

export function isLang(value: string | undefined): value is Lang {
  return value !== undefined && (LANGS as readonly string[]).includes(value);
}

/** Flattens a nested catalog into dotted keys, plural forms kept whole: { a: { b: 'x' } } -> Map { 'a.b' => 'x' }. */
export function flatten(catalog: Catalog, prefix = '', into = new Map<string, Message>()): Map<string, Message> {
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string' || isPluralForms(value)) into.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

const flatCache = new Map<Lang, Map<string, Message>>();
function flatCatalog(lang: Lang): Map<string, Message> {
  let flat = flatCache.get(lang);
  if (!flat) {
    flat = flatten(catalogs[lang]);
    flatCache.set(lang, flat);
  }
  return flat;
}

const translators = new Map<Lang, Translate>();
export function translator(lang: Lang): Translate {
  let t = translators.get(lang);
  if (!t) {
    t = translatorOver(lang, (key) => messageOf(lang, key));
    translators.set(lang, t);
  }
  return t;
}

/** The raw message of a key, for islands that translate on the client (plural forms kept whole). */
export function messageOf(lang: Lang, key: MessageKey): Message {
  return flatCatalog(lang).get(key) ?? flatCatalog(DEFAULT_LANG).get(key) ?? key;
}

/** A language's raw catalog, for the locale completeness test. */
export function catalogOf(lang: Lang): Catalog {
  return catalogs[lang];
}
