// The download landing: the video, the wait, and the button that hands out the file once the wait is over; the plain
// variant offers the shorter Telegram one (the DownloadTg modal with JavaScript), which points to the site's channel.
import type { Translate } from '../../locales';
import DownloadButton, { type DownloadButtonProps } from '../../islands/download-button';
import { Island } from '../parts/island';
import { THUMB } from '../parts/video-card';
import { CardImage } from '../parts/card-image';
import { TELEGRAM_DOWNLOAD_WAIT_SECONDS } from '../../worker/config/limits';
import { urls } from '../urls';

export interface DownloadPageProps {
  t: Translate;
  video: { video_id: number; dir: string; title: string; thumb: string; thumb_set: string | null } | null;
  button: DownloadButtonProps | null;
  /** A server message after a refused press (too early, expired). */
  notice?: string;
  /** The site's Telegram channel (site config): the Telegram variant names it. */
  telegramChannel: { name: string; url: string };
}

export function DownloadPage({ t, video, button, notice, telegramChannel }: DownloadPageProps) {
  return (
    <section className="auth download" data-modal-part="">
      <h1 className="headline">{t('download.title')}</h1>
      {video && button ? (
        <>
          <p>
            <a href={urls.video(video.video_id, video.dir)}>
              <CardImage thumb={video.thumb} set={video.thumb_set} alt={video.title} width={THUMB.width} height={THUMB.height} loading="eager" />
            </a>
          </p>
          <h2>{video.title}</h2>
          <p>{t('download.intro')}</p>
          {notice && <p className="notice notice--error" role="alert">{notice}</p>}
          <Island name="download-button" component={DownloadButton} props={button} />
          {button.telegram ? (
            <p className="download__telegram">{t('download.telegramChannel')} <a href={telegramChannel.url} rel="noopener">{telegramChannel.name}</a></p>
          ) : (
            <p className="download__telegram">
              <a className="button" href={urls.download(video.video_id, true)} rel="nofollow" data-modal="">
                {t('download.telegramOffer', { count: TELEGRAM_DOWNLOAD_WAIT_SECONDS })}
              </a>
            </p>
          )}
        </>
      ) : (
        <p>{t('download.choose')} <a href={urls.videos('latest-updates')}>{t('nav.videos')}</a></p>
      )}
    </section>
  );
}
