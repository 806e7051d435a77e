// The comments section: the list for everyone, and the login prompt for guests.
import type { Translate } from '../../locales';
import type { Comment } from '../../worker/db/comments';
import { urls } from '../urls';
import { Pagination, type PaginationProps } from './pagination';
import { PostList, fromComment } from './posts';

export function Comments({
  t, lang, comments, total, pagination, signedIn, back,
}: {
  t: Translate;
  lang: string;
  comments: readonly Comment[];
  total: number;
  pagination: Omit<PaginationProps, 't'>;
  signedIn: boolean;
  back: string;
}) {
  return (
    <section id="comments" className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">{t('video.comments')} ({total})</h2>
      {!signedIn && (
        <p className="comments__auth">
          {t('comments.pleaseAuth')} <a href={urls.signin(back)} data-login="">{t('header.login')}</a> {t('common.or')}{' '}
          <a href={urls.signup()}>{t('header.signup')}</a>
        </p>
      )}
      <div id="comments-list">
        <PostList lang={lang} posts={comments.map(fromComment)} empty={t('empty.comments')} />
        <Pagination {...pagination} t={t} swapTarget="comments-list" />
      </div>
    </section>
  );
}
