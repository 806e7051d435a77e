// Playlists: the list /playlists/{sort}/{page}/ and one playlist /playlist/{id}/{page}/, through the shared loaders.
import { Hono } from 'hono';
import { CollectionPage } from '../../views/pages/collections';
import { MessagePanel } from '../../views/pages/error';
import { RemoveCard } from '../../views/parts/remove-card';
import { urls } from '../../views/urls';
import { PLAYLIST_SORTS, isOneOf } from '../domain/vocabularies';
import { PAGE_SIZE } from '../config/limits';
import type { AppEnv } from '../env';
import { adsAt } from '../middleware/ad-draw';
import { loadPlaylistList } from '../loaders/collection-list';
import { loadPlaylist, playlistAccess } from '../loaders/playlist';
import { pageLinks, paging } from './listing-helpers';
import { assertFound, idParam, notFound, pageParam } from '../http/params';
import { listingSeo } from '../seo/listing-text';
import { renderListing, sortedBy } from './listing-page';
import { metaDescription } from '../seo/meta-description';
import { pageFacts } from '../seo/page-facts';
import { listingData } from '../seo/structured-data';

export const playlistRoutes = new Hono<AppEnv>();

playlistRoutes.get('/playlists/:sort/:page/', async (c) => {
  const t = c.get('t');
  const sort = c.req.param('sort');
  if (!isOneOf(PLAYLIST_SORTS, sort)) notFound();
  const page = pageParam(c.req.param('page'));
  const result = await loadPlaylistList(c, { scope: { kind: 'all', gender: c.get('gender') }, sort, page });
  const seo = listingSeo(t, { kind: 'playlists', sort, page, total: result.total, perPage: PAGE_SIZE, items: result.items });
  return renderListing(c, {
    headline: t('playlists.headline'), list: { kind: 'playlists', items: result.items }, total: result.total,
    ...sortedBy(PLAYLIST_SORTS, sort, urls.playlists), page, seo,
  });
});

playlistRoutes.get('/playlist/:id{[0-9]+}/:page/', async (c) => {
  const t = c.get('t');
  const page = pageParam(c.req.param('page'));
  const viewerId = c.get('user')?.userId ?? null;
  // Members read it fresh: an owner sees their change at once (others within the page cache's minute).
  const { playlist, videos } = assertFound(await loadPlaylist(c, { playlistId: idParam(c.req.param('id')), page }, { bypass: viewerId !== null }));
  const access = playlistAccess(playlist, viewerId);
  if (access !== 'open') {
    // Guests are told the playlist is private and may log in; other members that they may not view it.
    c.status(403);
    const title = access === 'private_to_guest' ? t('empty.playlistPrivate') : t('empty.noPermission');
    return c.render(
      <MessagePanel title={title}>
        {access === 'private_to_guest' && (
          <p><a className="button button--primary" href={urls.signin(urls.playlist(playlist.playlist_id, page))}>{t('header.login')}</a></p>
        )}
      </MessagePanel>,
      { meta: { title, robots: 'noindex' } },
    );
  }
  const pagination = paging(page, videos.total, PAGE_SIZE, (n) => urls.playlist(playlist.playlist_id, n));
  const here = urls.playlist(playlist.playlist_id, page);
  const own = playlist.user_id === viewerId;
  return c.render(
    <CollectionPage
      t={t}
      ads={adsAt(c, 'listing')}
      headline={playlist.title}
      subline={`${t('playlists.by', { user: playlist.username })} · ${t('playlists.videos', { count: videos.total })}${playlist.description ? ` · ${playlist.description}` : ''}`}
      list={{ kind: 'videos', items: videos.items }}
      empty={t('empty.listEmpty')}
      pagination={pagination}
      controls={own && <a className="button" href={urls.playlistEdit(playlist.playlist_id)} data-modal="">{t('playlistForm.editTitle')}</a>}
      videoControls={own ? (video) => <RemoveCard label={t('playlistForm.removeVideo')} fields={{ act: 'playlist', object_id: playlist.playlist_id, video_id: video.video_id }} back={here} /> : undefined}
    />,
    {
      meta: {
        title: playlist.title,
        description: metaDescription(t, playlist.description || pageFacts(t, { kind: 'playlist', playlist, videos: videos.total }), { page }),
        canonical: here,
        robots: playlist.is_private === 1 ? 'noindex' : undefined,
        structuredData: listingData(
          c,
          [{ name: t('nav.playlists'), path: urls.playlists() }, { name: playlist.title, path: here }],
          { kind: 'videos', items: videos.items },
        ),
        ...pageLinks(pagination),
      },
    },
  );
});
