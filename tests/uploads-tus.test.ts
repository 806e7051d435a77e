// The resumable-upload protocol (tus 1.0.0) at /api/upload/: creation and its refusals, PATCH at the right offset in
// chunks of any size (whole parts to R2 multipart, the rest in a tail), HEAD to resume after a request breaks off,
// oversize bodies, one PATCH at a time, expiry and termination; and what a finished video or photo sets going.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PART_SIZE, UPLOAD_BYTES_PER_DAY, VIDEO_MAX_BYTES } from '../worker/config/uploads';
import { readUpload } from '../worker/db/uploads';
import { expireUploads } from '../worker/uploads/expiry';
import { firstRow, get, memberFactory } from './helpers';
import { pngBytes } from './image-bytes';
import { MIB, TUS, albumDraft, createUpload, filler, mp4Of, offsetOf, patch, videoDraft } from './upload-fixtures';

const newMember = memberFactory(970_000);

async function sha(bytes: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  return [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A member with a video draft, and an upload of `length` bytes created for it. */
async function videoUpload(length: number, filename = 'holiday2024.mp4') {
  const { userId, cookies } = await newMember();
  const videoId = await videoDraft(userId);
  const { response, path } = await createUpload(length, { video: String(videoId), filename }, { cookies });
  return { userId, cookies, videoId, response, path: path!, options: { cookies } };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('creation', () => {
  it('OPTIONS names the version, extensions and the 10 GB maximum', async () => {
    const response = await get('/api/upload/', { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('Tus-Version')).toBe('1.0.0');
    expect(response.headers.get('Tus-Extension')).toBe('creation,expiration,termination');
    expect(response.headers.get('Tus-Max-Size')).toBe(String(VIDEO_MAX_BYTES));
  });

  it("a member's draft gets an upload: 201, its URL and expiry", async () => {
    const { response, path } = await videoUpload(1000);
    expect(response.status).toBe(201);
    expect(path).toMatch(/^\/api\/upload\/[A-Za-z0-9_-]{24}$/);
    expect(response.headers.get('Tus-Resumable')).toBe('1.0.0');
    expect(Date.parse(response.headers.get('Upload-Expires')!)).toBeGreaterThan(Date.now());
    expect(await offsetOf(path, { cookies: (await videoUpload(1)).cookies })).toBeNull();
  });

  it.each([
    ['a guest', async () => ({ cookies: undefined, video: '1' }), {}, 403, 'login_required'],
    ['another version', async () => ({ cookies: (await newMember()).cookies, video: '1' }), { 'Tus-Resumable': '0.2.2' }, 412, 'tus_version'],
  ] as const)('refuses %s', async (_, who, headers, status, code) => {
    const { cookies, video } = await who();
    const { response } = await createUpload(100, { video, filename: 'a.mp4' }, { cookies, headers });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: true, code });
  });

  it.each([
    ['', 100, 400, 'required'],
    ['holiday', 100, 400, 'format'],
    ['holiday.exe', 100, 400, 'format'],
    ['holiday.gif', 100, 400, 'format'],
    ['holiday.mkv', VIDEO_MAX_BYTES + 1, 413, 'too_large'],
  ])('refuses the file %s of %d bytes with %d %s', async (filename, length, status, code) => {
    const { response } = await videoUpload(length, filename);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: true, code });
  });

  it.each(['VID_20261127_083700.mp4', 'IMG_1234.MOV', 'my holiday (2).mkv', '東京の夜.mp4'])('takes %s: a phone camera\'s or any other name', async (filename) => {
    const { response } = await videoUpload(100, filename);
    expect(response.status).toBe(201);
  });

  it("refuses another member's draft and a missing Upload-Length", async () => {
    const owner = await newMember();
    const videoId = await videoDraft(owner.userId);
    const { cookies } = await newMember();
    expect((await createUpload(100, { video: String(videoId), filename: 'a.mp4' }, { cookies })).response.status).toBe(404);
    const response = await get('/api/upload/', { method: 'POST', cookies: owner.cookies, headers: TUS });
    expect(response.status).toBe(400);
  });

  it('stops at the daily quota of bytes', async () => {
    const { userId, cookies } = await newMember();
    const ids = [await videoDraft(userId), await videoDraft(userId), await videoDraft(userId)];
    const statuses = [];
    for (const id of ids) statuses.push((await createUpload(VIDEO_MAX_BYTES, { video: String(id), filename: 'big.mp4' }, { cookies })).response.status);
    expect(UPLOAD_BYTES_PER_DAY).toBe(2 * VIDEO_MAX_BYTES);
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('PATCH', () => {
  it('takes chunks of any size at the right offset and assembles the exact file', async () => {
    const total = 2 * PART_SIZE + 3 * MIB;
    const bytes = filler(total);
    const { path, options } = await videoUpload(total);
    const cuts = [0, 3 * MIB, 9 * MIB, 17 * MIB, total];
    for (let i = 1; i < cuts.length; i++) {
      const response = await patch(path, cuts[i - 1]!, bytes.slice(cuts[i - 1], cuts[i]), options);
      expect(response.status, `chunk ${i}`).toBe(204);
      expect(Number(response.headers.get('Upload-Offset'))).toBe(cuts[i]);
      expect(await offsetOf(path, options)).toBe(cuts[i]);
    }
    const upload = (await readUpload(env.DB, path.split('/').pop()!))!;
    expect(upload.completed_at).not.toBeNull();
    const stored = await env.MEDIA.get(upload.r2_key);
    expect(await sha(await stored!.arrayBuffer())).toBe(await sha(bytes));
    expect(await env.MEDIA.head(`${upload.r2_key}.tail`)).toBeNull();
  });

  it('refuses another offset (409), another content type (415) and a body past the length (413)', async () => {
    const { path, options } = await videoUpload(1000);
    expect((await patch(path, 10, filler(10), options)).status).toBe(409);
    const wrongType = await get(path, { ...options, method: 'PATCH', body: filler(10), headers: { ...TUS, 'Upload-Offset': '0', 'Content-Type': 'text/plain' } });
    expect(wrongType.status).toBe(415);
    expect((await patch(path, 0, filler(1001), options)).status).toBe(413);
    expect(await offsetOf(path, options)).toBe(0);
  });

  it('keeps what arrived before a request broke off, and resumes from there', async () => {
    const total = PART_SIZE + 4 * MIB;
    const bytes = filler(total, 3);
    const { path, options } = await videoUpload(total);
    // The connection drops after 9 MiB: one whole part and 1 MiB of tail are kept.
    let sent = 0;
    const breaking = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 9 * MIB) return controller.error(new Error('connection reset'));
        controller.enqueue(bytes.slice(sent, sent + MIB));
        sent += MIB;
      },
    });
    const broken = await patch(path, 0, breaking, options).catch(() => null);
    expect(broken === null || broken.status >= 400).toBe(true);
    const offset = await offsetOf(path, options);
    expect(offset).toBe(9 * MIB);
    expect((await patch(path, offset!, bytes.slice(offset!), options)).status).toBe(204);
    const upload = (await readUpload(env.DB, path.split('/').pop()!))!;
    expect(await sha(await (await env.MEDIA.get(upload.r2_key))!.arrayBuffer())).toBe(await sha(bytes));
  });

  it('lets one PATCH hold an upload at a time', async () => {
    const { path, options } = await videoUpload(PART_SIZE + 10);
    const id = path.split('/').pop()!;
    await env.DB.prepare('UPDATE uploads SET locked_until = ?2 WHERE upload_id = ?1').bind(id, Math.floor(Date.now() / 1000) + 60).run();
    const response = await patch(path, 0, filler(10), options);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: true, code: 'offset' });
  });

  it("another member cannot see or write the upload", async () => {
    const { path } = await videoUpload(100);
    const { cookies } = await newMember();
    expect(await offsetOf(path, { cookies })).toBeNull();
    expect((await patch(path, 0, filler(10), { cookies })).status).toBe(404);
  });
});

