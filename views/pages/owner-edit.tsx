// The owner's edit of their video or album: its title, description, categories and (videos) models, with a word on
// what saving does (applied at once, or back to moderation for a live item of an uploader who is not trusted).
import type { Translate } from '../../locales';
import type { Choice } from '../parts/choice-group';
import { DescribingFields, type DescribingValues } from '../parts/describing-fields';
import { FormError } from '../parts/form-field';
import { urls } from '../urls';

export interface OwnerEditProps {
  t: Translate;
  kind: 'video' | 'album';
  id: number;
  /** The title as stored, for the heading. */
  title: string;
  values: DescribingValues;
  errors: Partial<Record<string, string>>;
  categories: readonly Choice[];
  /** What saving does: kept in place, or live and back to moderation. */
  effect: 'applies' | 'to_moderation' | 'live_at_once';
  /** Where Cancel goes back to. */
  back: string;
}

const EFFECT_TEXT = { applies: 'ownerEdit.applies', to_moderation: 'ownerEdit.toModeration', live_at_once: 'ownerEdit.liveAtOnce' } as const;

export function OwnerEditPage({ t, kind, id, title, values, errors, categories, effect, back }: OwnerEditProps) {
  const failed = Object.keys(errors).length > 0;
  return (
    <section className="upload">
      <h1 className="headline">{t('ownerEdit.heading', { title })}</h1>
      <p className={effect === 'to_moderation' ? 'notice' : undefined}>{t(EFFECT_TEXT[effect])}</p>
      <form className="form" method="post" action={urls.uploadEdit(kind, id)} noValidate>
        {failed && <FormError error={t('ownerEdit.refused')} />}
        <DescribingFields t={t} form="owner-edit" values={values} errors={errors} categories={categories} />
        <p>
          <button type="submit" className="button button--primary">{t('ownerEdit.save')}</button>{' '}
          <a className="button" href={back}>{t('ownerEdit.cancel')}</a>
        </p>
      </form>
    </section>
  );
}
