/// <reference types="@cloudflare/workers-types" />
// The query bench's worker, run by bench/queries.mjs in Miniflare over a seeded local D1: times one listing shape
// on its first and its deepest page through the worker's own query function, and explains what that function ran.
import { BIG_TABLES, SEARCH_SHAPE, SEARCH_TERMS, deepestPage, listListingShapes, readShapeContext, type ListingShape } from './listing-shapes';
import { explainPlan, findFullScans, recordingDb, type RecordedStatement } from './recording-db';

interface Env {
  DB: D1Database;
}

/** The workerd clock moves only across I/O and in whole milliseconds, so each sample times several calls. */
const CALLS_PER_SAMPLE = 5;

async function sampleMs(run: () => Promise<unknown>, samples: number): Promise<number[]> {
  await run(); // warm-up: SQLite's page cache and D1's statement cache, as on a busy site
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    for (let call = 0; call < CALLS_PER_SAMPLE; call++) await run();
    times.push((performance.now() - start) / CALLS_PER_SAMPLE);
  }
  return times;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function explainAll(db: D1Database, statements: readonly RecordedStatement[]) {
  return Promise.all(
    statements.map(async (statement) => {
      const plan = await explainPlan(db, statement);
      return { sql: statement.sql, plan, fullScans: findFullScans(statement, plan, BIG_TABLES) };
    }),
  );
}

/** One page of a shape: its median time and the plans of the statements it ran. */
async function measurePage(db: D1Database, shape: ListingShape, page: number, samples: number) {
  const log: RecordedStatement[] = [];
  await shape.run(recordingDb(db, log), page);
  return { page, ms: median(await sampleMs(() => shape.run(db, page), samples)), statements: await explainAll(db, log) };
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const samples = Number(url.searchParams.get('samples') ?? 7);
    if (url.pathname === '/round-trip') {
      const ms = median(await sampleMs(() => env.DB.prepare('SELECT 1').first(), samples));
      return Response.json({ ms, callsPerSample: CALLS_PER_SAMPLE });
    }
    const shapes = listListingShapes(await readShapeContext(env.DB));
    if (url.pathname === '/shapes') return Response.json(shapes.map((shape) => shape.name));
    if (url.pathname === '/search-mix') return Response.json({ prefix: `${SEARCH_SHAPE} relevance`, terms: SEARCH_TERMS });
    const shape = shapes.find((candidate) => candidate.name === url.searchParams.get('shape'));
    if (!shape) return new Response('unknown shape', { status: 404 });
    const total = await shape.run(env.DB, 1);
    const deep = deepestPage(shape, total);
    const first = await measurePage(env.DB, shape, 1, samples);
    return Response.json({ total, first, deep: deep > 1 ? await measurePage(env.DB, shape, deep, samples) : null });
  },
} satisfies ExportedHandler<Env>;
