// The upload screens and calls: /upload-video/ and /upload-album/ as plain multipart forms (every refusal of the spec,
// in the visitor's language, changing nothing), /api/video_edit.php and /api/album_edit.php (whole uploads and the
// start of resumable ones), and what the owner alone sees of where an upload stands.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { UPLOADS_PER_DAY } from '../worker/config/uploads';
import { firstRow, get, memberFactory } from './helpers';
import { jpegBytes, pngBytes } from './image-bytes';
import { filler, mp4Of, videoDraft } from './upload-fixtures';

const newMember = memberFactory(940_000);
type Fields = Record<string, string | File | (string | File)[]>;

/** A video's fields as a member fills them in, with `overrides` (undefined removes a field). */
function videoFields(file: File | undefined, overrides: Record<string, string | File | string[] | undefined> = {}): Fields {
  const fields: Record<string, string | File | string[] | undefined> = {
    title: 'Evening harbour walk', description: 'Boats and lanterns.', categories: ['harbour', 'city-walk'], section: 'straight',
    private: '0', preview_choice: 'upload', preview: new File([jpegBytes(320, 180)], 'preview.jpg', { type: 'image/jpeg' }),
    acknowledge: '1', file, ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string | File | string[]] => entry[1] !== undefined));
}

function albumFields(photos: File[], overrides: Record<string, string | string[] | undefined> = {}): Fields {
  const fields: Record<string, string | File[] | string[] | undefined> = {
    title: 'Lanterns by the river', description: '', categories: ['lanterns'], section: 'straight', private: '0', cover: '2',
    acknowledge: '1', photos, ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string | File[] | string[]] => entry[1] !== undefined));
}

function multipart(fields: Fields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  return form;
}

function send(path: string, fields: Fields, options: { cookies?: Record<string, string>; lang?: string } = {}) {
  const cookies = { ...options.cookies, ...(options.lang && { app_lang: options.lang }) };
  return get(path, { method: 'POST', body: multipart(fields), cookies });
}

/** A clip (an MP4 header saying its length) whose bytes no other test sends. */
let clips = 0;
function clip(seconds: number, name = 'harbour2024.mp4'): File {
  clips += 1;
  return new File([mp4Of(seconds, 1024 + clips)], name, { type: 'video/mp4' });
}

function photo(n: number): File {
  return new File([pngBytes(40 + n, 30 + n)], `photo${n}.png`, { type: 'image/png' });
}

const unescape = (text: string) => text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** The errors a refused form shows, by field (the fields' error spans, and the form's own). */
async function fieldErrors(response: Response): Promise<Record<string, string>> {
  const html = unescape(await response.text());
  const errors: Record<string, string> = {};
  for (const [, field, text] of html.matchAll(/id="(?:video|album)-([a-z_]+)-error" class="field-error">([^<]*)</g)) errors[field!] = text!;
  const notify = /class="form-error"[^>]*>([^<]*)</.exec(html);
  if (notify) errors.notify = notify[1]!;
  return errors;
}

