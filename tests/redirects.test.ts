// Every redirect rule of spec section 2, table-driven, plus the strict trailing slash.
import { beforeAll, describe, expect, it } from 'vitest';
import { firstRow, get } from './helpers';

interface Refs {
  video: { video_id: number; dir: string };
  category: string;
  categories: string[];
  album: { album_id: number; dir: string };
  model: string;
  playlist: number;
}

let refs: Refs;

beforeAll(async () => {
  const { env } = await import('cloudflare:test');
  const cats = await env.DB.prepare('SELECT dir FROM categories ORDER BY total_videos DESC LIMIT 4').all<{ dir: string }>();
  refs = {
    video: await firstRow('SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 1'),
    category: cats.results[0]!.dir,
    categories: cats.results.map((r) => r.dir),
    album: await firstRow('SELECT album_id, dir FROM albums WHERE status_id = 1 AND is_private = 0 ORDER BY album_id LIMIT 1'),
    model: (await firstRow<{ dir: string }>('SELECT dir FROM models ORDER BY model_id LIMIT 1')).dir,
    playlist: (await firstRow<{ playlist_id: number }>('SELECT playlist_id FROM playlists WHERE is_private = 0 LIMIT 1')).playlist_id,
  };
});

type Case = [from: () => string, to: () => string, status?: number];

const cases: Case[] = [
  [() => '/main/', () => '/'],
  [() => '/videos/', () => '/videos/latest-updates/1/'],
  [() => '/videos/most-viewed/', () => '/videos/most-viewed/1/'],
  [() => '/videos/history/', () => '/videos/history/1/'],
  [() => '/videos/no-such-sort/', () => '/404'],
  [() => '/videos/no-such-sort/2/', () => '/404', 302],
  [() => '/latest-updates/', () => '/videos/latest-updates/1/'],
  [() => '/latest-updates/3/', () => '/videos/latest-updates/3/'],
  [() => '/top-rated/', () => '/videos/top-rated/1/'],
  [() => '/top-rated/2/', () => '/videos/top-rated/2/'],
  [() => '/most-popular/', () => '/videos/most-popular/1/'],
  [() => '/most-popular/4/', () => '/videos/most-popular/4/'],
  [() => '/most-commented/', () => '/videos/most-commented/1/'],
  [() => '/history/', () => '/videos/history/1/'],
  [() => '/history/2/', () => '/videos/history/2/'],
  [() => `/videos/${refs.video.video_id}/`, () => `/videos/${refs.video.video_id}/${refs.video.dir}/`],
  [() => `/videos/${refs.video.video_id}/wrong-dir/`, () => `/videos/${refs.video.video_id}/${refs.video.dir}/`],
  [() => `/videos/${refs.video.video_id}/wrong-dir/?autostart=1`, () => `/videos/${refs.video.video_id}/${refs.video.dir}/?autostart=1`],
  [() => `/categories/${refs.category}/`, () => `/categories/${refs.category}/latest-updates/1/`],
  [() => `/categories/${refs.category}/3/`, () => `/categories/${refs.category}/latest-updates/3/`],
  [() => `/categories/${refs.category}/3/?sort=top-rated`, () => `/categories/${refs.category}/top-rated/3/`],
  [() => `/categories/${refs.category}/longest/`, () => `/categories/${refs.category}/longest/1/`],
  [() => `/categories/${refs.categories.join(',')}/latest-updates/1/`, () => `/categories/${refs.categories.slice(0, 3).join(',')}/latest-updates/1/`],
  [() => `/categories/${refs.category},${refs.category}/latest-updates/1/`, () => `/categories/${refs.category}/latest-updates/1/`],
  [() => '/top-country/', () => '/top-country/1/'],
  [() => '/search/?s=morning', () => '/search/1/?s=morning'],
  [() => '/albums/', () => '/albums/latest-updates/1/'],
  [() => '/albums/top-rated/', () => '/albums/top-rated/1/'],
  [() => `/albums/${refs.album.album_id}/${refs.album.dir}/`, () => `/album/${refs.album.album_id}/${refs.album.dir}/`],
  [() => `/albums/${refs.album.album_id}/`, () => `/album/${refs.album.album_id}/${refs.album.dir}/`],
  [() => `/album/${refs.album.album_id}/wrong/`, () => `/album/${refs.album.album_id}/${refs.album.dir}/`],
  [() => '/albums/categories/anything/2/', () => '/albums/latest-updates/1/'],
  [() => '/models/', () => '/models/most-popular/1/'],
  [() => '/models/top-rated/', () => '/models/top-rated/1/'],
  [() => '/models/3/', () => '/models/most-popular/3/'],
  [() => `/models/${refs.model}/`, () => `/model/${refs.model}/videos/1/`],
  [() => `/models/${refs.model}/videos/`, () => `/model/${refs.model}/videos/1/`],
  [() => `/models/${refs.model}/videos/2/`, () => `/model/${refs.model}/videos/2/`],
  [() => `/models/${refs.model}/wall/1/`, () => `/model/${refs.model}/wall/`],
  [() => `/model/${refs.model}/videos/`, () => `/model/${refs.model}/videos/1/`],
  [() => '/playlists/', () => '/playlists/most-popular/1/'],
  [() => '/playlists/latest-updates/', () => '/playlists/latest-updates/1/'],
  [() => `/playlists/${refs.playlist}/`, () => `/playlist/${refs.playlist}/1/`],
  [() => `/playlist/${refs.playlist}/`, () => `/playlist/${refs.playlist}/1/`],
  [() => '/community/', () => '/community/recent/1/'],
  [() => '/community/count-subs/', () => '/community/count-subs/1/'],
  [() => '/community/2/', () => '/community/recent/2/'],
  [() => '/members/1/wall/', () => '/members/1/wall/1/'],
  [() => '/members/1/friends/', () => '/members/1/friends/1/'],
  [() => '/members/1/uploaded_videos/', () => '/members/1/uploaded_videos/1/'],
  [() => '/members/1/favourite_videos/', () => '/members/1/favourite_videos/1/'],
  [() => '/members/1/history/', () => '/members/1/history/1/'],
  [() => '/members/1/watch_later_videos/', () => '/members/1/watch_later_videos/1/'],
  [() => '/members/1/albums/', () => '/members/1/albums/1/'],
  [() => '/members/1/playlists/', () => '/members/1/playlists/1/'],
  // Strict trailing slash: the slash-less path moves to the slash form, query kept.
  [() => '/videos', () => '/videos/'],
  [() => '/information/dmca', () => '/information/dmca/'],
  [() => '/videos/latest-updates/2?duration=short', () => '/videos/latest-updates/2/?duration=short'],
  [() => '/no-such-page', () => '/no-such-page/'],
  // Members-only screens: the upload forms lead guests to sign in and back; the profile editor sends them home.
  [() => '/upload-video/', () => '/signin/?back=%2Fupload-video%2F', 302],
  [() => '/upload-album/', () => '/signin/?back=%2Fupload-album%2F', 302],
  [() => '/edit/', () => '/', 302],
];

describe('redirects of spec section 2', () => {
  it.each(cases.map((c, i) => [i, c] as const))('rule %i', async (_, [from, to, status = 301]) => {
    const response = await get(from());
    expect(response.status, from()).toBe(status);
    expect(response.headers.get('Location'), from()).toBe(to());
  });
});
