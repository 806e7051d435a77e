// A member's video upload as the database follows it: the draft the upload form makes (status 2, 'uploading'), its
// source arriving (queued for a runner), the runner's result (awaiting moderation, or waiting for its owner to choose a
// preview), a failure with its reason, and the owner's choice of preview. Each change is one batch.
import { insertJobStatement } from './jobs';

export interface VideoDraft {
  userId: number;
  title: string;
  description: string;
  lang: string;
  gender: number;
  isPrivate: 0 | 1;
  exclusive: 0 | 1;
  categoryDirs: readonly string[];
  modelIds: readonly number[];
  /** The uploaded preview's key, or '' when the owner chooses one of the frames processing proposes. */
  thumb: string;
  /** The URL slug, or '' for `video-{id}`. */
  dir: string;
  now: number;
}

/** A source that came whole with the form (the plain upload): the draft is queued at once. */
export interface ArrivedSource {
  uploadId: string;
  key: string;
  name: string;
  length: number;
  mediaPrefixTail: string;
  /** SHA-256 of the bytes, when they were at hand: duplicates are found before processing. */
  contentHash: string;
}

/** The uploads (videos and albums) a member may start in a rolling day. */
export interface DailyCount {
  since: number;
  max: number;
}

/** SQL true while member ?1 has started fewer than `max` uploads (videos and albums) since `since`: parameter names. */
export const withinDailyUploads = (since: string, max: string) =>
  `(SELECT COUNT(*) FROM videos WHERE user_id = ?1 AND post_date > ${since})
   + (SELECT COUNT(*) FROM albums WHERE user_id = ?1 AND post_date > ${since}) < ${max}`;

/** The draft row this batch made, found by the random dir it carries until the batch's last statement. */
export const DRAFT_MARKER = (table: 'videos' | 'albums', id: 'video_id' | 'album_id') =>
  `(SELECT ${id} FROM ${table} WHERE user_id = ?1 AND dir = ?2)`;

/**
 * Makes the draft with its categories and models, and, when its source came with it, the source's upload and a job,
 * only while the member has started fewer than `quota.max` uploads since `quota.since` (counted and inserted in one
 * transaction). The video id, or null over the quota.
 */
export async function insertVideoDraft(db: D1Database, draft: VideoDraft, quota: DailyCount, source?: ArrivedSource): Promise<number | null> {
  const marker = `draft-${crypto.randomUUID()}`;
  const video = DRAFT_MARKER('videos', 'video_id');
  const statements = [
    db
      .prepare(
        `INSERT INTO videos (dir, title, description, lang, duration, post_date, user_id, status_id, status_reason, is_private,
                             gender, thumb, file_key, exclusive, source_key, content_hash)
         SELECT ?2, ?3, ?4, ?5, 0, ?6, ?1, 2, ?12, ?7, ?8, ?9, '', ?10, ?13, ?15
          WHERE ${withinDailyUploads('?11', '?14')}`,
      )
      .bind(
        draft.userId, marker, draft.title, draft.description, draft.lang, draft.now, draft.isPrivate, draft.gender,
        draft.thumb, draft.exclusive, quota.since, source ? 'queued' : 'uploading', source?.key ?? null, quota.max,
        source?.contentHash ?? null,
      ),
    db
      .prepare(`INSERT INTO video_categories (category_id, video_id) SELECT category_id, ${video} FROM categories WHERE dir IN (SELECT value FROM json_each(?3)) AND ${video} IS NOT NULL`)
      .bind(draft.userId, marker, JSON.stringify(draft.categoryDirs)),
    db
      .prepare(`INSERT INTO video_models (model_id, video_id) SELECT model_id, ${video} FROM models WHERE model_id IN (SELECT value FROM json_each(?3)) AND ${video} IS NOT NULL`)
      .bind(draft.userId, marker, JSON.stringify(draft.modelIds)),
  ];
  if (source) {
    statements.push(
      db
        .prepare(
          `INSERT INTO uploads (upload_id, user_id, purpose, object_id, name, length, received, r2_key, created_at, expires_at, completed_at)
           SELECT ?3, ?1, 'video', ${video}, ?4, ?5, ?5, ?6, ?7, ?7, ?7 WHERE ${video} IS NOT NULL`,
        )
        .bind(draft.userId, marker, source.uploadId, source.name, source.length, source.key, draft.now),
      db
        .prepare(
          `INSERT INTO jobs (kind, object_id, state, available_at, media_prefix, created_at, updated_at)
           SELECT 'video', ${video}, 'pending', ?3, ${video} || '-' || ?4, ?3, ?3 WHERE ${video} IS NOT NULL`,
        )
        .bind(draft.userId, marker, draft.now, source.mediaPrefixTail),
    );
  }
  statements.push(
    db
      .prepare(`UPDATE videos SET dir = CASE WHEN ?3 = '' THEN 'video-' || video_id ELSE ?3 END WHERE user_id = ?1 AND dir = ?2 RETURNING video_id`)
      .bind(draft.userId, marker, draft.dir),
  );
  const results = await db.batch(statements);
  return (results.at(-1)!.results[0] as { video_id: number } | undefined)?.video_id ?? null;
}

