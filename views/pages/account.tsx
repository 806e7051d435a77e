// Members-only screens (upload video, create album); the profile editor is views/pages/edit-profile.tsx.
import type { Translate } from '../../locales';
import type { Category } from '../../worker/db/categories';

export function MembersOnlyPage({ t, kind, title, categories }: {
  t: Translate;
  kind: 'video' | 'album';
  title: string;
  categories: readonly Category[];
}) {
  return (
    <section className="auth">
      <h1 className="headline">{title}</h1>
      <p>{t('upload.moderation')}</p>
      <p className="notice">{t('upload.rules')}</p>
      {kind === 'video' && categories.length > 0 && (
        <ul className="category-list">
          {categories.map((category) => <li key={category.dir}>{category.title}</li>)}
        </ul>
      )}
    </section>
  );
}
