// Reports sent through the contact form and /api/report.php (DMCA, technical, inappropriate content, support): stored
// with the video they name, read and closed by moderators (taken down, dismissed, replied).
import type { ReportedPost, ReportOutcome, ReportSubject } from '../domain/vocabularies';
export type ReportStatus = 'open' | 'closed';

export interface NewReport {
  subject: ReportSubject;
  email: string;
  message: string;
  fileKey: string | null;
  ref: string | null;
  userId: number | null;
  now: number;
}

/** The video a report's page is: /videos/{id}/... (or /embed/{id}). */
export function reportedVideoId(ref: string | null): number | null {
  const match = /^\/(?:videos|embed)\/([1-9][0-9]{0,9})(?:\/|$)/.exec(ref ?? '');
  return match ? Number(match[1]) : null;
}

export async function insertReport(db: D1Database, report: NewReport): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO reports (subject, email, message, file_key, ref, user_id, created_at, video_id)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, (SELECT video_id FROM videos WHERE video_id = ?8)) RETURNING report_id`,
    )
    .bind(report.subject, report.email, report.message, report.fileKey, report.ref, report.userId, report.now, reportedVideoId(report.ref))
    .first<{ report_id: number }>();
  return row!.report_id;
}

export interface NewPostReport {
  post: ReportedPost;
  postId: number;
  message: string;
  email: string;
  ref: string;
  userId: number | null;
  now: number;
}

/** Files a report on a post that is there (a visible comment, a wall post); null when it is not. */
export async function insertPostReport(db: D1Database, report: NewPostReport): Promise<number | null> {
  const exists = report.post === 'comment'
    ? 'SELECT 1 FROM comments WHERE comment_id = ?6 AND status_id = 1'
    : 'SELECT 1 FROM wall_posts WHERE post_id = ?6';
  const row = await db
    .prepare(
      `INSERT INTO reports (subject, email, message, ref, user_id, created_at, ${report.post === 'comment' ? 'comment_id' : 'wall_post_id'})
       SELECT 'inappropriate', ?1, ?2, ?3, ?4, ?5, ?6 WHERE EXISTS (${exists}) RETURNING report_id`,
    )
    .bind(report.email, report.message, report.ref, report.userId, report.now, report.postId)
    .first<{ report_id: number }>();
  return row?.report_id ?? null;
}

export interface ReportRow {
  report_id: number;
  subject: ReportSubject;
  email: string;
  message: string;
  file_key: string | null;
  ref: string | null;
  user_id: number | null;
  username: string | null;
  status: ReportStatus;
  created_at: number;
  handled_at: number | null;
  handler_name: string | null;
  outcome: ReportOutcome | null;
  video_id: number | null;
  video_title: string | null;
  video_dir: string | null;
  video_status: number | null;
  video_reason: string | null;
  /** A report on one post: the comment (while visible) or the wall post (while there), its author and where it stands. */
  comment_id: number | null;
  wall_post_id: number | null;
  post_text: string | null;
  post_author_id: number | null;
  post_author: string | null;
  /** 'videos:12', 'albums:3', 'member:7', 'model:9'... */
  post_place: string | null;
}

const REPORT_SELECT = `SELECT r.report_id, r.subject, r.email, r.message, r.file_key, r.ref, r.user_id, u.username, r.status, r.created_at,
       r.handled_at, h.username AS handler_name, r.outcome, r.video_id, v.title AS video_title, v.dir AS video_dir,
       v.status_id AS video_status, v.status_reason AS video_reason, r.comment_id, r.wall_post_id,
       coalesce(c.comment, w.body) AS post_text, coalesce(c.user_id, w.user_id) AS post_author_id, pa.username AS post_author,
       coalesce(c.object_type || ':' || c.object_id, w.wall_type || ':' || w.wall_id) AS post_place
  FROM reports r LEFT JOIN users u ON u.user_id = r.user_id LEFT JOIN users h ON h.user_id = r.handled_by
  LEFT JOIN videos v ON v.video_id = r.video_id
  LEFT JOIN comments c ON c.comment_id = r.comment_id AND c.status_id = 1
  LEFT JOIN wall_posts w ON w.post_id = r.wall_post_id
  LEFT JOIN users pa ON pa.user_id = coalesce(c.user_id, w.user_id)`;

export async function listReports(
  db: D1Database, filter: { status: ReportStatus; subject: ReportSubject | null }, page: number, perPage: number,
): Promise<{ items: ReportRow[]; total: number }> {
  const where = `r.status = ?1${filter.subject ? ' AND r.subject = ?2' : ''}`;
  const params = filter.subject ? [filter.status, filter.subject] : [filter.status];
  const [rows, count] = await db.batch<ReportRow | { n: number }>([
    db.prepare(`${REPORT_SELECT} WHERE ${where} ORDER BY r.created_at DESC, r.report_id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`).bind(...params),
    db.prepare(`SELECT COUNT(*) AS n FROM reports r WHERE ${where}`).bind(...params),
  ]);
  return { items: rows!.results as ReportRow[], total: (count!.results[0] as { n: number }).n };
}

export function readReport(db: D1Database, reportId: number): Promise<ReportRow | null> {
  return db.prepare(`${REPORT_SELECT} WHERE r.report_id = ?1`).bind(reportId).first<ReportRow>();
}

export interface Closing {
  by: number;
  outcome: ReportOutcome;
  now: number;
}

/** Closes an open report; changes nothing when it was closed already. */
export function closeReportStatement(db: D1Database, reportId: number, closing: Closing): D1PreparedStatement {
  return db
    .prepare(`UPDATE reports SET status = 'closed', handled_by = ?2, handled_at = ?3, outcome = ?4 WHERE report_id = ?1 AND status = 'open'`)
    .bind(reportId, closing.by, closing.now, closing.outcome);
}

/** Closes the open reports of a video (and the report acted on, whatever it names) once it is taken down. */
export function closeVideoReportsStatement(db: D1Database, videoId: number, closing: Closing & { reportId: number | null }): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE reports SET status = 'closed', handled_by = ?2, handled_at = ?3, outcome = ?4
        WHERE status = 'open' AND (video_id = ?1 OR report_id = ?5)`,
    )
    .bind(videoId, closing.by, closing.now, closing.outcome, closing.reportId);
}

export async function countOpenReports(db: D1Database): Promise<number> {
  return (await db.prepare(`SELECT COUNT(*) AS n FROM reports WHERE status = 'open'`).first<{ n: number }>())!.n;
}
