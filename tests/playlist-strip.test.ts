// The video page's playlist strip (?playlist=&pl_page=): the playlist page around the video, links that keep
// the playlist, pages both ways, and nothing for playlists the visitor may not see.
import { describe, expect, it } from 'vitest';
import { urls } from '../views/urls';
import { firstRow, get, sessionFor } from './helpers';

async function videoOf(playlistId: number, position: number) {
  return firstRow<{ video_id: number; dir: string }>(
    `SELECT v.video_id, v.dir FROM playlist_videos pv JOIN videos v ON v.video_id = pv.video_id
      WHERE pv.playlist_id = ?1 AND v.status_id = 1 AND v.is_private = 0 ORDER BY pv.position LIMIT 1 OFFSET ?2`,
    playlistId, position,
  );
}

describe('playlist strip', () => {
  it('shows the page of the playlist with the current video marked and a link to the next page', async () => {
    const video = await videoOf(1, 0);
    const html = await (await get(`/videos/${video.video_id}/${video.dir}/?playlist=1`)).text();
    expect(html).toContain('data-island="playlist-strip"');
    expect(html).toContain(`<li aria-current="true"><a href="${urls.video(video.video_id, video.dir)}?playlist=1&amp;pl_page=1"`);
    expect((html.match(/playlist-strip__title/g) ?? []).length).toBe(60);
    expect(html).toMatch(/href="[^"]*\?playlist=1&amp;pl_page=2" rel="next"/);
    expect(html).not.toMatch(/playlist-strip__pages">[^<]*<a[^>]*rel="prev"/);
  });

  it('on a later page links back to the previous one', async () => {
    const video = await videoOf(1, 70);
    const html = await (await get(`/videos/${video.video_id}/${video.dir}/?playlist=1&pl_page=2`)).text();
    expect(html).toMatch(/\?playlist=1&amp;pl_page=1" rel="prev"/);
    expect(html).toContain('/api/json/playlist/86400/0/1{page}.json');
  });

  it('is left out for private playlists of others, unknown playlists and junk', async () => {
    const video = await videoOf(1, 0);
    const base = `/videos/${video.video_id}/${video.dir}/`;
    const privateOne = await firstRow<{ playlist_id: number; user_id: number }>('SELECT playlist_id, user_id FROM playlists WHERE is_private = 1 AND playlist_id IN (SELECT playlist_id FROM playlist_videos) LIMIT 1');
    for (const query of [`?playlist=${privateOne.playlist_id}`, '?playlist=987654', '?playlist=abc', '?playlist=1&pl_page=-3']) {
      const response = await get(base + query);
      expect(response.status).toBe(200);
      if (query !== '?playlist=1&pl_page=-3') expect(await response.text()).not.toContain('data-island="playlist-strip"');
    }
    const owner = await get(`${base}?playlist=${privateOne.playlist_id}`, { cookies: await sessionFor(privateOne.user_id) });
    const html = await owner.text();
    expect(html).toContain('data-island="playlist-strip"');
    expect(html).toContain(`/api/jsond/playlist/0/0/${privateOne.playlist_id}{page}.json`);
  });
});
