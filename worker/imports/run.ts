// A started import, advanced in the background through the imports queue (docs/import.md), never inside a request:
// the first message reads the held file and records every row's verdict, each next one creates the videos of up to
// ROWS_PER_MESSAGE pending rows and queues the next, and the last ends the import with its outcome audited.
// Every message is safe to repeat: rows are recorded once, a created row is no longer pending, and a partner video or
// source URL already in the catalogue is a duplicate, so the same row again changes nothing.
import { slugify } from '../../views/urls';
import { videoTextRows } from '../moderation/video-texts';
import { randomToken } from '../auth/random';
import { embedPartners } from '../config/embeds';
import { DEFAULT_LANG } from '../../locales';
import {
  countImportStatement, finishImport, importedVideoStatements, insertImport, pendingImportRows, readImportRun, recordImportRows,
  type ImportRowRecord, type ImportRun,
} from '../db/import-runs';
import type { AuditAuthor } from '../db/audit';
import { sectionGender } from '../domain/vocabularies';
import type { Bindings } from '../env';
import { nowSeconds } from '../http/clock';
import { checkImport } from './check';
import { lookupKey, type PlannedVideo, type RowVerdict } from './verdicts';

export const IMPORT_QUEUE = 'tube-imports';

export interface ImportMessage {
  importId: number;
}

/** Rows whose videos one message creates, and rows to a D1 batch (each row is seven statements). */
export const ROWS_PER_MESSAGE = 200;
const ROWS_PER_BATCH = 10;

/** A verdict as the import's rows keep it. */
function rowRecord(verdict: RowVerdict, titles: ReadonlyMap<number, string>): ImportRowRecord {
  if (verdict.ok) {
    const { source } = verdict.plan;
    const sourcePath = source && 'path' in source ? source.path : null;
    return { line: verdict.line, title: verdict.plan.title, plan: JSON.stringify(verdict.plan), refusal: null, detail: null, source_path: sourcePath };
  }
  return { line: verdict.line, title: titles.get(verdict.line) ?? '', plan: null, refusal: verdict.refusal, detail: verdict.detail ?? null, source_path: null };
}

/** Reads the held file and records every row's verdict, judged against the catalogue as it is now. */
async function prepareImport(env: Bindings, run: ImportRun): Promise<void> {
  const object = await env.MEDIA.get(run.file_key);
  // The files the command-line importer said it would send for source_path rows (none from the console).
  const checked = object
    ? await checkImport(env.DB, { bytes: new Uint8Array(await object.arrayBuffer()), filename: run.filename }, {
      partners: embedPartners(env), now: nowSeconds(), givenFiles: new Set(JSON.parse(run.given_files) as string[]),
    })
    : null;
  // The file was read when it was checked; one gone since imports nothing.
  const rows = checked?.ok ? checked.verdicts.map((verdict) => rowRecord(verdict, checked.titles)) : [];
  await recordImportRows(env.DB, run.import_id, rows);
}

/** A model's first letter as the models index groups it. */
const alphabetOf = (name: string) => ([...name.trim()][0] ?? '#').toUpperCase();

function importedVideo(run: ImportRun, line: number, plan: PlannedVideo, now: number) {
  return {
    importId: run.import_id,
    line,
    marker: `import-${run.import_id}-${line}`,
    dir: slugify(plan.title),
    title: plan.title,
    description: plan.description,
    lang: DEFAULT_LANG,
    // A hosted row's length is measured when it is processed.
    duration: plan.duration ?? 0,
    postDate: plan.postDate,
    gender: sectionGender(plan.section),
    categoryIds: plan.categoryIds,
    modelIds: plan.models.flatMap((m) => (m.id === null ? [] : [m.id])),
    newModels: plan.models.flatMap((m) => (m.id === null ? [{ dir: slugify(m.name) || lookupKey(m.name), title: m.name, alphabet: alphabetOf(m.name) }] : [])),
    texts: videoTextRows(plan.texts),
    embed: plan.embed,
    sourceUrl: plan.source && 'url' in plan.source ? plan.source.url : null,
    thumbUrl: plan.thumbUrl,
    // A file that comes with the import waits for its upload, owned by the import's starter, whose upload queues its job.
    uploader: plan.source && 'path' in plan.source ? run.user_id : null,
    job: plan.source && 'path' in plan.source ? null : { kind: plan.embed ? ('image' as const) : ('video' as const), mediaPrefixTail: randomToken(9) },
    now,
  };
}

/** Creates the videos of pending rows, ROWS_PER_BATCH rows to a batch, then brings the import's counts up to date. */
async function createRows(env: Bindings, run: ImportRun, rows: readonly { line: number; plan: string }[]): Promise<void> {
  const now = nowSeconds();
  for (let start = 0; start < rows.length; start += ROWS_PER_BATCH) {
    const statements = rows
      .slice(start, start + ROWS_PER_BATCH)
      .flatMap((row) => importedVideoStatements(env.DB, importedVideo(run, row.line, JSON.parse(row.plan) as PlannedVideo, now)));
    await env.DB.batch(statements);
  }
  await countImportStatement(env.DB, run.import_id).run();
}

/** Starts an import from its held file (audited: a staff member, or a sister site's feed) and queues its first step; the import's id. */
export async function startHeldImport(
  env: Pick<Bindings, 'DB' | 'IMPORTS'>, starter: AuditAuthor, start: { held: { key: string; filename: string }; trusted: boolean; givenFiles: readonly string[] },
): Promise<number> {
  const importId = await insertImport(env.DB, starter, {
    filename: start.held.filename, fileKey: start.held.key, trusted: start.trusted, givenFiles: start.givenFiles,
  }, nowSeconds());
  await env.IMPORTS.send({ importId });
  return importId;
}

/** One step of an import; the next is queued while rows remain. */
export async function advanceImport(env: Bindings, importId: number): Promise<void> {
  const run = await readImportRun(env.DB, importId);
  if (!run || run.state === 'done') return;
  if (run.state === 'queued') {
    await prepareImport(env, run);
    await env.IMPORTS.send({ importId });
    return;
  }
  const rows = await pendingImportRows(env.DB, importId, ROWS_PER_MESSAGE);
  if (rows.length === 0) {
    await finishImport(env.DB, run, nowSeconds());
    // Its rows are recorded: the held file is no longer needed.
    await env.MEDIA.delete(run.file_key);
    return;
  }
  await createRows(env, run, rows);
  await env.IMPORTS.send({ importId });
}

/** The imports queue's consumer: each message one step; a step that fails is retried by the queue. */
export async function consumeImports(batch: MessageBatch<ImportMessage>, env: Bindings): Promise<void> {
  for (const message of batch.messages) {
    try {
      await advanceImport(env, message.body.importId);
      message.ack();
    } catch (error) {
      console.error(`import ${message.body.importId}: step failed, retried by the queue`, error);
      message.retry();
    }
  }
}
