// GET /api/json/playlists/86400/{sort}/60/{section}.{page}.{gender}.{object_id}.json (and /api/jsond/playlists/0/...):
// the public playlists of a section, or one member's public playlists.
import { PLAYLIST_SORTS } from '../domain/vocabularies';
import { loadPlaylistList } from '../loaders/collection-list';
import { collectionListApi } from './collection-list';
import { playlistItem } from './items';

export const playlistsApi = collectionListApi({
  endpoint: 'playlists', sorts: PLAYLIST_SORTS, load: loadPlaylistList, item: playlistItem, emptyCode: 'playlists_not_found',
});
