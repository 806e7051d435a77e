// Members-only screens (upload video, create album, edit profile) and the download landing.
import type { Translate } from '../../locales';
import type { Category } from '../../worker/db/categories';
import type { VideoDetail } from '../../worker/db/videos';
import type { SessionUser } from '../../worker/env';
import { urls } from '../urls';

export function MembersOnlyPage({ t, kind, title, user, categories }: {
  t: Translate;
  kind: 'video' | 'album' | 'edit';
  title: string;
  user: SessionUser;
  categories: readonly Category[];
}) {
  return (
    <section className="auth">
      <h1 className="headline">{title}</h1>
      {kind === 'edit' ? (
        <p><a href={urls.memberTab(user.userId, 'info')}>{t('member.info')}</a></p>
      ) : (
        <>
          <p>{t('upload.moderation')}</p>
          <p className="notice">{t('upload.rules')}</p>
          {kind === 'video' && categories.length > 0 && (
            <ul className="category-list">
              {categories.map((category) => <li key={category.dir}>{category.title}</li>)}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

export function DownloadPage({ t, video }: { t: Translate; video: VideoDetail | null }) {
  return (
    <section className="auth">
      <h1 className="headline">{t('download.title')}</h1>
      {video ? (
        <>
          <p>
            <a href={urls.video(video.video_id, video.dir)}>
              <img src={urls.media(video.thumb)} alt="" width={320} height={180} />
            </a>
          </p>
          <h2>{video.title}</h2>
          <p>{t('download.intro')}</p>
          <p className="notice">{t('download.wait', { seconds: 60 })}</p>
        </>
      ) : (
        <p>{t('download.choose')} <a href={urls.videos('latest-updates')}>{t('nav.videos')}</a></p>
      )}
    </section>
  );
}
