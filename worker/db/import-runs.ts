// A started import as the database follows it (docs/import.md): the import with its audit entry, its rows' verdicts
// recorded in chunks, the videos its pending rows create (a few rows to a batch), and its end with the outcome audited.
import { auditStatement, type AuditAuthor } from './audit';
import type { VideoText } from './video-texts';

export type ImportState = 'queued' | 'running' | 'done';

export interface ImportRun {
  import_id: number;
  filename: string;
  file_key: string;
  user_id: number | null;
  actor_name: string;
  trusted: number;
  state: ImportState;
  total_rows: number;
  created: number;
  refused: number;
  created_at: number;
  finished_at: number | null;
  /** JSON array of the file names the importer said it would send for source_path rows. */
  given_files: string;
}

export type RowOutcome = 'pending' | 'created' | 'refused';

export interface ImportRowRecord {
  line: number;
  title: string;
  /** The planned video (JSON) of a row to create; null for a refused one. */
  plan: string | null;
  refusal: string | null;
  detail: string | null;
  /** A row whose file comes with the import: its path as the file gives it. */
  source_path: string | null;
}

export interface ImportRowView {
  line: number;
  title: string;
  outcome: RowOutcome;
  refusal: string | null;
  detail: string | null;
  video_id: number | null;
  /** The created video's state (status_id, status_reason), while it exists. */
  status_id: number | null;
  status_reason: string | null;
  dir: string | null;
  source_path: string | null;
}

