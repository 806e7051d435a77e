// The download landing and /api/videofile.php: the wait is checked by the server, the file link is signed,
// encoded in the API, and becomes an attachment; early, forged and expired presses are refused clearly.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueDownloadToken } from '../worker/media/download-token';
import { firstRow, get } from './helpers';

const now = () => Math.floor(Date.now() / 1000);
const publicVideo = () => firstRow<{ video_id: number; file_key: string }>('SELECT video_id, file_key FROM videos WHERE status_id = 1 AND is_private = 0 ORDER BY video_id LIMIT 1');
const tokenQuery = async (videoId: number, issuedAt: number, telegram = false) => {
  const token = await issueDownloadToken(env.MEDIA_SECRET, videoId, telegram, issuedAt);
  return `video_id=${videoId}${telegram ? '&tg=1' : ''}&t=${token.issuedAt}&s=${token.signature}`;
};

beforeAll(async () => {
  // The test catalogue has no media; the first public video's file gets a few bytes.
  const video = await publicVideo();
  await env.MEDIA.put(video.file_key, new Uint8Array(500), { httpMetadata: { contentType: 'video/mp4' } });
});

describe('/download/', () => {
  it('shows the video, the wait and a signed button form, never cached', async () => {
    const video = await publicVideo();
    const response = await get(`/download/?video_id=${video.video_id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('data-island="download-button"');
    expect(html).toContain('Please wait 60 seconds');
    const form = /<form class="download-form"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/download/file/"');
    expect(html).toMatch(/name="s" value="[A-Za-z0-9_-]{43}"/);
    expect(await (await get(`/download/?video_id=${video.video_id}&tg=1`)).text()).toContain('Please wait 10 seconds');
  });

  it('without a video, or for a missing one, asks to choose a video', async () => {
    for (const path of ['/download/', '/download/?video_id=987654321', '/download/?video_id=abc']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Choose a video to download from its page.');
    }
  });

  it('an early press is refused with the time left, keeping the same wait', async () => {
    const video = await publicVideo();
    const issuedAt = now() - 20;
    const response = await get(`/download/file/?${await tokenQuery(video.video_id, issuedAt)}`);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(35);
    const html = await response.text();
    expect(html).toMatch(/Not yet — please wait \d+ more seconds\./);
    expect(html).toContain(`name="t" value="${issuedAt}"`);
  });

  it('after the wait the press leads to the signed download link, an attachment', async () => {
    const video = await publicVideo();
    for (const [telegram, ago] of [[false, 61], [true, 11]] as const) {
      const response = await get(`/download/file/?${await tokenQuery(video.video_id, now() - ago, telegram)}`);
      expect(response.status).toBe(302);
      const location = response.headers.get('Location')!;
      expect(location).toMatch(new RegExp(`^/media/${video.file_key}\\?e=\\d+&dl=1&s=`));
      const file = await get(location, { headers: { Range: 'bytes=0-99' } });
      expect(file.status).toBe(206);
      expect(file.headers.get('Content-Disposition')).toMatch(/^attachment/);
    }
  });

  it('a forged or expired token gets a fresh landing with a notice', async () => {
    const video = await publicVideo();
    const forged = (await tokenQuery(video.video_id, now() - 61)).replace(/s=.{4}/, 's=AAAA');
    expect((await get(`/download/file/?${forged}`)).status).toBe(403);
    const expired = await get(`/download/file/?${await tokenQuery(video.video_id, now() - 60 - 3600 - 5)}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('That download link expired. Here is a fresh one.');
  });
});

describe('/api/videofile.php', () => {
  it('lists the file with an encoded, signed play link that plays', async () => {
    const video = await publicVideo();
    const response = await get(`/api/videofile.php?video_id=${video.video_id}`);
    expect(response.status).toBe(200);
    // Kept no longer than the link inside lives: 6 to 7 hours, under the spec's 864,000 s.
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(response.headers.get('Cache-Control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(6 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(7 * 3600);
    const files = (await response.json()) as { video_url: string; format: string }[];
    const url = atob(files[0]!.video_url);
    expect(url).toMatch(new RegExp(`^/media/${video.file_key}\\?e=\\d+&s=`));
    expect((await get(url, { headers: { Range: 'bytes=0-9' } })).status).toBe(206);
  });

  it('gives the download link only with a token whose wait has passed', async () => {
    const video = await publicVideo();
    const early = await get(`/api/videofile.php?download=1&${await tokenQuery(video.video_id, now() - 5)}`);
    expect(early.status).toBe(425);
    expect(await early.json()).toMatchObject({ error: true, code: 'too_early' });
    const ready = await get(`/api/videofile.php?download=1&${await tokenQuery(video.video_id, now() - 61)}`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('Cache-Control')).toBe('private, no-store');
    expect(atob(((await ready.json()) as { video_url: string }[])[0]!.video_url)).toContain('&dl=1&');
    expect((await get(`/api/videofile.php?download=1&video_id=${video.video_id}`)).status).toBe(400);
  });

  it('refuses bad ids, missing and private videos cleanly', async () => {
    expect((await get('/api/videofile.php?video_id=x')).status).toBe(400);
    expect((await get('/api/videofile.php')).status).toBe(400);
    expect((await get('/api/videofile.php?video_id=987654321')).status).toBe(404);
    const hidden = await firstRow<{ video_id: number }>('SELECT video_id FROM videos WHERE is_private = 1 AND status_id = 1 LIMIT 1');
    expect((await get(`/api/videofile.php?video_id=${hidden.video_id}`)).status).toBe(404);
  });
});
