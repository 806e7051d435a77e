// The demo catalogue every test file starts from, generated once per test worker: the worker's files share its modules
// (vitest.config.ts, isolate: false), so each file's setup (tests/setup.ts) writes the same rows into its fresh
// database without generating them again.
import type { Catalogue } from '../seed/generate';
import { generateDemoCatalogue } from '../seed/write';

/** A fixed "now" so the catalogue (dates, daily view counts) is the same in every file of a worker. */
export const TEST_NOW = Math.floor(Date.now() / 1000);

export const TEST_VIDEOS = 400;

let generated: Promise<Catalogue> | undefined;

export function testCatalogue(): Promise<Catalogue> {
  generated ??= generateDemoCatalogue({ videos: TEST_VIDEOS, now: TEST_NOW });
  return generated;
}