describe('expiry and termination', () => {
  it('an unfinished upload expires: HEAD and PATCH answer 404, the cron aborts its parts and fails the video', async () => {
    const { path, options, videoId } = await videoUpload(PART_SIZE + 100);
    expect((await patch(path, 0, filler(PART_SIZE + 50), options)).status).toBe(204);
    const id = path.split('/').pop()!;
    const upload = (await readUpload(env.DB, id))!;
    expect(upload.multipart_id).not.toBeNull();
    await env.DB.prepare('UPDATE uploads SET expires_at = 1 WHERE upload_id = ?1').bind(id).run();
    expect(await offsetOf(path, options)).toBeNull();
    expect((await patch(path, PART_SIZE + 50, filler(50), options)).status).toBe(404);
    expect(await expireUploads(env.DB, env.MEDIA, Math.floor(Date.now() / 1000))).toBeGreaterThanOrEqual(1);
    expect(await readUpload(env.DB, id)).toBeNull();
    expect(await env.MEDIA.head(`${upload.r2_key}.tail`)).toBeNull();
    const video = await firstRow<{ status_id: number; status_reason: string }>('SELECT status_id, status_reason FROM videos WHERE video_id = ?1', videoId);
    expect(video).toEqual({ status_id: 3, status_reason: 'upload_expired' });
  });

  it('DELETE ends an upload', async () => {
    const { path, options } = await videoUpload(100);
    expect((await get(path, { ...options, method: 'DELETE', headers: TUS })).status).toBe(204);
    expect(await offsetOf(path, options)).toBeNull();
  });
});

