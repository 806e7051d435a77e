// Reports sent through the contact form (DMCA, technical, inappropriate content, support), for the moderators.
export const REPORT_SUBJECTS = ['dmca', 'technical', 'inappropriate', 'support'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

export interface NewReport {
  subject: ReportSubject;
  email: string;
  message: string;
  fileKey: string | null;
  ref: string | null;
  userId: number | null;
  now: number;
}

export async function insertReport(db: D1Database, report: NewReport): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO reports (subject, email, message, file_key, ref, user_id, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) RETURNING report_id`,
    )
    .bind(report.subject, report.email, report.message, report.fileKey, report.ref, report.userId, report.now)
    .first<{ report_id: number }>();
  return row!.report_id;
}
