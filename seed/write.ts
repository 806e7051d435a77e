// Writes the generated demo catalogue into D1 (rows, then counters) and R2 (the clips' ladders, card images and
// previews, partner feeds).
import { hashPassword } from '../worker/auth/password';
import { hasAnyVideo, insertRows, type SqlRow } from '../worker/db/bulk';
import { refreshCounters } from '../worker/db/counters';
import { rebuildSearchIndex, setSearchBulkLoad } from '../worker/db/search-index';
import { CLIP_CUT_OUTS, clipCutOut, clipFolder, clipFrame, clipPreview, clipTimeline, type ClipCutOut, type ClipLadder } from './clips';
import { type Catalogue, DEMO_ACCOUNT, generateCatalogue, type CatalogueSizes, type TableRows } from './generate';
import { writePartnerFeeds } from './partner-feeds';


export interface PhaseReport {
  phase: string;
  ms: number;
  count?: number;
}

export interface WriteOptions {
  videos: number;
  seed?: number;
  /** Unix seconds; defaults to the current time. */
  now?: number;
  /** The demo clips' processed ladders with their files (read by the caller: workerd cannot read files). */
  clips?: readonly ClipLadder[];
  onPhase?: (report: PhaseReport) => void;
  /** The catalogue generated beforehand (generateDemoCatalogue with the same options), to write it more than once. */
  generated?: Catalogue;
  /**
   * Builds the search index once the tables are written (and resumes its triggers); the number of videos indexed. By
   * default rebuilt from the tables; the tests, which write one catalogue again and again, copy the first build.
   */
  buildSearchIndex?: (db: D1Database) => Promise<number>;
}

export interface WriteSummary {
  sizes: CatalogueSizes;
  rowsPerTable: Record<string, number>;
  phases: PhaseReport[];
}

export interface CatalogueBindings {
  DB: D1Database;
  MEDIA?: R2Bucket;
}

/** Rows handed to one insertRows call: large enough for full batches, small enough to keep memory flat. */
const ROWS_PER_CHUNK = 100_000;
const R2_CONCURRENCY = 32;

export async function isCatalogueEmpty(db: D1Database): Promise<boolean> {
  return !(await hasAnyVideo(db));
}

/** Times each phase and passes the report on. */
function createPhaseTimer(onPhase?: (report: PhaseReport) => void) {
  const phases: PhaseReport[] = [];
  return {
    phases,
    async time<T>(phase: string, task: () => Promise<T> | T, count?: (result: T) => number): Promise<T> {
      const start = Date.now();
      const result = await task();
      const report: PhaseReport = { phase, ms: Date.now() - start, ...(count ? { count: count(result) } : {}) };
      phases.push(report);
      onPhase?.(report);
      return result;
    },
  };
}

async function insertTable(db: D1Database, table: TableRows): Promise<number> {
  let chunk: SqlRow[] = [];
  let inserted = 0;
  for (const row of table.rows) {
    chunk.push(row);
    if (chunk.length < ROWS_PER_CHUNK) continue;
    await insertRows(db, table.table, table.columns, chunk);
    inserted += chunk.length;
    chunk = [];
  }
  await insertRows(db, table.table, table.columns, chunk);
  return inserted + chunk.length;
}

/** Runs `task` over every item with at most `limit` of them in flight. */
async function runWithConcurrency<T>(items: readonly T[], limit: number, task: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const CUT_OUT = new RegExp(`^frame-(\\d+)-(${Object.keys(CLIP_CUT_OUTS).join('|')})(\\.jpg|-\\d+\\.webp)$`);

/**
 * Where a clip's file goes: frames to the shared card images and their cut-outs to theirs, the preview, the sprite and
 * VTT to the timeline, the rest (renditions, playlists) to its folder.
 */
function clipFileKey(clip: number, name: string): string {
  const cutOut = CUT_OUT.exec(name);
  if (cutOut) return `${clipCutOut(cutOut[2] as ClipCutOut, clip, Number(cutOut[1]) - 1)}${cutOut[3]}`;
  const frame = /^frame-(\d+)(.*)$/.exec(name);
  if (frame) return `${clipFrame(clip, Number(frame[1]) - 1)}${frame[2]}`;
  if (name === 'preview.mp4') return clipPreview(clip);
  if (name.startsWith('sprite.')) return `${clipTimeline(clip)}${name.slice('sprite'.length)}`;
  return `${clipFolder(clip)}/${name}`;
}

/** Each clip's files where its videos find them. */
async function putClips(media: R2Bucket, clips: readonly ClipLadder[]): Promise<number> {
  const objects = clips.flatMap((clip) => (clip.files ?? []).map((file) => ({ key: clipFileKey(clip.number, file.name), file })));
  await runWithConcurrency(objects, R2_CONCURRENCY, ({ key, file }) => media.put(key, file.bytes, { httpMetadata: { contentType: file.contentType } }));
  return objects.length;
}

/** The demo catalogue's rows (re-iterable), with the demo account's password hashed. */
export async function generateDemoCatalogue(options: Pick<WriteOptions, 'videos' | 'seed' | 'now' | 'clips'>): Promise<Catalogue> {
  return generateCatalogue({
    videos: options.videos,
    seed: options.seed,
    now: options.now ?? Math.floor(Date.now() / 1000),
    clips: options.clips,
    demoPasswordHash: await hashPassword(DEMO_ACCOUNT.password),
  });
}

/** Generates the catalogue (unless given) and writes it; the tables must exist (migrations applied) and be empty. */
export async function writeCatalogue(env: CatalogueBindings, options: WriteOptions): Promise<WriteSummary> {
  const timer = createPhaseTimer(options.onPhase);
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const catalogue = options.generated ?? await timer.time(
    'generate',
    () => generateDemoCatalogue({ ...options, now }),
    (result) => result.tables.reduce((total, table) => total + table.count, 0),
  );
  const rowsPerTable: Record<string, number> = {};
  const writeRows = async (): Promise<void> => {
    // The search index is built once from the finished tables instead of row by row by its triggers.
    await setSearchBulkLoad(env.DB, true);
    for (const table of catalogue.tables) {
      rowsPerTable[table.table] = await timer.time(`insert ${table.table}`, () => insertTable(env.DB, table), (count) => count);
    }
    await timer.time('build search index', () => (options.buildSearchIndex ?? rebuildSearchIndex)(env.DB), (count) => count);
    await timer.time('refresh counters', () => refreshCounters(env.DB, now));
  };
  const media = env.MEDIA;
  // R2 is the slow part locally (a few ms per object), so it runs alongside the D1 inserts.
  const putMedia = async (): Promise<void> => {
    if (!media) return;
    await timer.time('put clips', () => putClips(media, options.clips ?? []), (count) => count);
    await timer.time('put partner feeds', () => writePartnerFeeds(media), (count) => count);
  };
  await Promise.all([writeRows(), putMedia()]);
  return { sizes: catalogue.sizes, rowsPerTable, phases: timer.phases };
}