describe('what a finished upload sets going', () => {
  it('a video shorter than the minimum fails at once with too_short and its minutes', async () => {
    const bytes = mp4Of(30);
    const { path, options, videoId } = await videoUpload(bytes.length);
    const response = await patch(path, 0, bytes, options);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: true, code: 'too_short', info: { minutes: 10 } });
    const video = await firstRow<{ status_id: number; status_reason: string }>('SELECT status_id, status_reason FROM videos WHERE video_id = ?1', videoId);
    expect(video).toEqual({ status_id: 3, status_reason: 'too_short' });
  });

  it('an exclusive video needs 6 minutes, not 10', async () => {
    const { userId, cookies } = await newMember();
    const videoId = await videoDraft(userId, { exclusive: true });
    const bytes = mp4Of(7 * 60);
    const { path } = await createUpload(bytes.length, { video: String(videoId), filename: 'exclusive7.mp4' }, { cookies });
    expect((await patch(path!, 0, bytes, { cookies })).status).toBe(204);
    const job = await firstRow<{ kind: string; state: string }>('SELECT kind, state FROM jobs WHERE object_id = ?1 AND kind = ?2', videoId, 'video');
    expect(job).toEqual({ kind: 'video', state: 'pending' });
  });

  it('a long enough video is queued for a runner', async () => {
    const bytes = mp4Of(11 * 60);
    const { path, options, videoId } = await videoUpload(bytes.length);
    expect((await patch(path, 0, bytes, options)).status).toBe(204);
    const video = await firstRow<{ status_id: number; status_reason: string; source_key: string }>(
      'SELECT status_id, status_reason, source_key FROM videos WHERE video_id = ?1', videoId,
    );
    expect(video.status_id).toBe(2);
    expect(video.status_reason).toBe('queued');
    expect(await env.MEDIA.head(video.source_key)).not.toBeNull();
  });

  it('photos are checked by their bytes; the last one queues the album', async () => {
    const { userId, cookies } = await newMember();
    const albumId = await albumDraft(userId, 2);
    const gif = await createUpload(10, { album: String(albumId), position: '1', filename: 'a.gif' }, { cookies });
    expect(await gif.response.json()).toEqual({ error: true, code: 'file_invalid_type' });
    const png = pngBytes(1600, 1200);
    const first = await createUpload(png.length, { album: String(albumId), position: '1', filename: 'first.png' }, { cookies });
    expect((await patch(first.path!, 0, png, { cookies })).status).toBe(204);
    const fake = filler(2000);
    const second = await createUpload(fake.length, { album: String(albumId), position: '2', filename: 'second.png' }, { cookies });
    const refused = await patch(second.path!, 0, fake, { cookies });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'file_invalid_type' });
    const album = await firstRow<{ photos_amount: number; photos_expected: number; status_reason: string }>(
      'SELECT photos_amount, photos_expected, status_reason FROM albums WHERE album_id = ?1', albumId,
    );
    expect(album).toEqual({ photos_amount: 1, photos_expected: 0, status_reason: 'queued' });
    const photo = await firstRow<{ width: number; height: number; image: string }>('SELECT width, height, image FROM photos WHERE album_id = ?1', albumId);
    expect(photo).toMatchObject({ width: 1600, height: 1200 });
    expect((await env.MEDIA.head(photo.image))?.httpMetadata?.contentType).toBe('image/png');
  });
});
