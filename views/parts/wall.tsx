// Posts on a member's or model's wall, newest first.
import type { Translate } from '../../locales';
import type { WallPost } from '../../worker/db/members';
import { formatDate } from '../format';
import { urls } from '../urls';

export function Wall({ t, lang, posts }: { t: Translate; lang: string; posts: readonly WallPost[] }) {
  if (posts.length === 0) return <p className="empty">{t('empty.wall')}</p>;
  return (
    <ol className="comments__list">
      {posts.map((post) => (
        <li key={post.post_id} className="comment">
          <img className="avatar" src={post.avatar ? urls.media(post.avatar) : '/img/avatar.svg'} alt="" width={40} height={40} loading="lazy" />
          <div>
            <p className="comment__head">
              <a href={urls.member(post.user_id)}>{post.username}</a> <time>{formatDate(lang, post.created_at)}</time>
            </p>
            <p className="comment__text">{post.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
