// Partner embeds' health (migrations/0033_embed_checks.sql): which embeds the cron asks next, what they answered, and
// the videos whose embed keeps failing.

export interface EmbedToCheck {
  video_id: number;
  url: string;
}

export interface EmbedAnswer {
  videoId: number;
  /** The HTTP status, or 'timeout' or 'error'. */
  status: string;
  ok: boolean;
}

export interface FailingEmbed {
  video_id: number;
  title: string;
  ex_tube: string | null;
  url: string;
  last_status: string;
  failures: number;
  failing_since: number;
}

/** Live embedded videos, never checked first, then the least recently checked. */
export async function listEmbedsToCheck(db: D1Database, limit: number): Promise<EmbedToCheck[]> {
  const { results } = await db
    .prepare(
      `SELECT v.video_id, v.url FROM videos v INDEXED BY videos_embedded LEFT JOIN embed_checks ec ON ec.video_id = v.video_id
        WHERE v.status_id = 1 AND v.file_key = '' AND v.url IS NOT NULL
        ORDER BY COALESCE(ec.checked_at, 0), v.video_id LIMIT ?1`,
    )
    .bind(limit)
    .all<EmbedToCheck>();
  return results;
}

export async function recordEmbedAnswers(db: D1Database, answers: readonly EmbedAnswer[], now: number): Promise<void> {
  if (answers.length === 0) return;
  await db
    .prepare(
      `INSERT INTO embed_checks (video_id, checked_at, last_status, failures, failing_since)
       SELECT json_extract(value, '$.videoId'), ?2, json_extract(value, '$.status'),
              IIF(json_extract(value, '$.ok'), 0, 1), IIF(json_extract(value, '$.ok'), NULL, ?2)
         FROM json_each(?1) WHERE 1
       ON CONFLICT (video_id) DO UPDATE SET
         checked_at = excluded.checked_at, last_status = excluded.last_status,
         failures = IIF(excluded.failures = 0, 0, embed_checks.failures + 1),
         failing_since = IIF(excluded.failures = 0, NULL, COALESCE(embed_checks.failing_since, excluded.checked_at))`,
    )
    .bind(JSON.stringify(answers), now)
    .run();
}

/** Live embedded videos whose embed failed at least `minFailures` checks in a row, longest failing first. */
export async function listFailingEmbeds(db: D1Database, minFailures: number, limit: number): Promise<FailingEmbed[]> {
  const { results } = await db
    .prepare(
      `SELECT v.video_id, v.title, v.ex_tube, v.url, ec.last_status, ec.failures, ec.failing_since
         FROM embed_checks ec INDEXED BY embed_checks_failing JOIN videos v ON v.video_id = ec.video_id
        WHERE ec.failing_since IS NOT NULL AND ec.failures >= ?1 AND v.status_id = 1
        ORDER BY ec.failing_since, ec.video_id LIMIT ?2`,
    )
    .bind(minFailures, limit)
    .all<FailingEmbed>();
  return results;
}
