// Every language has every key of en.json with the same {placeholders}, for the UI and the information pages.
import { describe, expect, it } from 'vitest';
import { LANGS, catalogOf, flatten, translator } from '../locales';

const placeholders = (text: string) => [...text.matchAll(/\{([\w+-]+)\}/g)].map((m) => m[1]).sort();

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
  const en = catalogOf('en');
  const enUi = flatten(en.ui);
  const enPages = leaves(en.pages);

  for (const lang of LANGS.filter((l) => l !== 'en')) {
    it(`${lang} has every UI key with the same placeholders`, () => {
      const ui = flatten(catalogOf(lang).ui);
      expect([...ui.keys()].sort()).toEqual([...enUi.keys()].sort());
      for (const [key, text] of enUi) {
        expect(placeholders(ui.get(key)!), `${lang}:${key}`).toEqual(placeholders(text));
        expect(ui.get(key)!.trim().length, `${lang}:${key} is empty`).toBeGreaterThan(0);
      }
    });

    it(`${lang} has every information page text with the same placeholders`, () => {
      const pages = leaves(catalogOf(lang).pages);
      expect([...pages.keys()].sort()).toEqual([...enPages.keys()].sort());
      for (const [key, text] of enPages) {
        expect(placeholders(pages.get(key)!), `${lang}:${key}`).toEqual(placeholders(text));
      }
    });
  }

  it.each(LANGS.filter((l) => l !== 'en'))('%s is translated, not a copy of English', (lang) => {
    // Some labels are rightly the same (DMCA, HD, OK, loanwords); a copied catalog is not.
    const ui = flatten(catalogOf(lang).ui);
    const sameUi = [...enUi].filter(([key, text]) => ui.get(key) === text).length;
    expect(sameUi / enUi.size).toBeLessThan(0.2);
    const pages = leaves(catalogOf(lang).pages);
    const samePages = [...enPages].filter(([key, text]) => pages.get(key) === text).length;
    expect(samePages / enPages.size).toBeLessThan(0.1);
  });

  it('interpolates placeholders and falls back to the key for unknown ones', () => {
    const t = translator('en');
    expect(t('card.views', { count: '1.2K' })).toBe('1.2K views');
    expect(t('errors.notFoundTitle')).toBe('Oops! Content not found!');
    expect(translator('ja')('header.login')).not.toBe(t('header.login'));
  });
});
