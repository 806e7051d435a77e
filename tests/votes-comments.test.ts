// Votes and comments: plain forms (303 back with a notice), htmx fragments, the stat operation's JSON, the spec's
// rules (once per member, 5 characters, 5 comments in 10 minutes), safe display, and exact counts under concurrency.
import { beforeAll, describe, expect, it } from 'vitest';
import { firstRow, flashOf, get, HTMX, memberFactory, post } from './helpers';

let videoId: number;
let back: string;

/** A new member (the seed's members have voted on many videos already). */
const newMember = memberFactory(900_000);

const counts = (id: number) => firstRow<{ likes: number; dislikes: number; comments_count: number; rating: number }>(
  'SELECT likes, dislikes, comments_count, rating FROM videos WHERE video_id = ?1', id,
);

beforeAll(async () => {
  const video = await firstRow<{ video_id: number; dir: string }>('SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 1');
  videoId = video.video_id;
  back = `/videos/${video.video_id}/${video.dir}/`;
});

describe('votes', () => {
  it('a member sees vote forms; a guest sees login links', async () => {
    const { cookies } = await newMember();
    const member = await (await get(back, { cookies })).text();
    expect(member).toContain('action="/vote/"');
    expect(member).toContain('hx-post="/vote/"');
    const guest = await (await get(back)).text();
    expect(guest).not.toContain('action="/vote/"');
    expect(guest).toMatch(/href="\/signin\/\?back=[^"]+" data-login=""/);
  });

  it('plain form: counted once, "vote_success", then "already voted" and the count stays', async () => {
    const { cookies } = await newMember();
    const before = await counts(videoId);
    const first = await post('/vote/', { section: 'videos', object_id: String(videoId), vote: '1', back }, { cookies });
    expect(first.status).toBe(303);
    expect(first.headers.get('Location')).toBe(`${back}#votes`);
    expect(flashOf(first)).toBe('vote_success');
    expect((await counts(videoId)).likes).toBe(before.likes + 1);
    const again = await post('/vote/', { section: 'videos', object_id: String(videoId), vote: '0', back }, { cookies });
    expect(flashOf(again)).toBe('vote_already_voted');
    const after = await counts(videoId);
    expect(after.likes).toBe(before.likes + 1);
    expect(after.dislikes).toBe(before.dislikes);
    expect(after.rating).toBeCloseTo((5 * after.likes) / (after.likes + after.dislikes), 5);
    const page = await (await get(back, { cookies: { ...cookies, flash: 'vote_already_voted' } })).text();
    expect(page).toContain('You have already voted');
  });

  it('htmx: the vote bar with the new count and the notice out of band', async () => {
    const { cookies } = await newMember();
    const before = await counts(videoId);
    const response = await post('/vote/', { section: 'videos', object_id: String(videoId), vote: '0', back }, { cookies, headers: HTMX });
    expect(response.status).toBe(200);
    const html = (await response.text()).replace(/<!-- -->/g, '');
    expect(html).toMatch(/^<span id="votes"/);
    expect(html).toContain(`👎 Dislike ${before.dislikes + 1}`);
    expect(html).toContain('<div id="notices" hx-swap-oob="true">');
    expect(html).toContain('Thanks for your vote!');
  });

  it('guests are sent to log in; nothing is counted', async () => {
    const before = await counts(videoId);
    const response = await post('/vote/', { section: 'videos', object_id: String(videoId), vote: '1', back });
    expect(response.headers.get('Location')).toBe(`/signin/?back=${encodeURIComponent(back)}`);
    expect(await (await post('/api/stat.php', { act: 'vote', section: 'videos', object_id: String(videoId), vote: '1' })).json())
      .toEqual({ error: true, code: 'login_required', field: 'notify', message: 'Please log in to complete this action' });
    expect(await counts(videoId)).toEqual(before);
  });

  it('stat act=vote: ok with counts, already_voted, not_found, invalid_request', async () => {
    const { cookies } = await newMember();
    const ok = await (await post('/api/stat.php', { act: 'vote', section: 'videos', object_id: String(videoId), vote: '1' }, { cookies })).json<Record<string, unknown>>();
    expect(ok).toMatchObject({ ok: true });
    expect(typeof ok.likes).toBe('number');
    expect(await (await post('/api/stat.php', { act: 'vote', section: 'videos', object_id: String(videoId), vote: '1' }, { cookies })).json()).toMatchObject({ error: true, code: 'already_voted' });
    expect(await (await post('/api/stat.php', { act: 'vote', section: 'videos', object_id: '999999999', vote: '1' }, { cookies })).json())
      .toEqual({ error: true, code: 'not_found', field: 'notify', message: 'This can no longer be voted on' });
    expect(await (await post('/api/stat.php', { act: 'vote', section: 'videos', object_id: String(videoId), vote: '7' }, { cookies })).json())
      .toEqual({ error: true, code: 'invalid_request', field: 'notify', message: 'This request could not be understood' });
  });

  it('albums are voted on the same way', async () => {
    const album = await firstRow<{ album_id: number; likes: number }>('SELECT album_id, likes FROM albums WHERE status_id = 1 AND is_private = 0 LIMIT 1');
    const { cookies } = await newMember();
    await post('/api/stat.php', { act: 'vote', section: 'albums', object_id: String(album.album_id), vote: '1' }, { cookies });
    expect((await firstRow<{ likes: number }>('SELECT likes FROM albums WHERE album_id = ?1', album.album_id)).likes).toBe(album.likes + 1);
  });
});

