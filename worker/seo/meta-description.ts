// A page's <meta name="description">: plain text of at most 160 characters, cut at a word (at a character in
// Chinese and Japanese script), led by what tells the page apart from its siblings (part, sort, page number).
import type { Translate } from '../../locales';

export const META_DESCRIPTION_MAX = 160;

/** What sets a page apart from others with the same text: its part (a profile tab), its sort, its page number. */
export interface DescriptionLabels {
  part?: string;
  sort?: string;
  page?: number;
}

const ELLIPSIS = '…';
/** Scripts written without spaces between words: such text may be cut at any character. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const TRAILING_PUNCTUATION = /[ ,.;:!?、。，：–—-]+$/u;

/**
 * Breaking white space only: the no-break spaces inside formatted numbers ("1 234", "12 345") stay as they are and
 * are never a place to cut.
 */
const SPACES = /[\t\n\f\r ]+/g;

/** Text without markup and with single spaces: stored texts are plain, but a description must never carry a tag. */
function plainText(text: string): string {
  return text.replace(/<[^>]*>/g, ' ').replace(SPACES, ' ').trim();
}

/** The text cut to `max` UTF-16 units with an ellipsis: at the last space, or at a character in unspaced script. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  let room = text.slice(0, max - ELLIPSIS.length);
  // Never half a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(room)) room = room.slice(0, -1);
  const space = room.lastIndexOf(' ');
  const cutInWord = text.charAt(room.length) !== ' ' && !UNSPACED.test(room.charAt(room.length - 1));
  // Back to the last space, unless that would drop most of the text (a Latin word closing Japanese text).
  if (cutInWord && space > room.length / 2) room = room.slice(0, space);
  return room.replace(TRAILING_PUNCTUATION, '') + ELLIPSIS;
}

/** The description of a page: its text, led by its labels when it has any ("Top rated · Page 2: …"). */
export function metaDescription(t: Translate, text: string, labels: DescriptionLabels = {}): string {
  const plain = plainText(text);
  const label = [labels.part, labels.sort, labels.page && labels.page > 1 ? t('pagination.page', { page: labels.page }) : undefined]
    .filter(Boolean)
    .join(' · ');
  if (!label) return clipText(plain, META_DESCRIPTION_MAX);
  const frame = t('seo.meta.labelled', { label, text: '' }).length;
  return t('seo.meta.labelled', { label, text: clipText(plain, META_DESCRIPTION_MAX - frame) });
}
