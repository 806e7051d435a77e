// Every language has every key of en.json with the same {placeholders}, for the UI and the information pages; plural
// messages have exactly their language's CLDR categories plus English's (the key source) and pick the right form.
import { describe, expect, it } from 'vitest';
import { LANGS, catalogOf, flatten, interpolate, translator, type Lang, type Message } from '../../locales';
import { isPluralForms, pluralCategories } from '../../locales/plural';

// The information pages' texts as written (the worker reads them from static assets the build minifies).
const pageFiles = import.meta.glob<{ default: unknown }>('../../locales/pages/*.json', { eager: true });
const pagesOf = (lang: Lang) => pageFiles[`../../locales/pages/${lang}.json`]!.default;

const placeholders = (text: string) => [...text.matchAll(/\{([\w+-]+)\}/g)].map((m) => m[1]).sort();
/** The texts of a message: itself, or each of its plural forms. */
const textsOf = (message: Message) => (typeof message === 'string' ? [message] : Object.values(message));

/** Flattens any JSON value (arrays included) to path -> string. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (v: unknown, p: string) => {
    if (typeof v === 'string') out.set(p, v);
    else if (Array.isArray(v)) v.forEach((item, i) => walk(item, `${p}[${i}]`));
    else if (v && typeof v === 'object') for (const [k, child] of Object.entries(v)) walk(child, p ? `${p}.${k}` : k);
  };
  walk(value, prefix);
  return out;
}

describe('locales', () => {
  const enUi = flatten(catalogOf('en'));
  const enPages = leaves(pagesOf('en'));

  for (const lang of LANGS.filter((l) => l !== 'en')) {
    it(`${lang} has every UI key with the same placeholders`, () => {
      const ui = flatten(catalogOf(lang));
      expect([...ui.keys()].sort()).toEqual([...enUi.keys()].sort());
      for (const [key, message] of enUi) {
        const expected = placeholders(textsOf(message)[0]!);
        for (const text of textsOf(ui.get(key)!)) {
          expect(placeholders(text), `${lang}:${key}`).toEqual(expected);
          expect(text.trim().length, `${lang}:${key} is empty`).toBeGreaterThan(0);
        }
      }
    });

    it(`${lang} has every information page text with the same placeholders`, () => {
      const pages = leaves(pagesOf(lang));
      expect([...pages.keys()].sort()).toEqual([...enPages.keys()].sort());
      for (const [key, text] of enPages) {
        expect(placeholders(pages.get(key)!), `${lang}:${key}`).toEqual(placeholders(text));
      }
    });
  }

  it.each(LANGS)('%s plural messages have exactly its plural categories and English’s, each with the placeholders of English', (lang) => {
    const ui = flatten(catalogOf(lang));
    // English is the key source, so every file holds its forms too (Japanese 'one' reads as 'other' and is never picked).
    const categories = [...new Set([...pluralCategories(lang), ...pluralCategories('en')])].sort();
    const plurals = [...enUi].filter(([, message]) => isPluralForms(message));
    expect(plurals.length).toBeGreaterThan(0);
    for (const [key, message] of plurals) {
      const own = ui.get(key)!;
      expect(isPluralForms(own), `${lang}:${key} is plural`).toBe(true);
      expect(Object.keys(own).sort(), `${lang}:${key}`).toEqual(categories);
      for (const text of textsOf(own)) expect(placeholders(text), `${lang}:${key}`).toEqual(placeholders(textsOf(message)[0]!));
    }
  });

  it("uses workerd's CLDR plural categories: three counted forms in Russian and Polish, one in Japanese", () => {
    expect(pluralCategories('en').sort()).toEqual(['one', 'other']);
    expect(pluralCategories('ru').sort()).toEqual(['few', 'many', 'one', 'other']);
    expect(pluralCategories('pl').sort()).toEqual(['few', 'many', 'one', 'other']);
    expect(pluralCategories('ja')).toEqual(['other']);
    for (const lang of ['fr', 'es', 'it', 'pt'] as const) expect(pluralCategories(lang).sort()).toEqual(['many', 'one', 'other']);
    for (const lang of ['de', 'nl'] as const) expect(pluralCategories(lang).sort()).toEqual(['one', 'other']);
  });

  it.each<[Lang, string[]]>([
    ['en', ['1 subscriber', '2 subscribers', '5 subscribers', '21 subscribers']],
    ['ru', ['1 подписчик', '2 подписчика', '5 подписчиков', '21 подписчик']],
    ['pl', ['1 subskrybent', '2 subskrybentów', '5 subskrybentów', '21 subskrybentów']],
    ['ja', ['登録者1人', '登録者2人', '登録者5人', '登録者21人']],
  ])('%s counts 1, 2, 5 and 21 subscribers in its own plural forms', (lang, expected) => {
    const t = translator(lang);
    expect([1, 2, 5, 21].map((count) => t('card.subscribers', { count }))).toEqual(expected);
  });

  it.each<[Lang, string[]]>([
    ['en', ['1 view', '2 views', '5 views', '21 views']],
    ['ru', ['1 просмотр', '2 просмотра', '5 просмотров', '21 просмотр']],
    ['pl', ['1 wyświetlenie', '2 wyświetlenia', '5 wyświetleń', '21 wyświetleń']],
    ['ja', ['1回再生', '2回再生', '5回再生', '21回再生']],
  ])('%s counts 1, 2, 5 and 21 views in its own plural forms', (lang, expected) => {
    const t = translator(lang);
    expect([1, 2, 5, 21].map((count) => t('card.views', { count }))).toEqual(expected);
  });

  it("shows a plural message's count in the language's number format, and a formatted count as given", () => {
    expect(translator('en')('card.views', { count: 12345 })).toBe('12,345 views');
    expect(translator('de')('card.views', { count: 12345 })).toBe('12.345 Aufrufe');
    expect(translator('ru')('card.views', { count: 22 })).toBe('22 просмотра');
    expect(translator('ru')('card.views', { count: { value: 1000, text: '3,6K' } })).toBe('3,6K просмотров');
    expect(translator('pl')('card.videos', { count: 24 })).toBe('24 filmy');
    expect(translator('fr')('card.views', { count: 1_000_000 })).toBe('1\u202f000\u202f000 de vues');
    expect(translator('fr')('card.views', { count: 0 })).toBe('0 vue');
  });

  it.each(LANGS.filter((l) => l !== 'en'))('%s is translated, not a copy of English', (lang) => {
    // Some labels are rightly the same (DMCA, HD, OK, loanwords); a copied catalog is not.
    const ui = flatten(catalogOf(lang));
    const same = (a: Message | undefined, b: Message) => JSON.stringify(a) === JSON.stringify(b);
    const sameUi = [...enUi].filter(([key, message]) => same(ui.get(key), message)).length;
    expect(sameUi / enUi.size).toBeLessThan(0.2);
    const pages = leaves(pagesOf(lang));
    const samePages = [...enPages].filter(([key, text]) => pages.get(key) === text).length;
    expect(samePages / enPages.size).toBeLessThan(0.1);
  });

  it('translates keys and fills given placeholders, leaving unknown ones as written', () => {
    const t = translator('en');
    expect(t('errors.notFoundTitle')).toBe('Oops! Content not found!');
    expect(translator('ja')('header.login')).not.toBe(t('header.login'));
    expect(interpolate('{count} of {total}', { count: 2 })).toBe('2 of {total}');
    expect(interpolate('{count} views', { count: { value: 1234, text: '1.2K' } })).toBe('1.2K views');
  });
});