describe('comments', () => {
  it('members see the input with a send button; guests the please-auth prompt', async () => {
    const { cookies } = await newMember();
    const member = await (await get(back, { cookies })).text();
    expect(member).toContain('action="/comment/"');
    expect(member).toContain('name="msg"');
    const guest = await (await get(back)).text();
    expect(guest).not.toContain('action="/comment/"');
    expect(guest).toContain('Only members can comment.');
  });

  it('plain form: posted, counted, shown escaped and not linked; 303 back to #comments', async () => {
    const { cookies } = await newMember();
    const before = await counts(videoId);
    const text = '<script>alert(1)</script> see https://spam.example now';
    const response = await post('/comment/', { section: 'videos', object_id: String(videoId), msg: text, back }, { cookies });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`${back}#comments`);
    expect(flashOf(response)).toBe('comment_added');
    expect((await counts(videoId)).comments_count).toBe(before.comments_count + 1);
    const page = await (await get(back, { cookies })).text();
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; see https://spam.example now');
    expect(page).not.toContain('href="https://spam.example');
  });

  it.each([
    ['', 'required', 'Please write a comment'],
    ['abcd', 'min_length', 'A comment needs at least 5 characters'],
    ['x'.repeat(1001), 'max_length', 'A comment can have at most 1000 characters'],
  ])('%j → %s, shown as form.error with its info; nothing stored', async (msg, code, message) => {
    const { cookies } = await newMember();
    const before = await counts(videoId);
    const plain = await post('/comment/', { section: 'videos', object_id: String(videoId), msg, back }, { cookies });
    expect(flashOf(plain)).toBe(`comment_${code}`);
    const htmx = await post('/comment/', { section: 'videos', object_id: String(videoId), msg, back }, { cookies, headers: HTMX });
    expect(htmx.status).toBe(422);
    const html = await htmx.text();
    expect(html).toContain(message);
    expect(html).toContain('aria-invalid="true"');
    const json = await (await post('/api/stat.php', { act: 'comm', section: 'videos', object_id: String(videoId), msg }, { cookies })).json<Record<string, unknown>>();
    expect(json).toMatchObject({ error: true, code });
    expect((await counts(videoId)).comments_count).toBe(before.comments_count);
  });

  it('at most 5 comments in 10 minutes per member', async () => {
    const { cookies } = await newMember();
    for (let i = 1; i <= 5; i++) {
      const ok = await (await post('/api/stat.php', { act: 'comm', section: 'videos', object_id: String(videoId), msg: `comment number ${i}` }, { cookies })).json<Record<string, unknown>>();
      expect(typeof ok.comment_id).toBe('number');
    }
    expect(await (await post('/api/stat.php', { act: 'comm', section: 'videos', object_id: String(videoId), msg: 'one too many' }, { cookies })).json())
      .toEqual({ error: true, code: 'too_many', field: 'msg', message: 'You can post 5 comments every 10 minutes. Please wait a little.', info: { count: 5, minutes: 10 } });
    const htmx = await post('/comment/', { section: 'videos', object_id: String(videoId), msg: 'still too many', back }, { cookies, headers: HTMX });
    expect(await htmx.text()).toContain('You can post 5 comments every 10 minutes');
  });

  it('htmx: the comments section comes back with the new comment first and an empty input', async () => {
    const { cookies } = await newMember();
    const response = await post('/comment/', { section: 'videos', object_id: String(videoId), msg: 'Lovely scenery here', back }, { cookies, headers: HTMX });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/^<section id="comments"/);
    expect(html.indexOf('Lovely scenery here')).toBeLessThan(html.indexOf('</section>'));
    expect(html).not.toMatch(/name="msg"[^>]*value="Lovely/);
    expect(html).toContain('Your comment is posted');
  });

  it('guests are sent to log in', async () => {
    const response = await post('/comment/', { section: 'videos', object_id: String(videoId), msg: 'hello there', back });
    expect(response.headers.get('Location')).toBe(`/signin/?back=${encodeURIComponent(back)}`);
  });
});