const countVideos = async (userId: number) => (await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM videos WHERE user_id = ?1', userId)).n;
const countAlbums = async (userId: number) => (await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM albums WHERE user_id = ?1', userId)).n;

describe('the upload forms', () => {
  it.each(['/upload-video/', '/upload-album/'])('%s leads a guest to sign in and back', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`/signin/?back=${encodeURIComponent(path)}`);
    const posted = await send(path, videoFields(clip(700)));
    expect(posted.status).toBe(303);
    expect(posted.headers.get('Location')).toBe(`/signin/?back=${encodeURIComponent(path)}`);
  });

  it('the video form has every field, the forbidden list, and states its limits', async () => {
    const { cookies } = await newMember();
    const response = await get('/upload-video/', { cookies });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const html = await response.text();
    for (const name of ['title', 'description', 'categories', 'section', 'private', 'models', 'exclusive', 'preview_choice', 'preview', 'file', 'acknowledge']) {
      expect(html, name).toContain(`name="${name}"`);
    }
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain('Up to 10 GB with JavaScript, 100 MB without it');
    expect(html).toContain('Exclusive videos must be at least 6 minutes long, others at least 10 minutes.');
    expect(html).toContain('Anyone under 18');
    expect(html).toContain('data-island="uploader"');
  });

  it('the album form speaks of photos, not videos', async () => {
    const { cookies } = await newMember();
    const html = await (await get('/upload-album/', { cookies })).text();
    expect(html).toContain('name="photos"');
    expect(html).toContain('multiple');
    expect(html).toContain('JPEG, PNG or WebP, up to 20 MB each, at most 100 photos');
    expect(html).not.toContain('name="file"');
    expect(html.slice(html.indexOf('<main'))).not.toMatch(/video/i);
  });

  it('a form sent empty shows each field its error, and makes nothing', async () => {
    const { userId, cookies } = await newMember();
    const response = await send('/upload-video/', { title: '' }, { cookies });
    expect(response.status).toBe(422);
    expect(await fieldErrors(response)).toEqual({
      title: 'This field is required',
      categories: 'Choose from 1 to 3 categories',
      acknowledge: 'Please confirm that your upload follows the rules',
      preview: 'Preview required: upload an image, or choose to pick one of the frames after processing',
      file: 'This field is required',
    });
    expect(await countVideos(userId)).toBe(0);
  });

  it('keeps what was typed when it refuses', async () => {
    const { cookies } = await newMember();
    const html = await (await send('/upload-video/', videoFields(clip(30), { categories: ['harbour'] }), { cookies })).text();
    expect(html).toContain('value="Evening harbour walk"');
    expect(html).toMatch(/checked="" value="harbour"/);
    expect(html).not.toMatch(/checked="" value="city-walk"/);
  });

  it.each([
    ['four categories', { categories: ['harbour', 'city-walk', 'cats', 'dogs'] }, 'categories', 'Choose from 1 to 3 categories'],
    ['an unknown category', { categories: ['no-such-category'] }, 'categories', 'Please choose one of the listed options'],
    ['an unknown pornstar', { models: 'Nobody Atall' }, 'models', 'No pornstar is called: Nobody Atall'],
    ['a section not offered', { section: 'other' }, 'section', 'Please choose one of the listed options'],
    ['a preview that is no image', { preview: new File([filler(100)], 'p.jpg') }, 'preview', 'The file must be a JPEG, PNG or WebP image'],
  ] as const)('refuses %s', async (_, overrides, field, message) => {
    const { userId, cookies } = await newMember();
    const response = await send('/upload-video/', videoFields(clip(700), overrides as Record<string, string>), { cookies });
    expect(response.status).toBe(422);
    expect((await fieldErrors(response))[field]).toBe(message);
    expect(await countVideos(userId)).toBe(0);
  });

  it.each([
    ['a format not allowed', clip(700, 'harbour.txt'), 'This format is not accepted. Allowed formats: 3gp, mp4, mov, asf, flv, mpg, avi, mpeg, wmv, rm, dat, mkv, vob, m2v, m2t, m4v, f4v, mts, webm'],
    ['a video under 10 minutes', clip(599), 'The video is too short: it must be at least 10 minutes long'],
  ])('refuses %s with the spec message', async (_, file, message) => {
    const { userId, cookies } = await newMember();
    const response = await send('/upload-video/', videoFields(file), { cookies });
    expect(response.status).toBe(422);
    expect((await fieldErrors(response)).file).toBe(message);
    expect(await countVideos(userId)).toBe(0);
  });

  it('a body larger than a plain upload may be is refused unread, with the limit and the way around it', async () => {
    const { userId, cookies } = await newMember();
    const body = new FixedLengthStream(120 * 1e6);
    const response = get('/upload-video/', {
      method: 'POST', cookies, body: body.readable, headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(120 * 1e6) },
    });
    void body.writable.abort();
    const refused = await response;
    expect(refused.status).toBe(422);
    expect((await fieldErrors(refused)).file).toBe('Without JavaScript an upload may be at most 100 MB; turn JavaScript on to upload larger files');
    expect(await countVideos(userId)).toBe(0);
  });

  it('an exclusive video needs 6 minutes, not 10', async () => {
    const { cookies } = await newMember();
    const short = await send('/upload-video/', videoFields(clip(359), { exclusive: '1' }), { cookies });
    expect((await fieldErrors(short)).file).toBe('The video is too short: it must be at least 6 minutes long');
    const enough = await send('/upload-video/', videoFields(clip(361), { exclusive: '1' }), { cookies });
    expect(enough.status).toBe(303);
  });

  it('speaks the visitor language', async () => {
    const { cookies } = await newMember();
    const response = await send('/upload-video/', videoFields(clip(30)), { cookies, lang: 'de' });
    const errors = await fieldErrors(response);
    expect(errors.file).toContain('10');
    expect(errors.file).not.toBe('The video is too short: it must be at least 10 minutes long');
  });

  it('a whole upload is stored and queued for processing, then says what happens next', async () => {
    const { userId, cookies } = await newMember();
    const file = clip(700);
    const response = await send('/upload-video/', videoFields(file, { models: '' }), { cookies });
    expect(response.status).toBe(303);
    const location = response.headers.get('Location')!;
    const videoId = Number(/^\/upload-video\/sent\/([0-9]+)\/$/.exec(location)![1]);
    const video = await firstRow<{ status_id: number; status_reason: string; dir: string; thumb: string; source_key: string; content_hash: string }>(
      'SELECT status_id, status_reason, dir, thumb, source_key, content_hash FROM videos WHERE video_id = ?1', videoId,
    );
    expect(video).toMatchObject({ status_id: 2, status_reason: 'queued', dir: 'evening-harbour-walk' });
    expect(await env.MEDIA.get(video.thumb)).not.toBeNull();
    expect((await env.MEDIA.get(video.source_key))!.size).toBe(file.size);
    expect(await firstRow('SELECT state FROM jobs WHERE kind = ?1 AND object_id = ?2', 'video', videoId)).toEqual({ state: 'pending' });
    const categories = await env.DB.prepare('SELECT c.dir FROM video_categories vc JOIN categories c USING (category_id) WHERE vc.video_id = ?1 ORDER BY c.dir')
      .bind(videoId).all();
    expect(categories.results).toEqual([{ dir: 'city-walk' }, { dir: 'harbour' }]);
    const page = await get(location, { cookies });
    const html = await page.text();
    expect(html).toContain('Your video has arrived');
    expect(html).toContain('Waiting for processing');
    expect(await countVideos(userId)).toBe(1);
  });

  it('the same bytes twice: the second is a duplicate', async () => {
    const { cookies } = await newMember();
    const bytes = mp4Of(700, 4321);
    expect((await send('/upload-video/', videoFields(new File([bytes], 'first.mp4')), { cookies })).status).toBe(303);
    const again = await send('/upload-video/', videoFields(new File([bytes], 'second.mp4')), { cookies });
    expect((await fieldErrors(again)).file).toBe('This video has already been uploaded');
  });

  it(`stops at ${UPLOADS_PER_DAY} uploads a day, videos and albums together`, async () => {
    const { userId, cookies } = await newMember();
    for (let i = 0; i < UPLOADS_PER_DAY - 1; i++) await videoDraft(userId);
    expect((await send('/upload-album/', albumFields([photo(1)], { cover: '1' }), { cookies })).status).toBe(303);
    const over = await send('/upload-video/', videoFields(clip(700)), { cookies });
    expect(over.status).toBe(422);
    expect((await fieldErrors(over)).notify).toBe("You have reached today's upload limit. Please try again tomorrow.");
    expect(await countVideos(userId)).toBe(UPLOADS_PER_DAY - 1);
  });
});

