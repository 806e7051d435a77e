// The album photo viewer /album/{id}/{dir}/photo/{n}/: the album's photos open it, each photo shows large with plain
// previous / next links (the last leads back to the album), wrong addresses are answered as on the album page (301 for
// a wrong dir, 404 for a photo that is not there, 403 for someone else's private album), and it speaks the host's language.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../locales';
import { urls } from '../views/urls';
import { firstRow, get, sessionFor } from './helpers';

interface AlbumRow { album_id: number; dir: string; title: string; user_id: number }
interface PhotoRow { image: string; width: number; height: number }

/** Live public albums of at least three photos whose owners can sign in, in id order: one for each case below. */
let open: AlbumRow;
let privateAlbum: AlbumRow;
let pending: AlbumRow;
let japanese: AlbumRow;
let photos: PhotoRow[];

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const photoUrl = (album: AlbumRow, n: number) => urls.albumPhoto(album.album_id, album.dir, n);
const albumUrl = (album: AlbumRow) => urls.album(album.album_id, album.dir);
const page = async (path: string, origin?: string) => {
  const response = await get(path, { origin });
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, '') };
};
/** The href of the link with `rel` on a page, or undefined. */
const relHref = (html: string, rel: string) => new RegExp(`<a [^>]*href="([^"]+)" rel="${rel}"`).exec(html)?.[1];
/** The href of the link around the photo. */
const frameHref = (html: string) => /<a class="photo-viewer__frame" href="([^"]+)"/.exec(html)?.[1];
/** The attributes of the photo's <img>. */
function photoImage(html: string): Record<string, string> {
  const attributes = /<a class="photo-viewer__frame"[^>]*><img ([^>]*)\/>/.exec(html)![1]!;
  return Object.fromEntries([...attributes.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!]));
}

beforeAll(async () => {
  const { results } = await env.DB.prepare(
    `SELECT a.album_id, a.dir, a.title, a.user_id FROM albums a JOIN users u ON u.user_id = a.user_id AND u.status_id <> 0
      WHERE a.status_id = 1 AND a.is_private = 0 AND (SELECT COUNT(*) FROM photos p WHERE p.album_id = a.album_id) >= 3
      ORDER BY a.album_id LIMIT 4`,
  ).all<AlbumRow>();
  [open, privateAlbum, pending, japanese] = results as [AlbumRow, AlbumRow, AlbumRow, AlbumRow];
  photos = (await env.DB.prepare('SELECT image, width, height FROM photos WHERE album_id = ?1 ORDER BY position')
    .bind(open.album_id).all<PhotoRow>()).results;
  // Before any page reads (and caches) them: one album becomes private, one goes back to waiting for moderation.
  await env.DB.batch([
    env.DB.prepare('UPDATE albums SET is_private = 1 WHERE album_id = ?1').bind(privateAlbum.album_id),
    env.DB.prepare('UPDATE albums SET status_id = 0 WHERE album_id = ?1').bind(pending.album_id),
  ]);
});

describe('the album page', () => {
  it("links each photo to its viewer page, in the album's order", async () => {
    const { html } = await page(albumUrl(open));
    const list = /<ol class="photos">([\s\S]*?)<\/ol>/.exec(html)![1]!;
    const hrefs = [...list.matchAll(/<a href="([^"]+)"/g)].map(([, href]) => href);
    expect(hrefs).toEqual(photos.map((_, i) => photoUrl(open, i + 1)));
  });
});

