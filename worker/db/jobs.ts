// Processing jobs: queued with their object, claimed by one runner at a time for a lease that progress renews, retried
// with a doubling pause when a runner abandons one, and ended as done or failed.
import { JOB_MAX_ATTEMPTS, JOB_RETRY_SECONDS } from '../config/uploads';

/** A video's processing, an album's photos, or an imported partner video's thumbnail (its object a video too). */
export type JobKind = 'video' | 'album' | 'image';
export type JobState = 'pending' | 'processing' | 'done' | 'failed';

export interface JobRow {
  job_id: number;
  kind: JobKind;
  object_id: number;
  state: JobState;
  runner_id: number | null;
  attempts: number;
  progress: number;
  available_at: number;
  media_prefix: string;
  /** 1: an already processed video made again (its ladder), which keeps its state and preview. */
  reprocess: number;
  error: string | null;
  created_at: number;
  updated_at: number;
}

/** The statement that queues a job for an object (for the batch of the change that makes it ready). */
export function insertJobStatement(db: D1Database, job: { kind: JobKind; objectId: number; mediaPrefix: string; now: number }): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO jobs (kind, object_id, state, available_at, media_prefix, created_at, updated_at)
       VALUES (?1, ?2, 'pending', ?4, ?3, ?4, ?4)`,
    )
    .bind(job.kind, job.objectId, job.mediaPrefix, job.now);
}

/**
 * Gives the runner the oldest ready job for `lease` seconds: a pending one due, or one whose runner let its lease run
 * out and whose pause (JOB_RETRY_SECONDS, doubling with each attempt) is over. One statement, so two runners never
 * get the same job.
 */
export async function claimJob(db: D1Database, runnerId: number, now: number, lease: number): Promise<JobRow | null> {
  return db
    .prepare(
      `UPDATE jobs SET state = 'processing', runner_id = ?1, attempts = attempts + 1, progress = 0, available_at = ?2 + ?3, updated_at = ?2
        WHERE job_id = (
          SELECT job_id FROM jobs INDEXED BY jobs_ready
           WHERE state IN ('pending', 'processing') AND available_at <= ?2 AND attempts < ?4
             AND (state = 'pending' OR available_at + (?5 << (attempts - 1)) <= ?2)
           ORDER BY available_at, job_id LIMIT 1)
        RETURNING *`,
    )
    .bind(runnerId, now, lease, JOB_MAX_ATTEMPTS, JOB_RETRY_SECONDS)
    .first<JobRow>();
}

/** Jobs abandoned on their last attempt: failed now, with their objects to fail too. */
export async function failAbandonedJobs(db: D1Database, now: number): Promise<Pick<JobRow, 'job_id' | 'kind' | 'object_id'>[]> {
  const { results } = await db
    .prepare(
      `UPDATE jobs SET state = 'failed', error = 'abandoned', updated_at = ?1
        WHERE state = 'processing' AND available_at <= ?1 AND attempts >= ?2 RETURNING job_id, kind, object_id`,
    )
    .bind(now, JOB_MAX_ATTEMPTS)
    .all<Pick<JobRow, 'job_id' | 'kind' | 'object_id'>>();
  return results;
}

/** The runner's job, while it still is theirs (processing, claimed by them). */
export async function readOwnJob(db: D1Database, jobId: number, runnerId: number): Promise<JobRow | null> {
  return db
    .prepare(`SELECT * FROM jobs WHERE job_id = ?1 AND runner_id = ?2 AND state = 'processing'`)
    .bind(jobId, runnerId)
    .first<JobRow>();
}

/** Progress renews the lease; false when the job is no longer the runner's. */
export async function reportProgress(db: D1Database, jobId: number, runnerId: number, percent: number, now: number, lease: number): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE jobs SET progress = ?3, available_at = ?4 + ?5, updated_at = ?4
        WHERE job_id = ?1 AND runner_id = ?2 AND state = 'processing' RETURNING job_id`,
    )
    .bind(jobId, runnerId, percent, now, lease)
    .first();
  return row !== null;
}

/** The statement that ends the runner's job as done or failed (for the batch of the change it brings). */
export function endJobStatement(
  db: D1Database, job: { jobId: number; runnerId: number; state: 'done' | 'failed'; error?: string; now: number },
): D1PreparedStatement {
  return db
    .prepare(`UPDATE jobs SET state = ?3, error = ?4, progress = 100, updated_at = ?5 WHERE job_id = ?1 AND runner_id = ?2 AND state = 'processing'`)
    .bind(job.jobId, job.runnerId, job.state, job.error ?? null, job.now);
}

