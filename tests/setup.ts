// Per test file, in the worker its files share (vitest runs them one after another in one isolate, isolate: false, so
// the worker's modules load once per test worker, not once per file): the storage is put back as a fresh deployment
// has it. D1 is emptied and migrated, then given a small deterministic demo catalogue (no media), generated once per
// worker (tests/test-catalogue.ts); its search index, built by the worker's first file, is copied by the others; KV
// and R2 are emptied and the partner feeds written; the Cache API is a new set of caches; a new catalogue generation
// makes every page and list the isolate kept in memory from an earlier file stale. Files under tests/unit/, which use
// no storage, skip all of it.
import { applyD1Migrations, env } from 'cloudflare:test';
import { expect } from 'vitest';
import { bumpCatalogueGeneration } from '../worker/cache/generation';
import { setSearchBulkLoad } from '../worker/db/search-index';
import { writeCatalogue } from '../seed/write';
import { writePartnerFeeds } from '../seed/partner-feeds';
import { testCatalogue } from './test-catalogue';

/** The search index as the worker's first file built it, kept in tables of this prefix that emptying leaves alone. */
const INDEX_COPY = 'test_index_copy_';

type SchemaObject = { type: 'table' | 'view' | 'trigger'; name: string; sql: string | null };

/** Drops every trigger, view and table (triggers first, then virtual tables, whose shadow tables go with them). */
async function emptyDatabase(db: D1Database): Promise<void> {
  const objects = async () => (await db.prepare(
    "SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'view', 'trigger') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'" +
      ` AND name NOT LIKE '${INDEX_COPY}%'`,
  ).all<SchemaObject>()).results;
  const drop = (object: SchemaObject) => db.prepare(`DROP ${object.type.toUpperCase()} IF EXISTS "${object.name}"`);
  const found = await objects();
  const first = found.filter((object) => object.type !== 'table' || /^CREATE VIRTUAL TABLE/i.test(object.sql ?? ''));
  if (first.length > 0) await db.batch(first.map(drop));
  // Children before the tables they refer to: the newest first, and a table still referred to waits for another round.
  let tables = (await objects()).reverse();
  while (tables.length > 0) {
    const left: SchemaObject[] = [];
    for (const table of tables) await drop(table).run().catch(() => left.push(table));
    if (left.length === tables.length) throw new Error(`tables that cannot be dropped: ${left.map((table) => table.name).join(', ')}`);
    tables = left;
  }
}

async function emptyKv(kv: KVNamespace): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ cursor });
    await Promise.all(page.keys.map((key) => kv.delete(key.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

async function emptyBucket(bucket: R2Bucket): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor, limit: 1000 });
    if (page.objects.length > 0) await bucket.delete(page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/**
 * The Cache API cannot be listed to empty it, so each file opens its own caches: the worker's caches.open('pages')
 * reaches '<file>/pages', as empty as a fresh deployment's.
 */
function ownCaches(file: string): void {
  const open = CacheStorage.prototype.open;
  Object.defineProperty(caches, 'open', { configurable: true, value: (name: string) => open.call(caches, `${file}/${name}`) });
}

/**
 * The catalogue's search index: the worker's first file rebuilds it from the tables, and keeps a copy of what it was
 * built from (video_search_source, whose CJK bigrams take most of a file's setup to compute). Every later file writes
 * the same catalogue, so it fills both indexes from that copy. FTS5's own tables cannot be written to in D1.
 */
async function copiedSearchIndex(db: D1Database): Promise<number> {
  const copied = await db.prepare('SELECT name FROM sqlite_master WHERE name = ?1').bind(`${INDEX_COPY}source`).first();
  if (!copied) {
    await db.prepare(`CREATE TABLE ${INDEX_COPY}source AS SELECT * FROM video_search_source`).run();
  }
  await db.batch([
    db.prepare('DELETE FROM video_search'),
    db.prepare('DELETE FROM video_bigrams'),
    db.prepare(`INSERT INTO video_search (rowid, title, description, tags) SELECT video_id, title, description, tags FROM ${INDEX_COPY}source`),
    db.prepare(
      `INSERT INTO video_bigrams (rowid, title, description, tags) SELECT video_id, title_bigrams, description_bigrams, tags_bigrams FROM ${INDEX_COPY}source`,
    ),
  ]);
  await setSearchBulkLoad(db, false);
  return (await db.prepare('SELECT COUNT(*) AS n FROM video_search').first<{ n: number }>())!.n;
}

/** Storage as a fresh deployment has it, with the test catalogue. */
async function freshStorage(): Promise<void> {
  ownCaches(crypto.randomUUID());
  await emptyDatabase(env.DB);
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await Promise.all([emptyKv(env.CACHE), emptyBucket(env.MEDIA)]);
  await Promise.all([
    writeCatalogue({ DB: env.DB }, { ...(await testCatalogue()), buildSearchIndex: copiedSearchIndex }),
    writePartnerFeeds(env.MEDIA),
    bumpCatalogueGeneration(env),
  ]);
}

/** Files under tests/unit/ test code alone (no binding, no request): they skip the storage. */
const UNIT_TESTS = '/tests/unit/';

if (!expect.getState().testPath?.includes(UNIT_TESTS)) await freshStorage();
