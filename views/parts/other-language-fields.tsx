// A video's title and description in other languages, in the console's edit form: one group per language, folded
// away unless one is filled or refused. An empty title shows the original title in that language.
import { LANG_NAMES, type Lang, type Translate } from '../../locales';
import { UPLOAD_TITLE_MAX } from '../../worker/config/uploads';
import type { OtherLanguageTexts } from '../../worker/moderation/video-texts';
import { FormField, FormTextarea } from './form-field';

export function OtherLanguageFields({ t, form, languages, values, errors }: {
  t: Translate;
  /** The id prefix of the form's fields. */
  form: string;
  languages: readonly Lang[];
  values: OtherLanguageTexts;
  /** Translated errors by field (title_{lang}, description_{lang}). */
  errors: Partial<Record<string, string>>;
}) {
  const open = languages.some((lang) => values[lang]?.title || values[lang]?.description || errors[`title_${lang}`] || errors[`description_${lang}`]);
  return (
    <details className="other-languages" open={open}>
      <summary>{t('admin.item.otherLanguages')}</summary>
      <p className="hint">{t('admin.item.otherLanguagesHint')}</p>
      {languages.map((lang) => (
        <fieldset key={lang} lang={lang}>
          <legend>{LANG_NAMES[lang]}</legend>
          <FormField
            form={form} name={`title_${lang}`} label={t('upload.fields.title')} defaultValue={values[lang]?.title ?? ''}
            maxLength={UPLOAD_TITLE_MAX} error={errors[`title_${lang}`]}
          />
          <FormTextarea
            form={form} name={`description_${lang}`} label={t('upload.fields.description')} defaultValue={values[lang]?.description ?? ''}
            rows={2} error={errors[`description_${lang}`]}
          />
        </fieldset>
      ))}
    </details>
  );
}
