// The video page /videos/{id}/{dir}/ with its status panels, and the embeddable player /embed/{id}.
import { Hono, type Context } from 'hono';
import { renderToString } from 'react-dom/server';
import { EmbedDocument } from '../../views/pages/embed';
import type { VideoPlayerProps } from '../../views/parts/player';
import { VideoPage, VideoUnavailable } from '../../views/pages/video';
import { urls } from '../../views/urls';
import { SITE } from '../config/site';
import { readOwnUpload } from '../db/own-uploads';
import type { VideoDetail } from '../db/videos';
import type { AppEnv } from '../env';
import { assertFound, idParam } from '../http/params';
import { loadPlayer } from '../loaders/player';
import { partnerEmbedOf } from '../domain/partner-videos';
import { availability, loadVideo, type Availability } from '../loaders/video';
import { loadWatchPage } from '../loaders/watch-page';
import { publicOrigin } from '../middleware/locale';
import { currentPath } from '../render';
import { issueViewToken } from '../stats/view-token';
import { nowSeconds } from '../http/clock';
import { ownUploadPage } from './upload';

export const videoPageRoutes = new Hono<AppEnv>();

/** The watch page's path, /videos/{id}/{dir}/: the one page whose partner strip speaks the browser's language. */
export const WATCH_PAGE_PATH = /^\/videos\/[0-9]+\/[^/]+\/$/;

function unavailable(c: Context<AppEnv>, state: Exclude<Availability, 'ok'>) {
  const t = c.get('t');
  const panels = {
    missing: { status: 404, message: t('video.notFound'), action: undefined },
    deleted: { status: 410, message: t('video.deleted'), action: undefined },
    private: { status: 403, message: t('video.private'), action: { href: urls.signin(currentPath(c)), label: t('header.login') } },
  } as const;
  const panel = panels[state];
  c.status(panel.status);
  // Moderation and owners change these states at any time: a browser asks again rather than keep the panel.
  c.header('Cache-Control', 'no-store');
  return c.render(<VideoUnavailable t={t} message={panel.message} action={panel.action} />, {
    meta: { title: panel.message, robots: 'noindex' },
  });
}

videoPageRoutes.get('/videos/:id{[0-9]+}/', async (c) => {
  const video = await loadVideo(c, idParam(c.req.param('id')));
  if (!video) return unavailable(c, 'missing');
  return c.redirect(urls.video(video.video_id, video.dir) + new URL(c.req.url).search, 301);
});

videoPageRoutes.get('/videos/:id{[0-9]+}/:dir/', async (c) => {
  const videoId = idParam(c.req.param('id'));
  const page = await loadWatchPage(c, videoId, c.req.param('dir'));
  switch (page.kind) {
    case 'unavailable':
      return unavailable(c, page.state);
    case 'moved':
      return c.redirect(urls.video(page.video.video_id, page.video.dir) + new URL(c.req.url).search, 301);
    case 'not-live':
      return ownUploadPage(c, 'video', assertFound(await readOwnUpload(c.env.DB, 'video', videoId, c.get('user')!.userId)), true);
    case 'page':
      // The partner strip follows Accept-Language: caches on the way keep one copy per language (the page cache does too).
      c.header('Vary', 'Accept-Language', { append: true });
      return c.render(<VideoPage t={c.get('t')} lang={c.get('lang')} {...page.props} />, { meta: page.meta });
  }
});

/** Our player, or, for a partner's video, the partner's own. */
async function embedPlayer(c: Context<AppEnv>, video: VideoDetail): Promise<VideoPlayerProps> {
  const partner = partnerEmbedOf(video);
  return partner ? { kind: 'partner', props: { src: partner, title: video.title } } : { kind: 'own', props: await loadPlayer(c, video) };
}

videoPageRoutes.get('/embed/:id{[0-9]+}', async (c) => {
  const t = c.get('t');
  const video = await loadVideo(c, idParam(c.req.param('id')));
  const state = availability(video, null);
  if (state !== 'ok' || !video) {
    c.status(state === 'deleted' ? 410 : state === 'private' ? 403 : 404);
  }
  const message = state === 'deleted' ? t('video.deleted') : state === 'private' ? t('video.private') : t('video.notFound');
  return c.html(
    '<!DOCTYPE html>' +
      renderToString(
        <EmbedDocument
          lang={c.get('lang')}
          title={video?.title ?? message}
          message={state === 'ok' ? null : message}
          player={state === 'ok' && video ? await embedPlayer(c, video) : null}
          view={state === 'ok' && video ? { videoId: video.video_id, token: await issueViewToken(c.env.MEDIA_SECRET, video.video_id, nowSeconds()) } : null}
          backHref={video && state === 'ok' ? publicOrigin(c) + urls.video(video.video_id, video.dir) : publicOrigin(c)}
          backLabel={t('video.embedBack', { site: SITE.name })}
        />,
      ),
  );
});
