// Albums and their photos.
import type { AlbumSort } from '../domain/vocabularies';
import { USER_VISIBLE, type UserVisible } from './member-visibility';
import type { Page } from './videos';

export interface AlbumCard {
  album_id: number;
  dir: string;
  title: string;
  cover: string | null;
  /** The cover photo's square card sizes (`{cover_set}-{width}.webp`), or null. */
  cover_set: string | null;
  photos_amount: number;
  album_viewed: number;
  rating: number;
  is_private: number;
}

export interface AlbumDetail extends AlbumCard {
  description: string;
  status_id: number;
  post_date: number;
  user_id: number | null;
  username: string | null;
  user_visible: UserVisible | null;
  likes: number;
  dislikes: number;
  comments_count: number;
}

/** The counts members' votes and comments move, read fresh for a member's own album page. */
export type AlbumCounts = Pick<AlbumDetail, 'rating' | 'likes' | 'dislikes' | 'comments_count'>;

export interface Photo {
  photo_id: number;
  position: number;
  image: string;
  width: number;
  height: number;
  /** The runner's thumbnail (null: the image itself) and its square card sizes' stem (null: none). */
  thumb: string | null;
  thumb_set: string | null;
}

const CARD_COLUMNS = 'a.album_id, a.dir, a.title, a.cover, a.cover_set, a.photos_amount, a.album_viewed, a.rating, a.is_private';
export const PUBLIC_ALBUM = 'a.status_id = 1 AND a.is_private = 0';

const ORDER_BY: Record<AlbumSort, string> = {
  'latest-updates': 'a.post_date DESC, a.album_id DESC',
  'most-viewed': 'a.album_viewed DESC, a.album_id DESC',
  'top-rated': 'a.rating DESC, a.album_id DESC',
  'most-commented': 'a.comments_count DESC, a.album_id DESC',
};

export async function listAlbums(
  db: D1Database,
  q: { gender: number; sort: AlbumSort; page: number; perPage: number },
): Promise<Page<AlbumCard>> {
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${CARD_COLUMNS} FROM albums a WHERE ${PUBLIC_ALBUM} AND a.gender = ?1
          ORDER BY ${ORDER_BY[q.sort]} LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
      )
      .bind(q.gender),
    db.prepare(`SELECT COUNT(*) AS total FROM albums a WHERE ${PUBLIC_ALBUM} AND a.gender = ?1`).bind(q.gender),
  ]);
  return { items: rows!.results as AlbumCard[], total: (count!.results[0] as { total: number }).total };
}

/** A member's albums; private ones only when the owner is looking. */
export async function listMemberAlbums(
  db: D1Database,
  q: { userId: number; includePrivate: boolean; page: number; perPage: number },
): Promise<Page<AlbumCard>> {
  const where = `a.user_id = ?1 AND a.status_id = 1 ${q.includePrivate ? '' : 'AND a.is_private = 0'}`;
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${CARD_COLUMNS} FROM albums a WHERE ${where}
          ORDER BY a.post_date DESC LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
      )
      .bind(q.userId),
    db.prepare(`SELECT COUNT(*) AS total FROM albums a WHERE ${where}`).bind(q.userId),
  ]);
  return { items: rows!.results as AlbumCard[], total: (count!.results[0] as { total: number }).total };
}

export async function readAlbum(db: D1Database, albumId: number): Promise<AlbumDetail | null> {
  return db
    .prepare(
      `SELECT ${CARD_COLUMNS}, a.description, a.status_id, a.post_date, a.user_id, u.username, ${USER_VISIBLE},
              a.likes, a.dislikes, a.comments_count
         FROM albums a LEFT JOIN users u ON u.user_id = a.user_id WHERE a.album_id = ?1`,
    )
    .bind(albumId)
    .first<AlbumDetail>();
}

export async function readAlbumCounts(db: D1Database, albumId: number): Promise<AlbumCounts | null> {
  return db.prepare('SELECT rating, likes, dislikes, comments_count FROM albums WHERE album_id = ?1').bind(albumId).first<AlbumCounts>();
}

export async function listPhotos(db: D1Database, albumId: number): Promise<Photo[]> {
  const { results } = await db
    .prepare('SELECT photo_id, position, image, width, height, thumb, thumb_set FROM photos WHERE album_id = ?1 ORDER BY position')
    .bind(albumId)
    .all<Photo>();
  return results;
}
