// The download landing and /api/videofile.php: the wait is checked by the server, the file link is signed,
// encoded in the API, and becomes an attachment; early, forged and expired presses are refused clearly.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueDownloadToken } from '../worker/media/download-token';
import { firstRow, get } from './helpers';

const now = () => Math.floor(Date.now() / 1000);
/** The first public video with a 1080p ladder (the demo's first clip: 240p to 1080p). */
const publicVideo = () => firstRow<{ video_id: number; title: string; file_key: string; stream_key: string }>(
  'SELECT video_id, title, file_key, stream_key FROM videos WHERE status_id = 1 AND is_private = 0 AND height = 1080 ORDER BY video_id LIMIT 1',
);
const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/'));
const tokenQuery = async (videoId: number, issuedAt: number, telegram = false) => {
  const token = await issueDownloadToken(env.MEDIA_SECRET, videoId, telegram, issuedAt);
  return `video_id=${videoId}${telegram ? '&tg=1' : ''}&t=${token.issuedAt}&s=${token.signature}`;
};

beforeAll(async () => {
  // The test catalogue has no media; the video's renditions get a few bytes each, its master a playlist.
  const video = await publicVideo();
  for (const height of [240, 360, 480, 720, 1080]) {
    await env.MEDIA.put(`${folderOf(video.file_key)}/${height}.mp4`, new Uint8Array(height), { httpMetadata: { contentType: 'video/mp4' } });
  }
  await env.MEDIA.put(video.stream_key, '#EXTM3U\n', { httpMetadata: { contentType: 'application/vnd.apple.mpegurl' } });
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
    // A button for each rendition, largest first, with its size.
    expect([...html.matchAll(/<button [^>]*value="(\d+)"[^>]*name="quality"[^>]*>([^<]*(?:<!-- -->[^<]*)*)<\/button>/g)].map((m) => [m[1], m[2]!.replace(/<!-- -->/g, '')]))
      .toEqual([['1080', 'Download 1080p HD'], ['720', 'Download 720p HD'], ['480', 'Download 480p'], ['360', 'Download 360p'], ['240', 'Download 240p']]);
    expect(html).toMatch(/<span class="download-form__size">\d+(\.\d)? MB<\/span>/);
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

  it('after the wait the press leads to the chosen rendition\'s signed download link (the largest without a choice), an attachment', async () => {
    const video = await publicVideo();
    const folder = folderOf(video.file_key);
    for (const [telegram, ago, quality, file] of [[false, 61, '', '1080.mp4'], [true, 11, '&quality=480', '480.mp4'], [false, 61, '&quality=300', '240.mp4']] as const) {
      const response = await get(`/download/file/?${await tokenQuery(video.video_id, now() - ago, telegram)}${quality}`);
      expect(response.status).toBe(302);
      const location = response.headers.get('Location')!;
      // Saved under the video's title and the rendition, never under a name the uploader's file had.
      const saveAs = `${video.title} ${file.replace('.mp4', 'p.mp4')}`;
      expect(location).toMatch(new RegExp(`^/media/download/\\d+\\.[A-Za-z0-9_-]{43}/${folder}/${file.replace('.', '\\.')}\\?name=`));
      expect(new URL(location, 'http://x').searchParams.get('name')).toBe(saveAs);
      const answer = await get(location, { headers: { Range: 'bytes=0-99' } });
      expect(answer.status).toBe(206);
      expect(answer.headers.get('Content-Disposition')).toBe(`attachment; filename="${saveAs.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/\s+/g, ' ').trim() || file}"; filename*=UTF-8''${encodeURIComponent(saveAs)}`);
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
  it('lists every rendition, the largest first, then the master playlist, with encoded, signed play links that play', async () => {
    const video = await publicVideo();
    const response = await get(`/api/videofile.php?video_id=${video.video_id}`);
    expect(response.status).toBe(200);
    // Kept no longer than the links inside live: 6 to 7 hours, under the spec's 864,000 s.
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(response.headers.get('Cache-Control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(6 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(7 * 3600);
    const files = (await response.json()) as { video_url: string; format: string; height: number; size?: number }[];
    expect(files.map((f) => [f.format, f.height])).toEqual([['mp4', 1080], ['mp4', 720], ['mp4', 480], ['mp4', 360], ['mp4', 240], ['hls', 1080]]);
    expect(files[0]!.size).toBeGreaterThan(0);
    const url = atob(files[0]!.video_url);
    expect(url).toMatch(new RegExp(`^/media/play/\\d+\\.[A-Za-z0-9_-]{43}/${folderOf(video.file_key)}/1080\\.mp4$`));
    expect((await get(url, { headers: { Range: 'bytes=0-9' } })).status).toBe(206);
    const master = await get(atob(files.at(-1)!.video_url));
    expect(master.headers.get('Content-Type')).toBe('application/vnd.apple.mpegurl');
    // A quality asked for comes first (the nearest below for a height the video does not have).
    const asked = (await (await get(`/api/videofile.php?video_id=${video.video_id}&quality=500`)).json()) as { height: number }[];
    expect(asked.map((f) => f.height).slice(0, 2)).toEqual([480, 1080]);
  });

  it('gives the download link only with a token whose wait has passed', async () => {
    const video = await publicVideo();
    const early = await get(`/api/videofile.php?download=1&${await tokenQuery(video.video_id, now() - 5)}`);
    expect(early.status).toBe(425);
    expect(await early.json()).toMatchObject({ error: true, code: 'too_early' });
    const ready = await get(`/api/videofile.php?download=1&${await tokenQuery(video.video_id, now() - 61)}`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('Cache-Control')).toBe('private, no-store');
    const links = ((await ready.json()) as { video_url: string; format: string }[]);
    expect(links.every((f) => f.format === 'mp4' && atob(f.video_url).startsWith('/media/download/'))).toBe(true);
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