/** A member's draft still waiting for its file, for the upload that brings it. */
export async function readUploadingVideo(db: D1Database, videoId: number, userId: number): Promise<{ video_id: number } | null> {
  return db
    .prepare(`SELECT video_id FROM videos WHERE video_id = ?1 AND user_id = ?2 AND status_id = 2 AND status_reason = 'uploading'`)
    .bind(videoId, userId)
    .first();
}

/** The source has arrived: the draft is queued and a job made for it, together. */
export async function queueVideo(db: D1Database, videoId: number, sourceKey: string, mediaPrefix: string, now: number): Promise<void> {
  await db.batch([
    db
      .prepare(`UPDATE videos SET source_key = ?2, status_reason = 'queued' WHERE video_id = ?1 AND status_id = 2 AND status_reason = 'uploading'`)
      .bind(videoId, sourceKey),
    insertJobStatement(db, { kind: 'video', objectId: videoId, mediaPrefix, now }),
  ]);
}

/** Whether the draft an arriving upload is for was sent as exclusive (its minimum length differs). */
export async function isExclusiveVideo(db: D1Database, videoId: number): Promise<boolean> {
  const video = await db.prepare('SELECT exclusive FROM videos WHERE video_id = ?1').bind(videoId).first<{ exclusive: number }>();
  return video?.exclusive === 1;
}

/** The draft an expired upload was for fails with 'upload_expired' (if it is still waiting for it). */
export async function expireVideoDraft(db: D1Database, videoId: number): Promise<void> {
  await db.prepare(`UPDATE videos SET status_id = 3, status_reason = 'upload_expired' WHERE video_id = ?1 AND status_id = 2 AND status_reason = 'uploading'`)
    .bind(videoId).run();
}

/** Video and album drafts made before `stale` whose upload never started fail with 'upload_expired'. */
export async function expireUnstartedDrafts(db: D1Database, stale: number): Promise<void> {
  await db.batch([
    db.prepare(
      // An imported video's file is due a day after its import started (its post date is the partner's, often older).
      `UPDATE videos SET status_id = 3, status_reason = 'upload_expired'
        WHERE status_id = 2 AND status_reason = 'uploading'
          AND IIF(import_id IS NULL, post_date, (SELECT i.created_at FROM imports i WHERE i.import_id = videos.import_id)) < ?1
          AND NOT EXISTS (SELECT 1 FROM uploads u WHERE u.purpose = 'video' AND u.object_id = videos.video_id)`,
    ).bind(stale),
    db.prepare(
      `UPDATE albums SET status_id = 3, status_reason = 'upload_expired'
        WHERE status_id = 2 AND status_reason = 'uploading' AND post_date < ?1
          AND NOT EXISTS (SELECT 1 FROM uploads u WHERE u.purpose = 'photo' AND u.object_id = albums.album_id)`,
    ).bind(stale),
  ]);
}

/** Marks a video still on its way as failed, with the code of the reason its owner will read. */
export function failVideoStatement(db: D1Database, videoId: number, reason: string): D1PreparedStatement {
  return db.prepare('UPDATE videos SET status_id = 3, status_reason = ?2 WHERE video_id = ?1 AND status_id = 2').bind(videoId, reason);
}

export interface ProcessedFiles {
  renditions: { height: number; width: number; size: number; key: string }[];
  /** The master playlist's key; null when the renditions are plain MP4 files. */
  streamKey: string | null;
  timelineKey: string | null;
  /** The stem of the card image's sizes made from the video's own image; null when it had none (a poster is chosen later). */
  thumbSet: string | null;
  previewKey: string | null;
}

