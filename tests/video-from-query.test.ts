// The watch page's `fr` query (spec section 2; docs/api.md "The watch page's query"): accepted, cached like the bare
// page, the canonical address unchanged, any value answered.
import { describe, expect, it } from 'vitest';
import { firstRow, get, settledCacheState } from './helpers';

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe('the watch page with ?fr=', () => {
  it('answers with the canonical of the bare page and is kept in the page cache', async () => {
    const video = await firstRow<{ video_id: number; dir: string }>('SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 1');
    const path = `/videos/${video.video_id}/${video.dir}/`;
    const bare = await get(path);
    expect(bare.status).toBe(200);
    const from = await get(`${path}?fr=related`);
    expect(from.status).toBe(200);
    const canonical = canonicalOf(await from.text());
    expect(canonical).toBeDefined();
    expect(canonical).toBe(canonicalOf(await bare.text()));
    expect(canonical).not.toContain('fr=');
    expect(await settledCacheState(`${path}?fr=related`)).toBe('HIT');
    // A name the site does not use is answered but never kept, so the HIT above is fr's own.
    expect(await settledCacheState(`${path}?fr_junk=related`)).toBeNull();
  });

  it.each(['', '%00%01', 'x'.repeat(5000), '<script>', '%ZZ'])('fr=%s never becomes an error', async (value) => {
    const video = await firstRow<{ video_id: number; dir: string }>('SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 1');
    const response = await get(`/videos/${video.video_id}/${video.dir}/?fr=${value}`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  });
});
