// The server side of the modals and navigation behaviours (issue 18): the Telegram download option and its landing, the
// links the form modal takes over, the content-only answers it loads and posts (contact, playlist form), logout back to
// the page, and stopScroll accepted without a second cache entry.
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '../worker/config/site';
import { firstRow, flashOf, get, memberFactory, post } from './helpers';

const newMember = memberFactory(995_000);
/** What the form modal sends with each request (islands/form-modal.tsx). */
const MODAL = { 'HX-Request': 'true', 'HX-Target': 'dialog#form-modal' };

let video: { video_id: number; dir: string };
let videoPage: string;

beforeAll(async () => {
  video = await firstRow('SELECT video_id, dir FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 1 OFFSET 3');
  videoPage = `/videos/${video.video_id}/${video.dir}/`;
});

const html = async (path: string, options: Parameters<typeof get>[1] = {}) => (await get(path, options)).text();
/** The opening tag of the first link to `href` (attributes escaped as React writes them). */
const linkTo = (page: string, href: string) => new RegExp(`<a [^>]*href="${href.replace(/[?.]/g, '\\$&').replace(/&/g, '&amp;')}"[^>]*>`).exec(page)?.[0];

describe('the Telegram download option', () => {
  it('the watch page offers it next to Download: a link to the 10 s variant that opens the DownloadTg modal', async () => {
    const page = await html(videoPage);
    const link = linkTo(page, `/download/?video_id=${video.video_id}&tg=1`);
    expect(link).toContain('data-modal=""');
    expect(link).toContain('rel="nofollow"');
    expect(page).toContain('>Via Telegram</a>');
    expect(page.indexOf(`href="/download/?video_id=${video.video_id}"`)).toBeLessThan(page.indexOf('>Via Telegram</a>'));
  });

  it('the plain landing offers it; the Telegram landing waits 10 s and names the channel from the site config', async () => {
    const plain = await html(`/download/?video_id=${video.video_id}`);
    expect(linkTo(plain, `/download/?video_id=${video.video_id}&tg=1`)).toContain('data-modal=""');
    expect(plain).toContain('Faster via Telegram: just 10 seconds to wait');
    expect(plain).not.toContain(SITE.telegram.url);
    const telegram = await html(`/download/?video_id=${video.video_id}&tg=1`);
    expect(telegram).toContain('Please wait 10 seconds');
    expect(telegram).toContain(`<a href="${SITE.telegram.url}" rel="noopener">${SITE.telegram.name}</a>`);
    expect(telegram).not.toContain('Faster via Telegram');
  });

  it('the modal gets the landing alone, with the button island and its part marked', async () => {
    const part = await html(`/download/?video_id=${video.video_id}&tg=1`, { headers: MODAL });
    expect(part).not.toContain('<html');
    expect(part).toMatch(/<section class="auth download" data-modal-part="">/);
    expect(part).toContain('data-island="download-button"');
    expect(part).toContain('&quot;telegram&quot;:true');
  });

  it('translates it', async () => {
    const page = await html(`/download/?video_id=${video.video_id}`, { cookies: { app_lang: 'de' } });
    expect(page).toContain('Schneller über Telegram: nur 10 Sekunden Wartezeit');
  });
});

describe('links the form modal opens', () => {
  it('every page carries the dialog island; the footer support link and the video Report link open it', async () => {
    const page = await html(videoPage);
    expect(page).toContain('data-island="form-modal"');
    expect(page).toMatch(/<a href="\/information\/support\/" data-modal="">/);
    expect(linkTo(page, `/information/support/?ref=${encodeURIComponent(videoPage)}`)).toContain('data-modal=""');
  });

  it('"Add to" opens the in-page section for members; guests still get the Login modal', async () => {
    const guest = await html(videoPage);
    expect(linkTo(guest, `/signin/?back=${encodeURIComponent(videoPage)}`)).toContain('data-login=""');
    expect(guest).not.toMatch(/href="#add-to"/);
    const { cookies } = await newMember();
    const member = await html(videoPage, { cookies });
    expect(linkTo(member, '#add-to')).toContain('data-modal=""');
    expect(member).toContain('id="add-to"');
    expect(linkTo(member, `/playlist/new/?video_id=${video.video_id}&back=${encodeURIComponent(videoPage)}`)).toContain('data-modal=""');
  });

  it('the member\'s playlists tab opens the playlist form in it', async () => {
    const { userId, cookies } = await newMember();
    const tab = await html(`/members/${userId}/playlists/1/`, { cookies });
    expect(linkTo(tab, '/playlist/new/')).toContain('data-modal=""');
  });
});

describe('ContactUs in the modal', () => {
  const form = { subject: 'technical', email: 'viewer@example.test', message: 'The video stops after ten seconds.', ref: '/videos/1/x/' };
  const send = (fields: Record<string, string>, ip: string) =>
    post('/information/support/', fields, { headers: { ...MODAL, 'CF-Connecting-IP': ip } });

  it('loads the form alone', async () => {
    const part = await html('/information/support/?ref=%2Fvideos%2F1%2Fx%2F', { headers: MODAL });
    expect(part).not.toContain('<footer');
    expect(part).toMatch(/<section class="contact" aria-labelledby="contact-title" data-modal-part="">/);
    expect(part).toContain('value="/videos/1/x/"');
  });

  it('a sent message answers with the notice alone, swapped into the page', async () => {
    const response = await send(form, '100.64.9.1');
    expect(response.status).toBe(200);
    expect(response.headers.get('Location')).toBeNull();
    const body = await response.text();
    expect(body).toMatch(/^<div id="notices" hx-swap-oob="true"><div class="toast toast--success" role="status" data-toast="">Message sent\. Thank you!<\/div><\/div>$/);
    expect(flashOf(response)).toBeUndefined();
  });

  it('an empty message comes back as the form with its field errors (422)', async () => {
    const response = await send({ ...form, email: '', message: '' }, '100.64.9.2');
    expect(response.status).toBe(422);
    const part = await response.text();
    expect(part).not.toContain('<html');
    expect(part).toContain('data-modal-part=""');
    expect(part.match(/aria-invalid="true"/g)?.length).toBe(2);
  });
});

