// Albums: the list /albums/{sort}/{page}/ and one album /album/{id}/{dir}/, through the shared loaders.
import { Hono } from 'hono';
import { AlbumPage } from '../../views/pages/album';
import { MessagePanel } from '../../views/pages/error';
import { ALBUM_SORTS, isOneOf, urls } from '../../views/urls';
import { PAGE_SIZE } from '../config/limits';
import type { AppEnv } from '../env';
import { albumAccess, loadAlbum } from '../loaders/album';
import { readOwnUpload } from '../db/own-uploads';
import { ownUploadPage } from './upload';
import { loadAlbumList } from '../loaders/collection-list';
import { assertFound, idParam, notFound, pageParam } from './params';
import { listingSeo } from '../seo/listing-text';
import { renderCollectionListing } from './collection-listing';
import { metaDescription } from '../seo/meta-description';
import { pageFacts } from '../seo/page-facts';
import { sharedPicture } from '../seo/share';

export const albumRoutes = new Hono<AppEnv>();

albumRoutes.get('/albums/:sort/:page/', async (c) => {
  const t = c.get('t');
  const sort = c.req.param('sort');
  if (!isOneOf(ALBUM_SORTS, sort)) notFound();
  const page = pageParam(c.req.param('page'));
  const result = await loadAlbumList(c, { scope: { kind: 'all', gender: c.get('gender') }, sort, page });
  const seo = listingSeo(t, { kind: 'albums', sort, page, total: result.total, perPage: PAGE_SIZE, items: result.items });
  return renderCollectionListing(c, {
    headline: t('albums.headline'), list: { kind: 'albums', items: result.items }, total: result.total,
    sorts: ALBUM_SORTS, sort, page, url: urls.albums, seo,
  });
});

/** /albums/{id}/ and /albums/{id}/{dir}/ are old addresses of the album page. */
albumRoutes.get('/albums/:id{[0-9]+}/', async (c) => {
  const { album } = assertFound(await loadAlbum(c, idParam(c.req.param('id'))));
  return c.redirect(urls.album(album.album_id, album.dir), 301);
});

albumRoutes.get('/album/:id{[0-9]+}/:dir/', async (c) => {
  const t = c.get('t');
  const loaded = await loadAlbum(c, idParam(c.req.param('id')));
  const access = loaded ? albumAccess(loaded.album, c.get('user')?.userId ?? null) : 'missing';
  if (!loaded || access === 'missing') notFound();
  const { album, photos } = loaded;
  if (c.req.param('dir') !== album.dir) return c.redirect(urls.album(album.album_id, album.dir), 301);
  // Not live yet: its owner (no one else gets here) sees where it stands.
  if (album.status_id !== 1) return ownUploadPage(c, 'album', assertFound(await readOwnUpload(c.env.DB, 'album', album.album_id, c.get('user')!.userId)), true);
  if (access === 'forbidden') {
    c.status(403);
    return c.render(<MessagePanel title={t('empty.noPermission')} />, { meta: { title: t('empty.noPermission'), robots: 'noindex' } });
  }
  return c.render(<AlbumPage t={t} album={album} photos={photos} />, {
    meta: {
      title: album.title,
      description: metaDescription(t, album.description || pageFacts(t, { kind: 'album', album })),
      canonical: urls.album(album.album_id, album.dir), share: sharedPicture(c, album.cover) },
  });
});
