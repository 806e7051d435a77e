// The comments section: the list for everyone, and the login prompt for guests.
import type { Translate } from '../../locales';
import type { Comment } from '../../worker/db/comments';
import { COMMENTS_MAX, COMMENTS_MIN } from '../../worker/config/limits';
import { urls } from '../urls';
import { Pagination, type PaginationProps } from './pagination';
import { PostList, fromComment } from './posts';

/** The member's comment form: where it goes, and after a refusal its error (form.error.{code}) and the text kept. */
export interface CommentFormProps {
  section: 'videos' | 'albums';
  objectId: number;
  error?: string;
  draft?: string;
}

export const COMMENTS_ID = 'comments';

export function Comments({
  t, lang, comments, total, pagination, signedIn, back, form,
}: {
  t: Translate;
  lang: string;
  comments: readonly Comment[];
  total: number;
  pagination: Omit<PaginationProps, 't'>;
  signedIn: boolean;
  back: string;
  form: CommentFormProps;
}) {
  return (
    <section id={COMMENTS_ID} className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">{t('video.comments')} ({total})</h2>
      {!signedIn && (
        <p className="comments__auth">
          {t('comments.pleaseAuth')} <a href={urls.signin(back)} data-login="">{t('header.login')}</a> {t('common.or')}{' '}
          <a href={urls.signup()}>{t('header.signup')}</a>
        </p>
      )}
      {signedIn && (
        // One line: Enter sends it, with or without JavaScript (spec: Enter or the send button).
        <form className="comments__form" method="post" action={urls.comment()} noValidate hx-post={urls.comment()} hx-target={`#${COMMENTS_ID}`} hx-swap="outerHTML">
          <input type="hidden" name="section" value={form.section} />
          <input type="hidden" name="object_id" value={form.objectId} />
          <input type="hidden" name="back" value={back} />
          <label htmlFor="comment-msg" className="visually-hidden">{t('comments.label')}</label>
          <input id="comment-msg" name="msg" type="text" required minLength={COMMENTS_MIN} maxLength={COMMENTS_MAX} autoComplete="off"
            placeholder={t('comments.placeholder')} defaultValue={form.draft} aria-invalid={form.error ? 'true' : undefined}
            aria-describedby={form.error ? 'comment-error' : undefined} />
          <button type="submit" className="button button--primary">{t('comments.send')}</button>
          {form.error && <p id="comment-error" className="field-error" role="alert">{form.error}</p>}
        </form>
      )}
      <div id="comments-list">
        <PostList lang={lang} posts={comments.map(fromComment)} empty={t('empty.comments')} />
        <Pagination {...pagination} t={t} swapTarget="comments-list" />
      </div>
    </section>
  );
}
