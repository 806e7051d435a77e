// The runner API of docs/runners.md: registration, claiming (one runner a job, leases, abandoned jobs retried after a
// doubling pause and failed after three attempts), progress, the signed source link, results uploaded by tus and
// reported (moderation, a preview to choose, duplicates, too short, missing files), failures, and album jobs.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { JOB_LEASE_SECONDS, JOB_RETRY_SECONDS, VIDEO_PROCESSING } from '../worker/config/uploads';
import { videoCacheKey } from '../worker/loaders/video';
import { emptyMediaTrash } from '../worker/media/trash';
import { firstRow, flashOf, get, memberFactory, post } from './helpers';
import { pngBytes } from './image-bytes';
import { albumDraft, createUpload, filler, mp4Of, patch, videoDraft } from './upload-fixtures';

const newMember = memberFactory(980_000);
const REGISTRATION = 'test-runner-registration-token';
const now = () => Math.floor(Date.now() / 1000);

async function call(path: string, body: unknown, token?: string) {
  return get(path, {
    method: 'POST', body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
  });
}

async function register(name = 'test-runner'): Promise<string> {
  const response = await call('/api/runners/register', { registrationToken: REGISTRATION, name });
  expect(response.status).toBe(200);
  return ((await response.json()) as { runnerToken: string }).runnerToken;
}

interface ClaimedJob {
  jobId: number;
  kind: string;
  attempt: number;
  source?: { url: string; size: number; filename: string };
  thumb?: { url: string; size: number; filename: string };
  photos?: { photoId: number; url: string }[];
  params: Record<string, unknown>;
}

async function claim(token: string): Promise<ClaimedJob | null> {
  const response = await call('/api/runners/jobs/claim', {}, token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { job: ClaimedJob | null }).job;
}

