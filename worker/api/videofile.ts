// GET /api/videofile.php: the list of a video's files, each video_url a signed link base64-encoded (spec: "encoded"):
// every rendition as MP4, the largest (or the one `quality` names) first, then the HLS master playlist when the video
// streams. With download=1 and the landing's token they are download links (the MP4s only).
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../env';
import { videoFileAnswerCacheControl } from '../cache/policy';
import { checkDownloadToken, tokenQuery } from '../media/download-token';
import { renditionAt } from '../domain/player-sources';
import { namedDownload } from '../media/download-name';
import { videoFiles } from '../media/video-files';
import { downloadableVideo } from '../loaders/video';
import { nowSeconds } from '../http/clock';
import { jsonError } from '../http/json';

export const videofileApi = new Hono<AppEnv>();

const playQuery = z.object({
  video_id: z.string().regex(/^[1-9][0-9]{0,9}$/).transform(Number),
  quality: z.string().regex(/^[1-9][0-9]{0,3}$/).transform(Number).optional(),
});

videofileApi.get('/api/videofile.php', async (c) => {
  const download = c.req.query('download') === '1';
  const query = playQuery.safeParse(c.req.query());
  const token = tokenQuery.safeParse(c.req.query());
  if (!query.success || (download && !token.success)) return jsonError(c, 400, 'invalid_request');
  const video = await downloadableVideo(c, query.data.video_id);
  if (!video) return jsonError(c, 404, 'not_found');
  const now = nowSeconds();
  if (download && token.success) {
    const { video_id: videoId, tg, t: issuedAt, s: signature } = token.data;
    const check = await checkDownloadToken(c.env.MEDIA_SECRET, { videoId, telegram: tg === '1', issuedAt, signature }, now);
    if (check.state === 'early') return jsonError(c, 425, 'too_early', { info: { seconds: check.seconds } });
    if (check.state !== 'ready') return jsonError(c, 403, 'invalid_token');
  }
  const files = await videoFiles(c.env, video, download ? 'download' : 'play', now);
  const first = renditionAt(files.renditions, query.data.quality ?? Infinity);
  const mp4s = [first, ...files.renditions.filter((r) => r !== first).reverse()].map((r) => ({
    video_url: btoa(files.base + (download ? namedDownload(r.file, video.title) : r.file)), format: 'mp4', width: r.width, height: r.height, size: r.size,
  }));
  const stream = files.master && !download ? [{ video_url: btoa(files.base + files.master), format: 'hls', width: video.width, height: video.height }] : [];
  // A download link is personal; a play answer is kept no longer than its links live (policy.ts MEDIA_LIFETIMES).
  c.header('Cache-Control', download || video.is_private ? 'private, no-store' : videoFileAnswerCacheControl(files.expires - now));
  return c.json([...mp4s, ...stream]);
});
