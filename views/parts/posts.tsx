// A list of member posts (comments, wall posts): avatar, author, date and plain text, newest first.
import type { ReactNode } from 'react';
import type { Comment } from '../../worker/db/comments';
import type { WallPost } from '../../worker/db/members';
import { IMAGE_SHAPES } from '../../worker/config/uploads';
import { formatDate } from '../format';
import { cardImageSrc } from './card-image';
import { MemberName } from './member-name';
import { Deferred } from './deferred';

export interface Post {
  id: number;
  userId: number;
  username: string;
  /** False once the author's profile is hidden: the name is shown without a link. */
  userVisible: boolean;
  avatar: string | null;
  /** The avatar's card sizes' stem: its smallest size shows. */
  avatarSet: string | null;
  date: number;
  text: string;
}

export const fromComment = (c: Comment): Post => ({
  id: c.comment_id, userId: c.user_id, username: c.username, userVisible: c.user_visible === 1, avatar: c.avatar, avatarSet: c.avatar_set, date: c.added_date, text: c.comment,
});

export const fromWallPost = (w: WallPost): Post => ({
  id: w.post_id, userId: w.user_id, username: w.username, userVisible: w.user_visible === 1, avatar: w.avatar, avatarSet: w.avatar_set, date: w.created_at, text: w.body,
});

/**
 * `controls`: what a post shows its author or the wall's member (the delete button); `report`: every reader's link to
 * report the post (a page without JavaScript, the form modal with it).
 */
export function PostList({ lang, posts, empty, controls, report }: {
  lang: string; posts: readonly Post[]; empty: string; controls?: (post: Post) => ReactNode;
  report?: { href: (post: Post) => string; label: string; labelFor: (post: Post) => string };
}) {
  if (posts.length === 0) return <p className="empty">{empty}</p>;
  return (
    <ol className="comments__list">
      {posts.map((post) => (
        <li key={post.id} className="comment">
          {/* Decorative, below the fold: held back from browsers without JavaScript, which would fetch every one at once. */}
          <span className="avatar-slot">
            <Deferred>
              <img className="avatar" src={post.avatar ? cardImageSrc(post.avatar, post.avatarSet, IMAGE_SHAPES.square.widths[0]) : '/img/avatar.svg'} alt="" width={40} height={40} loading="lazy" fetchPriority="low" />
            </Deferred>
          </span>
          <div>
            <p className="comment__head">
              <MemberName id={post.userId} visible={post.userVisible}>{post.username}</MemberName>{' '}
              <time dateTime={new Date(post.date * 1000).toISOString()}>{formatDate(lang, post.date)}</time>
            </p>
            <p className="comment__text">{post.text}</p>
            {controls?.(post)}
            {report && (
              <a className="comment__report" href={report.href(post)} rel="nofollow" data-modal="" aria-label={report.labelFor(post)}>{report.label}</a>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
