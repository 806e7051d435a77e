// Members-only screens (upload video, create album, edit profile).
import type { Translate } from '../../locales';
import type { Category } from '../../worker/db/categories';
import type { SessionUser } from '../../worker/env';
import { urls } from '../urls';

export function MembersOnlyPage({ t, kind, title, user, categories }: {
  t: Translate;
  kind: 'video' | 'album' | 'edit';
  title: string;
  user: SessionUser;
  categories: readonly Category[];
}) {
  return (
    <section className="auth">
      <h1 className="headline">{title}</h1>
      {kind === 'edit' ? (
        <p><a href={urls.memberTab(user.userId, 'info')}>{t('member.info')}</a></p>
      ) : (
        <>
          <p>{t('upload.moderation')}</p>
          <p className="notice">{t('upload.rules')}</p>
          {kind === 'video' && categories.length > 0 && (
            <ul className="category-list">
              {categories.map((category) => <li key={category.dir}>{category.title}</li>)}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
