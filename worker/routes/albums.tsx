// Albums: the list /albums/{sort}/{page}/ and one album /album/{id}/{dir}/.
import { Hono } from 'hono';
import { AlbumPage } from '../../views/pages/album';
import { CollectionPage } from '../../views/pages/collections';
import { MessagePanel } from '../../views/pages/error';
import { ALBUM_SORTS, isOneOf, urls, type AlbumSort } from '../../views/urls';
import { PAGE_SIZE } from '../config/limits';
import { listAlbums, listPhotos, readAlbum } from '../db/albums';
import type { AppEnv } from '../env';
import { pageLinks, paging, sortTabs } from './listing-helpers';
import { assertFound, idParam, notFound, pageParam } from './params';

export const albumRoutes = new Hono<AppEnv>();

albumRoutes.get('/albums/:sort/:page/', async (c) => {
  const t = c.get('t');
  const sort = c.req.param('sort');
  if (!isOneOf(ALBUM_SORTS, sort)) notFound();
  const page = pageParam(c.req.param('page'));
  const result = await listAlbums(c.env.DB, { gender: c.get('gender'), sort, page, perPage: PAGE_SIZE });
  const pagination = paging(page, result.total, PAGE_SIZE, (n) => urls.albums(sort, n));
  const headline = t('albums.headline');
  return c.render(
    <CollectionPage
      t={t}
      headline={headline}
      list={{ kind: 'albums', items: result.items }}
      sortTabs={sortTabs(c, ALBUM_SORTS, sort, (s: AlbumSort) => urls.albums(s))}
      pagination={pagination}
    />,
    { meta: { title: `${headline} – ${t(`sorts.${sort}`)}`, canonical: urls.albums(sort, page), ...pageLinks(pagination) } },
  );
});

/** /albums/{id}/ and /albums/{id}/{dir}/ are old addresses of the album page. */
albumRoutes.get('/albums/:id{[0-9]+}/', async (c) => {
  const album = assertFound(await readAlbum(c.env.DB, idParam(c.req.param('id'))));
  return c.redirect(urls.album(album.album_id, album.dir), 301);
});

albumRoutes.get('/album/:id{[0-9]+}/:dir/', async (c) => {
  const t = c.get('t');
  const user = c.get('user');
  const album = await readAlbum(c.env.DB, idParam(c.req.param('id')));
  const isOwner = album !== null && user !== null && album.user_id === user.userId;
  if (!album || album.status_id === 5 || (album.status_id !== 1 && !isOwner)) notFound();
  if (c.req.param('dir') !== album.dir) return c.redirect(urls.album(album.album_id, album.dir), 301);
  if (album.is_private === 1 && !isOwner) {
    c.status(403);
    return c.render(<MessagePanel title={t('empty.noPermission')} />, { meta: { title: t('empty.noPermission'), robots: 'noindex' } });
  }
  const photos = await listPhotos(c.env.DB, album.album_id);
  return c.render(<AlbumPage t={t} album={album} photos={photos} />, {
    meta: { title: album.title, canonical: urls.album(album.album_id, album.dir) },
  });
});
