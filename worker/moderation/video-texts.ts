// A video's texts in other languages as staff give them, in an import's title_{lang} and description_{lang} columns
// or the console's edit form: checked like the original's, stored with the slug of each title.
import { LANGS, type Lang } from '../../locales';
import { slugify } from '../../views/urls';
import { UPLOAD_DESCRIPTION_MAX, UPLOAD_TITLE_MAX, UPLOAD_TITLE_MIN } from '../config/uploads';
import { checkLength, memberText } from '../actions/text-rules';
import type { VideoText } from '../db/video-texts';
import type { FieldErrors, PostedForm } from '../uploads/forms';
import { one } from '../uploads/forms';

export type OtherLanguageTexts = Partial<Record<Lang, { title?: string; description?: string }>>;

/** The rows of video_texts for these texts; a title whose slug is empty gets `video` as its slug. */
export function videoTextRows(texts: OtherLanguageTexts): VideoText[] {
  return Object.entries(texts).flatMap(([lang, text]) => {
    const title = text?.title || null;
    const description = text?.description || null;
    if (title === null && description === null) return [];
    return [{ lang: lang as Lang, title, dir: title === null ? null : slugify(title) || 'video', description }];
  });
}

/** The languages a video may be given texts in: every site language but its original's. */
export const otherLanguages = (original: string): Lang[] => LANGS.filter((lang) => lang !== original);

/** The edit form's title_{lang} and description_{lang} fields; a bad one is an error on its own field. */
export function readOtherLanguages(form: PostedForm, errors: FieldErrors, original: string): OtherLanguageTexts {
  const texts: OtherLanguageTexts = {};
  for (const lang of otherLanguages(original)) {
    const title = memberText(one(form, `title_${lang}`));
    const description = memberText(one(form, `description_${lang}`));
    const titleRefusal = title === '' ? undefined : checkLength(title, UPLOAD_TITLE_MIN, UPLOAD_TITLE_MAX);
    if (titleRefusal) errors[`title_${lang}`] = titleRefusal;
    if ([...description].length > UPLOAD_DESCRIPTION_MAX) errors[`description_${lang}`] = { code: 'max_length', info: { max: UPLOAD_DESCRIPTION_MAX } };
    if (title || description) texts[lang] = { ...(title ? { title } : {}), ...(description ? { description } : {}) };
  }
  return texts;
}

/** Stored texts as the edit form shows them. */
export function textsOf(rows: readonly VideoText[]): OtherLanguageTexts {
  return Object.fromEntries(rows.map((row) => [row.lang, { title: row.title ?? '', description: row.description ?? '' }]));
}
