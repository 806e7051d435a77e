// The demo catalogue every test file starts from, generated once per test worker: the worker's files share its modules
// (vitest.config.ts, isolate: false), so each file's setup (tests/setup.ts) writes the same rows into its fresh
// database without generating them again.
import type { Catalogue } from '../seed/generate';
import { generateDemoCatalogue, type WriteOptions } from '../seed/write';

/** A fixed "now" so the catalogue (dates, daily view counts) is the same in every file of a worker. */
const TEST_NOW = Math.floor(Date.now() / 1000);
const TEST_VIDEOS = 400;

let generated: Promise<Catalogue> | undefined;

/** What writeCatalogue writes for a test file: the worker's catalogue, generated on first use, and its "now". */
export async function testCatalogue(): Promise<WriteOptions> {
  generated ??= generateDemoCatalogue({ videos: TEST_VIDEOS, now: TEST_NOW });
  return { videos: TEST_VIDEOS, now: TEST_NOW, generated: await generated };
}
