// GET /api/videofile.php: the list of a video's files; the first entry's video_url is the signed link,
// base64-encoded (spec: "encoded"). With download=1 and the landing's token it is the download link.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { videoFileAnswerCacheControl } from '../cache/policy';
import { checkDownloadToken } from '../media/download-token';
import { videoFileUrl } from '../media/video-files';
import { downloadableVideo, tokenQuery } from '../routes/download';
import { jsonError } from './respond';

export const videofileApi = new Hono<AppEnv>();

const playQuery = z.object({ video_id: z.string().regex(/^[1-9][0-9]{0,9}$/).transform(Number) });

videofileApi.get('/api/videofile.php', async (c) => {
  const download = c.req.query('download') === '1';
  const query = playQuery.safeParse(c.req.query());
  const token = tokenQuery.safeParse(c.req.query());
  if (!query.success || (download && !token.success)) return jsonError(c, 400, 'invalid_request');
  const video = await downloadableVideo(c, query.data.video_id);
  if (!video) return jsonError(c, 404, 'not_found');
  const now = Math.floor(Date.now() / 1000);
  if (download && token.success) {
    const { video_id: videoId, tg, t: issuedAt, s: signature } = token.data;
    const check = await checkDownloadToken(c.env.MEDIA_SECRET, { videoId, telegram: tg === '1', issuedAt, signature }, now);
    if (check.state === 'early') return c.json({ error: true, code: 'too_early', seconds: check.seconds }, 425);
    if (check.state !== 'ready') return jsonError(c, 403, 'invalid_token');
  }
  const file = await videoFileUrl(c.env, video.file_key, download, now);
  // A download link is personal; a play answer is kept no longer than its link lives (policy.ts MEDIA_LIFETIMES).
  c.header('Cache-Control', download || video.is_private ? 'private, no-store' : videoFileAnswerCacheControl(file.expires - now));
  return c.json([{ video_url: btoa(file.url), format: 'mp4', width: video.width, height: video.height }]);
});