describe('ActionPlaylist in the modal', () => {
  const fields = { act: 'playlist', title: 'Modal evening picks', desc: 'Made in the form modal', visible: '1', orientation: '0' };

  it('loads the form alone, for a new playlist and for the owner\'s changes', async () => {
    const { cookies } = await newMember();
    const part = await html(`/playlist/new/?video_id=${video.video_id}`, { cookies, headers: MODAL });
    expect(part).not.toContain('<html');
    expect(part).toContain('<div class="profile-edit" data-modal-part="">');
    expect(part).toContain(`name="video_id" value="${video.video_id}"`);
  });

  it('a new playlist goes to its page (HX-Redirect, the notice as a flash); refused fields come back in the form', async () => {
    const { userId, cookies } = await newMember();
    const refused = await post('/input/', { ...fields, section: 'new', title: 'ab' }, { cookies, headers: MODAL });
    expect(refused.status).toBe(422);
    const form = await refused.text();
    expect(form).toContain('data-modal-part=""');
    expect(form).toContain('At least 3 characters');
    const created = await post('/input/', { ...fields, section: 'new' }, { cookies, headers: MODAL });
    expect(created.status).toBe(200);
    const { playlist_id: playlistId } = await firstRow<{ playlist_id: number }>('SELECT playlist_id FROM playlists WHERE user_id = ?1', userId);
    expect(created.headers.get('HX-Redirect')).toBe(`/playlist/${playlistId}/1/`);
    expect(flashOf(created)).toBe('playlist_created');
    const changed = await post('/input/', { ...fields, section: 'upd', object_id: String(playlistId), title: 'Modal night picks' }, { cookies, headers: MODAL });
    expect(changed.headers.get('HX-Redirect')).toBe(`/playlist/${playlistId}/1/`);
    const deleted = await post('/input/', { act: 'playlist', section: 'del', object_id: String(playlistId) }, { cookies, headers: MODAL });
    expect(deleted.headers.get('HX-Redirect')).toBe(`/members/${userId}/playlists/1/`);
  });

  it('a new playlist made from "Add to" answers with the section that now holds the video', async () => {
    const { cookies } = await newMember();
    const response = await post('/input/', { ...fields, section: 'new', video_id: String(video.video_id), back: videoPage }, { cookies, headers: MODAL });
    expect(response.headers.get('HX-Redirect')).toBeNull();
    const body = await response.text();
    expect(body).toContain('<section id="add-to"');
    expect(body).toContain('Remove from “Modal evening picks”');
    expect(body).toContain('<div id="notices" hx-swap-oob="true">');
  });
});

describe('logout', () => {
  it('the avatar menu\'s logout form carries the page it is on', async () => {
    const { cookies } = await newMember();
    const page = await html('/categories/?s=x', { cookies });
    expect(page).toContain('<form action="/logout/" method="post"><input type="hidden" name="back" value="/categories/?s=x"/>');
  });

  it('reloads that page with the logout cookie set; a back that leaves the site goes home', async () => {
    for (const [back, to] of [
      ['/videos/most-viewed/2/', '/videos/most-viewed/2/'], ['//evil.example/', '/'], ['https://evil.example/', '/'], ['/\\evil.example', '/'],
    ]) {
      const { cookies } = await newMember();
      const response = await post('/logout/', { back: back! }, { cookies, headers: { Referer: 'http://localhost/categories/' } });
      expect(response.status, back).toBe(303);
      expect(response.headers.get('Location'), back).toBe(to);
      expect(response.headers.getSetCookie().some((line) => line.startsWith('logout=1'))).toBe(true);
      expect(await html('/', { cookies }), back).not.toContain('action="/logout/"');
    }
  });
});

describe('stopScroll', () => {
  it('is accepted on any page and shares the page\'s cache entry; the links the page makes leave it out', async () => {
    const first = await get('/videos/most-viewed/3/?stopScroll=1');
    expect(first.status).toBe(200);
    expect(first.headers.get('X-Cache')).toBe('MISS');
    const page = await first.text();
    expect(page).not.toContain('stopScroll');
    let plain = await get('/videos/most-viewed/3/');
    for (let i = 0; i < 20 && plain.headers.get('X-Cache') !== 'HIT'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      plain = await get('/videos/most-viewed/3/');
    }
    expect(plain.headers.get('X-Cache')).toBe('HIT');
    expect(await plain.text()).toBe(page);
  });

  it('a listing\'s htmx pages show the top of the page; the lists inside a watch page show their own top', async () => {
    const listing = await html('/videos/most-viewed/1/');
    expect(listing).toContain('hx-boost:inherited="target:#listing-grid select:#listing-grid swap:&#x27;outerHTML show:top showTarget:window&#x27;"');
    const watch = await html(videoPage);
    expect(watch).toContain('hx-boost:inherited="target:#related-grid select:#related-grid swap:&#x27;outerHTML show:top showTarget:#related-grid&#x27;"');
  });
});