/** A failure worth another try: the job waits its pause and is offered again (its attempts stay counted). */
export async function retryJob(db: D1Database, jobId: number, runnerId: number, error: string, now: number, pause: number): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE jobs SET state = 'pending', runner_id = NULL, error = ?3, available_at = ?4 + ?5, updated_at = ?4
        WHERE job_id = ?1 AND runner_id = ?2 AND state = 'processing' AND attempts < ?6 RETURNING job_id`,
    )
    .bind(jobId, runnerId, error, now, pause, JOB_MAX_ATTEMPTS)
    .first();
  return row !== null;
}

export interface ConsoleJobRow extends JobRow {
  title: string | null;
  runner_name: string | null;
}

/** Jobs in a state (all but done when `state` is null), newest first, with their object's title and runner. */
export async function listJobs(db: D1Database, state: JobState | null, page: number, perPage: number): Promise<{ items: ConsoleJobRow[]; total: number }> {
  const where = state ? 'j.state = ?1' : `j.state <> 'done'`;
  const params = state ? [state] : [];
  const [rows, count] = await db.batch<ConsoleJobRow | { n: number }>([
    db.prepare(
      `SELECT j.*, CASE j.kind WHEN 'album' THEN (SELECT title FROM albums WHERE album_id = j.object_id)
                               ELSE (SELECT title FROM videos WHERE video_id = j.object_id) END AS title, r.name AS runner_name
         FROM jobs j LEFT JOIN runners r ON r.runner_id = j.runner_id
        WHERE ${where} ORDER BY j.job_id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
    ).bind(...params),
    db.prepare(`SELECT COUNT(*) AS n FROM jobs j WHERE ${where}`).bind(...params),
  ]);
  return { items: rows!.results as ConsoleJobRow[], total: (count!.results[0] as { n: number }).n };
}

export async function countJobs(db: D1Database): Promise<Record<JobState, number>> {
  const { results } = await db.prepare('SELECT state, COUNT(*) AS n FROM jobs GROUP BY state').all<{ state: JobState; n: number }>();
  const counts: Record<JobState, number> = { pending: 0, processing: 0, done: 0, failed: 0 };
  for (const row of results) counts[row.state] = row.n;
  return counts;
}

/**
 * Statements that give a failed job a fresh start: pending at once with its attempts reset, and its video or album back
 * to waiting for processing. They change nothing unless the job has failed.
 */
export function retryFailedJobStatements(db: D1Database, job: Pick<JobRow, 'job_id' | 'kind' | 'object_id'>, now: number): D1PreparedStatement[] {
  const [table, key] = job.kind === 'album' ? ['albums', 'album_id'] : ['videos', 'video_id'];
  return [
    db.prepare(`UPDATE ${table} SET status_id = 2, status_reason = 'queued' WHERE ${key} = ?1 AND status_id = 3
                   AND EXISTS (SELECT 1 FROM jobs WHERE job_id = ?2 AND state = 'failed')`).bind(job.object_id, job.job_id),
    db.prepare(`UPDATE jobs SET state = 'pending', attempts = 0, progress = 0, runner_id = NULL, error = NULL, available_at = ?2, updated_at = ?2
                 WHERE job_id = ?1 AND state = 'failed'`).bind(job.job_id, now),
  ];
}

export function readJob(db: D1Database, jobId: number): Promise<JobRow | null> {
  return db.prepare('SELECT * FROM jobs WHERE job_id = ?1').bind(jobId).first<JobRow>();
}

/**
 * Videos processed before the rendition ladder: live or awaiting moderation, their MP4 renditions in a folder of their
 * own (`videos/{id}-…`, so not the shared demo clips), no master playlist, no job under way.
 */
const WITHOUT_LADDER = `v.stream_key IS NULL AND v.status_id IN (0, 1) AND v.file_key LIKE 'videos/' || v.video_id || '-%'
  AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.kind = 'video' AND j.object_id = v.video_id AND j.state IN ('pending', 'processing'))`;

export async function countVideosWithoutLadder(db: D1Database): Promise<number> {
  return (await db.prepare(`SELECT COUNT(*) AS n FROM videos v WHERE ${WITHOUT_LADDER}`).first<{ n: number }>())?.n ?? 0;
}

/** Queues a re-processing job for every video without a ladder, each into a new folder; the statement (for its batch). */
export function queueLadderJobsStatement(db: D1Database, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO jobs (kind, object_id, state, available_at, media_prefix, created_at, updated_at, reprocess)
       SELECT 'video', v.video_id, 'pending', ?1, v.video_id || '-' || lower(hex(randomblob(9))), ?1, ?1, 1
         FROM videos v WHERE ${WITHOUT_LADDER}`,
    )
    .bind(now);
}
