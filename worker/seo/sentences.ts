// The joins of composed texts in the visitor's language: sentences into a paragraph, names into a list.
import type { Lang } from '../../locales';
import { kept } from '../../locales/kept';

/** Japanese runs sentences on without a space; the other languages separate them with one. */
const SENTENCE_GAP: Partial<Record<Lang, string>> = { ja: '' };

/** The sentences given (empty ones and absent parts left out) as one paragraph. */
export function joinSentences(lang: Lang, parts: readonly (string | null | undefined | false)[]): string {
  return parts.filter((part): part is string => Boolean(part)).join(SENTENCE_GAP[lang] ?? ' ');
}

const listFormat = kept((lang) => new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }));

/** "A, B and C" as the language writes it ("A、B、C" in Japanese). */
export function listOf(lang: Lang, items: readonly string[]): string {
  return listFormat(lang).format(items);
}
