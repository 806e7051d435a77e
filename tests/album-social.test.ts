// Votes and comments on album pages: the video page's vote bar and comments section, for guests and members, with JS
// off (303 back with a notice) and with htmx (fragments), refusals that change nothing, and the comments' pages.
import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { translator } from '../locales';
import { firstRow, flashOf, get, HTMX, memberFactory, post } from './helpers';

const newMember = memberFactory(975_000);
const de = translator('de');

interface AlbumRow { album_id: number; dir: string }
let album: AlbumRow;
let back: string;
/** An album with two pages of comments, written before any page reads (and caches) them. */
let paged: AlbumRow;
let pagedBack: string;

const counts = (id: number) => firstRow<{ likes: number; dislikes: number; comments_count: number; rating: number }>(
  'SELECT likes, dislikes, comments_count, rating FROM albums WHERE album_id = ?1', id,
);

/** A page's text with React's text separators taken out. */
const textOf = async (response: Response) => (await response.text()).replace(/<!-- -->/g, '');

beforeAll(async () => {
  const albums = await env.DB.prepare('SELECT album_id, dir FROM albums WHERE status_id = 1 AND is_private = 0 ORDER BY album_id LIMIT 2').all<AlbumRow>();
  [album, paged] = albums.results as [AlbumRow, AlbumRow];
  back = `/album/${album.album_id}/${album.dir}/`;
  pagedBack = `/album/${paged.album_id}/${paged.dir}/`;
  const { userId } = await newMember();
  const statements = Array.from({ length: 12 }, (_, i) => env.DB.prepare(
    "INSERT INTO comments (object_type, object_id, user_id, comment, added_date) VALUES ('album', ?1, ?2, ?3, ?4)",
  ).bind(paged.album_id, userId, `paged comment ${String(i).padStart(2, '0')}`, 2_000_000_000 + i));
  await env.DB.batch([
    ...statements,
    env.DB.prepare("UPDATE albums SET comments_count = (SELECT COUNT(*) FROM comments WHERE object_type = 'album' AND object_id = ?1) WHERE album_id = ?1").bind(paged.album_id),
  ]);
});

describe('album page for guests', () => {
  it('shows the vote counts as login links, the rating, the comments and the sign-in prompt', async () => {
    const before = await counts(paged.album_id);
    const html = await textOf(await get(pagedBack));
    expect(html).toContain(`👍 Like ${before.likes}`);
    expect(html).toContain(`👎 Dislike ${before.dislikes}`);
    expect(html).toContain(`${Math.round(before.rating * 20)}% liked`);
    expect(html).toMatch(/href="\/signin\/\?back=[^"]+" data-login=""/);
    expect(html).not.toContain('action="/vote/"');
    expect(html).toContain(`Comments (${before.comments_count})`);
    expect(html).toContain('paged comment 11');
    expect(html).toContain('Only members can comment.');
    expect(html).not.toContain('action="/comment/"');
  });

  it('paginates the comments with ?comments_page=', async () => {
    const first = await textOf(await get(pagedBack));
    expect(first).toContain('paged comment 02');
    expect(first).not.toContain('paged comment 01');
    expect(first).toContain(`href="${pagedBack}?comments_page=2#comments"`);
    const second = await textOf(await get(`${pagedBack}?comments_page=2`));
    expect(second).toContain('paged comment 01');
    expect(second).toContain('paged comment 00');
    expect(second).not.toContain('paged comment 02');
  });

  it('a guest who votes or comments is sent to log in; nothing changes', async () => {
    const before = await counts(album.album_id);
    const vote = await post('/vote/', { section: 'albums', object_id: String(album.album_id), vote: '1', back });
    expect(vote.headers.get('Location')).toBe(`/signin/?back=${encodeURIComponent(back)}`);
    const comment = await post('/comment/', { section: 'albums', object_id: String(album.album_id), msg: 'hello there', back });
    expect(comment.headers.get('Location')).toBe(`/signin/?back=${encodeURIComponent(back)}`);
    expect(await counts(album.album_id)).toEqual(before);
  });
});

