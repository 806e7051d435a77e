// A member's album upload as the database follows it: the draft the upload form makes (status 2, 'uploading', with the
// number of photos to come), each photo arriving (the last one queues the album for a runner), the runner's
// thumbnails (awaiting moderation), and a failure with its reason. Each change is one batch.
import { DRAFT_MARKER, withinDailyUploads, type DailyCount } from './video-uploads';

export interface AlbumDraft {
  userId: number;
  title: string;
  description: string;
  gender: number;
  isPrivate: 0 | 1;
  categoryDirs: readonly string[];
  photos: number;
  coverPosition: number;
  dir: string;
  now: number;
}

/** Makes the draft with its categories within the member's daily count (videos and albums); its id, or null over it. */
export async function insertAlbumDraft(db: D1Database, draft: AlbumDraft, quota: DailyCount): Promise<number | null> {
  const marker = `draft-${crypto.randomUUID()}`;
  const album = DRAFT_MARKER('albums', 'album_id');
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO albums (dir, title, description, user_id, status_id, status_reason, is_private, gender, post_date,
                             photos_expected, cover_position)
         SELECT ?2, ?3, ?4, ?1, 2, 'uploading', ?5, ?6, ?7, ?8, ?9
          WHERE ${withinDailyUploads('?10', '?11')}`,
      )
      .bind(
        draft.userId, marker, draft.title, draft.description, draft.isPrivate, draft.gender, draft.now, draft.photos,
        draft.coverPosition, quota.since, quota.max,
      ),
    db
      .prepare(`INSERT INTO album_categories (category_id, album_id) SELECT category_id, ${album} FROM categories WHERE dir IN (SELECT value FROM json_each(?3)) AND ${album} IS NOT NULL`)
      .bind(draft.userId, marker, JSON.stringify(draft.categoryDirs)),
    db
      .prepare(`UPDATE albums SET dir = CASE WHEN ?3 = '' THEN 'album-' || album_id ELSE ?3 END WHERE user_id = ?1 AND dir = ?2 RETURNING album_id`)
      .bind(draft.userId, marker, draft.dir),
  ]);
  return (results.at(-1)!.results[0] as { album_id: number } | undefined)?.album_id ?? null;
}

/** A member's album still waiting for photos, and whether `position` is one of them and still free. */
export async function readUploadingAlbum(db: D1Database, albumId: number, userId: number, position: number): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS open FROM albums a
        WHERE a.album_id = ?1 AND a.user_id = ?2 AND a.status_id = 2 AND a.status_reason = 'uploading'
          AND ?3 BETWEEN 1 AND a.photos_amount + a.photos_expected
          AND NOT EXISTS (SELECT 1 FROM photos p WHERE p.album_id = a.album_id AND p.position = ?3)`,
    )
    .bind(albumId, userId, position)
    .first();
  return row !== null;
}

/**
 * When no photo is still expected: an album with photos is queued with a job for its thumbnails, one without any
 * fails ('no_photos'). Statements for the batch of the photo that arrived (or was refused) last.
 */
function whenAllArrived(db: D1Database, albumId: number, mediaPrefix: string, now: number): D1PreparedStatement[] {
  const allArrived = `album_id = ?1 AND status_id = 2 AND status_reason = 'uploading' AND photos_expected = 0`;
  return [
    db
      .prepare(
        `INSERT INTO jobs (kind, object_id, state, available_at, media_prefix, created_at, updated_at)
         SELECT 'album', ?1, 'pending', ?3, ?2, ?3, ?3 FROM albums WHERE ${allArrived} AND photos_amount > 0`,
      )
      .bind(albumId, mediaPrefix, now),
    db.prepare(`UPDATE albums SET status_id = 3, status_reason = 'no_photos' WHERE ${allArrived} AND photos_amount = 0`).bind(albumId),
    db.prepare(`UPDATE albums SET status_reason = 'queued' WHERE ${allArrived}`).bind(albumId),
  ];
}

/** A photo has arrived: it joins the album, in the same transaction as the queueing its arrival may bring. */
export async function addUploadedPhoto(
  db: D1Database, photo: { albumId: number; position: number; image: string; width: number; height: number; mediaPrefix: string; now: number },
): Promise<void> {
  await db.batch([
    db
      .prepare('INSERT INTO photos (album_id, position, image, width, height) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(photo.albumId, photo.position, photo.image, photo.width, photo.height),
    db
      .prepare('UPDATE albums SET photos_expected = photos_expected - 1, photos_amount = photos_amount + 1 WHERE album_id = ?1')
      .bind(photo.albumId),
    ...whenAllArrived(db, photo.albumId, photo.mediaPrefix, photo.now),
  ]);
}

/** A photo refused by its bytes: one fewer to wait for, with the queueing that may bring. */
export async function dropExpectedPhoto(db: D1Database, albumId: number, mediaPrefix: string, now: number): Promise<void> {
  await db.batch([
    db.prepare('UPDATE albums SET photos_expected = photos_expected - 1 WHERE album_id = ?1 AND photos_expected > 0').bind(albumId),
    ...whenAllArrived(db, albumId, mediaPrefix, now),
  ]);
}

export function failAlbumStatement(db: D1Database, albumId: number, reason: string): D1PreparedStatement {
  return db.prepare('UPDATE albums SET status_id = 3, status_reason = ?2 WHERE album_id = ?1 AND status_id = 2').bind(albumId, reason);
}

/** The photos a runner is to make thumbnails of. */
export async function listAlbumPhotos(db: D1Database, albumId: number): Promise<{ photo_id: number; image: string; position: number }[]> {
  const { results } = await db
    .prepare('SELECT photo_id, image, position FROM photos WHERE album_id = ?1 ORDER BY position')
    .bind(albumId)
    .all<{ photo_id: number; image: string; position: number }>();
  return results;
}

/** Statements that store the thumbnails (with their card sizes' stem) and the cover, and send the album to moderation. */
export function processedAlbumStatements(
  db: D1Database, albumId: number, thumbs: { photoId: number; key: string; set: string | null }[],
): D1PreparedStatement[] {
  return [
    ...thumbs.map((t) => db.prepare('UPDATE photos SET thumb = ?3, thumb_set = ?4 WHERE photo_id = ?1 AND album_id = ?2').bind(t.photoId, albumId, t.key, t.set)),
    db
      .prepare(
        `UPDATE albums SET status_id = 0, status_reason = NULL,
                cover = COALESCE((SELECT COALESCE(p.thumb, p.image) FROM photos p WHERE p.album_id = ?1 AND p.position >= albums.cover_position
                                   ORDER BY p.position LIMIT 1),
                                 (SELECT COALESCE(p.thumb, p.image) FROM photos p WHERE p.album_id = ?1 ORDER BY p.position LIMIT 1))
          WHERE album_id = ?1 AND status_id = 2`,
      )
      .bind(albumId),
    // The cover's card sizes: those of the photo whose thumbnail it is.
    db.prepare('UPDATE albums SET cover_set = (SELECT p.thumb_set FROM photos p WHERE p.album_id = ?1 AND p.thumb = albums.cover) WHERE album_id = ?1').bind(albumId),
  ];
}
