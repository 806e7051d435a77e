// A member whose profile is hidden (status_id 0, /members/{id}/ a 404) is named without a link on what they made:
// comments, the video page, albums, playlists, walls, subscriptions and the inbox; the JSON answers carry the flag.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { videoBucketsOf } from './api-read';
import { firstRow, get, memberFactory, post } from './helpers';

const newMember = memberFactory(990_000);
const bucket = (id: number) => Math.floor(id / 1000);
const now = Math.floor(Date.now() / 1000);

let hidden: Awaited<ReturnType<typeof newMember>>;
let shown: Awaited<ReturnType<typeof newMember>>;
let hiddenName: string;
let video: { video_id: number; dir: string };
let album: { album_id: number; dir: string };
let playlistId: number;

const html = async (path: string, cookies?: Record<string, string>) => {
  const response = await get(path, { cookies });
  expect(response.status, path).toBe(200);
  return response.text();
};
const json = async <T>(path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

/** The page names the hidden member in plain text (`before` their name, as in "by {user}") and links to them nowhere. */
function expectNamedWithoutLink(page: string, before = '') {
  expect(page).toContain(`<span>${before}${hiddenName}</span>`);
  expect(page).not.toContain(`/members/${hidden.userId}/`);
}

beforeAll(async () => {
  hidden = await newMember();
  shown = await newMember();
  hiddenName = `member${hidden.userId}`;
  video = await firstRow('SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 AND gender = 0 ORDER BY video_id LIMIT 1');
  album = await firstRow('SELECT album_id, dir FROM albums WHERE status_id = 1 AND is_private = 0 AND gender = 0 ORDER BY album_id LIMIT 1');
  playlistId = (await firstRow<{ playlist_id: number }>(
    'SELECT playlist_id FROM playlists WHERE is_private = 0 AND total_videos > 0 AND orientation = 0 ORDER BY playlist_id LIMIT 1',
  )).playlist_id;
  const db = env.DB;
  await db.batch([
    db.prepare(`INSERT INTO comments (object_type, object_id, user_id, comment, added_date) VALUES ('video', ?1, ?2, 'Hidden member here', ?4),
                  ('video', ?1, ?3, 'Visible member here', ?4 + 1)`).bind(video.video_id, hidden.userId, shown.userId, now),
    db.prepare('UPDATE videos SET user_id = ?2 WHERE video_id = ?1').bind(video.video_id, hidden.userId),
    db.prepare('UPDATE albums SET user_id = ?2 WHERE album_id = ?1').bind(album.album_id, hidden.userId),
    // The most viewed playlist of all, so its card opens the first page of the list.
    db.prepare('UPDATE playlists SET user_id = ?2, viewed = 2000000000 WHERE playlist_id = ?1').bind(playlistId, hidden.userId),
    db.prepare(`INSERT INTO wall_posts (wall_type, wall_id, user_id, body, created_at) VALUES ('member', ?1, ?2, 'Hello from a hidden member', ?3)`)
      .bind(shown.userId, hidden.userId, now),
    db.prepare(`INSERT INTO subscriptions (user_id, target_type, target_id, created_at) VALUES (?1, 'member', ?2, ?3)`).bind(shown.userId, hidden.userId, now),
    db.prepare('INSERT INTO messages (sender_id, recipient_id, body, created_at) VALUES (?1, ?2, ?3, ?4)').bind(hidden.userId, shown.userId, 'Are you there?', now),
    db.prepare('UPDATE users SET status_id = 0 WHERE user_id = ?1').bind(hidden.userId),
  ]);
});

describe('a hidden member is named without a link', () => {
  it('their profile is a 404: that is why nothing links to it', async () => {
    expect((await get(`/members/${hidden.userId}/`)).status).toBe(404);
  });

  it('comments: the hidden author in plain text, a visible one linked; the comments JSON says which', async () => {
    const page = await html(`/videos/${video.video_id}/${video.dir}/`);
    expectNamedWithoutLink(page);
    expect(page).toContain(`<a href="/members/${shown.userId}/">member${shown.userId}</a>`);
    const { comments } = await json<{ comments: { user_id: number; user_visible: number }[] }>(
      `/api/json/comments/3600/videos/${videoBucketsOf(video.video_id)}/${video.video_id}.json`,
    );
    expect(comments.find((c) => c.user_id === hidden.userId)?.user_visible).toBe(0);
    expect(comments.find((c) => c.user_id === shown.userId)?.user_visible).toBe(1);
  });

  it('the video page: the uploader in plain text; the video JSON user says visible 0', async () => {
    expectNamedWithoutLink(await html(`/videos/${video.video_id}/${video.dir}/`), 'Uploaded by ');
    const { user } = await json<{ user: Record<string, unknown> }>(`/api/json/video/86400/${videoBucketsOf(video.video_id)}/${video.video_id}.json`);
    expect(user).toMatchObject({ id: hidden.userId, username: hiddenName, visible: 0 });
  });

  it('an album: the byline in plain text; the album JSON carries user_visible 0', async () => {
    expectNamedWithoutLink(await html(`/album/${album.album_id}/${album.dir}/`), 'by ');
    const body = await json<Record<string, unknown>>(`/api/json/album/86400/${bucket(album.album_id)}/${album.album_id}.json`);
    expect(body).toMatchObject({ user_id: hidden.userId, username: hiddenName, user_visible: 0 });
  });

  it('a playlist: its card and its page name the owner in plain text; the list and playlist JSON carry user_visible 0', async () => {
    expectNamedWithoutLink(await html('/playlists/most-popular/1/'), 'by ');
    const playlistPage = await html(`/playlist/${playlistId}/1/`);
    expect(playlistPage).toContain(`by ${hiddenName}`);
    expect(playlistPage).not.toContain(`/members/${hidden.userId}/`);
    const { playlists } = await json<{ playlists: { playlist_id: number; user_visible: number }[] }>(
      '/api/json/playlists/86400/most-popular/60/all.1.straight.0.json',
    );
    expect(playlists.find((p) => p.playlist_id === playlistId)?.user_visible).toBe(0);
    const body = await json<Record<string, unknown>>(`/api/json/playlist/86400/${bucket(playlistId)}/${playlistId}.json`);
    expect(body).toMatchObject({ user_id: hidden.userId, username: hiddenName, user_visible: 0 });
  });

  it('a wall post and a subscription: plain text on the pages, flagged in the member JSON', async () => {
    expectNamedWithoutLink(await html(`/members/${shown.userId}/wall/1/`));
    const subscriptions = await html(`/members/${shown.userId}/subscriptions/`);
    expect(subscriptions).toContain(`<span>${hiddenName}</span>`);
    expect(subscriptions).not.toContain(`/members/${hidden.userId}/`);
    const { posts } = await json<{ posts: { user_id: number; user_visible: number }[] }>(
      `/api/json/member/7200/wall/${bucket(shown.userId)}/${shown.userId}.json`,
    );
    expect(posts.find((p) => p.user_id === hidden.userId)?.user_visible).toBe(0);
    const listed = await json<{ subscriptions: { id: number; visible: number }[] }>(
      `/api/json/subscriptions/14400/${bucket(shown.userId)}/${shown.userId}.json`,
    );
    expect(listed.subscriptions.find((s) => s.id === hidden.userId)?.visible).toBe(0);
  });

  it('the inbox: a conversation with a hidden member is shown but not linked (it cannot be opened); the list call says so', async () => {
    const inbox = await html('/messages/', shown.cookies);
    expect(inbox).toContain(hiddenName);
    expect(inbox).not.toContain(`href="/messages/${hidden.userId}/"`);
    expect((await get(`/messages/${hidden.userId}/`, { cookies: shown.cookies })).status).toBe(404);
    const list = await (await post('/api/messages.php', { act: 'list' }, { cookies: shown.cookies })).json() as { conversations: { user_id: number; user_visible: number }[] };
    expect(list.conversations.find((c) => c.user_id === hidden.userId)?.user_visible).toBe(0);
  });
});
