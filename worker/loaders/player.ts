// What every player of a video needs (the watch page's and the embed's): its files for the visitor's quality, poster,
// size, timeline previews, the fallback text and the controls' labels.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { messageOf } from '../../locales';
import { CONTROL_TEXTS, type PlayerControls } from '../../islands/player/control-texts';
import { posterSrc } from '../../views/parts/card-image';
import { urls } from '../../views/urls';
import { QUALITY_COOKIE, qualityOf, type Quality } from '../config/playback';
import type { VideoDetail } from '../db/videos';
import { renditionAt } from '../domain/player-sources';
import type { AppEnv } from '../env';
import { currentPath } from '../render';
import { videoFiles } from '../media/video-files';

/** The quality the visitor chose (its cookie), Auto when none or an unknown one. */
export function requestQuality(c: Context<AppEnv>): Quality {
  return qualityOf(getCookie(c, QUALITY_COOKIE));
}

export async function loadPlayer(c: Context<AppEnv>, video: VideoDetail) {
  const t = c.get('t');
  const { base, master, renditions } = await videoFiles(c.env, video, 'play');
  const chosen = requestQuality(c);
  return {
    stream: { base, master, renditions: renditions.map(({ height, file }) => ({ height, file })) },
    // A height the video does not have stands for its nearest below.
    quality: chosen === 'auto' ? chosen : renditionAt(renditions, chosen).height,
    qualityHref: urls.setQuality('{quality}', currentPath(c)),
    qualityLabels: { title: t('player.quality'), auto: t('player.qualityAuto'), hd: t('card.hd'), height: messageOf(t.lang, 'player.qualityHeight') as string },
    poster: posterSrc(video.thumb, video.thumb_set),
    width: video.width,
    height: video.height,
    thumbnails: video.timeline_key ? urls.media(`${video.timeline_key}.vtt`) : undefined,
    fallback: t('video.noVideoSupport'),
    downloadHref: urls.download(video.video_id),
    lang: t.lang,
    controls: Object.fromEntries(Object.keys(CONTROL_TEXTS).map((key) => [key, t(`player.controls.${key as keyof PlayerControls}`)])) as PlayerControls,
  };
}
