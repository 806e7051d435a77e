// Files held for imports (docs/import.md): a checked file waits under imports/held/ for its start; a finished import
// no longer needs it, and one never started goes after HELD_FILE_SECONDS, both removed by the cron.
import { randomToken } from '../auth/random';
import { listUnfinishedImportFiles } from '../db/import-runs';

export const HELD_PREFIX = 'imports/held/';
/** How long a checked file waits for its import to start. */
export const HELD_FILE_SECONDS = 24 * 3600;
/** Held files looked at per cron run; the next run takes the rest. */
const PER_RUN = 1000;

/** Deletes held files older than a day that no unfinished import still has to read; answers how many. */
export async function expireHeldFiles(db: D1Database, bucket: R2Bucket, now: number): Promise<number> {
  const listed = await bucket.list({ prefix: HELD_PREFIX, limit: PER_RUN });
  const stale = listed.objects.filter((object) => object.uploaded.getTime() / 1000 < now - HELD_FILE_SECONDS).map((object) => object.key);
  if (stale.length === 0) return 0;
  const needed = new Set(await listUnfinishedImportFiles(db));
  const gone = stale.filter((key) => !needed.has(key));
  if (gone.length > 0) await bucket.delete(gone);
  return gone.length;
}

/** A held file's token, as the start form and the importer send it back. */
export const HELD_TOKEN = /^[A-Za-z0-9_-]{12,64}$/;

/** Holds a checked file for its start; its token. */
export async function holdImportFile(bucket: R2Bucket, bytes: Uint8Array, filename: string): Promise<string> {
  const token = randomToken(18);
  await bucket.put(HELD_PREFIX + token, bytes, { customMetadata: { filename } });
  return token;
}

/** The held file of a token (its R2 key and name), or null when there is none (never checked, or expired). */
export async function findHeldImportFile(bucket: R2Bucket, token: string): Promise<{ key: string; filename: string } | null> {
  if (!HELD_TOKEN.test(token)) return null;
  const object = await bucket.head(HELD_PREFIX + token);
  return object && { key: object.key, filename: object.customMetadata?.filename ?? 'import' };
}
