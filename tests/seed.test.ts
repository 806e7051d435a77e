// Demo catalogue: generation is deterministic, and the catalogue the setup wrote has consistent counters.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { generateCatalogue, type Catalogue } from '../seed/generate';
import { hashPassword, verifyPassword } from '../worker/auth/password';
import { formatSqlLiteral, insertRows } from '../worker/db/bulk';
import { SIDEBAR_MIN_VIDEOS } from '../worker/config/limits';
import { listCounterRefreshes, refreshCounters } from '../worker/db/counters';

const NOW = 1_750_000_000;

function materialise(catalogue: Catalogue): Record<string, unknown[]> {
  return Object.fromEntries(catalogue.tables.map((table) => [table.table, [...table.rows]]));
}

async function countMismatches(sql: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM (${sql})`).first<{ n: number }>();
  return row!.n;
}

describe('generateCatalogue', () => {
  it('returns the same rows for the same seed and a different catalogue for another', () => {
    const first = generateCatalogue({ videos: 300, seed: 7, now: NOW });
    const second = generateCatalogue({ videos: 300, seed: 7, now: NOW });
    const other = generateCatalogue({ videos: 300, seed: 8, now: NOW });
    expect(materialise(second)).toEqual(materialise(first));
    expect(materialise(other).videos).not.toEqual(materialise(first).videos);
  });

  it('declares row counts that match the rows, with every table of the schema filled', () => {
    const catalogue = generateCatalogue({ videos: 300, now: NOW });
    for (const table of catalogue.tables) {
      expect([...table.rows].length, table.table).toBe(table.count);
      expect(table.count, table.table).toBeGreaterThan(0);
    }
  });

  it('keeps dates in the past and comments after the video they are on', () => {
    const tables = materialise(generateCatalogue({ videos: 300, now: NOW })) as Record<string, (string | number | null)[][]>;
    const postDates = new Map(tables.videos!.map((row) => [row[0], row[6] as number]));
    for (const [, type, objectId, , , addedDate] of tables.comments!) {
      expect(addedDate as number).toBeLessThanOrEqual(NOW);
      if (type === 'video') expect(addedDate as number).toBeGreaterThan(postDates.get(objectId)!);
    }
  });
  it('gives the listings sidebar categories at the default size (3,000 videos)', () => {
    const tables = materialise(generateCatalogue({ videos: 3000, now: NOW })) as Record<string, number[][]>;
    // video_id, ..., status_id (9), is_private (10), gender (11)
    const listed = new Set(tables.videos!.filter((row) => row[9] === 1 && row[10] === 0 && row[11] === 0).map((row) => row[0]));
    const perCategory = new Map<number, number>();
    for (const [categoryId, videoId] of tables.video_categories!) {
      if (listed.has(videoId!)) perCategory.set(categoryId!, (perCategory.get(categoryId!) ?? 0) + 1);
    }
    const large = [...perCategory.values()].filter((count) => count >= SIDEBAR_MIN_VIDEOS);
    expect(large.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the written catalogue (tests/setup.ts)', () => {
  it('has video likes, dislikes and comment counts equal to their rows', async () => {
    expect(await countMismatches(`SELECT v.video_id FROM videos v
      WHERE v.likes <> (SELECT COUNT(*) FROM votes WHERE object_type = 'video' AND object_id = v.video_id AND vote = 1)
         OR v.dislikes <> (SELECT COUNT(*) FROM votes WHERE object_type = 'video' AND object_id = v.video_id AND vote = 0)
         OR v.comments_count <> (SELECT COUNT(*) FROM comments WHERE object_type = 'video' AND object_id = v.video_id AND status_id = 1)`)).toBe(0);
    const voted = await env.DB.prepare('SELECT COUNT(*) AS n FROM videos WHERE likes > 0').first<{ n: number }>();
    expect(voted!.n).toBeGreaterThan(0);
  });

  it('has category totals equal to the links of active public videos', async () => {
    expect(await countMismatches(`SELECT c.category_id FROM categories c
      WHERE c.total_videos <> (SELECT COUNT(*) FROM video_categories vc JOIN videos v ON v.video_id = vc.video_id
                                WHERE vc.category_id = c.category_id AND v.status_id = 1 AND v.is_private = 0)`)).toBe(0);
  });

  it('has viewed at least the sum of the daily views and album photo counts equal to their photos', async () => {
    expect(await countMismatches(`SELECT v.video_id FROM videos v
      JOIN (SELECT video_id, SUM(views) AS views FROM video_views_daily GROUP BY video_id) d ON d.video_id = v.video_id
      WHERE v.viewed < d.views`)).toBe(0);
    expect(await countMismatches(`SELECT a.album_id FROM albums a
      WHERE a.photos_amount <> (SELECT COUNT(*) FROM photos WHERE album_id = a.album_id)`)).toBe(0);
  });

  it('keeps every counter when refreshed again', async () => {
    const snapshot = () => env.DB.prepare(
      'SELECT video_id, likes, dislikes, rating, comments_count, popularity, viewed FROM videos ORDER BY video_id',
    ).all();
    const before = await snapshot();
    await refreshCounters(env.DB);
    expect((await snapshot()).results.map((row) => ({ ...row, popularity: undefined })))
      .toEqual(before.results.map((row) => ({ ...row, popularity: undefined })));
  });

  it("gives every video its clip's ladder: renditions in the clip's folder, the largest as its file, the master beside them", async () => {
    const { results: videos } = await env.DB.prepare(
      `SELECT v.file_key, v.stream_key, v.height, v.file_size, group_concat(r.height) AS rungs,
              (SELECT file_key FROM video_renditions WHERE video_id = v.video_id ORDER BY height DESC LIMIT 1) AS top,
              (SELECT size FROM video_renditions WHERE video_id = v.video_id ORDER BY height DESC LIMIT 1) AS top_size
         FROM videos v JOIN video_renditions r ON r.video_id = v.video_id GROUP BY v.video_id`,
    ).all<{ file_key: string; stream_key: string; height: number; file_size: number; rungs: string; top: string; top_size: number }>();
    expect(videos.length).toBe((await env.DB.prepare('SELECT COUNT(*) AS n FROM videos').first<{ n: number }>())!.n);
    expect(new Set(videos.map((v) => v.rungs))).toEqual(new Set(['240,360,480,720,1080', '240,360,480,720', '240,360,480']));
    for (const video of videos) {
      expect(video.file_key).toBe(video.top);
      expect(video.file_size).toBe(video.top_size);
      expect(video.file_key).toMatch(new RegExp(`^videos/seed-clip-[1-3]/${video.height}\\.mp4$`));
      expect(video.stream_key).toBe(video.file_key.replace(/[0-9]+\.mp4$/, 'master.m3u8'));
    }
  });

  it('has the demo account with a verifiable password', async () => {
    const demo = await env.DB.prepare('SELECT username, password_hash FROM users WHERE user_id = 1').first<{ username: string; password_hash: string }>();
    expect(demo!.username).toBe('demo');
    expect(await verifyPassword('demo-password', demo!.password_hash)).toBe(true);
  });
});

describe('bulk insert and helpers', () => {
  it('stores quotes, non-ASCII text and NULL exactly', async () => {
    const terms = [["it's a 'test'", 'nl', 3, NOW], ['温泉 ☕ crème', 'nl', 2, NOW], ['plain', 'nl', 1, NOW]] as const;
    await insertRows(env.DB, 'search_terms', ['term', 'lang', 'hits', 'updated_at'], terms);
    const { results } = await env.DB.prepare(
      "SELECT term FROM search_terms WHERE lang = 'nl' AND term IN ('it''s a ''test''', '温泉 ☕ crème', 'plain') ORDER BY hits DESC",
    ).all<{ term: string }>();
    expect(results.map((row) => row.term)).toEqual(terms.map((row) => row[0]));
    expect(formatSqlLiteral(null)).toBe('NULL');
    expect(() => formatSqlLiteral(Number.NaN)).toThrow();
  });

  it('rejects unsafe identifiers', async () => {
    await expect(insertRows(env.DB, 'users; DROP TABLE users', ['user_id'], [[1]])).rejects.toThrow(/identifier/);
  });

  it('refreshes counters with set-based statements only', () => {
    for (const sql of listCounterRefreshes(NOW)) expect(sql).toMatch(/^UPDATE \w+ SET .* FROM \(/s);
  });

  it('hashes passwords with a salt and verifies them', async () => {
    const hash = await hashPassword('secret', 1000);
    expect(hash).toMatch(/^pbkdf2-sha256\$1000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hashPassword('secret', 1000)).not.toBe(hash);
    expect(await verifyPassword('secret', hash)).toBe(true);
    expect(await verifyPassword('Secret', hash)).toBe(false);
    expect(await verifyPassword('secret', 'garbage')).toBe(false);
  });
});
