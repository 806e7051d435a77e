// The owner's controls under what they uploaded, as the island that adds the DeleteUploaded and ReAdd modals to the
// plain forms: a trusted uploader's on one of their videos (toggle private, delete, re-add), any owner's on an album
// (toggle private, delete).
import OwnerActions from '../../islands/owner-actions';
import type { Translate } from '../../locales';
import { READD_DAYS_DEFAULT, READD_DAYS_MAX } from '../../worker/config/moderation';
import { urls } from '../urls';
import { Island } from './island';

function ownerLabels(t: Translate) {
  return {
    manage: t('uploaded.manage'), makePrivate: t('uploaded.makePrivate'), makePublic: t('uploaded.makePublic'), delete: t('uploaded.delete'),
    cancel: t('uploaded.cancel'), failed: t('notify.owner_act_failed', { code: '{code}' }),
  };
}

export function UploadedVideoControls({ t, videoId, isPrivate, deleted, back }: { t: Translate; videoId: number; isPrivate: boolean; deleted: boolean; back: string }) {
  return (
    <Island
      name="owner-actions" component={OwnerActions} hydrate="interaction"
      props={{
        target: { field: 'video_id', id: videoId }, isPrivate, deleted, back, action: urls.videoEdit(), days: { initial: READD_DAYS_DEFAULT, max: READD_DAYS_MAX },
        labels: {
          ...ownerLabels(t), deleteTitle: t('uploaded.deleteTitle'), deleteText: t('uploaded.deleteText'), deleteConfirm: t('uploaded.deleteConfirm'),
          readd: t('uploaded.readd'), readdTitle: t('uploaded.readdTitle'), readdText: t('uploaded.readdText', { max: READD_DAYS_MAX }), days: t('uploaded.days'),
        },
      }}
    />
  );
}

/** The owner's way to their upload's edit form (any owner, trusted or not). */
export function EditDetailsLink({ t, href }: { t: Translate; href: string }) {
  return <a className="button button--small" href={href}>{t('ownerEdit.link')}</a>;
}

export function OwnAlbumControls({ t, albumId, isPrivate, back }: { t: Translate; albumId: number; isPrivate: boolean; back: string }) {
  return (
    <>
    <EditDetailsLink t={t} href={urls.uploadEdit('album', albumId)} />
    <Island
      name="owner-actions" component={OwnerActions} hydrate="interaction"
      props={{
        target: { field: 'album_id', id: albumId }, isPrivate, deleted: false, back, action: urls.albumEdit(),
        labels: { ...ownerLabels(t), deleteTitle: t('uploaded.deleteAlbumTitle'), deleteText: t('uploaded.deleteAlbumText'), deleteConfirm: t('uploaded.deleteAlbumConfirm') },
      }}
    />
    </>
  );
}