export interface ProcessedVideo extends ProcessedFiles {
  duration: number;
  width: number;
  height: number;
  contentHash: string;
  posters: number;
  /** The first proposed frame (its JPEG and the stem of its card sizes): an imported video's preview, having no owner to choose. */
  firstPoster: { key: string; set: string } | null;
}

/** SQL true for a video an import made (docs/import.md). */
const IMPORTED = 'import_id IS NOT NULL';
/** An imported video's state once it has its media: live from a trusted import, else awaiting moderation. */
const IMPORT_VERDICT = 'COALESCE((SELECT trusted FROM imports i WHERE i.import_id = videos.import_id), 0)';

/** An imported partner video's thumbnail at the card sizes (its largest, and their stem): on to moderation, or live. */
export function importedThumbStatement(db: D1Database, videoId: number, thumb: { key: string; set: string }): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE videos SET thumb = ?2, thumb_set = ?3, status_id = ${IMPORT_VERDICT}, status_reason = NULL
        WHERE video_id = ?1 AND status_id = 2 AND ${IMPORTED} RETURNING status_id`,
    )
    .bind(videoId, thumb.key, thumb.set);
}

/** The statements that put a video's renditions in place of any it had, and name its largest in the video row. */
function renditionStatements(db: D1Database, videoId: number, files: ProcessedFiles): { statements: D1PreparedStatement[]; largest: ProcessedFiles['renditions'][number] } {
  const largest = files.renditions.reduce((a, b) => (b.height > a.height ? b : a));
  const statements = [
    db.prepare('DELETE FROM video_renditions WHERE video_id = ?1').bind(videoId),
    ...files.renditions.map((r) =>
      db
        .prepare('INSERT INTO video_renditions (video_id, height, width, file_key, size) VALUES (?1, ?2, ?3, ?4, ?5)')
        .bind(videoId, r.height, r.width, r.key, r.size)),
  ];
  return { statements, largest };
}

/**
 * Statements that store what processing made of a video and send it on: to moderation, or to its owner for a preview;
 * an imported one takes its first frame as its preview and goes live from a trusted import. The last one returns the
 * video's new status.
 */
export function processedVideoStatements(db: D1Database, videoId: number, result: ProcessedVideo): D1PreparedStatement[] {
  const { statements, largest } = renditionStatements(db, videoId, result);
  return [
    ...statements,
    db
      .prepare(
        `UPDATE videos SET duration = ?2, width = ?3, height = ?4, file_key = ?5, file_size = ?6, content_hash = ?7,
                poster_candidates = ?8, timeline_key = ?9, stream_key = ?10, preview_key = ?12,
                thumb = CASE WHEN ${IMPORTED} AND thumb = '' THEN COALESCE(?13, thumb) ELSE thumb END,
                thumb_set = COALESCE(?11, CASE WHEN ${IMPORTED} THEN ?14 END),
                status_id = CASE WHEN ${IMPORTED} THEN ${IMPORT_VERDICT} WHEN thumb = '' THEN 2 ELSE 0 END,
                status_reason = CASE WHEN NOT ${IMPORTED} AND thumb = '' THEN 'preview_required' ELSE NULL END
          WHERE video_id = ?1 AND status_id = 2 RETURNING status_id`,
      )
      .bind(
        videoId, Math.round(result.duration), largest.width, largest.height, largest.key, largest.size, result.contentHash,
        result.posters, result.timelineKey, result.streamKey, result.thumbSet, result.previewKey,
        result.firstPoster?.key ?? null, result.firstPoster?.set ?? null,
      ),
  ];
}

/** Statements that replace a processed video's files with a new processing's (its state, preview and texts stay). */
export function reprocessedVideoStatements(db: D1Database, videoId: number, files: ProcessedFiles): D1PreparedStatement[] {
  const { statements, largest } = renditionStatements(db, videoId, files);
  return [
    ...statements,
    db
      .prepare(
        `UPDATE videos SET width = ?2, height = ?3, file_key = ?4, file_size = ?5, timeline_key = ?6, stream_key = ?7,
                thumb_set = COALESCE(?8, thumb_set), preview_key = COALESCE(?9, preview_key) WHERE video_id = ?1`,
      )
      .bind(videoId, largest.width, largest.height, largest.key, largest.size, files.timelineKey, files.streamKey, files.thumbSet, files.previewKey),
  ];
}

/** What a result is checked against: whether the upload is exclusive, and the kept source. */
export function readProcessingTarget(db: D1Database, videoId: number): Promise<{ exclusive: number; source_key: string | null } | null> {
  return db.prepare('SELECT exclusive, source_key FROM videos WHERE video_id = ?1').bind(videoId).first();
}

/** The video's processed files as they are now (before a new processing replaces them). */
export async function readProcessedKeys(db: D1Database, videoId: number): Promise<{ renditions: string[]; timelineKey: string | null; streamKey: string | null }> {
  const [renditions, video] = await db.batch<{ file_key: string } | { timeline_key: string | null; stream_key: string | null }>([
    db.prepare('SELECT file_key FROM video_renditions WHERE video_id = ?1').bind(videoId),
    db.prepare('SELECT timeline_key, stream_key FROM videos WHERE video_id = ?1').bind(videoId),
  ]);
  const row = video!.results[0] as { timeline_key: string | null; stream_key: string | null } | undefined;
  return {
    renditions: (renditions!.results as { file_key: string }[]).map((r) => r.file_key),
    timelineKey: row?.timeline_key ?? null,
    streamKey: row?.stream_key ?? null,
  };
}

/** Forgets a processed video's source once it is deleted from R2. */
export function dropSourceKey(db: D1Database, videoId: number): Promise<unknown> {
  return db.prepare('UPDATE videos SET source_key = NULL WHERE video_id = ?1').bind(videoId).run();
}

/** Whether another video than `videoId` (not failed or deleted) came from the same bytes. */
export async function isDuplicateSource(db: D1Database, videoId: number, contentHash: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS found FROM videos WHERE content_hash = ?1 AND video_id <> ?2 AND status_id NOT IN (3, 5) LIMIT 1')
    .bind(contentHash, videoId)
    .first();
  return row !== null;
}

/**
 * The owner picks one of the proposed frames as the preview (and its card sizes, when processing made them): the video
 * goes to moderation. False when not theirs to pick.
 */
export async function choosePreview(db: D1Database, videoId: number, userId: number, thumb: string, thumbSet: string | null): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE videos SET thumb = ?3, thumb_set = ?4, status_id = 0, status_reason = NULL
        WHERE video_id = ?1 AND user_id = ?2 AND status_id = 2 AND status_reason = 'preview_required' RETURNING video_id`,
    )
    .bind(videoId, userId, thumb, thumbSet)
    .first();
  return row !== null;
}

