// Playlists: the list /playlists/{sort}/{page}/ and one playlist /playlist/{id}/{page}/.
import { Hono } from 'hono';
import { CollectionPage } from '../../views/pages/collections';
import { MessagePanel } from '../../views/pages/error';
import { PLAYLIST_SORTS, isOneOf, urls, type PlaylistSort } from '../../views/urls';
import { PAGE_SIZE } from '../config/limits';
import { listPlaylistVideos, listPlaylists, readPlaylist } from '../db/playlists';
import type { AppEnv } from '../env';
import { pageLinks, paging, sortTabs } from './listing-helpers';
import { assertFound, idParam, notFound, pageParam } from './params';

export const playlistRoutes = new Hono<AppEnv>();

playlistRoutes.get('/playlists/:sort/:page/', async (c) => {
  const t = c.get('t');
  const sort = c.req.param('sort');
  if (!isOneOf(PLAYLIST_SORTS, sort)) notFound();
  const page = pageParam(c.req.param('page'));
  const result = await listPlaylists(c.env.DB, { gender: c.get('gender'), sort, page, perPage: PAGE_SIZE });
  const pagination = paging(page, result.total, PAGE_SIZE, (n) => urls.playlists(sort, n));
  const headline = t('playlists.headline');
  return c.render(
    <CollectionPage
      t={t}
      headline={headline}
      list={{ kind: 'playlists', items: result.items }}
      sortTabs={sortTabs(c, PLAYLIST_SORTS, sort, (s: PlaylistSort) => urls.playlists(s))}
      pagination={pagination}
    />,
    { meta: { title: `${headline} – ${t(`sorts.${sort}`)}`, canonical: urls.playlists(sort, page), ...pageLinks(pagination) } },
  );
});

playlistRoutes.get('/playlist/:id{[0-9]+}/:page/', async (c) => {
  const t = c.get('t');
  const page = pageParam(c.req.param('page'));
  const playlist = assertFound(await readPlaylist(c.env.DB, idParam(c.req.param('id'))));
  const user = c.get('user');
  if (playlist.is_private === 1 && playlist.user_id !== user?.userId) {
    c.status(403);
    const title = t('empty.playlistPrivate');
    return c.render(<MessagePanel title={title}><p>{t('empty.noPermission')}</p></MessagePanel>, { meta: { title, robots: 'noindex' } });
  }
  const result = await listPlaylistVideos(c.env.DB, { playlistId: playlist.playlist_id, page, perPage: PAGE_SIZE });
  const pagination = paging(page, result.total, PAGE_SIZE, (n) => urls.playlist(playlist.playlist_id, n));
  return c.render(
    <CollectionPage
      t={t}
      headline={playlist.title}
      subline={`${t('playlists.by', { user: playlist.username })} · ${t('playlists.videos', { count: result.total })}${playlist.description ? ` · ${playlist.description}` : ''}`}
      list={{ kind: 'videos', items: result.items }}
      empty={t('empty.listEmpty')}
      pagination={pagination}
    />,
    {
      meta: {
        title: playlist.title,
        canonical: urls.playlist(playlist.playlist_id, page),
        robots: playlist.is_private === 1 ? 'noindex' : undefined,
        ...pageLinks(pagination),
      },
    },
  );
});