describe('albums by the plain form', () => {
  it('three photos: stored in order, the chosen cover, queued for thumbnails', async () => {
    const { userId, cookies } = await newMember();
    const response = await send('/upload-album/', albumFields([photo(1), photo(2), photo(3)]), { cookies });
    expect(response.status).toBe(303);
    const albumId = Number(/^\/upload-album\/sent\/([0-9]+)\/$/.exec(response.headers.get('Location')!)![1]);
    const photos = await env.DB.prepare('SELECT position, width FROM photos WHERE album_id = ?1 ORDER BY position').bind(albumId).all();
    expect(photos.results).toEqual([{ position: 1, width: 41 }, { position: 2, width: 42 }, { position: 3, width: 43 }]);
    expect(await firstRow('SELECT state FROM jobs WHERE kind = ?1 AND object_id = ?2', 'album', albumId)).toEqual({ state: 'pending' });
    expect(await firstRow('SELECT status_id, cover_position FROM albums WHERE album_id = ?1', albumId)).toEqual({ status_id: 2, cover_position: 2 });
    const list = await (await get(`/members/${userId}/albums/1/`, { cookies })).text();
    expect(list).toContain('Not live yet');
    expect(list).toContain('Lanterns by the river');
  });

  it.each([
    ['no photo', [], 'photos', 'Choose at least one photo'],
    ['a file that is no image', [new File([filler(500)], 'notes.png')], 'photos', 'The file must be a JPEG, PNG or WebP image'],
    ['a cover past the last photo', [photo(1)], 'cover', 'Please choose one of the listed options'],
  ] as const)('refuses %s', async (_, photos, field, message) => {
    const { userId, cookies } = await newMember();
    const response = await send('/upload-album/', albumFields([...photos]), { cookies });
    expect(response.status).toBe(422);
    expect((await fieldErrors(response))[field]).toBe(message);
    expect(await countAlbums(userId)).toBe(0);
  });
});

