// Every listing query shape is planned on indexes: no statement reads all of a big table (EXPLAIN QUERY PLAN), for
// every way a video list may be read (walking its sort index or a subset first), on page 1 and the deepest page.
// The small test catalogue is enough for plan shapes; bench/queries.mjs explains the same statements at 300,000.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BIG_TABLES, SEARCH_SHAPE, deepestPage, listListingShapes, readShapeContext } from '../bench/listing-shapes';
import { explainPlan, findFullScans, recordingDb, type RecordedStatement } from '../bench/recording-db';
import { VIDEO_SORTS, type VideoSort } from '../worker/domain/vocabularies';
import { MAX_PAGE } from '../worker/config/limits';
import { buildCountStatement, buildPageStatement, buildSizesStatement, countSubsets } from '../worker/db/video-listing';
import { matchExpressions } from '../worker/db/video-search';
import { DATE_FILTERS, DURATION_FILTERS, type VideoListQuery, type VideoScope } from '../worker/db/videos';

async function explain(statement: RecordedStatement): Promise<{ plan: string; fullScans: string[] }> {
  const plan = await explainPlan(env.DB, statement);
  return { plan: plan.join(' | '), fullScans: findFullScans(statement, plan, BIG_TABLES) };
}

async function scopes(): Promise<Record<string, VideoScope>> {
  const ctx = await readShapeContext(env.DB);
  const [big, big2] = ctx.bigCategories;
  return {
    all: { kind: 'all' },
    'one category': { kind: 'categories', dirs: [big.dir] },
    'two categories': { kind: 'categories', dirs: [big.dir, big2.dir] },
    'three categories': { kind: 'categories', dirs: [big.dir, big2.dir, ctx.smallCategory.dir] },
    model: { kind: 'model', dir: ctx.model.dir },
    channel: { kind: 'channel', dir: ctx.channel.dir },
    uploader: { kind: 'uploader', id: ctx.uploader },
    related: { kind: 'related', videoId: 1 },
  };
}

/** Every duration and date filter, alone and together, and none. */
const FILTERS = [undefined, ...DURATION_FILTERS].flatMap((duration) => [undefined, ...DATE_FILTERS].map((date) => ({ duration, date })));

const SORT_INDEX: Record<VideoSort, string> = {
  'latest-updates': 'videos_latest', longest: 'videos_longest', 'most-commented': 'videos_commented',
  'most-popular': 'videos_popular', 'most-viewed': 'videos_viewed', 'top-rated': 'videos_rated',
};

