// One photo of an album, large, on its own page: the image leads to the next photo (the album after the last), and
// plain previous / next links and the way back to the album work without JavaScript.
import type { CSSProperties } from 'react';
import type { Translate } from '../../locales';
import type { AlbumDetail, Photo } from '../../worker/db/albums';
import { urls } from '../urls';

export interface AlbumPhotoPageProps {
  t: Translate;
  album: AlbumDetail;
  photo: Photo;
  /** The photo's 1-based place in the album's order. */
  n: number;
  /** The album's photos in all. */
  total: number;
}

export function AlbumPhotoPage({ t, album, photo, n, total }: AlbumPhotoPageProps) {
  const albumHref = urls.album(album.album_id, album.dir);
  const prevHref = n > 1 ? urls.albumPhoto(album.album_id, album.dir, n - 1) : null;
  const nextHref = n < total ? urls.albumPhoto(album.album_id, album.dir, n + 1) : null;
  const photoOf = t('albums.photoOf', { n, total });
  return (
    <article className="photo-viewer">
      <h1 className="headline">{album.title}</h1>
      <p className="subline">{photoOf}</p>
      <a className="photo-viewer__frame" href={nextHref ?? albumHref}>
        <img
          src={urls.media(photo.image)}
          alt={photoOf}
          width={photo.width}
          height={photo.height}
          decoding="async"
          fetchPriority="high"
          // site.css sizes the box from these before the photo arrives.
          style={{ '--w': photo.width, '--h': photo.height } as CSSProperties}
        />
      </a>
      <nav className="photo-viewer__nav" aria-label={t('albums.photoNav')}>
        {prevHref && (
          <a className="button photo-viewer__prev" href={prevHref} rel="prev">
            <span aria-hidden="true">‹</span>{t('albums.prevPhoto')}
          </a>
        )}
        <a className="button photo-viewer__back" href={albumHref}>{t('albums.backToAlbum')}</a>
        {nextHref && (
          <a className="button photo-viewer__next" href={nextHref} rel="next">
            {t('albums.nextPhoto')}<span aria-hidden="true">›</span>
          </a>
        )}
      </nav>
    </article>
  );
}
