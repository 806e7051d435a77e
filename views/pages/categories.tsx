// Category index, and the chips of selected categories with remove and add controls.
import type { Translate } from '../../locales';
import type { Category } from '../../worker/db/categories';
import { shortCount } from '../format';
import { SeoText } from '../parts/seo-text';
import { urls } from '../urls';
import { type VideoSort } from '../../worker/domain/vocabularies';

export function CategoriesIndexPage({
  t, categories, intro, seoText,
}: { t: Translate; categories: readonly Category[]; intro: string; seoText: string }) {
  return (
    <section aria-labelledby="categories-headline">
      <h1 id="categories-headline" className="headline">{t('categories.headline')}</h1>
      <p className="subline">{intro}</p>
      <ul className="category-list">
        {categories.map((category) => (
          <li key={category.dir}>
            <a href={urls.category([category.dir])}>
              <span>{category.title}</span> <span className="count">{shortCount(t.lang, category.total_videos)}</span>
            </a>
          </li>
        ))}
      </ul>
      <SeoText text={seoText} />
    </section>
  );
}

export function CategoryChips({
  t, selected, all, sort, max,
}: { t: Translate; selected: readonly Category[]; all: readonly Category[]; sort: VideoSort; max: number }) {
  const dirs = selected.map((c) => c.dir);
  const addable = all.filter((c) => !dirs.includes(c.dir));
  return (
    <div className="chips" aria-label={t('categories.selected')}>
      {selected.map((category) => {
        const rest = dirs.filter((dir) => dir !== category.dir);
        return (
          <span className="chip" key={category.dir}>
            {category.title}
            <a
              className="chip__remove"
              href={rest.length ? urls.category(rest, sort) : urls.categories()}
              aria-label={t('categories.remove', { category: category.title })}
            >
              ×
            </a>
          </span>
        );
      })}
      {selected.length < max && (
        <details className="dropdown chip chip--add">
          <summary>+ {t('categories.add')}</summary>
          <ul className="dropdown__menu dropdown__menu--scroll">
            {addable.map((category) => (
              <li key={category.dir}><a href={urls.category([...dirs, category.dir], sort)}>{category.title}</a></li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