describe('video lists', () => {
  it.each(VIDEO_SORTS)('%s: every scope and filter, read either way, is planned without a full scan', async (sort) => {
    const problems: string[] = [];
    for (const [scopeName, scope] of Object.entries(await scopes())) {
      for (const filters of FILTERS) {
        const base: VideoListQuery = { gender: 0, sort, page: 1, perPage: 60, scope, ...filters, now: Math.floor(Date.now() / 1000) };
        const label = `${scopeName} ${filters.duration ?? ''} ${filters.date ?? ''}`;
        const firsts = [null, ...Array.from({ length: countSubsets(base) }, (_, i) => i)];
        const statements = [
          { name: 'sizes', statement: buildSizesStatement(base), walks: false },
          ...firsts.flatMap((first) => [
            ...[1, MAX_PAGE].map((page) => ({
              name: `page ${page} ${first === null ? 'walking the sort index' : `reading subset ${first} first`}`,
              statement: buildPageStatement({ ...base, page }, first),
              walks: first === null,
            })),
            { name: `count ${first ?? 'walking'}`, statement: buildCountStatement(base, first), walks: false },
          ]),
        ];
        for (const { name, statement, walks } of statements) {
          const { plan, fullScans } = await explain(statement);
          if (fullScans.length > 0) problems.push(`${label} ${name}: ${plan}`);
          // Walking the sort index gives the order itself: no sort step of the list, whatever the depth (a subquery
          // finding the related videos' category sorts that video's few categories, which is no walk).
          const sortsList = plan.split(' | ').includes('USE TEMP B-TREE FOR ORDER BY');
          if (walks && (!plan.includes(`INDEX ${SORT_INDEX[sort]}`) || sortsList)) {
            problems.push(`${label} ${name} does not walk ${SORT_INDEX[sort]} in order: ${plan}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('every listing shape of the bench', () => {
  it('runs on indexes on page 1 and on its deepest page', async () => {
    const problems: string[] = [];
    for (const shape of listListingShapes(await readShapeContext(env.DB))) {
      const log: RecordedStatement[] = [];
      const total = await shape.run(recordingDb(env.DB, log), 1);
      await shape.run(recordingDb(env.DB, log), deepestPage(shape, total));
      expect(log.length, shape.name).toBeGreaterThan(0);
      for (const statement of log) {
        const { plan, fullScans } = await explain(statement);
        if (fullScans.length > 0) problems.push(`${shape.name}: ${plan}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('search: relevance in one statement that walks the matches newest first through videos_search_filter and ranks them from the oldest kept, a listing sort walking its sort index', async () => {
    const problems: string[] = [];
    const searches = listListingShapes(await readShapeContext(env.DB)).filter((shape) => shape.name.startsWith(`${SEARCH_SHAPE} `));
    for (const shape of searches) {
      const log: RecordedStatement[] = [];
      await shape.run(recordingDb(env.DB, log), 1);
      const plans = await Promise.all(log.map(async (statement) => (await explain(statement)).plan));
      // An FTS5 table probed by rowid parses and runs its query again for every row ("INDEX 0:=M...").
      for (const plan of plans) if (/VIRTUAL TABLE INDEX \d+:=/.test(plan)) problems.push(`${shape.name} probes an index row by row: ${plan}`);
      const sort = shape.name.split(' ')[1]!;
      if (sort === 'relevance') {
        if (plans.length !== 1 || !plans[0]!.includes('COVERING INDEX videos_search_filter')) problems.push(`${shape.name}: ${plans.join(' || ')}`);
        // Full-text reads: the driving index walked newest first by FTS5 itself (idxNum 192: rowid order, descending),
        // the other index's matches of a mixed query read once, and each index's two ranking passes (bm25 scores,
        // titles) bounded below by the oldest match kept (">": a rowid lower bound). Nothing else reads an index.
        const indexes = Object.keys(matchExpressions(/"(.*)"$/.exec(shape.name)![1]!)!).length;
        const reads = [...plans[0]!.matchAll(/VIRTUAL TABLE INDEX (\d+):M\d+(>?)/g)].map(([, order, bound]) => `${order}${bound}`);
        const expected = ['192', ...Array<string>(indexes - 1).fill('0'), ...Array<string>(2 * indexes).fill('0>')];
        if (reads.sort().join() !== expected.sort().join()) problems.push(`${shape.name} reads its indexes as ${reads.join(', ')}: ${plans[0]}`);
      } else if (!plans[0]!.includes(`INDEX ${SORT_INDEX[sort as VideoSort]}`) || plans[0]!.includes('TEMP B-TREE FOR ORDER BY')) {
        problems.push(`${shape.name} does not walk its sort index: ${plans[0]}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('unfiltered model, member, album and playlist pages walk their sort index in order, without a sort step', async () => {
    const problems: string[] = [];
    const unfiltered = /^(models|members|albums|playlists) [\w-]+$/;
    for (const shape of listListingShapes(await readShapeContext(env.DB)).filter((s) => unfiltered.test(s.name))) {
      const log: RecordedStatement[] = [];
      await shape.run(recordingDb(env.DB, log), 1);
      const { plan } = await explain(log[0]!);
      if (plan.includes('TEMP B-TREE FOR ORDER BY')) problems.push(`${shape.name}: ${plan}`);
    }
    expect(problems).toEqual([]);
  });
});
