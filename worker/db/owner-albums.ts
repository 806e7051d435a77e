// A member's own albums: read one, delete it (status 5, deleted by its owner), make it private or public. Any owner
// may (a wrong album should not wait for support); a trusted uploader's videos are worker/db/owner-videos.ts.
import { OWNER_DELETED } from '../config/moderation';

export interface OwnerAlbum {
  album_id: number;
  user_id: number | null;
  status_id: number;
  status_reason: string | null;
  is_private: number;
}

export function readOwnerAlbum(db: D1Database, albumId: number): Promise<OwnerAlbum | null> {
  return db.prepare('SELECT album_id, user_id, status_id, status_reason, is_private FROM albums WHERE album_id = ?1').bind(albumId).first<OwnerAlbum>();
}

/** Deletes the album from the state it was read in; changes nothing once it has moved on. */
export function ownerDeleteAlbumStatement(db: D1Database, album: OwnerAlbum): D1PreparedStatement {
  return db
    .prepare(`UPDATE albums SET status_id = 5, status_reason = '${OWNER_DELETED}' WHERE album_id = ?1 AND status_id = ?2`)
    .bind(album.album_id, album.status_id);
}

export function setAlbumPrivateStatement(db: D1Database, album: OwnerAlbum, isPrivate: 0 | 1): D1PreparedStatement {
  return db
    .prepare('UPDATE albums SET is_private = ?2 WHERE album_id = ?1 AND status_id = 1 AND is_private = ?3')
    .bind(album.album_id, isPrivate, album.is_private);
}
