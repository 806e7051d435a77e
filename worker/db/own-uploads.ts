// Where a member's own uploads stand, for them alone: the state of one video or album (with its latest job's progress
// and the folder of its processed media), and those not live yet, for their uploaded lists.
import { OWNER_DELETED } from '../config/moderation';

export type UploadKind = 'video' | 'album';

export interface OwnUpload {
  id: number;
  title: string;
  post_date: number;
  status_id: number;
  status_reason: string | null;
  moderation_note: string | null;
  /** The latest job's percent while it is being processed. */
  progress: number | null;
  poster_candidates: number;
  media_prefix: string | null;
  /** A video's largest rendition once processed (`videos/...`), with its size; albums and drafts have none. */
  file_key: string | null;
  width: number;
  height: number;
}

/** Drafts, processing, failed, awaiting moderation, rejected, and deleted by their owner (who may re-add them). */
const UNPUBLISHED = `(o.status_id NOT IN (1, 5) OR (o.status_id = 5 AND o.status_reason = '${OWNER_DELETED}'))`;
/** How many of those the lists show, newest first. */
const UNPUBLISHED_SHOWN = 50;

function ownUploadSelect(kind: UploadKind): string {
  const [table, key, posters, file] = kind === 'video'
    ? ['videos', 'video_id', 'o.poster_candidates', "CASE WHEN o.file_key LIKE 'videos/%' THEN o.file_key END AS file_key, o.width, o.height"]
    : ['albums', 'album_id', '0', 'NULL AS file_key, 0 AS width, 0 AS height'];
  const latest = `FROM jobs j WHERE j.kind = '${kind}' AND j.object_id = o.${key} ORDER BY j.job_id DESC LIMIT 1`;
  return `SELECT o.${key} AS id, o.title, o.post_date, o.status_id, o.status_reason, o.moderation_note, ${posters} AS poster_candidates, ${file},
                 (SELECT CASE WHEN j.state = 'processing' THEN j.progress END ${latest}) AS progress,
                 (SELECT j.media_prefix ${latest}) AS media_prefix
            FROM ${table} o WHERE o.user_id = ?1`;
}

export function readOwnUpload(db: D1Database, kind: UploadKind, id: number, userId: number): Promise<OwnUpload | null> {
  const key = kind === 'video' ? 'video_id' : 'album_id';
  return db.prepare(`${ownUploadSelect(kind)} AND o.${key} = ?2`).bind(userId, id).first<OwnUpload>();
}

export async function listUnpublishedUploads(db: D1Database, kind: UploadKind, userId: number): Promise<OwnUpload[]> {
  const key = kind === 'video' ? 'video_id' : 'album_id';
  const { results } = await db
    .prepare(`${ownUploadSelect(kind)} AND ${UNPUBLISHED} ORDER BY o.post_date DESC, o.${key} DESC LIMIT ${UNPUBLISHED_SHOWN}`)
    .bind(userId)
    .all<OwnUpload>();
  return results;
}
