// The download landing: the video, the wait, and the button that hands out the file once the wait is over.
import type { Translate } from '../../locales';
import DownloadButton, { type DownloadButtonProps } from '../../islands/download-button';
import { Island } from '../parts/island';
import { THUMB } from '../parts/video-card';
import { urls } from '../urls';

export interface DownloadPageProps {
  t: Translate;
  video: { video_id: number; dir: string; title: string; thumb: string } | null;
  button: DownloadButtonProps | null;
  /** A server message after a refused press (too early, expired). */
  notice?: string;
}

export function DownloadPage({ t, video, button, notice }: DownloadPageProps) {
  return (
    <section className="auth download">
      <h1 className="headline">{t('download.title')}</h1>
      {video && button ? (
        <>
          <p>
            <a href={urls.video(video.video_id, video.dir)}>
              <img src={urls.media(video.thumb)} alt={video.title} width={THUMB.width} height={THUMB.height} />
            </a>
          </p>
          <h2>{video.title}</h2>
          <p>{t('download.intro')}</p>
          {notice && <p className="notice notice--error" role="alert">{notice}</p>}
          <Island name="download-button" component={DownloadButton} props={button} />
        </>
      ) : (
        <p>{t('download.choose')} <a href={urls.videos('latest-updates')}>{t('nav.videos')}</a></p>
      )}
    </section>
  );
}
