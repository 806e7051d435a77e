// Resumable uploads: the row of each upload (how much has arrived, its R2 multipart upload and whole parts), one PATCH
// at a time by a short lock, the member's daily byte quota, and the unfinished uploads the cron lets expire.
export type UploadPurpose = 'video' | 'photo' | 'result';

export interface UploadRow {
  upload_id: string;
  user_id: number | null;
  job_id: number | null;
  purpose: UploadPurpose;
  object_id: number;
  name: string;
  length: number;
  received: number;
  r2_key: string;
  multipart_id: string | null;
  parts: number;
  locked_until: number;
  created_at: number;
  expires_at: number;
  completed_at: number | null;
}

export type NewUpload = Pick<UploadRow, 'upload_id' | 'user_id' | 'job_id' | 'purpose' | 'object_id' | 'name' | 'length' | 'r2_key' | 'created_at' | 'expires_at'>;

/**
 * Inserts an upload; a member's only while their uploads of the last day, with this one, stay within `maxBytes`
 * (counted and inserted in one statement). False when over the quota.
 */
export async function insertUpload(db: D1Database, upload: NewUpload, quota: { since: number; maxBytes: number } | null): Promise<boolean> {
  const values = [
    upload.upload_id, upload.user_id, upload.job_id, upload.purpose, upload.object_id, upload.name, upload.length,
    upload.r2_key, upload.created_at, upload.expires_at,
  ];
  const insert = `INSERT INTO uploads (upload_id, user_id, job_id, purpose, object_id, name, length, r2_key, created_at, expires_at)
                  SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10`;
  const statement = quota
    ? db
      .prepare(`${insert} WHERE (SELECT COALESCE(SUM(length), 0) FROM uploads WHERE user_id = ?2 AND created_at > ?11) + ?7 <= ?12 RETURNING upload_id`)
      .bind(...values, quota.since, quota.maxBytes)
    : db.prepare(`${insert} RETURNING upload_id`).bind(...values);
  return (await statement.first()) !== null;
}

export async function readUpload(db: D1Database, uploadId: string): Promise<UploadRow | null> {
  return db.prepare('SELECT * FROM uploads WHERE upload_id = ?1').bind(uploadId).first<UploadRow>();
}

/**
 * Takes the upload for one PATCH at `offset`: only when that is where it stands, it is not finished, not expired, and
 * no other PATCH holds it. The row as taken, or null.
 */
export async function lockUpload(db: D1Database, uploadId: string, offset: number, now: number, until: number): Promise<UploadRow | null> {
  return db
    .prepare(
      `UPDATE uploads SET locked_until = ?4 WHERE upload_id = ?1 AND received = ?2 AND completed_at IS NULL
          AND expires_at > ?3 AND locked_until <= ?3 RETURNING *`,
    )
    .bind(uploadId, offset, now, until)
    .first<UploadRow>();
}

export async function setMultipart(db: D1Database, uploadId: string, multipartId: string): Promise<void> {
  await db.prepare('UPDATE uploads SET multipart_id = ?2 WHERE upload_id = ?1').bind(uploadId, multipartId).run();
}

/** A whole part in R2, and where the upload stands after it. */
export async function recordPart(db: D1Database, uploadId: string, part: { number: number; etag: string }, received: number): Promise<void> {
  await db.batch([
    db.prepare('INSERT OR REPLACE INTO upload_parts (upload_id, part_number, etag) VALUES (?1, ?2, ?3)').bind(uploadId, part.number, part.etag),
    db.prepare('UPDATE uploads SET parts = ?2, received = ?3 WHERE upload_id = ?1').bind(uploadId, part.number, received),
  ]);
}

/** Where an unfinished upload stands once a PATCH ends: it is released and lives on from now. */
export async function releaseUpload(db: D1Database, uploadId: string, received: number, expiresAt: number): Promise<void> {
  await db.prepare('UPDATE uploads SET received = ?2, locked_until = 0, expires_at = ?3 WHERE upload_id = ?1').bind(uploadId, received, expiresAt).run();
}

export async function completeUpload(db: D1Database, uploadId: string, now: number): Promise<void> {
  await db.batch([
    db.prepare('UPDATE uploads SET received = length, locked_until = 0, completed_at = ?2 WHERE upload_id = ?1').bind(uploadId, now),
    db.prepare('DELETE FROM upload_parts WHERE upload_id = ?1').bind(uploadId),
  ]);
}

export async function listParts(db: D1Database, uploadId: string): Promise<R2UploadedPart[]> {
  const { results } = await db
    .prepare('SELECT part_number AS partNumber, etag FROM upload_parts WHERE upload_id = ?1 ORDER BY part_number')
    .bind(uploadId)
    .all<R2UploadedPart>();
  return results;
}

export async function deleteUpload(db: D1Database, uploadId: string): Promise<void> {
  await db.prepare('DELETE FROM uploads WHERE upload_id = ?1').bind(uploadId).run();
}

/** Unfinished uploads past their expiry, oldest first. */
export async function listExpiredUploads(db: D1Database, now: number, limit: number): Promise<UploadRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM uploads WHERE completed_at IS NULL AND expires_at <= ?1 ORDER BY expires_at LIMIT ?2')
    .bind(now, limit)
    .all<UploadRow>();
  return results;
}

/** The finished uploads of a job's results, by name. */
export async function listJobResults(db: D1Database, jobId: number): Promise<Map<string, UploadRow>> {
  const { results } = await db
    .prepare('SELECT * FROM uploads WHERE job_id = ?1 AND completed_at IS NOT NULL ORDER BY completed_at')
    .bind(jobId)
    .all<UploadRow>();
  return new Map(results.map((row) => [row.name, row]));
}
