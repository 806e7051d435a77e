// Albums: the list /albums/{sort}/{page}/, one album /album/{id}/{dir}/ with its votes and comments, and its photos one
// by one at /album/{id}/{dir}/photo/{n}/, through the shared loaders.
import { Hono, type Context } from 'hono';
import { AlbumPage } from '../../views/pages/album';
import { AlbumPhotoPage } from '../../views/pages/album-photo';
import { MessagePanel } from '../../views/pages/error';
import { urls } from '../../views/urls';
import { ALBUM_SORTS, isOneOf, STATUS } from '../domain/vocabularies';
import { COMMENTS_PAGE_SIZE, PAGE_SIZE, PAGINATION_WINDOW } from '../config/limits';
import type { AppEnv } from '../env';
import { albumAccess, loadAlbum, type AlbumWithPhotos } from '../loaders/album';
import type { AlbumDetail } from '../db/albums';
import { loadCommentsPage } from '../loaders/comments';
import { readAlbumMemberState, type AlbumMemberState } from '../loaders/member-page-state';
import { isStaff } from '../moderation/staff';
import { readOwnUpload } from '../db/own-uploads';
import { ownUploadPage } from './upload';
import { loadAlbumList } from '../loaders/collection-list';
import { assertFound, idParam, notFound, pageParam, queryPage } from '../http/params';
import { listingSeo } from '../seo/listing-text';
import { renderListing, sortedBy } from './listing-page';
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
  return renderListing(c, {
    headline: t('albums.headline'), list: { kind: 'albums', items: result.items }, total: result.total,
    ...sortedBy(ALBUM_SORTS, sort, urls.albums), page, seo,
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

/**
 * The rules the album page and its photo pages share, in order: a missing album is a 404; a wrong dir is a 301 to the
 * page's right address (`at`); an album not live yet reaches its owner only, who gets `notLive`; a private album of
 * someone else is the 403 panel. Returns the album when the page may show it, else the answer to give.
 */
async function checkAlbum(
  c: Context<AppEnv>, loaded: AlbumWithPhotos | null, at: (album: AlbumDetail) => string,
  notLive: (album: AlbumDetail) => Response | Promise<Response>,
): Promise<AlbumWithPhotos | Response> {
  const access = loaded ? albumAccess(loaded.album, c.get('user')?.userId ?? null) : 'missing';
  if (!loaded || access === 'missing') notFound();
  const { album } = loaded;
  if (c.req.param('dir') !== album.dir) return c.redirect(at(album), 301);
  if (album.status_id !== STATUS.active) return notLive(album);
  if (access === 'forbidden') {
    const t = c.get('t');
    c.status(403);
    return c.render(<MessagePanel title={t('empty.noPermission')} />, { meta: { title: t('empty.noPermission'), robots: 'noindex' } });
  }
  return loaded;
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
  const checked = await checkAlbum(
    c, loaded, (album) => urls.album(album.album_id, album.dir),
    // Not live yet: its owner (no one else gets here) sees where it stands.
    async (album) => ownUploadPage(c, 'album', assertFound(await readOwnUpload(c.env.DB, 'album', album.album_id, user!.userId)), true),
  );
  if (checked instanceof Response) return checked;
  const { photos } = checked;
  // A member sees the counts their own votes and comments just moved.
  const album = own?.counts ? { ...checked.album, ...own.counts } : checked.album;
  const base = urls.album(album.album_id, album.dir);
  return c.render((
    <AlbumPage
      t={t} lang={c.get('lang')} album={album} photos={photos} comments={comments.items}
      commentsPagination={{
        page: commentsPage, total: comments.total, perPage: COMMENTS_PAGE_SIZE, window: PAGINATION_WINDOW,
        href: (n) => urls.commentsPage(base, n),
      }}
      signedIn={user !== null} moderate={isStaff(user)} back={base} own={user !== null && album.user_id === user.userId}
    />
  ), {
    meta: {
      title: album.title,
      description: metaDescription(t, album.description || pageFacts(t, { kind: 'album', album })),
      canonical: base, share: sharedPicture(c, album.cover) },
  });
});

/** A photo's place in its album as written in its address: 1, 2, ... (0 and leading zeros are no place). */
const PHOTO_NUMBER = /^[1-9][0-9]{0,5}$/;

albumRoutes.get('/album/:id{[0-9]+}/:dir/photo/:n{[0-9]+}/', async (c) => {
  const t = c.get('t');
  const param = c.req.param('n');
  const n = PHOTO_NUMBER.test(param) ? Number(param) : notFound();
  const checked = await checkAlbum(
    c, await loadAlbum(c, idParam(c.req.param('id'))), (album) => urls.albumPhoto(album.album_id, album.dir, n),
    // Not live yet: the album page shows its owner where it stands.
    (album) => c.redirect(urls.album(album.album_id, album.dir), 302),
  );
  if (checked instanceof Response) return checked;
  const { album, photos } = checked;
  // Checked after access, so a private album's photo count stays its owner's.
  const photo = assertFound(photos[n - 1]);
  const photoOf = t('albums.photoOf', { n, total: photos.length });
  return c.render(<AlbumPhotoPage t={t} album={album} photo={photo} n={n} total={photos.length} />, {
    // One photo is a thin page: it stays out of the index, the album page is the one to find.
    meta: { title: `${album.title} – ${photoOf}`, robots: 'noindex', canonical: urls.albumPhoto(album.album_id, album.dir, n) },
  });
});