describe('/api/video_edit.php and /api/album_edit.php', () => {
  it('a guest is refused', async () => {
    const response = await send('/api/video_edit.php', videoFields(clip(700)));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: true, code: 'login_required', field: 'notify', message: 'Please log in to complete this action' });
  });

  it('a resumable video starts as a draft waiting for its file', async () => {
    const { cookies } = await newMember();
    const response = await send('/api/video_edit.php', videoFields(undefined, { resumable: '1', filename: 'harbour2024.mp4', size: String(5e9) }), { cookies });
    expect(response.status).toBe(200);
    const body = await response.json<{ ok: boolean; video_id: number }>();
    expect(body.ok).toBe(true);
    expect(await firstRow('SELECT status_id, status_reason FROM videos WHERE video_id = ?1', body.video_id)).toEqual({ status_id: 2, status_reason: 'uploading' });
  });

  it.each([
    ['format', 'harbour.exe', String(1e6), 'This format is not accepted. Allowed formats: 3gp, mp4, mov, asf, flv, mpg, avi, mpeg, wmv, rm, dat, mkv, vob, m2v, m2t, m4v, f4v, mts, webm'],
    ['too_large', 'harbour.mp4', String(11 * 1024 ** 3), 'The file is too large: at most 10 GB'],
  ])('refuses a resumable file with %s: 422, codes and messages by field', async (code, filename, size, message) => {
    const { userId, cookies } = await newMember();
    const response = await send('/api/video_edit.php', videoFields(undefined, { resumable: '1', filename, size }), { cookies });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: true, code, codes: { file: code }, info: {}, messages: { file: message } });
    expect(await countVideos(userId)).toBe(0);
  });

  it('a whole file through the call: the too-short refusal carries its minutes', async () => {
    const { cookies } = await newMember();
    const response = await send('/api/video_edit.php', videoFields(clip(120)), { cookies });
    expect(response.status).toBe(422);
    const body = await response.json<{ code: string; info: Record<string, unknown>; messages: Record<string, string> }>();
    expect(body.code).toBe('too_short');
    expect(body.info.file).toEqual({ minutes: 10 });
    expect(body.messages.file).toBe('The video is too short: it must be at least 10 minutes long');
  });

  it('over the daily quota: 429', async () => {
    const { userId, cookies } = await newMember();
    for (let i = 0; i < UPLOADS_PER_DAY; i++) await videoDraft(userId);
    const response = await send('/api/album_edit.php', albumFields([], { resumable: '1', photos_count: '3' }), { cookies });
    expect(response.status).toBe(429);
    expect((await response.json<{ code: string }>()).code).toBe('quota');
  });

  it('a resumable album announces its photos; none announced is refused', async () => {
    const { cookies } = await newMember();
    const started = await send('/api/album_edit.php', albumFields([], { resumable: '1', photos_count: '3' }), { cookies });
    const { album_id: albumId } = await started.json<{ album_id: number }>();
    expect(await firstRow('SELECT status_id, photos_expected FROM albums WHERE album_id = ?1', albumId)).toEqual({ status_id: 2, photos_expected: 3 });
    const none = await send('/api/album_edit.php', albumFields([], { resumable: '1', photos_count: '0', cover: '1' }), { cookies });
    expect(none.status).toBe(422);
    expect((await none.json<{ codes: unknown }>()).codes).toEqual({ photos: 'photos_required' });
  });

  it('a url-encoded call is a member act on an uploaded video, not an upload: refused to members without status 6', async () => {
    const { cookies } = await newMember();
    const response = await get('/api/video_edit.php', {
      method: 'POST', cookies, body: 'act=2&video_id=1&section=videos',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: true, code: 'not_allowed' });
    expect((await firstRow<{ status_id: number }>('SELECT status_id FROM videos WHERE video_id = 1')).status_id).not.toBe(5);
  });
});