describe('album votes', () => {
  it('a member sees the vote forms; a vote counts once, a second is refused, the page shows the new count', async () => {
    const { cookies } = await newMember();
    expect(await textOf(await get(back, { cookies }))).toContain('action="/vote/"');
    const before = await counts(album.album_id);
    const first = await post('/vote/', { section: 'albums', object_id: String(album.album_id), vote: '1', back }, { cookies });
    expect(first.status).toBe(303);
    expect(first.headers.get('Location')).toBe(`${back}#votes`);
    expect(flashOf(first)).toBe('vote_success');
    const again = await post('/vote/', { section: 'albums', object_id: String(album.album_id), vote: '0', back }, { cookies });
    expect(flashOf(again)).toBe('vote_already_voted');
    const after = await counts(album.album_id);
    expect(after.likes).toBe(before.likes + 1);
    expect(after.dislikes).toBe(before.dislikes);
    expect(after.rating).toBeCloseTo((5 * after.likes) / (after.likes + after.dislikes), 5);
    // The member's page reads the counts fresh, past the guests' cached album.
    const page = await textOf(await get(back, { cookies: { ...cookies, flash: 'vote_already_voted' } }));
    expect(page).toContain(`👍 Like ${after.likes}`);
    expect(page).toContain('You have already voted');
  });

  it('htmx: the vote bar with the new count and the notice out of band', async () => {
    const { cookies } = await newMember();
    const before = await counts(album.album_id);
    const response = await post('/vote/', { section: 'albums', object_id: String(album.album_id), vote: '0', back }, { cookies, headers: HTMX });
    expect(response.status).toBe(200);
    const html = await textOf(response);
    expect(html).toMatch(/^<span id="votes"/);
    expect(html).toContain('name="section" value="albums"');
    expect(html).toContain(`👎 Dislike ${before.dislikes + 1}`);
    expect(html).toContain('Thanks for your vote!');
  });

  it('bad input: 400 with a localised message, nothing counted', async () => {
    const { cookies } = await newMember();
    const before = await counts(album.album_id);
    const response = await post('/vote/', { section: 'albums', object_id: String(album.album_id), vote: '7', back }, { cookies: { ...cookies, app_lang: 'de' } });
    expect(response.status).toBe(400);
    const body = await response.json<Record<string, unknown>>();
    expect(body).toMatchObject({ error: true, code: 'invalid_request' });
    expect(body.message).toBe(de('form.error.invalid_request'));
    expect(await counts(album.album_id)).toEqual(before);
  });
});

describe('album comments', () => {
  it('JS off: 303 back to #comments with a notice; the comment is counted and shown', async () => {
    const { cookies } = await newMember();
    const before = await counts(album.album_id);
    const response = await post('/comment/', { section: 'albums', object_id: String(album.album_id), msg: 'What a lovely set of photos', back }, { cookies });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`${back}#comments`);
    expect(flashOf(response)).toBe('comment_added');
    expect((await counts(album.album_id)).comments_count).toBe(before.comments_count + 1);
    const page = await textOf(await get(back, { cookies: { ...cookies, flash: 'comment_added' } }));
    expect(page).toContain('What a lovely set of photos');
    expect(page).toContain(`Comments (${before.comments_count + 1})`);
    expect(page).toContain('Your comment is posted');
    // Guests read the same comments entry, dropped when the comment was added.
    expect(await textOf(await get(back))).toContain('What a lovely set of photos');
  });

  it('htmx: the comments section comes back with the new comment first and the notice', async () => {
    const { cookies } = await newMember();
    const response = await post('/comment/', { section: 'albums', object_id: String(album.album_id), msg: 'Sunset shots are great', back }, { cookies, headers: HTMX });
    expect(response.status).toBe(200);
    const html = await textOf(response);
    expect(html).toMatch(/^<section id="comments"/);
    expect(html).toContain('name="section" value="albums"');
    expect(html.indexOf('Sunset shots are great')).toBeLessThan(html.indexOf('</section>'));
    expect(html).toContain('Your comment is posted');
  });

  it('too short: 422 with the localised rule and the draft kept (htmx), a notice (JS off); nothing stored', async () => {
    const { cookies } = await newMember();
    const before = await counts(album.album_id);
    const htmx = await post('/comment/', { section: 'albums', object_id: String(album.album_id), msg: 'abcd', back }, { cookies: { ...cookies, app_lang: 'de' }, headers: HTMX });
    expect(htmx.status).toBe(422);
    const html = await textOf(htmx);
    expect(html).toContain(de('form.error.min_length', { min: 5 }));
    expect(html).toContain('aria-invalid="true"');
    const plain = await post('/comment/', { section: 'albums', object_id: String(album.album_id), msg: 'abcd', back }, { cookies });
    expect(flashOf(plain)).toBe('comment_min_length');
    expect((await counts(album.album_id)).comments_count).toBe(before.comments_count);
  });

  it('an unknown section is a 400; a missing album is refused as not found; nothing stored', async () => {
    const { cookies } = await newMember();
    const before = await counts(album.album_id);
    const bad = await post('/comment/', { section: 'photos', object_id: String(album.album_id), msg: 'A fine comment', back }, { cookies });
    expect(bad.status).toBe(400);
    const missing = await post('/comment/', { section: 'albums', object_id: '999999999', msg: 'A fine comment', back }, { cookies });
    expect(flashOf(missing)).toBe('comment_not_found');
    expect(await counts(album.album_id)).toEqual(before);
  });

  it('a moderator sees a delete control on each comment; a member does not', async () => {
    const shown = await firstRow<{ comment_id: number }>(
      "SELECT comment_id FROM comments WHERE object_type = 'album' AND object_id = ?1 ORDER BY added_date DESC LIMIT 1", paged.album_id,
    );
    const control = `action="/admin/comments/${shown.comment_id}/delete/"`;
    const member = await newMember();
    expect(await textOf(await get(pagedBack, { cookies: member.cookies }))).not.toContain(control);
    const moderator = await newMember();
    await env.DB.prepare("UPDATE users SET role = 'moderator' WHERE user_id = ?1").bind(moderator.userId).run();
    expect(await textOf(await get(pagedBack, { cookies: moderator.cookies }))).toContain(control);
  });
});
