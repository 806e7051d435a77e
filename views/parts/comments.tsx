// The comments section: the list for everyone, and the login prompt for guests.
import type { Translate } from '../../locales';
import type { Comment } from '../../worker/db/comments';
import { COMMENTS_MAX, COMMENTS_MIN } from '../../worker/config/limits';
import { urls } from '../urls';
import { Pagination, type PaginationProps } from './pagination';
import { AuthPrompt, PostForm } from './post-form';
import { adminUrls } from '../admin-urls';
import { ActionForm } from './action-form';
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
  t, lang, comments, total, pagination, signedIn, back, form, moderate = false,
}: {
  t: Translate;
  lang: string;
  comments: readonly Comment[];
  total: number;
  pagination: Omit<PaginationProps, 't'>;
  signedIn: boolean;
  back: string;
  form: CommentFormProps;
  /** A moderator's view: each comment has a delete control. */
  moderate?: boolean;
}) {
  return (
    <section id={COMMENTS_ID} className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">{t('video.comments')} ({total})</h2>
      {!signedIn && (
        <AuthPrompt text={t('comments.pleaseAuth')} login={t('header.login')} or={t('common.or')} signup={t('header.signup')} back={back} />
      )}
      {signedIn && (
        <PostForm
          action={urls.comment()} target={COMMENTS_ID} field="msg" hidden={{ section: form.section, object_id: form.objectId }} back={back}
          label={t('comments.label')} placeholder={t('comments.placeholder')} send={t('comments.send')}
          minLength={COMMENTS_MIN} maxLength={COMMENTS_MAX} error={form.error} draft={form.draft}
        />
      )}
      <div id="comments-list">
        <PostList
          lang={lang} posts={comments.map(fromComment)} empty={t('empty.comments')}
          report={{ href: (post) => urls.reportPost('comment', post.id, back), label: t('postReport.link'), labelFor: (post) => t('postReport.linkLabel', { user: post.username }) }}
          controls={moderate ? (post) => (
            <ActionForm action={adminUrls.deleteComment(post.id)} fields={{}} back={back}>
              <button type="submit" className="link-button">{t('admin.moderation.deleteComment')}</button>
            </ActionForm>
          ) : undefined}
        />
        <Pagination {...pagination} t={t} swapTarget="comments-list" inPage />
      </div>
    </section>
  );
}