/** Only this test's jobs are claimable: earlier ones are set aside. */
async function onlyJobsFor(objectIds: number[]) {
  await env.DB.prepare(`UPDATE jobs SET available_at = 9999999999 WHERE state IN ('pending', 'processing') AND object_id NOT IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(objectIds)).run();
}

/** A member's video whose source (an MP4 header saying 11 minutes) has arrived: queued for a runner. */
async function queuedVideo(options: { thumb?: string } = {}) {
  const { userId, cookies } = await newMember();
  const videoId = await videoDraft(userId, options);
  const bytes = mp4Of(11 * 60);
  const { path } = await createUpload(bytes.length, { video: String(videoId), filename: 'source.mp4' }, { cookies });
  expect((await patch(path!, 0, bytes, { cookies })).status).toBe(204);
  await onlyJobsFor([videoId]);
  return { videoId, bytes };
}

async function uploadResult(token: string, jobId: number, name: string, bytes: Uint8Array<ArrayBuffer>) {
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const { response, path } = await createUpload(bytes.length, { job: String(jobId), name }, auth);
  expect(response.status, name).toBe(201);
  expect((await patch(path!, 0, bytes, auth)).status, name).toBe(204);
}

const RESULT = {
  duration: 661.5, width: 1280, height: 720, contentHash: 'a'.repeat(64),
  renditions: [{ height: 360, width: 640, size: 3000 }, { height: 720, width: 1280, size: 6000 }], hls: true, posters: 2,
  thumbs: true, preview: true, sprite: true,
};
const LADDER_FILES = ['360.mp4', '720.mp4', '360.m3u8', '720.m3u8', 'master.m3u8', 'sprite.jpg', 'sprite.vtt', 'preview.mp4'];
const cardSizes = (stem: string) => [320, 480, 640].map((width) => `${stem}-${width}.webp`);
const POSTER_FILES = [1, 2].flatMap((n) => [`poster-${n}.jpg`, ...cardSizes(`poster-${n}`)]);

async function uploadVideoResults(token: string, jobId: number, names = [...LADDER_FILES, ...POSTER_FILES, ...cardSizes('thumb')]) {
  for (const name of names) await uploadResult(token, jobId, name, filler(100));
}

const videoRow = (videoId: number) =>
  firstRow<{ status_id: number; status_reason: string | null; duration: number; file_key: string; stream_key: string | null; timeline_key: string; source_key: string | null; height: number }>(
    'SELECT status_id, status_reason, duration, file_key, stream_key, timeline_key, source_key, height FROM videos WHERE video_id = ?1', videoId,
  );

describe('registration', () => {
  it('a wrong registration token is refused; the right one gets a runner token, kept only as a hash', async () => {
    expect((await call('/api/runners/register', { registrationToken: 'nope', name: 'x' })).status).toBe(403);
    expect((await call('/api/runners/register', { name: 'x' })).status).toBe(400);
    const token = await register('encoder-1');
    const row = await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM runners WHERE token_hash = ?1', token);
    expect(row.n).toBe(0);
  });

  it('calls without a runner token are 401', async () => {
    const response = await call('/api/runners/jobs/claim', {}, 'x'.repeat(40));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: true, code: 'unauthorized' });
  });
});

describe('video jobs', () => {
  it('a runner claims the job, downloads its source by a signed link, reports progress, uploads and reports its result', async () => {
    const { videoId, bytes } = await queuedVideo();
    // The member's uploaded preview image (upload-fixtures' draft names it): the job makes its card sizes.
    const preview = pngBytes(400, 300);
    await env.MEDIA.put('thumbs/preview.jpg', preview);
    const token = await register();
    const job = (await claim(token))!;
    expect(job).toMatchObject({ kind: 'video', attempt: 1, source: { size: bytes.length, filename: 'source.mp4' } });
    expect(job.params).toMatchObject({ ladder: VIDEO_PROCESSING.ladder, keyframeSeconds: 2, segmentSeconds: 4, posters: 4, stills: VIDEO_PROCESSING.stills, preview: VIDEO_PROCESSING.preview });
    expect(job.thumb).toMatchObject({ size: preview.length, filename: 'preview.jpg' });
    const thumb = new URL(job.thumb!.url);
    expect(new Uint8Array(await (await get(thumb.pathname + thumb.search)).arrayBuffer())).toEqual(preview);
    expect(await claim(await register('second'))).toBeNull();
    const source = new URL(job.source!.url);
    const download = await get(source.pathname + source.search);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    expect((await get(source.pathname + source.search.replace(/s=./, 's=A'))).status).toBe(403);
    const progress = await call(`/api/runners/jobs/${job.jobId}/progress`, { percent: 42 }, token);
    expect(await progress.json()).toEqual({ ok: true, leaseSeconds: JOB_LEASE_SECONDS });
    // A result whose files did not all arrive is refused, naming them.
    const early = await call(`/api/runners/jobs/${job.jobId}/result`, RESULT, token);
    expect(early.status).toBe(422);
    expect(((await early.json()) as { info: { names: string[] } }).info.names).toEqual(expect.arrayContaining(['720.mp4', '720.m3u8', 'master.m3u8']));
    await uploadVideoResults(token, job.jobId);
    expect((await call(`/api/runners/jobs/${job.jobId}/result`, RESULT, token)).status).toBe(200);
    const video = await videoRow(videoId);
    expect(video).toMatchObject({ status_id: 0, status_reason: null, duration: 662, height: 720, source_key: null });
    expect(video.file_key).toMatch(/^videos\/\d+-[A-Za-z0-9_-]+\/720\.mp4$/);
    expect(video.stream_key).toBe(video.file_key.replace('720.mp4', 'master.m3u8'));
    expect((await env.MEDIA.head(video.stream_key!))?.httpMetadata?.contentType).toBe('application/vnd.apple.mpegurl');
    expect(video.timeline_key).toMatch(/^timeline\/.+\/sprite$/);
    const prefix = video.file_key.split('/')[1];
    expect(await firstRow('SELECT thumb, thumb_set, preview_key FROM videos WHERE video_id = ?1', videoId)).toEqual({
      thumb: 'thumbs/preview.jpg', thumb_set: `thumbs/${prefix}/thumb`, preview_key: `previews/${prefix}/preview.mp4`,
    });
    expect((await env.MEDIA.head(`thumbs/${prefix}/thumb-480.webp`))?.httpMetadata?.contentType).toBe('image/webp');
    const renditions = await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM video_renditions WHERE video_id = ?1', videoId);
    expect(renditions.n).toBe(2);
    expect(await firstRow<{ state: string }>('SELECT state FROM jobs WHERE job_id = ?1', job.jobId)).toEqual({ state: 'done' });
  });

  it('without an uploaded preview the owner chooses one: preview_required', async () => {
    const { videoId } = await queuedVideo({ thumb: '' });
    const token = await register();
    const job = (await claim(token))!;
    await uploadVideoResults(token, job.jobId);
    await call(`/api/runners/jobs/${job.jobId}/result`, { ...RESULT, contentHash: 'b'.repeat(64) }, token);
    expect(await videoRow(videoId)).toMatchObject({ status_id: 2, status_reason: 'preview_required' });
  });

  it('a source another video came from is a duplicate; one too short fails too_short', async () => {
    for (const [result, reason] of [[RESULT, 'duplicate'], [{ ...RESULT, contentHash: 'c'.repeat(64), duration: 120 }, 'too_short']] as const) {
      const { videoId } = await queuedVideo();
      const token = await register();
      const job = (await claim(token))!;
      await uploadVideoResults(token, job.jobId);
      expect((await call(`/api/runners/jobs/${job.jobId}/result`, result, token)).status).toBe(200);
      expect(await videoRow(videoId)).toMatchObject({ status_id: 3, status_reason: reason });
    }
  });

  it('a runner may only upload the names its job makes, for a job it holds', async () => {
    await queuedVideo();
    const token = await register();
    const job = (await claim(token))!;
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    expect((await createUpload(10, { job: String(job.jobId), name: '../../x.mp4' }, auth)).response.status).toBe(400);
    const other = { headers: { Authorization: `Bearer ${await register('other')}` } };
    expect((await createUpload(10, { job: String(job.jobId), name: '360.mp4' }, other)).response.status).toBe(404);
  });

  it('a corrupted source fails the video; a retryable error waits and is offered again', async () => {
    const { videoId } = await queuedVideo();
    const token = await register();
    const job = (await claim(token))!;
    await call(`/api/runners/jobs/${job.jobId}/failure`, { reason: 'error', message: 'disk full', retryable: true }, token);
    expect(await claim(token)).toBeNull();
    await env.DB.prepare('UPDATE jobs SET available_at = ?2 WHERE job_id = ?1').bind(job.jobId, now()).run();
    const again = (await claim(token))!;
    expect(again).toMatchObject({ jobId: job.jobId, attempt: 2 });
    await call(`/api/runners/jobs/${job.jobId}/failure`, { reason: 'corrupted', message: 'moov atom not found' }, token);
    expect(await videoRow(videoId)).toMatchObject({ status_id: 3, status_reason: 'corrupted' });
    expect((await call(`/api/runners/jobs/${job.jobId}/progress`, { percent: 1 }, token)).status).toBe(409);
  });

  it('an abandoned job goes to another runner after a doubling pause, and fails after three attempts', async () => {
    const { videoId } = await queuedVideo();
    const tokens = [await register('a'), await register('b'), await register('c')];
    const first = (await claim(tokens[0]!))!;
    const lapse = async (pause: number) => {
      // The lease ran out `pause` seconds ago.
      await env.DB.prepare('UPDATE jobs SET available_at = ?2 WHERE job_id = ?1').bind(first.jobId, now() - pause).run();
    };
    await lapse(JOB_RETRY_SECONDS - 5);
    expect(await claim(tokens[1]!)).toBeNull();
    await lapse(JOB_RETRY_SECONDS);
    expect(await claim(tokens[1]!)).toMatchObject({ jobId: first.jobId, attempt: 2 });
    expect((await call(`/api/runners/jobs/${first.jobId}/progress`, { percent: 5 }, tokens[0])).status).toBe(409);
    await lapse(2 * JOB_RETRY_SECONDS - 5);
    expect(await claim(tokens[2]!)).toBeNull();
    await lapse(2 * JOB_RETRY_SECONDS);
    expect(await claim(tokens[2]!)).toMatchObject({ attempt: 3 });
    await lapse(0);
    expect(await claim(tokens[0]!)).toBeNull();
    expect(await videoRow(videoId)).toMatchObject({ status_id: 3, status_reason: 'abandoned' });
    expect(await firstRow('SELECT state, error FROM jobs WHERE job_id = ?1', first.jobId)).toEqual({ state: 'failed', error: 'abandoned' });
  });
});

describe('the ladder of a video processed before it', () => {
  const OLD_RESULT = { ...RESULT, contentHash: 'd'.repeat(64), hls: false, thumbs: false, preview: false };

  /** A video processed the way it was before the ladder (two MP4s, no playlists) and published. */
  async function videoWithoutLadder() {
    const { videoId } = await queuedVideo();
    const token = await register();
    const job = (await claim(token))!;
    await uploadVideoResults(token, job.jobId, ['360.mp4', '720.mp4', ...POSTER_FILES, 'sprite.jpg', 'sprite.vtt']);
    expect((await call(`/api/runners/jobs/${job.jobId}/result`, OLD_RESULT, token)).status).toBe(200);
    await env.DB.prepare('UPDATE videos SET status_id = 1, thumb = ?2 WHERE video_id = ?1').bind(videoId, 'thumbs/chosen.jpg').run();
    await env.MEDIA.put('thumbs/chosen.jpg', pngBytes(64, 36));
    return { videoId, token, before: await videoRow(videoId) };
  }

  it('staff queue it from the console; a runner makes the ladder from its largest rendition; the live video gets it, the old files go once their links expired', async () => {
    const { videoId, token, before } = await videoWithoutLadder();
    expect(before).toMatchObject({ status_id: 1, stream_key: null });
    const staff = await newMember();
    await env.DB.prepare("UPDATE users SET role = 'moderator' WHERE user_id = ?1").bind(staff.userId).run();
    const page = await (await get('/admin/processing/', { cookies: staff.cookies })).text();
    expect(page).toMatch(/Make the ladders? of \d+ videos?/);
    await onlyJobsFor([]);
    expect(flashOf(await post('/admin/processing/ladders/', {}, { cookies: staff.cookies }))).toBe('staff_done');
    // Queued once: a second press finds nothing left to queue for it.
    expect(await firstRow<{ n: number }>("SELECT COUNT(*) AS n FROM jobs WHERE object_id = ?1 AND reprocess = 1 AND state = 'pending'", videoId)).toEqual({ n: 1 });
    await post('/admin/processing/ladders/', {}, { cookies: staff.cookies });
    expect(await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM jobs WHERE object_id = ?1 AND reprocess = 1', videoId)).toEqual({ n: 1 });
    await onlyJobsFor([videoId]);

    const job = (await claim(token))!;
    // Its source was dropped after processing: the largest rendition is the source; no preview frames are asked.
    expect(job.source).toMatchObject({ filename: '720.mp4', size: 6000 });
    expect(job.params).toMatchObject({ posters: 0, ladder: VIDEO_PROCESSING.ladder });
    // The chosen image gets its card sizes (it had none), and the video its preview.
    expect(job.thumb).toMatchObject({ filename: 'chosen.jpg' });
    const source = new URL(job.source!.url);
    expect((await get(source.pathname + source.search)).status).toBe(200);
    await env.CACHE.put(videoCacheKey(videoId), '{}');
    await uploadVideoResults(token, job.jobId, [...LADDER_FILES, ...cardSizes('thumb')]);
    expect((await call(`/api/runners/jobs/${job.jobId}/result`, { ...RESULT, contentHash: 'e'.repeat(64), posters: 0 }, token)).status).toBe(200);

    const after = await videoRow(videoId);
    expect(after).toMatchObject({ status_id: 1, status_reason: null, height: 720 });
    expect(after.stream_key).toMatch(/^videos\/\d+-[0-9a-f]{18}\/master\.m3u8$/);
    expect(after.file_key).toBe(after.stream_key!.replace('master.m3u8', '720.mp4'));
    const prefix = after.file_key.split('/')[1];
    expect(await firstRow('SELECT thumb, thumb_set, preview_key FROM videos WHERE video_id = ?1', videoId)).toEqual({
      thumb: 'thumbs/chosen.jpg', thumb_set: `thumbs/${prefix}/thumb`, preview_key: `previews/${prefix}/preview.mp4`,
    });
    expect(await env.CACHE.get(videoCacheKey(videoId))).toBeNull();
    // The old files stay for the players that hold links to them, then the cron deletes them.
    const trashed = (await env.DB.prepare('SELECT r2_key, delete_after FROM media_trash ORDER BY r2_key').all<{ r2_key: string; delete_after: number }>()).results
      .filter((row) => row.r2_key.includes(before.file_key.split('/')[1]!));
    expect(trashed.map((row) => row.r2_key.split('/').pop()).sort()).toEqual(['360.mp4', '720.mp4', 'sprite.jpg', 'sprite.vtt']);
    expect(trashed[0]!.delete_after).toBeGreaterThan(now() + 6 * 3600);
    expect(await env.MEDIA.head(before.file_key)).not.toBeNull();
    await emptyMediaTrash(env.DB, env.MEDIA, now());
    expect(await env.MEDIA.head(before.file_key)).not.toBeNull();
    await emptyMediaTrash(env.DB, env.MEDIA, now() + 8 * 3600);
    expect(await env.MEDIA.head(before.file_key)).toBeNull();
    expect(await env.MEDIA.head(after.file_key)).not.toBeNull();
    expect(await firstRow<{ n: number }>('SELECT COUNT(*) AS n FROM media_trash')).toEqual({ n: 0 });
  });

  it('a failed re-processing leaves the video as it was', async () => {
    const { videoId, token, before } = await videoWithoutLadder();
    await env.DB.prepare(
      `INSERT INTO jobs (kind, object_id, state, available_at, media_prefix, created_at, updated_at, reprocess) VALUES ('video', ?1, 'pending', ?2, ?1 || '-abc', ?2, ?2, 1)`,
    ).bind(videoId, now()).run();
    await onlyJobsFor([videoId]);
    const job = (await claim(token))!;
    await call(`/api/runners/jobs/${job.jobId}/failure`, { reason: 'corrupted', message: 'nope' }, token);
    expect(await videoRow(videoId)).toEqual(before);
  });
});

describe('album jobs', () => {
  it('thumbnails of every photo, then the album goes to moderation with its cover', async () => {
    const { userId, cookies } = await newMember();
    const albumId = await albumDraft(userId, 2);
    for (const position of [1, 2]) {
      const png = pngBytes(800, 600);
      const { path } = await createUpload(png.length, { album: String(albumId), position: String(position), filename: `p${position}.png` }, { cookies });
      expect((await patch(path!, 0, png, { cookies })).status).toBe(204);
    }
    await onlyJobsFor([albumId]);
    const token = await register();
    const job = (await claim(token))!;
    expect(job.kind).toBe('album');
    expect(job.photos).toHaveLength(2);
    const photo = new URL(job.photos![0]!.url);
    expect((await get(photo.pathname + photo.search)).status).toBe(200);
    // The site asks for square card sizes of each photo; a result naming them before they are uploaded is refused.
    expect(job.params).toMatchObject({ stills: { widths: [160, 240, 320], aspect: { width: 1, height: 1 } } });
    for (const p of job.photos!) await uploadResult(token, job.jobId, `thumb-${p.photoId}.jpg`, filler(50));
    const result = { photos: job.photos!.map((p) => ({ photoId: p.photoId, width: 800, height: 600 })), stills: true };
    const early = await call(`/api/runners/jobs/${job.jobId}/result`, result, token);
    expect(early.status).toBe(422);
    expect((await early.json<{ info: { names: string[] } }>()).info.names).toHaveLength(6);
    for (const p of job.photos!) for (const width of [160, 240, 320]) await uploadResult(token, job.jobId, `thumb-${p.photoId}-${width}.webp`, filler(20));
    expect((await call(`/api/runners/jobs/${job.jobId}/result`, result, token)).status).toBe(200);
    const album = await firstRow<{ status_id: number; cover: string; cover_set: string }>('SELECT status_id, cover, cover_set FROM albums WHERE album_id = ?1', albumId);
    expect(album.status_id).toBe(0);
    expect(album.cover).toMatch(/thumb-\d+\.jpg$/);
    expect(album.cover_set).toBe(album.cover.replace(/\.jpg$/, ''));
    const photos = await env.DB.prepare('SELECT thumb, thumb_set FROM photos WHERE album_id = ?1').bind(albumId).all<{ thumb: string; thumb_set: string }>();
    for (const photo of photos.results) expect(photo.thumb_set).toBe(photo.thumb.replace(/\.jpg$/, ''));
  });
});

describe('imported videos (docs/import.md)', () => {
  /** A video an import made, as worker/imports/run.ts leaves it: processing, with its job. */
  async function importedVideo(kind: 'image' | 'video', trusted: boolean) {
    const run = await firstRow<{ import_id: number }>(
      `INSERT INTO imports (filename, file_key, actor_name, trusted, state, created_at) VALUES ('a.csv', 'imports/held/x', 'admin', ?1, 'running', ?2)
       RETURNING import_id`, trusted ? 1 : 0, now(),
    );
    const id = `${kind}-${crypto.randomUUID()}`;
    const video = await firstRow<{ video_id: number }>(
      `INSERT INTO videos (dir, title, duration, post_date, status_id, status_reason, thumb, file_key, ex_tube, ex_id, url, source_url, thumb_url, import_id)
       VALUES (?1, 'Imported', ?2, ?3, 2, 'queued', '', '', ?4, ?5, ?6, ?7, ?8, ?9) RETURNING video_id`,
      id, kind === 'image' ? 750 : 0, now(), kind === 'image' ? 'demo-partner' : null, kind === 'image' ? id : null,
      kind === 'image' ? `https://player.demo-partner.example/embed/${id}` : null,
      kind === 'video' ? `https://files.example.org/${id}/clip%20one.mp4` : null, `https://img.demo-partner.example/${id}.jpg`, run.import_id,
    );
    await env.DB.prepare(`INSERT INTO jobs (kind, object_id, available_at, media_prefix, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?3, ?3)`)
      .bind(kind, video.video_id, now(), `${video.video_id}-imp`).run();
    await onlyJobsFor([video.video_id]);
    return video.video_id;
  }

  it('a partner video\'s image job names its thumb_url; its card sizes send the video to moderation', async () => {
    const videoId = await importedVideo('image', false);
    const token = await register();
    const job = (await claim(token))!;
    expect(job).toMatchObject({ kind: 'image', source: { url: expect.stringMatching(/^https:\/\/img\.demo-partner\.example\//) }, params: { stills: VIDEO_PROCESSING.stills } });
    expect((job as unknown as { maxBytes: number }).maxBytes).toBeGreaterThan(0);
    // Only the card sizes of the thumbnail may come back.
    expect((await createUpload(10, { job: String(job.jobId), name: '720.mp4' }, { headers: { Authorization: `Bearer ${token}` } })).response.status).not.toBe(201);
    const early = await call(`/api/runners/jobs/${job.jobId}/result`, { thumbs: true }, token);
    expect(early.status).toBe(422);
    for (const name of cardSizes('thumb')) await uploadResult(token, job.jobId, name, filler(30));
    expect((await call(`/api/runners/jobs/${job.jobId}/result`, { thumbs: true }, token)).status).toBe(200);
    const video = await firstRow<{ status_id: number; status_reason: string | null; thumb: string; thumb_set: string }>(
      'SELECT status_id, status_reason, thumb, thumb_set FROM videos WHERE video_id = ?1', videoId,
    );
    expect(video).toMatchObject({ status_id: 0, status_reason: null });
    expect(video.thumb).toBe(`${video.thumb_set}-640.webp`);
    expect(await env.MEDIA.head(video.thumb)).not.toBeNull();
  });

  it('a hosted row\'s video job names its source URL; the result takes the first frame as preview and a trusted import goes live', async () => {
    const videoId = await importedVideo('video', true);
    const token = await register();
    const job = (await claim(token))!;
    expect(job).toMatchObject({ kind: 'video', source: { url: expect.stringContaining('https://files.example.org/'), filename: 'clip_20one.mp4' } });
    expect(job.source!.size).toBeUndefined();
    expect(job.thumb).toMatchObject({ url: expect.stringContaining('https://img.demo-partner.example/') });
    await uploadVideoResults(token, job.jobId);
    expect((await call(`/api/runners/jobs/${job.jobId}/result`, { ...RESULT, contentHash: 'c'.repeat(64) }, token)).status).toBe(200);
    const video = await firstRow<{ status_id: number; thumb: string; thumb_set: string; duration: number }>(
      'SELECT status_id, thumb, thumb_set, duration FROM videos WHERE video_id = ?1', videoId,
    );
    expect(video.status_id).toBe(1);
    expect(video.duration).toBe(662);
    expect(video.thumb).toMatch(/poster-1\.jpg$/);
    expect(video.thumb_set).toMatch(/thumb$/);
  });

  it('a failed thumbnail fails the partner video with its reason', async () => {
    const videoId = await importedVideo('image', true);
    const token = await register();
    const job = (await claim(token))!;
    const failure = { reason: 'error', message: 'img.demo-partner.example is a private or local address (10.0.0.1)', retryable: false };
    expect((await call(`/api/runners/jobs/${job.jobId}/failure`, failure, token)).status).toBe(200);
    expect(await firstRow('SELECT status_id, status_reason FROM videos WHERE video_id = ?1', videoId)).toEqual({ status_id: 3, status_reason: 'error' });
  });
});
