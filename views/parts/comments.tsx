// The comments section: the list for everyone, and the login prompt for guests.
import type { Translate } from '../../locales';
import type { Comment } from '../../worker/db/comments';
import { formatDate } from '../format';
import { urls } from '../urls';
import { Pagination, type PaginationProps } from './pagination';

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
          {t('comments.pleaseAuth')} <a href={urls.signin(back)}>{t('header.login')}</a> {t('common.or')}{' '}
          <a href={urls.signup()}>{t('header.signup')}</a>
        </p>
      )}
      {comments.length === 0 ? (
        <p className="empty">{t('empty.comments')}</p>
      ) : (
        <ol className="comments__list">
          {comments.map((comment) => (
            <li key={comment.comment_id} className="comment">
              <img className="avatar" src={comment.avatar ? urls.media(comment.avatar) : '/img/avatar.svg'} alt="" width={40} height={40} loading="lazy" />
              <div>
                <p className="comment__head">
                  <a href={urls.member(comment.user_id)}>{comment.username}</a>{' '}
                  <time dateTime={new Date(comment.added_date * 1000).toISOString()}>{formatDate(lang, comment.added_date)}</time>
                </p>
                <p className="comment__text">{comment.comment}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Pagination {...pagination} t={t} />
    </section>
  );
}
