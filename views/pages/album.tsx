// One album: its photos in order (each opens its viewer page), with owner, views and description, its vote bar and its
// comments.
import { OwnAlbumControls } from '../parts/owner-controls';
import type { Translate } from '../../locales';
import type { AlbumDetail, Photo } from '../../worker/db/albums';
import type { Comment } from '../../worker/db/comments';
import { ratingPercent, shortCountParam } from '../format';
import { CardImage, PHOTO_SIZES } from '../parts/card-image';
import { Comments } from '../parts/comments';
import { MemberName } from '../parts/member-name';
import type { PaginationProps } from '../parts/pagination';
import { VoteBar } from '../parts/vote-bar';
import { urls } from '../urls';

export interface AlbumPageProps {
  t: Translate;
  lang: string;
  album: AlbumDetail;
  photos: readonly Photo[];
  comments: readonly Comment[];
  commentsPagination: Omit<PaginationProps, 't'>;
  signedIn: boolean;
  /** The viewer moderates: comments get delete controls. */
  moderate: boolean;
  /** The album page's own address, to come back to after a vote or comment. */
  back: string;
  /** The viewer owns it: their controls (private or public, delete). */
  own: boolean;
}

/** Photos whose thumbnails load at once: the first rows on a phone. */
const EAGER_PHOTOS = 4;

export function AlbumPage({ t, lang, album, photos, comments, commentsPagination, signedIn, moderate, back, own }: AlbumPageProps) {
  return (
    <article className="album">
      <h1 className="headline">{album.title}</h1>
      <p className="subline">
        {album.username && album.user_id !== null && <><MemberName id={album.user_id} visible={album.user_visible === 1}>{t('albums.by', { user: album.username })}</MemberName> · </>}
        {t('card.photos', { count: album.photos_amount })} · {t('albums.viewed', { count: shortCountParam(t.lang, album.album_viewed) })}
      </p>
      {own && <OwnAlbumControls t={t} albumId={album.album_id} isPrivate={album.is_private === 1} back={back} />}
      {album.description && <p>{album.description}</p>}
      <div className="watch__bar">
        <VoteBar t={t} section="albums" objectId={album.album_id} likes={album.likes} dislikes={album.dislikes} signedIn={signedIn} back={back} />
        <span>{t('card.rating', { percent: ratingPercent(album.rating) })}</span>
        <a className="button" href="#comments">{t('video.commentsJump', { count: album.comments_count })}</a>
      </div>
      {photos.length === 0 ? (
        <p className="empty">{t('empty.photos')}</p>
      ) : (
        <ol className="photos">
          {photos.map((photo, i) => (
            <li key={photo.photo_id}>
              <a href={urls.albumPhoto(album.album_id, album.dir, i + 1)}>
                <CardImage
                  thumb={photo.thumb ?? photo.image}
                  set={photo.thumb_set}
                  shape="square"
                  sizes={PHOTO_SIZES}
                  alt={t('albums.photoOf', { n: i + 1, total: photos.length })}
                  width={photo.width}
                  height={photo.height}
                  loading={i < EAGER_PHOTOS ? 'eager' : 'lazy'}
                />
              </a>
            </li>
          ))}
        </ol>
      )}
      <Comments
        t={t} lang={lang} comments={comments} total={album.comments_count} pagination={commentsPagination}
        signedIn={signedIn} back={back} form={{ section: 'albums', objectId: album.album_id }} moderate={moderate}
      />
    </article>
  );
}
