// A member's or a model's wall: the post form for members (the login prompt for guests, nothing for a member the
// wall's owner blocked), the posts newest first with a delete button for their author and the wall's member.
import type { ReactNode } from 'react';
import type { Translate } from '../../locales';
import type { WallPost } from '../../worker/db/members';
import { COMMENTS_MAX, COMMENTS_MIN } from '../../worker/config/limits';
import { urls } from '../urls';
import { ActionForm } from './action-form';
import { AuthPrompt, PostForm } from './post-form';
import { PostList, fromWallPost } from './posts';

export const WALL_ID = 'wall';

export interface WallProps {
  t: Translate;
  lang: string;
  posts: readonly WallPost[];
  /** The wall: a member's id or a model's dir. */
  wall: { type: 'member' | 'model'; id: number | string; ownerId: number | null };
  /** The signed-in viewer, null for guests. */
  viewerId: number | null;
  /** False when the wall's member blocked the viewer. */
  canPost: boolean;
  back: string;
  error?: string;
  draft?: string;
  pagination?: ReactNode;
  /** A moderator's view: every post has a delete control. */
  moderate?: boolean;
}

export function Wall({ t, lang, posts, wall, viewerId, canPost, back, error, draft, pagination, moderate = false }: WallProps) {
  const mayDelete = (authorId: number) => viewerId !== null && (moderate || authorId === viewerId || wall.ownerId === viewerId);
  return (
    <section id={WALL_ID} className="comments" aria-label={t('member.wall')}>
      {viewerId === null && (
        <AuthPrompt text={t('wall.pleaseAuth')} login={t('header.login')} or={t('common.or')} signup={t('header.signup')} back={back} />
      )}
      {viewerId !== null && canPost && (
        <PostForm
          action={urls.wall()} target={WALL_ID} field="msg" hidden={{ section: 'add', wall: wall.type, wall_id: wall.id }} back={back}
          label={t('wall.label')} placeholder={t('wall.placeholder')} send={t('wall.send')}
          minLength={COMMENTS_MIN} maxLength={COMMENTS_MAX} error={error} draft={draft}
        />
      )}
      <PostList
        lang={lang}
        posts={posts.map(fromWallPost)}
        empty={t('empty.wall')}
        report={{ href: (post) => urls.reportPost('wall-post', post.id, back), label: t('postReport.link'), labelFor: (post) => t('postReport.linkLabelWall', { user: post.username }) }}
        controls={(post) => mayDelete(post.userId) && (
          <ActionForm action={urls.wall()} fields={{ section: 'del', post_id: post.id }} back={back} target="closest li">
            <button type="submit" className="link-button">{t('wall.delete')}</button>
          </ActionForm>
        )}
      />
      {pagination}
    </section>
  );
}