/** Starts an import of a held file, audited in the same batch; its id. */
export async function insertImport(
  db: D1Database,
  actor: AuditAuthor,
  run: { filename: string; fileKey: string; trusted: boolean; givenFiles?: readonly string[] },
  now: number,
): Promise<number> {
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO imports (filename, file_key, user_id, actor_name, trusted, created_at, given_files) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
         RETURNING import_id`,
      )
      .bind(run.filename, run.fileKey, actor.userId, actor.username, run.trusted ? 1 : 0, now, JSON.stringify(run.givenFiles ?? [])),
    auditStatement(db, actor, { action: 'import.start', targetType: 'import', targetId: 'last-inserted', after: { filename: run.filename, trusted: run.trusted } }, now),
  ]);
  return (inserted!.results[0] as { import_id: number }).import_id;
}

export function readImportRun(db: D1Database, importId: number): Promise<ImportRun | null> {
  return db.prepare('SELECT * FROM imports WHERE import_id = ?1').bind(importId).first<ImportRun>();
}

/** The held files of imports not yet done: still to be read. */
export async function listUnfinishedImportFiles(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare(`SELECT file_key FROM imports WHERE state <> 'done'`).all<{ file_key: string }>();
  return results.map((row) => row.file_key);
}

export async function listImportRuns(db: D1Database, limit: number): Promise<ImportRun[]> {
  const { results } = await db.prepare('SELECT * FROM imports ORDER BY created_at DESC, import_id DESC LIMIT ?1').bind(limit).all<ImportRun>();
  return results;
}

/** An import's rows in file order, each with what became of it. */
export async function listImportRows(db: D1Database, importId: number, limit: number): Promise<ImportRowView[]> {
  const { results } = await db
    .prepare(
      `SELECT r.line, r.title, r.outcome, r.refusal, r.detail, r.video_id, v.status_id, v.status_reason, v.dir, r.source_path
         FROM import_rows r LEFT JOIN videos v ON v.video_id = r.video_id
        WHERE r.import_id = ?1 ORDER BY r.line LIMIT ?2`,
    )
    .bind(importId, limit)
    .all<ImportRowView>();
  return results;
}

/** Rows recorded in one statement each: a JSON array keeps the bound parameters to one. */
const ROWS_PER_STATEMENT = 500;

/** The verdicts of every row, recorded in statements of ROWS_PER_STATEMENT; the import is then running. */
export async function recordImportRows(db: D1Database, importId: number, rows: readonly ImportRowRecord[]): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    statements.push(
      db
        .prepare(
          `INSERT OR IGNORE INTO import_rows (import_id, line, title, plan, outcome, refusal, detail, source_path)
           SELECT ?1, json_extract(value, '$.line'), json_extract(value, '$.title'), json_extract(value, '$.plan'),
                  CASE WHEN json_extract(value, '$.plan') IS NULL THEN 'refused' ELSE 'pending' END,
                  json_extract(value, '$.refusal'), json_extract(value, '$.detail'), json_extract(value, '$.source_path')
             FROM json_each(?2)`,
        )
        .bind(importId, JSON.stringify(rows.slice(start, start + ROWS_PER_STATEMENT))),
    );
  }
  statements.push(
    db
      .prepare(
        `UPDATE imports SET state = 'running',
                total_rows = (SELECT COUNT(*) FROM import_rows WHERE import_id = ?1),
                refused = (SELECT COUNT(*) FROM import_rows WHERE import_id = ?1 AND outcome = 'refused')
          WHERE import_id = ?1 AND state = 'queued'`,
      )
      .bind(importId),
  );
  await db.batch(statements);
}

export async function pendingImportRows(db: D1Database, importId: number, limit: number): Promise<{ line: number; plan: string }[]> {
  const { results } = await db
    .prepare(`SELECT line, plan FROM import_rows WHERE import_id = ?1 AND outcome = 'pending' ORDER BY line LIMIT ?2`)
    .bind(importId, limit)
    .all<{ line: number; plan: string }>();
  return results;
}

/** What a pending row makes: the video, its categories and models, the runner's job. */
export interface ImportedVideo {
  importId: number;
  line: number;
  /** Unique among the import's videos until the batch's last statement gives the real one. */
  marker: string;
  /** The URL slug, or '' for `video-{id}`. */
  dir: string;
  title: string;
  description: string;
  lang: string;
  duration: number;
  postDate: number;
  gender: number;
  categoryIds: readonly number[];
  /** Known models by id, new ones by name (created with their dir and first letter). */
  modelIds: readonly number[];
  newModels: readonly { dir: string; title: string; alphabet: string }[];
  /** Its title and description in other languages (title_{lang}, description_{lang}). */
  texts: readonly VideoText[];
  embed: { url: string; exTube: string; exId: string } | null;
  sourceUrl: string | null;
  thumbUrl: string | null;
  /** The job's kind: the partner's thumbnail (`image`) or the hosted source (`video`); none for a file still to be uploaded. */
  job: { kind: 'image' | 'video'; mediaPrefixTail: string } | null;
  /** A row whose file comes with the import (source_path): the member whose upload it waits for. */
  uploader: number | null;
  now: number;
}

/**
 * The statements that create one row's video, unless the catalogue has it already (the partner video by its id there,
 * the hosted one by its source URL): then the row is refused as a duplicate. The row's outcome and the import's
 * counts follow in the same batch.
 */
export function importedVideoStatements(db: D1Database, video: ImportedVideo): D1PreparedStatement[] {
  const id = `(SELECT video_id FROM videos WHERE import_id = ?1 AND dir = ?2)`;
  const already = video.embed
    ? `EXISTS (SELECT 1 FROM videos WHERE ex_tube = ?3 AND ex_id = ?4)`
    : `EXISTS (SELECT 1 FROM videos WHERE source_url = ?3)`;
  const identity = video.embed ? [video.embed.exTube, video.embed.exId] : [video.sourceUrl, null];
  return [
    db
      .prepare(
        `INSERT INTO videos (dir, title, description, lang, duration, post_date, user_id, status_id, status_reason, gender, thumb,
                             file_key, ex_tube, ex_id, url, source_url, thumb_url, import_id)
         SELECT ?2, ?5, ?6, ?7, ?8, ?9, ?16, 2, CASE WHEN ?16 IS NULL THEN 'queued' ELSE 'uploading' END, ?10, '', '', ?11, ?12, ?13, ?14, ?15, ?1
          WHERE NOT ${already}`,
      )
      .bind(
        video.importId, video.marker, ...identity, video.title, video.description, video.lang, video.duration, video.postDate, video.gender,
        video.embed?.exTube ?? null, video.embed?.exId ?? null, video.embed?.url ?? null, video.sourceUrl, video.thumbUrl, video.uploader,
      ),
    db
      .prepare(`INSERT INTO video_categories (category_id, video_id)
         SELECT category_id, ${id} FROM categories WHERE category_id IN (SELECT value FROM json_each(?3)) AND ${id} IS NOT NULL`)
      .bind(video.importId, video.marker, JSON.stringify(video.categoryIds)),
    db
      .prepare(
        `INSERT OR IGNORE INTO models (dir, title, alphabet, gender, created_at)
         SELECT json_extract(value, '$.dir'), json_extract(value, '$.title'), json_extract(value, '$.alphabet'), ?4, ?5
           FROM json_each(?3) WHERE ${id} IS NOT NULL`,
      )
      .bind(video.importId, video.marker, JSON.stringify(video.newModels), video.gender, video.now),
    db
      .prepare(
        `INSERT OR IGNORE INTO video_models (model_id, video_id)
         SELECT model_id, ${id} FROM models
          WHERE (model_id IN (SELECT value FROM json_each(?3)) OR dir IN (SELECT json_extract(value, '$.dir') FROM json_each(?4)))
            AND ${id} IS NOT NULL`,
      )
      .bind(video.importId, video.marker, JSON.stringify(video.modelIds), JSON.stringify(video.newModels)),
    db
      .prepare(
        `INSERT OR IGNORE INTO video_texts (video_id, lang, title, dir, description)
         SELECT ${id}, json_extract(value, '$.lang'), json_extract(value, '$.title'), json_extract(value, '$.dir'),
                json_extract(value, '$.description')
           FROM json_each(?3) WHERE ${id} IS NOT NULL`,
      )
      .bind(video.importId, video.marker, JSON.stringify(video.texts)),
    ...(video.job
      ? [db
        .prepare(
          `INSERT INTO jobs (kind, object_id, state, available_at, media_prefix, created_at, updated_at)
           SELECT ?3, ${id}, 'pending', ?5, ${id} || '-' || ?4, ?5, ?5 WHERE ${id} IS NOT NULL`,
        )
        .bind(video.importId, video.marker, video.job.kind, video.job.mediaPrefixTail, video.now)]
      : []),
    db
      .prepare(
        `UPDATE import_rows SET plan = NULL, video_id = ${id},
                outcome = CASE WHEN ${id} IS NULL THEN 'refused' ELSE 'created' END,
                refusal = CASE WHEN ${id} IS NULL THEN 'duplicate' END
          WHERE import_id = ?1 AND line = ?3 AND outcome = 'pending'`,
      )
      .bind(video.importId, video.marker, video.line),
    db
      .prepare(`UPDATE videos SET dir = CASE WHEN ?3 = '' THEN 'video-' || video_id ELSE ?3 END WHERE import_id = ?1 AND dir = ?2`)
      .bind(video.importId, video.marker, video.dir),
  ];
}

/** A pending row that cannot be made after all (its category went away since the check): refused with its reason. */
export function refuseImportRowStatement(db: D1Database, importId: number, line: number, refusal: string, detail: string | null): D1PreparedStatement {
  return db
    .prepare(`UPDATE import_rows SET plan = NULL, outcome = 'refused', refusal = ?3, detail = ?4 WHERE import_id = ?1 AND line = ?2`)
    .bind(importId, line, refusal, detail);
}

/** The import's counts from its rows. */
export function countImportStatement(db: D1Database, importId: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE imports SET created = (SELECT COUNT(*) FROM import_rows WHERE import_id = ?1 AND outcome = 'created'),
              refused = (SELECT COUNT(*) FROM import_rows WHERE import_id = ?1 AND outcome = 'refused')
        WHERE import_id = ?1`,
    )
    .bind(importId);
}

/** Ends a running import with nothing pending; its outcome goes to the audit log once. */
export async function finishImport(db: D1Database, run: ImportRun, now: number): Promise<void> {
  await countImportStatement(db, run.import_id).run();
  const counted = (await readImportRun(db, run.import_id)) ?? run;
  const actor = { userId: run.user_id, username: run.actor_name };
  await db.batch([
    db.prepare(`UPDATE imports SET state = 'done', finished_at = ?2 WHERE import_id = ?1 AND state = 'running'`).bind(run.import_id, now),
    auditStatement(
      db, actor,
      { action: 'import.finish', targetType: 'import', targetId: run.import_id, after: { rows: counted.total_rows, created: counted.created, refused: counted.refused } },
      now, { ifChanged: true },
    ),
  ]);
}
