// The download landing /download/ (spec: a 60 s wait, 10 s for the Telegram variant) and /download/file/,
// which checks the landing's signed wait and then sends the visitor to the signed file link.
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { messageOf } from '../../locales';
import { DownloadPage } from '../../views/pages/download';
import type { VideoDetail } from '../db/videos';
import { downloadableVideo } from '../loaders/video';
import type { AppEnv } from '../env';
import { nowSeconds } from '../http/clock';
import { checkDownloadToken, downloadId, issueDownloadToken, tokenQuery, waitSeconds, type DownloadToken } from '../media/download-token';
import { renditionAt } from '../domain/player-sources';
import { namedDownload } from '../media/download-name';
import { renditionsOf, videoFiles } from '../media/video-files';
import { HD_HEIGHT } from '../config/uploads';
import { formatMegabytes } from '../../views/format';
import { SITE } from '../config/site';

export const downloadRoutes = new Hono<AppEnv>();

const landingQuery = z.object({ video_id: downloadId.optional(), tg: z.literal('1').optional() });

/** The landing; a press that came too early keeps its token, so the wait goes on rather than starting over. */
async function landing(c: Context<AppEnv>, video: VideoDetail | null, telegram: boolean, early?: { token: DownloadToken; seconds: number }, notice?: string) {
  const t = c.get('t');
  c.header('Cache-Control', 'no-store');
  const token = early?.token ?? (video ? await issueDownloadToken(c.env.MEDIA_SECRET, video.video_id, telegram, nowSeconds()) : null);
  const button = video && token
    ? {
        videoId: video.video_id, telegram, issuedAt: token.issuedAt, signature: token.signature, wait: early?.seconds ?? waitSeconds(telegram),
        renditions: renditionsOf(video).map((r) => ({
          height: r.height,
          label: `${t('player.qualityHeight', { height: r.height })}${r.height >= HD_HEIGHT ? ` ${t('card.hd')}` : ''}`,
          size: t('download.fileSize', { size: formatMegabytes(t.lang, r.size) }),
        })),
        lang: t.lang,
        labels: {
          button: t('download.button'), wait: messageOf(t.lang, 'download.wait'), tooEarly: messageOf(t.lang, 'download.tooEarly'),
          ready: t('download.ready'), whenTimeIsUp: t('download.whenTimeIsUp'),
        },
      }
    : null;
  return c.render(<DownloadPage t={t} video={video} button={button} notice={notice} telegramChannel={SITE.telegram} />, { meta: { title: t('download.title'), robots: 'noindex' } });
}

downloadRoutes.get('/download/', async (c) => {
  const query = landingQuery.safeParse(c.req.query());
  if (!query.success) return landing(c, null, false);
  return landing(c, await downloadableVideo(c, query.data.video_id), query.data.tg === '1');
});

downloadRoutes.get('/download/file/', async (c) => {
  const t = c.get('t');
  const query = tokenQuery.safeParse(c.req.query());
  if (!query.success) return landing(c, null, false);
  const { video_id: videoId, tg, t: issuedAt, s: signature, quality } = query.data;
  const telegram = tg === '1';
  const video = await downloadableVideo(c, videoId);
  if (!video) return landing(c, null, telegram);
  const token = { videoId, telegram, issuedAt, signature };
  const check = await checkDownloadToken(c.env.MEDIA_SECRET, token, nowSeconds());
  switch (check.state) {
    case 'ready': {
      c.header('Cache-Control', 'no-store');
      const files = await videoFiles(c.env, video, 'download');
      return c.redirect(files.base + namedDownload(renditionAt(files.renditions, quality ?? Infinity).file, video.title), 302);
    }
    case 'early':
      c.status(429);
      c.header('Retry-After', String(check.seconds));
      return landing(c, video, telegram, { token, seconds: check.seconds }, t('download.tooEarly', { count: check.seconds }));
    default:
      c.status(check.state === 'forged' ? 403 : 410);
      return landing(c, video, telegram, undefined, t('download.expired'));
  }
});
