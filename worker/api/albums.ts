// GET /api/json/albums/86400/{sort}/60/{section}.{page}.{gender}.{object_id}.json (and /api/jsond/albums/0/...):
// the public albums of a section, or one member's public albums.
import { ALBUM_SORTS } from '../domain/vocabularies';
import { loadAlbumList } from '../loaders/collection-list';
import { collectionListApi } from './collection-list';
import { albumItem } from './items';

export const albumsApi = collectionListApi({
  endpoint: 'albums', sorts: ALBUM_SORTS, load: loadAlbumList, item: albumItem, emptyCode: 'albums_not_found',
});