describe('where an upload stands, for its owner only', () => {
  async function ownVideo(state: { status_id: number; status_reason: string | null }) {
    const owner = await newMember();
    const videoId = await videoDraft(owner.userId);
    await env.DB.prepare('UPDATE videos SET status_id = ?2, status_reason = ?3 WHERE video_id = ?1').bind(videoId, state.status_id, state.status_reason).run();
    return { ...owner, videoId };
  }

  it.each([
    [{ status_id: 2, status_reason: 'uploading' }, 'Uploading'],
    [{ status_id: 2, status_reason: 'queued' }, 'Waiting for processing'],
    [{ status_id: 3, status_reason: 'corrupted' }, 'Failed: The video file is corrupted'],
    [{ status_id: 3, status_reason: 'duplicate' }, 'Failed: This video has already been uploaded'],
    [{ status_id: 3, status_reason: 'too_short' }, 'Failed: The video is too short'],
    [{ status_id: 3, status_reason: 'abandoned' }, 'Failed: Upload error (code: abandoned)'],
    [{ status_id: 3, status_reason: 'error' }, 'Failed: Upload error (code: error)'],
    [{ status_id: 4, status_reason: 'Shows a minor' }, 'Rejected: Shows a minor'],
    [{ status_id: 0, status_reason: null }, 'Awaiting moderation'],
  ])('%o reads “%s” on the upload page, the video page and the uploaded list', async (state, text) => {
    const { userId, cookies, videoId } = await ownVideo(state);
    for (const path of [`/upload-video/sent/${videoId}/`, `/videos/${videoId}/a-calm-test-upload/`, `/members/${userId}/uploaded_videos/1/`]) {
      const response = await get(path, { cookies });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(text);
    }
  });

  it('shows the percent of the job processing it', async () => {
    const { cookies, videoId } = await ownVideo({ status_id: 2, status_reason: 'queued' });
    await env.DB.prepare(`INSERT INTO jobs (kind, object_id, state, available_at, media_prefix, created_at, updated_at, progress)
                          VALUES ('video', ?1, 'processing', 0, ?2, 0, 0, 40)`).bind(videoId, `${videoId}-x`).run();
    expect(await (await get(`/upload-video/sent/${videoId}/`, { cookies })).text()).toContain('Processing: 40%');
  });

  it('follows processing on its own while it moves: htmx polls the panel, a refresh without JavaScript; neither once it stops', async () => {
    const moving = await ownVideo({ status_id: 2, status_reason: 'queued' });
    const page = await (await get(`/upload-video/sent/${moving.videoId}/`, { cookies: moving.cookies })).text();
    expect(page).toMatch(/<section class="panel upload-sent" id="upload-sent" hx-get="\/upload-video\/sent\/\d+\/" hx-trigger="every 3s" hx-select="#upload-sent" hx-swap="outerHTML">/);
    expect(page).toContain('<noscript><meta http-equiv="refresh" content="3"/></noscript>');
    // What htmx gets back: the page's content, with the panel it selects.
    const fragment = await (await get(`/upload-video/sent/${moving.videoId}/`, { cookies: moving.cookies, headers: { 'HX-Request': 'true', 'HX-Target': 'section#upload-sent' } })).text();
    expect(fragment).toContain('id="upload-sent"');
    expect(fragment).not.toContain('<head>');
    const still = await ownVideo({ status_id: 0, status_reason: null });
    const done = await (await get(`/upload-video/sent/${still.videoId}/`, { cookies: still.cookies })).text();
    expect(done).toContain('Awaiting moderation');
    expect(done).not.toContain('hx-trigger');
    expect(done).not.toContain('http-equiv="refresh"');
  });

  it('its owner plays it once processed, on the status page and on the video page, from a play grant', async () => {
    const { cookies, videoId } = await ownVideo({ status_id: 0, status_reason: null });
    await env.DB.prepare("UPDATE videos SET file_key = 'videos/own-play/480.mp4', width = 854, height = 480 WHERE video_id = ?1").bind(videoId).run();
    for (const path of [`/upload-video/sent/${videoId}/`, `/videos/${videoId}/a-calm-test-upload/`]) {
      const html = await (await get(path, { cookies })).text();
      expect(html, path).toMatch(/<video class="upload-sent__player" controls="" preload="metadata" src="\/media\/play\/\d+\.[A-Za-z0-9_-]+\/videos\/own-play\/480\.mp4" width="854" height="480">/);
    }
    // Before processing there is nothing to play.
    const draft = await ownVideo({ status_id: 2, status_reason: 'queued' });
    expect(await (await get(`/upload-video/sent/${draft.videoId}/`, { cookies: draft.cookies })).text()).not.toContain('upload-sent__player');
  });

  it('nobody else sees it: not the upload page, not the video page, not the list', async () => {
    const { userId, videoId } = await ownVideo({ status_id: 0, status_reason: null });
    const other = await newMember();
    expect((await get(`/upload-video/sent/${videoId}/`, { cookies: other.cookies })).status).toBe(404);
    expect((await get(`/videos/${videoId}/a-calm-test-upload/`, { cookies: other.cookies })).status).toBe(404);
    expect((await get(`/videos/${videoId}/a-calm-test-upload/`)).status).toBe(404);
    const list = await (await get(`/members/${userId}/uploaded_videos/1/`, { cookies: other.cookies })).text();
    expect(list).not.toContain('Not live yet');
    expect(list).not.toContain('A calm test upload');
  });

  it('a video waiting for its preview offers the frames; choosing one sends it to moderation', async () => {
    const { userId, cookies, videoId } = await ownVideo({ status_id: 2, status_reason: 'preview_required' });
    await env.DB.prepare('UPDATE videos SET poster_candidates = 4 WHERE video_id = ?1').bind(videoId).run();
    await env.DB.prepare(`INSERT INTO jobs (kind, object_id, state, available_at, media_prefix, created_at, updated_at)
                          VALUES ('video', ?1, 'done', 0, ?2, 0, 0)`).bind(videoId, `${videoId}-frames`).run();
    const html = await (await get(`/upload-video/sent/${videoId}/`, { cookies })).text();
    expect(html).toContain('Choose a preview');
    for (let n = 1; n <= 4; n++) expect(html).toContain(`/media/thumbs/${videoId}-frames/poster-${n}.jpg`);
    const choose = (poster: string, as = cookies) => get('/upload-video/preview/', {
      method: 'POST', cookies: as, body: new URLSearchParams({ video_id: String(videoId), poster }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect((await choose('9')).status).toBe(303);
    expect((await choose('3', (await newMember()).cookies)).status).toBe(404);
    expect(await firstRow('SELECT status_id FROM videos WHERE video_id = ?1', videoId)).toEqual({ status_id: 2 });
    const chosen = await choose('3');
    expect(chosen.headers.get('Location')).toBe(`/upload-video/sent/${videoId}/`);
    expect(await firstRow('SELECT status_id, status_reason, thumb FROM videos WHERE video_id = ?1', videoId))
      .toEqual({ status_id: 0, status_reason: null, thumb: `thumbs/${videoId}-frames/poster-3.jpg` });
    expect(await (await get(`/members/${userId}/uploaded_videos/1/`, { cookies })).text()).toContain('Awaiting moderation');
  });
});
