// Albums: the list /albums/{sort}/{page}/ and one album /album/{id}/{dir}/ with its votes and comments, through the
// shared loaders.
import { Hono, type Context } from 'hono';
import { AlbumPage } from '../../views/pages/album';
import { MessagePanel } from '../../views/pages/error';
import { ALBUM_SORTS, isOneOf, urls } from '../../views/urls';
import { COMMENTS_PAGE_SIZE, PAGE_SIZE, PAGINATION_WINDOW } from '../config/limits';
import type { AppEnv } from '../env';
import { albumAccess, loadAlbum } from '../loaders/album';
import { loadCommentsPage } from '../loaders/comments';
import { readAlbumMemberState, type AlbumMemberState } from '../loaders/member-page-state';
import { isStaff } from '../moderation/staff';
import { readOwnUpload } from '../db/own-uploads';
import { ownUploadPage } from './upload';
import { loadAlbumList } from '../loaders/collection-list';
import { assertFound, idParam, notFound, pageParam, queryPage } from './params';
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

/** The member's own state on this album: read with their session, or (a page reached another way) now. */
function memberStateFor(c: Context<AppEnv>, albumId: number): Promise<AlbumMemberState> | null {
  if (!c.get('user')) return null;
  const state = c.get('memberPageState');
  return state?.kind === 'album' && state.albumId === albumId ? Promise.resolve(state) : readAlbumMemberState(c.env.DB, albumId);
}

albumRoutes.get('/album/:id{[0-9]+}/:dir/', async (c) => {
  const t = c.get('t');
  const user = c.get('user');
  const albumId = idParam(c.req.param('id'));
  const commentsPage = queryPage(c.req.query('comments_page'));
  // Read at once: uncached, they go out in one D1 batch.
  const [loaded, comments, own] = await Promise.all([
    loadAlbum(c, albumId),
    loadCommentsPage(c, { section: 'albums', objectId: albumId, page: commentsPage, perPage: COMMENTS_PAGE_SIZE }),
    memberStateFor(c, albumId),
  ]);
  const access = loaded ? albumAccess(loaded.album, user?.userId ?? null) : 'missing';
  if (!loaded || access === 'missing') notFound();
  const { photos } = loaded;
  // A member sees the counts their own votes and comments just moved.
  const album = own?.counts ? { ...loaded.album, ...own.counts } : loaded.album;
  if (c.req.param('dir') !== album.dir) return c.redirect(urls.album(album.album_id, album.dir), 301);
  // Not live yet: its owner (no one else gets here) sees where it stands.
  if (album.status_id !== 1) return ownUploadPage(c, 'album', assertFound(await readOwnUpload(c.env.DB, 'album', album.album_id, user!.userId)), true);
  if (access === 'forbidden') {
    c.status(403);
    return c.render(<MessagePanel title={t('empty.noPermission')} />, { meta: { title: t('empty.noPermission'), robots: 'noindex' } });
  }
  const base = urls.album(album.album_id, album.dir);
  return c.render((
    <AlbumPage
      t={t} lang={c.get('lang')} album={album} photos={photos} comments={comments.items}
      commentsPagination={{
        page: commentsPage, total: comments.total, perPage: COMMENTS_PAGE_SIZE, window: PAGINATION_WINDOW,
        href: (n) => urls.commentsPage(base, n),
      }}
      signedIn={user !== null} moderate={isStaff(user)} back={base}
    />
  ), {
    meta: {
      title: album.title,
      description: metaDescription(t, album.description || pageFacts(t, { kind: 'album', album })),
      canonical: base, share: sharedPicture(c, album.cover) },
  });
});