describe('the photo viewer', () => {
  it('shows the first photo with a next link, no previous one, and the way back to the album', async () => {
    const { status, html } = await page(photoUrl(open, 1));
    expect(status).toBe(200);
    expect(relHref(html, 'next')).toBe(photoUrl(open, 2));
    expect(relHref(html, 'prev')).toBeUndefined();
    expect(frameHref(html)).toBe(photoUrl(open, 2));
    expect(html).toContain(`<h1 class="headline">${escaped(open.title)}</h1>`);
    expect(html).toContain(`<p class="subline">Photo 1 of ${photos.length}</p>`);
    expect(html).toContain(`href="${albumUrl(open)}">Back to the album</a>`);
    expect(html).toContain(`<title>${escaped(`${open.title} – Photo 1 of ${photos.length}`)}`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(`<link rel="canonical" href="http://localhost${photoUrl(open, 1)}"/>`);
  });

  it('a middle photo links to both its neighbours', async () => {
    const { html } = await page(photoUrl(open, 2));
    expect(relHref(html, 'prev')).toBe(photoUrl(open, 1));
    expect(relHref(html, 'next')).toBe(photoUrl(open, 3));
    expect(frameHref(html)).toBe(photoUrl(open, 3));
  });

  it('the last photo leads back to the album', async () => {
    const { html } = await page(photoUrl(open, photos.length));
    expect(relHref(html, 'prev')).toBe(photoUrl(open, photos.length - 1));
    expect(relHref(html, 'next')).toBeUndefined();
    expect(frameHref(html)).toBe(albumUrl(open));
  });

  it('shows the photo itself with its size, asked for first', async () => {
    const photo = photos[1]!;
    const image = photoImage((await page(photoUrl(open, 2))).html);
    expect(image).toMatchObject({
      src: urls.media(photo.image), width: String(photo.width), height: String(photo.height),
      decoding: 'async', fetchpriority: 'high', alt: `Photo 2 of ${photos.length}`,
    });
  });
});

describe('addresses the viewer does not show', () => {
  it('a wrong dir is a 301 to the right address of the same photo', async () => {
    const response = await get(`/album/${open.album_id}/not-its-dir/photo/3/`);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(photoUrl(open, 3));
  });

  it.each(['0', '00', '01', '999', '9999999999', 'abc'])('photo %s is a 404', async (n) => {
    expect((await get(`/album/${open.album_id}/${open.dir}/photo/${n}/`)).status).toBe(404);
  });

  it('the photo after the last is a 404', async () => {
    expect((await get(photoUrl(open, photos.length + 1))).status).toBe(404);
  });

  it("someone else's private album is the 403 panel; its owner sees the photo", async () => {
    const guest = await page(photoUrl(privateAlbum, 1));
    expect(guest.status).toBe(403);
    expect(guest.html).toContain(translator('en')('empty.noPermission'));
    expect(guest.html).not.toContain('photo-viewer');
    // A photo past the end stays a 403: the count is the owner's to know.
    expect((await get(photoUrl(privateAlbum, 999))).status).toBe(403);
    const owner = await get(photoUrl(privateAlbum, 1), { cookies: await sessionFor(privateAlbum.user_id) });
    expect(owner.status).toBe(200);
  });

  it('an album not live yet sends its owner to the album page (302), and is a 404 to everyone else', async () => {
    const owner = await get(photoUrl(pending, 1), { cookies: await sessionFor(pending.user_id) });
    expect(owner.status).toBe(302);
    expect(owner.headers.get('Location')).toBe(albumUrl(pending));
    expect((await get(photoUrl(pending, 1))).status).toBe(404);
  });
});

describe('in Japanese', () => {
  it('the Japanese host shows the viewer in Japanese', async () => {
    const ja = translator('ja');
    const { status, html } = await page(photoUrl(japanese, 2), 'http://ja.localhost');
    expect(status).toBe(200);
    const { count } = await firstRow<{ count: number }>('SELECT COUNT(*) AS count FROM photos WHERE album_id = ?1', japanese.album_id);
    for (const text of [
      ja('albums.photoOf', { n: 2, total: count }), ja('albums.prevPhoto'), ja('albums.nextPhoto'), ja('albums.backToAlbum'),
      `aria-label="${ja('albums.photoNav')}"`,
    ]) expect(html).toContain(text);
    expect(html).not.toContain('Back to the album');
  });
});