/** Where a video job's source is: a file in R2, or (an imported hosted video, docs/import.md) an address outside. */
export type JobSource =
  | { kind: 'stored'; key: string; size: number; name: string }
  | { kind: 'remote'; url: string; thumbUrl: string | null };

/**
 * A video job's source: the kept upload; for a first processing, an import's source URL; for a re-processing without
 * a kept upload, the largest rendition. One read.
 */
export async function readJobSource(db: D1Database, videoId: number, reprocess: boolean): Promise<JobSource | null> {
  const row = await db
    .prepare(
      `SELECT u.r2_key, u.length, u.name, v.file_key, v.file_size, v.source_url, v.thumb_url FROM videos v
         LEFT JOIN uploads u ON u.purpose = 'video' AND u.object_id = v.video_id AND u.r2_key = v.source_key
        WHERE v.video_id = ?1`,
    )
    .bind(videoId)
    .first<{ r2_key: string | null; length: number | null; name: string | null; file_key: string; file_size: number; source_url: string | null; thumb_url: string | null }>();
  if (row?.r2_key) return { kind: 'stored', key: row.r2_key, size: row.length!, name: row.name! };
  if (row?.source_url && !reprocess) return { kind: 'remote', url: row.source_url, thumbUrl: row.thumb_url };
  if (!row || !reprocess || !row.file_key) return null;
  return { kind: 'stored', key: row.file_key, size: row.file_size, name: row.file_key.split('/').pop()! };
}

/** The thumbnail an imported partner video's image job fetches. */
export async function readImportThumbUrl(db: D1Database, videoId: number): Promise<string | null> {
  return (await db.prepare('SELECT thumb_url FROM videos WHERE video_id = ?1 AND import_id IS NOT NULL').bind(videoId).first<{ thumb_url: string | null }>())?.thumb_url ?? null;
}

/** A video's card image key ('' while its owner is still to choose one). */
export async function readVideoThumb(db: D1Database, videoId: number): Promise<string> {
  return (await db.prepare('SELECT thumb FROM videos WHERE video_id = ?1').bind(videoId).first<{ thumb: string }>())?.thumb ?? '';
}