describe('concurrency', () => {
  it('50 members voting and commenting at once on one video leave exact counts', async () => {
    const video = await firstRow<{ video_id: number }>('SELECT video_id FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id DESC LIMIT 1');
    const id = String(video.video_id);
    const before = await counts(video.video_id);
    const members = await Promise.all(Array.from({ length: 50 }, () => newMember()));
    const answers = await Promise.all(members.flatMap(({ cookies }, i) => [
      post('/api/stat.php', { act: 'vote', section: 'videos', object_id: id, vote: i % 5 === 0 ? '0' : '1' }, { cookies }),
      post('/api/stat.php', { act: 'comm', section: 'videos', object_id: id, msg: `parallel comment ${i}` }, { cookies }),
      // A second vote from the same member at the same moment must not count.
      post('/api/stat.php', { act: 'vote', section: 'videos', object_id: id, vote: '1' }, { cookies }),
    ]));
    const bodies = await Promise.all(answers.map((answer) => answer.json<Record<string, unknown>>()));
    expect(bodies.filter((body) => body.ok === true && 'likes' in body).length, JSON.stringify(bodies.slice(0, 6))).toBe(50);
    expect(bodies.filter((body) => typeof body.comment_id === 'number')).toHaveLength(50);
    expect(bodies.filter((body) => body.code === 'already_voted')).toHaveLength(50);
    const after = await counts(video.video_id);
    const rows = await firstRow<{ likes: number; dislikes: number; comments: number }>(
      `SELECT (SELECT COUNT(*) FROM votes WHERE object_type = 'video' AND object_id = ?1 AND vote = 1) AS likes,
              (SELECT COUNT(*) FROM votes WHERE object_type = 'video' AND object_id = ?1 AND vote = 0) AS dislikes,
              (SELECT COUNT(*) FROM comments WHERE object_type = 'video' AND object_id = ?1 AND status_id = 1) AS comments`, video.video_id,
    );
    expect(after.likes + after.dislikes).toBe(before.likes + before.dislikes + 50);
    expect(after.likes).toBe(rows.likes);
    expect(after.dislikes).toBe(rows.dislikes);
    expect(after.comments_count).toBe(before.comments_count + 50);
    expect(after.comments_count).toBe(rows.comments);
  });
});
