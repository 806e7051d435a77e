// A trusted uploader's controls under one of their videos (toggle private, delete, re-add), as the island that adds
// the DeleteUploaded and ReAdd modals to the plain forms.
import UploadedVideoActions from '../../islands/uploaded-video-actions';
import type { Translate } from '../../locales';
import { READD_DAYS_DEFAULT, READD_DAYS_MAX } from '../../worker/config/moderation';
import { urls } from '../urls';
import { Island } from './island';

export function UploadedVideoControls({ t, videoId, isPrivate, deleted, back }: { t: Translate; videoId: number; isPrivate: boolean; deleted: boolean; back: string }) {
  return (
    <Island
      name="uploaded-video-actions" component={UploadedVideoActions} hydrate="interaction"
      props={{
        videoId, isPrivate, deleted, back, action: urls.videoEdit(), days: { initial: READD_DAYS_DEFAULT, max: READD_DAYS_MAX },
        labels: {
          manage: t('uploaded.manage'), makePrivate: t('uploaded.makePrivate'), makePublic: t('uploaded.makePublic'),
          delete: t('uploaded.delete'), deleteTitle: t('uploaded.deleteTitle'), deleteText: t('uploaded.deleteText'), deleteConfirm: t('uploaded.deleteConfirm'),
          readd: t('uploaded.readd'), readdTitle: t('uploaded.readdTitle'), readdText: t('uploaded.readdText', { max: READD_DAYS_MAX }),
          days: t('uploaded.days'), cancel: t('uploaded.cancel'), failed: t('notify.owner_act_failed', { code: '{code}' }),
        },
      }}
    />
  );
}
