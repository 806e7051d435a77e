// The fields that describe an upload: title, description, categories and, for videos, models. The upload forms, the
// owner's edit and a moderator's edit show them the same way, with the same limits and hints.
import type { Translate } from '../../locales';
import { UPLOAD_CATEGORIES_MAX, UPLOAD_CATEGORIES_MIN, UPLOAD_TITLE_MAX } from '../../worker/config/uploads';
import { ChoiceGroup, type Choice } from './choice-group';
import { FormField, FormTextarea } from './form-field';

export interface DescribingValues {
  title: string;
  description: string;
  categories: readonly string[];
  /** The models field as typed (comma-separated names); undefined for albums, which have none. */
  models?: string;
}

export function DescribingFields({ t, form, values, errors, categories }: {
  t: Translate;
  /** The id prefix of the form's fields. */
  form: string;
  values: DescribingValues;
  /** Translated errors by field. */
  errors: Partial<Record<string, string>>;
  categories: readonly Choice[];
}) {
  return (
    <>
      <FormField form={form} name="title" label={t('upload.fields.title')} defaultValue={values.title} required maxLength={UPLOAD_TITLE_MAX} error={errors.title} />
      <FormTextarea form={form} name="description" label={t('upload.fields.description')} defaultValue={values.description} rows={4} error={errors.description} />
      <ChoiceGroup
        form={form} name="categories" type="checkbox" legend={t('upload.fields.categories')}
        hint={t('upload.fields.categoriesHint', { min: UPLOAD_CATEGORIES_MIN, max: UPLOAD_CATEGORIES_MAX })}
        choices={categories} checked={values.categories} error={errors.categories}
      />
      {values.models !== undefined && (
        <FormField form={form} name="models" label={t('upload.fields.models')} hint={t('upload.fields.modelsHint')} defaultValue={values.models} error={errors.models} />
      )}
    </>
  );
}
