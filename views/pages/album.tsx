// One album: its photos in order, with owner, views and description.
import type { Translate } from '../../locales';
import type { AlbumDetail, Photo } from '../../worker/db/albums';
import { shortCountParam } from '../format';
import { MemberName } from '../parts/member-name';
import { urls } from '../urls';

export function AlbumPage({ t, album, photos }: { t: Translate; album: AlbumDetail; photos: readonly Photo[] }) {
  return (
    <article className="album">
      <h1 className="headline">{album.title}</h1>
      <p className="subline">
        {album.username && album.user_id !== null && <><MemberName id={album.user_id} visible={album.user_visible === 1}>{t('albums.by', { user: album.username })}</MemberName> · </>}
        {t('card.photos', { count: album.photos_amount })} · {t('albums.viewed', { count: shortCountParam(t.lang, album.album_viewed) })}
      </p>
      {album.description && <p>{album.description}</p>}
      {photos.length === 0 ? (
        <p className="empty">{t('empty.photos')}</p>
      ) : (
        <ol className="photos">
          {photos.map((photo, i) => (
            <li key={photo.photo_id}>
              <a href={urls.media(photo.image)}>
                <img
                  src={urls.media(photo.image)}
                  alt={t('albums.photoOf', { n: i + 1, total: photos.length })}
                  width={photo.width}
                  height={photo.height}
                  loading={i < 4 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
